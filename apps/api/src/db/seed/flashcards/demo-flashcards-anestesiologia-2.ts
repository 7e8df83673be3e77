import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 2: monitorização e recuperação pós-anestésica (dados de demonstração). */
const monitorizacao = ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização'] as const;
const geral: DemoSubjectPath = monitorizacao;
const capnografia: DemoSubjectPath = [...monitorizacao, 'Capnografia'];
const oximetria: DemoSubjectPath = [...monitorizacao, 'Oximetria de pulso'];
const temperatura: DemoSubjectPath = [...monitorizacao, 'Temperatura'];
const tof: DemoSubjectPath = [...monitorizacao, 'Monitorização do bloqueio neuromuscular'];
const recuperacao = ['Anestesia Geral', 'Recuperação Pós-Anestésica'] as const;
const srpa: DemoSubjectPath = [...recuperacao, 'Sala de recuperação pós-anestésica'];
const nvpo: DemoSubjectPath = [...recuperacao, 'Náuseas e vômitos pós-operatórios'];
const dor: DemoSubjectPath = [...recuperacao, 'Dor aguda pós-operatória'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: geral,
    frente: 'Quais parâmetros o padrão básico de monitorização da ASA exige em toda anestesia?',
    verso:
      'Oxigenação, ventilação, circulação (ECG contínuo e pressão arterial ao menos a cada 5 minutos) e temperatura, com o anestesiologista presente.',
  },
  {
    subject: capnografia,
    kind: 'cloze',
    frente:
      'Capnograma: fase {{c1::I}}, espaço morto; fase {{c2::II}}, ascensão rápida; fase {{c3::III}}, platô alveolar; fase 0, inspiração.',
    verso: '',
  },
  {
    subject: capnografia,
    kind: 'reversible',
    frente: 'Capnograma em barbatana de tubarão',
    verso: 'Obstrução ao fluxo expiratório: broncoespasmo ou DPOC.',
  },
  {
    subject: capnografia,
    kind: 'reversible',
    frente: 'Entalhe (fenda de curare) no platô do capnograma',
    verso: 'Esforço respiratório espontâneo durante a ventilação controlada, como no bloqueio em regressão.',
  },
  {
    subject: capnografia,
    frente: 'EtCO<sub>2</sub> cai subitamente a zero: quais causas?',
    verso: 'Desconexão, extubação acidental, intubação esofágica, obstrução total ou parada circulatória.',
  },
  {
    subject: capnografia,
    frente: 'Queda abrupta do EtCO<sub>2</sub>, sem chegar a zero, com hipotensão: o que pensar?',
    verso: 'Embolia pulmonar (gasosa, gordurosa ou trombo) ou queda grave do débito cardíaco.',
  },
  {
    subject: capnografia,
    frente: 'Qual o gradiente normal entre PaCO<sub>2</sub> e EtCO<sub>2</sub>?',
    verso: '2 a 5 mmHg; aumenta com o espaço morto alveolar.',
  },
  {
    subject: capnografia,
    frente: 'EtCO<sub>2</sub> subindo progressivamente sem mudança na ventilação: quais causas?',
    verso:
      'Hipertermia maligna, absorção de CO<sub>2</sub> do pneumoperitônio, liberação de garrote, sepse ou cal esgotada.',
  },
  {
    subject: capnografia,
    frente: 'Qual o método padrão-ouro para confirmar a intubação traqueal?',
    verso: 'Capnografia com curva sustentada por vários ciclos.',
  },
  {
    subject: oximetria,
    kind: 'cloze',
    frente: 'O oxímetro de pulso usa luz de {{c1::660 nm}} (vermelha) e {{c2::940 nm}} (infravermelha).',
    verso: 'A desoxi-hemoglobina absorve mais a 660 nm; a oxi-hemoglobina, a 940 nm.',
  },
  {
    subject: oximetria,
    frente: 'Como a carboxi-hemoglobina altera a SpO<sub>2</sub>?',
    verso: 'Falsamente alta: é lida como oxi-hemoglobina. Use a cooximetria.',
  },
  {
    subject: oximetria,
    kind: 'reversible',
    frente: 'SpO<sub>2</sub> fixa em torno de 85% apesar de O<sub>2</sub> a 100%',
    verso: 'Metemoglobinemia (benzocaína, prilocaína, dapsona, nitratos).',
  },
  {
    subject: oximetria,
    frente: 'Como tratar a metemoglobinemia sintomática?',
    verso: 'Azul de metileno 1 a 2 mg/kg IV; contraindicado na deficiência de G6PD.',
  },
  {
    subject: temperatura,
    kind: 'cloze',
    frente:
      'Na primeira hora de anestesia, a temperatura central cai {{c1::1 a 1,5 °C}}, sobretudo por {{c2::redistribuição}} do calor do centro para a periferia.',
    verso: 'Depois vêm a fase linear (perda maior que a produção) e o platô.',
  },
  {
    subject: temperatura,
    frente: 'Qual o principal mecanismo de perda de calor intraoperatória?',
    verso: 'Radiação.',
  },
  {
    subject: temperatura,
    frente: 'Quais as consequências da hipotermia perioperatória?',
    verso:
      'Infecção de ferida, coagulopatia e mais sangramento, eventos cardíacos, metabolismo prolongado de drogas e tremor.',
  },
  {
    subject: temperatura,
    frente: 'Em que locais se mede a temperatura central?',
    verso: 'Artéria pulmonar, esôfago distal, nasofaringe e membrana timpânica.',
  },
  {
    subject: temperatura,
    frente: 'Qual medida previne melhor a hipotermia intraoperatória?',
    verso: 'Aquecimento ativo com manta de ar forçado, idealmente com pré-aquecimento antes da indução.',
  },
  {
    subject: tof,
    kind: 'cloze',
    frente: 'A sequência de quatro (TOF) aplica {{c1::4}} estímulos a {{c2::2 Hz}}, com intervalo de 0,5 s.',
    verso: 'Relação T4/T1 ≥ 0,9 indica recuperação adequada.',
  },
  {
    subject: tof,
    frente: 'O fade ao TOF é típico de qual bloqueio?',
    verso: 'Não despolarizante (e fase II da succinilcolina); a fase I da succinilcolina não tem fade.',
  },
  {
    subject: tof,
    frente: 'Por que a avaliação tátil ou visual do TOF não basta para extubar?',
    verso: 'Não se percebe fade com relação TOF acima de 0,4; é preciso monitor quantitativo (TOF ≥ 0,9).',
  },
  {
    subject: tof,
    frente: 'Para que serve a contagem pós-tetânica?',
    verso: 'Graduar o bloqueio profundo quando não há resposta ao TOF.',
  },
  {
    subject: srpa,
    kind: 'cloze',
    frente:
      'Escore de Aldrete modificado: atividade, respiração, circulação, consciência e {{c1::saturação de oxigênio}}; alta com ≥ {{c2::9}} pontos.',
    verso: 'Cada item vale de 0 a 2.',
  },
  {
    subject: srpa,
    frente: 'Qual a causa mais comum de obstrução da via aérea na SRPA?',
    verso: 'Queda da língua e relaxamento da faringe por efeito residual de anestésicos.',
  },
  {
    subject: srpa,
    frente: 'Qual droga é a mais eficaz contra o tremor pós-anestésico?',
    verso: 'Meperidina 12,5 a 25 mg IV.',
  },
  {
    subject: srpa,
    frente: 'Quais fatores favorecem o delirium de emergência na criança?',
    verso:
      'Idade pré-escolar, anestesia com sevoflurano ou desflurano e dor; dexmedetomidina ou propofol reduzem o risco.',
  },
  {
    subject: srpa,
    frente: 'Quais os riscos do bloqueio neuromuscular residual na SRPA?',
    verso: 'Hipoxemia, obstrução da via aérea, aspiração e pneumonia; garanta TOF ≥ 0,9.',
  },
  {
    subject: nvpo,
    kind: 'cloze',
    frente:
      'Escore de Apfel: sexo {{c1::feminino}}, não tabagismo, história de NVPO ou cinetose e {{c2::opioide pós-operatório}}.',
    verso: '0, 1, 2, 3 e 4 fatores: risco de cerca de 10, 20, 40, 60 e 80%.',
  },
  {
    subject: nvpo,
    frente: 'Qual a dose profilática de dexametasona contra NVPO e quando dar?',
    verso: '4 a 8 mg IV na indução.',
  },
  {
    subject: nvpo,
    frente: 'Qual efeito adverso cardíaco da ondansetrona e do droperidol?',
    verso: 'Prolongamento do intervalo QT.',
  },
  {
    subject: nvpo,
    kind: 'reversible',
    frente: 'Aprepitanto',
    verso: 'Antiemético antagonista do receptor NK1.',
  },
  {
    subject: nvpo,
    frente: 'Que técnica anestésica reduz o risco basal de NVPO?',
    verso: 'Anestesia venosa total com propofol, evitando inalatórios e N<sub>2</sub>O e poupando opioides.',
  },
  {
    subject: dor,
    frente: 'O que é analgesia multimodal?',
    verso:
      'Associar analgésicos e técnicas de mecanismos diferentes (dipirona ou paracetamol, AINE, dexametasona, bloqueios) para poupar opioides.',
  },
  {
    subject: dor,
    frente: 'Qual a dose máxima diária de paracetamol no adulto saudável?',
    verso: '4 g por dia.',
  },
  {
    subject: dor,
    frente: 'Quais parâmetros se programam na analgesia controlada pelo paciente (PCA)?',
    verso: 'Dose do bolus, intervalo de bloqueio e limite por hora; evitar infusão basal em quem não usa opioide.',
  },
  {
    subject: dor,
    frente: 'Qual o papel da cetamina em dose subanestésica na dor pós-operatória?',
    verso: 'Reduz consumo de opioide e hiperalgesia, útil em usuários crônicos de opioide (bolus de 0,1 a 0,5 mg/kg).',
  },
];
