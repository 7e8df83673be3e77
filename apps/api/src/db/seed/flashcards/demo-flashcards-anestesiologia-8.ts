import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 8: anestesia obstétrica e cirurgia na gestante (dados de demonstração). */
const obstetricia = ['Anestesia em Situações Especiais', 'Obstetrícia'] as const;
const obstetrica = [...obstetricia, 'Anestesia obstétrica'] as const;
const fisiologia: DemoSubjectPath = [...obstetrica, 'Fisiologia da gestação'];
const analgesia: DemoSubjectPath = [...obstetrica, 'Analgesia de parto'];
const cesarea: DemoSubjectPath = [...obstetrica, 'Cesárea'];
const preEclampsia: DemoSubjectPath = [...obstetrica, 'Pré-eclâmpsia'];
const pcrMaterna: DemoSubjectPath = [...obstetrica, 'Parada cardiorrespiratória materna'];
const naoObstetrica: DemoSubjectPath = [...obstetricia, 'Cirurgia não obstétrica na gestante'];
const trilha = 'Anestesia obstétrica';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: fisiologia,
    kind: 'cloze',
    frente:
      'Na gestação a termo, a capacidade residual funcional {{c1::diminui}} cerca de 20% e o consumo de O<sub>2</sub> {{c2::aumenta}}: a dessaturação na apneia é rápida.',
    verso: 'A PaCO<sub>2</sub> normal da gestante fica em torno de 30 mmHg.',
    track: trilha,
  },
  {
    subject: fisiologia,
    frente: 'Quando o débito cardíaco é máximo no ciclo gravídico-puerperal?',
    verso: 'Logo após o parto, pela autotransfusão uterina: até cerca de 80% acima do pré-parto.',
  },
  {
    subject: fisiologia,
    frente: 'Como a gestação altera a necessidade de anestésicos?',
    verso: 'Reduz a CAM dos inalatórios e a dose de anestésico local no neuroeixo.',
  },
  {
    subject: fisiologia,
    frente: 'Por que a intubação da gestante é mais difícil?',
    verso:
      'Edema e friabilidade da mucosa, mamas volumosas, ganho de peso e dessaturação rápida; usar tubo menor (6,0 a 7,0).',
  },
  {
    subject: analgesia,
    kind: 'cloze',
    frente: 'Dor do 1º estágio do parto: {{c1::T10–L1}}; dor do 2º estágio: {{c2::S2–S4}} (nervo pudendo).',
    verso: '',
    track: trilha,
  },
  {
    subject: analgesia,
    frente: 'É preciso esperar uma dilatação mínima para a analgesia peridural de parto?',
    verso: 'Não: o pedido da parturiente basta, sem dilatação mínima.',
    track: trilha,
  },
  {
    subject: analgesia,
    frente: 'Qual solução se usa na manutenção da analgesia peridural de parto?',
    verso: 'Anestésico local diluído (bupivacaína 0,0625 a 0,125% ou ropivacaína 0,1%) com fentanil 2 mcg/mL.',
  },
  {
    subject: analgesia,
    frente: 'Por que pode haver bradicardia fetal após a raqui-peridural combinada?',
    verso: 'A analgesia rápida reduz as catecolaminas maternas e causa hipertonia uterina.',
  },
  {
    subject: cesarea,
    frente: 'Qual a composição típica da raquianestesia para cesárea?',
    verso: 'Bupivacaína hiperbárica 10 a 12,5 mg, com morfina 50 a 100 mcg e fentanil 10 a 25 mcg.',
  },
  {
    subject: cesarea,
    frente: 'Qual o risco da morfina intratecal e como vigiar?',
    verso: 'Depressão respiratória tardia, até cerca de 12 a 24 horas: monitorar frequência respiratória e sedação.',
  },
  {
    subject: cesarea,
    frente: 'Como administrar a ocitocina na cesárea?',
    verso:
      'Em pequenos bolus lentos (cerca de 3 UI) e infusão; bolus grandes causam hipotensão, taquicardia e isquemia miocárdica.',
  },
  {
    subject: cesarea,
    kind: 'cloze',
    frente: 'Na hemorragia pós-parto, ácido tranexâmico {{c1::1 g}} IV em até {{c2::3 horas}} do parto (estudo WOMAN).',
    verso: 'Pode-se repetir 1 g se o sangramento continuar após 30 minutos.',
    track: trilha,
  },
  {
    subject: cesarea,
    frente: 'Quais uterotônicos evitar na hipertensa e na asmática?',
    verso: 'Metilergometrina na hipertensa e na pré-eclâmpsia; carboprosta (PGF2-alfa) na asmática.',
    track: trilha,
  },
  {
    subject: preEclampsia,
    frente: 'Qual contagem de plaquetas costuma permitir o bloqueio neuroaxial na gestante?',
    verso: '70.000/µL ou mais, sem queda rápida nem coagulopatia.',
    track: trilha,
  },
  {
    subject: preEclampsia,
    frente: 'Quais drogas tratam a hipertensão grave na pré-eclâmpsia?',
    verso: 'Hidralazina IV, labetalol IV ou nifedipino oral.',
  },
  {
    subject: preEclampsia,
    frente: 'Qual o risco da anestesia geral na pré-eclâmpsia grave?',
    verso: 'Resposta hipertensiva à laringoscopia (AVC hemorrágico, edema pulmonar) e edema de via aérea.',
  },
  {
    subject: preEclampsia,
    kind: 'cloze',
    frente:
      'Magnésio sérico: terapêutico {{c1::4 a 7 mEq/L}}; perda do reflexo patelar perto de {{c2::10 mEq/L}}; parada respiratória perto de 15 mEq/L.',
    verso: 'Parada cardíaca acima de 25 mEq/L.',
  },
  {
    subject: pcrMaterna,
    kind: 'cloze',
    frente:
      'Na parada materna sem retorno da circulação, iniciar a cesárea perimortem aos {{c1::4 minutos}} para extrair o feto até {{c2::5 minutos}}.',
    verso: 'Com útero na altura do umbigo ou acima (cerca de 20 semanas).',
  },
  {
    subject: pcrMaterna,
    frente: 'Quais adaptações da RCP na gestante?',
    verso:
      'Deslocamento manual do útero para a esquerda, acesso venoso acima do diafragma e via aérea precoce por quem tem mais experiência.',
  },
  {
    subject: naoObstetrica,
    frente: 'Qual o período mais seguro para cirurgia não obstétrica na gestação?',
    verso: 'O 2º trimestre.',
  },
  {
    subject: naoObstetrica,
    frente: 'O que evitar na anestesia da gestante para preservar o fluxo uteroplacentário?',
    verso: 'Hipotensão, hipoxemia, hipocapnia e compressão aortocava.',
  },
  {
    subject: naoObstetrica,
    frente: 'Como monitorar o feto na cirurgia não obstétrica?',
    verso:
      'Batimentos fetais antes e depois do procedimento; monitorização contínua após a viabilidade, se houver equipe para cesárea.',
  },
];
