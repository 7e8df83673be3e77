import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 7: crises, reanimação e anestesia pediátrica (dados de demonstração). */
const emergencias = ['Anestesia em Situações Especiais', 'Emergências e Complicações'] as const;
const crises: DemoSubjectPath = [...emergencias, 'Crises em anestesia'];
const anafilaxia: DemoSubjectPath = [...emergencias, 'Crises em anestesia', 'Anafilaxia perioperatória'];
const hipertermia: DemoSubjectPath = [...emergencias, 'Crises em anestesia', 'Hipertermia maligna'];
const espasmos: DemoSubjectPath = [...emergencias, 'Crises em anestesia', 'Laringoespasmo e broncoespasmo'];
const reanimacao: DemoSubjectPath = [...emergencias, 'Reanimação perioperatória'];
const pediatria = ['Anestesia em Situações Especiais', 'Pediatria'] as const;
const doses: DemoSubjectPath = [...pediatria, 'Fisiologia e doses em pediatria'];
const viaAereaPed: DemoSubjectPath = [...pediatria, 'Via aérea pediátrica'];
const cirurgicas: DemoSubjectPath = [...pediatria, 'Situações cirúrgicas pediátricas'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: anafilaxia,
    frente: 'Quais as causas mais comuns de anafilaxia perioperatória?',
    verso:
      'Bloqueadores neuromusculares e antibióticos (cefazolina); depois clorexidina, látex e corante azul patente.',
  },
  {
    subject: anafilaxia,
    frente: 'Qual a dose de adrenalina na anafilaxia grave intraoperatória, sem parada?',
    verso:
      'Bolus IV de 50 mcg (0,5 a 1 mcg/kg), repetidos e titulados, seguidos de infusão se preciso; 1 mg se houver parada.',
  },
  {
    subject: anafilaxia,
    frente: 'Quando colher a triptase sérica na suspeita de anafilaxia?',
    verso: 'Logo após a estabilização (idealmente em 1 a 2 horas) e uma amostra basal após 24 horas.',
  },
  {
    subject: anafilaxia,
    frente: 'Qual droga usar na anafilaxia refratária à adrenalina em paciente que usa betabloqueador?',
    verso: 'Glucagon 1 a 5 mg IV.',
  },
  {
    subject: hipertermia,
    frente: 'Qual o sinal mais precoce de hipertermia maligna?',
    verso: 'Aumento inexplicado do EtCO<sub>2</sub>, com taquicardia; a hipertermia costuma ser tardia.',
  },
  {
    subject: hipertermia,
    kind: 'cloze',
    frente: 'Dantroleno: {{c1::2,5 mg/kg}} IV, repetido até o controle, em geral até {{c2::10 mg/kg}}.',
    verso: 'Suspender os agentes desencadeantes, hiperventilar com O<sub>2</sub> a 100% e resfriar.',
  },
  {
    subject: hipertermia,
    kind: 'reversible',
    frente: 'Antídoto da hipertermia maligna',
    verso: 'Dantroleno, que reduz a liberação de cálcio do retículo sarcoplasmático pelo receptor de rianodina.',
  },
  {
    subject: hipertermia,
    frente: 'Qual a genética da hipertermia maligna?',
    verso: 'Autossômica dominante, sobretudo mutações do RYR1 (também CACNA1S).',
  },
  {
    subject: hipertermia,
    frente: 'Como preparar o aparelho para um paciente suscetível à hipertermia maligna?',
    verso:
      'Retirar os vaporizadores, trocar a cal e os circuitos, lavar com fluxo alto ou usar filtros de carvão ativado.',
  },
  {
    subject: espasmos,
    kind: 'reversible',
    frente: 'Manobra de Larson',
    verso:
      'Pressão firme no entalhe atrás do lóbulo da orelha, entre o ramo da mandíbula e o processo mastoide, para desfazer o laringoespasmo.',
  },
  {
    subject: espasmos,
    frente: 'Qual a sequência de tratamento do laringoespasmo?',
    verso:
      'O<sub>2</sub> a 100% com CPAP e elevação da mandíbula, aprofundar com propofol e, se persistir, succinilcolina em dose baixa.',
  },
  {
    subject: espasmos,
    kind: 'reversible',
    frente: 'Edema pulmonar por pressão negativa',
    verso: 'Edema após inspiração forçada contra via aérea obstruída, como no laringoespasmo.',
  },
  {
    subject: espasmos,
    frente: 'Como tratar o broncoespasmo intraoperatório?',
    verso:
      'O<sub>2</sub> a 100%, aprofundar com inalatório ou propofol, beta-2-agonista inalatório e adrenalina se grave; excluir intubação seletiva e anafilaxia.',
  },
  {
    subject: crises,
    frente: 'Qual o monitor mais sensível para embolia gasosa venosa?',
    verso: 'Ecocardiograma transesofágico; o EtCO<sub>2</sub> cai e a fração expirada de nitrogênio sobe.',
  },
  {
    subject: crises,
    frente: 'Qual a conduta na embolia gasosa venosa?',
    verso:
      'Inundar o campo, suspender o N<sub>2</sub>O, O<sub>2</sub> a 100%, decúbito lateral esquerdo com cefalodeclive e aspirar pelo cateter venoso central.',
  },
  {
    subject: reanimacao,
    kind: 'cloze',
    frente:
      'Causas reversíveis de parada: 5 H (hipovolemia, hipóxia, H<sup>+</sup>, {{c1::hipo/hipercalemia}}, hipotermia) e 5 T (tensão no tórax, tamponamento, toxinas, {{c2::trombose pulmonar}}, trombose coronária).',
    verso: '',
  },
  {
    subject: reanimacao,
    frente: 'Como ventilar durante a RCP com via aérea avançada?',
    verso: '1 ventilação a cada 6 segundos (10 por minuto), sem pausar as compressões.',
  },
  {
    subject: reanimacao,
    kind: 'cloze',
    frente: 'Na FV ou TV sem pulso refratária, amiodarona {{c1::300 mg}} IV e depois {{c2::150 mg}}.',
    verso: 'Adrenalina 1 mg a cada 3 a 5 minutos.',
  },
  {
    subject: reanimacao,
    frente: 'O que o EtCO<sub>2</sub> indica durante a RCP?',
    verso:
      'Abaixo de 10 mmHg, compressões ineficazes; um aumento súbito e sustentado sugere retorno da circulação espontânea.',
  },
  {
    subject: doses,
    kind: 'cloze',
    frente:
      'Volemia estimada: prematuro {{c1::90 a 100 mL/kg}}, recém-nascido a termo {{c2::80 a 90 mL/kg}}, lactente 75 a 80 mL/kg e adulto 65 a 70 mL/kg.',
    verso: '',
  },
  {
    subject: doses,
    kind: 'cloze',
    frente:
      'Regra de Holliday-Segar: {{c1::4}} mL/kg/h nos primeiros 10 kg, {{c2::2}} mL/kg/h nos 10 kg seguintes e {{c3::1}} mL/kg/h acima de 20 kg.',
    verso: 'A regra do 4-2-1 dá a hidratação de manutenção.',
  },
  {
    subject: doses,
    frente: 'Qual a dose de succinilcolina no lactente?',
    verso: '2 mg/kg IV (4 mg/kg IM), por maior volume de distribuição.',
  },
  {
    subject: doses,
    frente: 'Qual a dose de atropina na criança?',
    verso: '0,02 mg/kg IV.',
  },
  {
    subject: doses,
    frente: 'Até que idade o ex-prematuro tem risco de apneia pós-operatória?',
    verso: 'Até cerca de 60 semanas de idade pós-conceptual: monitorar por 12 a 24 horas.',
  },
  {
    subject: viaAereaPed,
    kind: 'cloze',
    frente: 'Diâmetro interno do tubo: sem balonete, {{c1::idade/4 + 4}}; com balonete, {{c2::idade/4 + 3,5}}.',
    verso: 'Para crianças acima de 2 anos.',
  },
  {
    subject: viaAereaPed,
    frente: 'Como estimar a profundidade do tubo orotraqueal na criança?',
    verso: 'Idade/2 + 12 cm, ou 3 vezes o diâmetro interno do tubo.',
  },
  {
    subject: viaAereaPed,
    frente: 'Como é a laringe do lactente em relação à do adulto?',
    verso: 'Mais alta (C3–C4) e anterior, com epiglote longa em forma de ômega; a lâmina reta ajuda.',
  },
  {
    subject: viaAereaPed,
    frente: 'Qual o ponto mais estreito da via aérea da criança pequena?',
    verso: 'Classicamente a cartilagem cricoide, o único anel completo e não distensível.',
  },
  {
    subject: viaAereaPed,
    frente: 'Criança com infecção de vias aéreas superiores recente: qual o risco?',
    verso:
      'Mais laringoespasmo, broncoespasmo e dessaturação; com sintomas importantes, adiar a cirurgia eletiva por 2 a 4 semanas.',
  },
  {
    subject: cirurgicas,
    frente: 'Qual o distúrbio da estenose hipertrófica do piloro e a conduta?',
    verso:
      'Alcalose metabólica hipoclorêmica e hipocalêmica: corrigir antes, pois é emergência clínica, não cirúrgica.',
  },
  {
    subject: cirurgicas,
    frente: 'Qual cuidado ventilatório na hérnia diafragmática congênita?',
    verso: 'Evitar ventilação sob máscara (distende as alças no tórax); intubar e ventilar com baixas pressões.',
  },
  {
    subject: cirurgicas,
    frente: 'Qual o tipo mais comum de atresia de esôfago?',
    verso: 'Tipo C de Gross: atresia proximal com fístula traqueoesofágica distal.',
  },
];
