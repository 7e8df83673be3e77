import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 6: ortopedia pediátrica (quadril, pé torto, fraturas na criança). */
const ddqDiagnostico: DemoSubjectPath = [
  'Ortopedia Pediátrica',
  'Quadril Pediátrico',
  'Displasia do desenvolvimento do quadril',
  'Diagnóstico',
];
const ddqTratamento: DemoSubjectPath = [
  'Ortopedia Pediátrica',
  'Quadril Pediátrico',
  'Displasia do desenvolvimento do quadril',
  'Tratamento',
];
const perthes: DemoSubjectPath = ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Doença de Legg-Calvé-Perthes'];
const epifisiolise: DemoSubjectPath = ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Epifisiólise proximal do fêmur'];
const peTorto: DemoSubjectPath = ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Pé torto congênito'];
const supracondiliana: DemoSubjectPath = [
  'Ortopedia Pediátrica',
  'Trauma e Deformidades na Criança',
  'Fraturas na criança',
  'Fratura supracondiliana do úmero',
];
const fisarias: DemoSubjectPath = [
  'Ortopedia Pediátrica',
  'Trauma e Deformidades na Criança',
  'Fraturas na criança',
  'Fraturas fisárias',
];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: ddqDiagnostico,
    kind: 'reversible',
    frente: 'Manobra de Ortolani',
    verso: 'Redução, com ressalto, de um quadril luxado ao abduzir a coxa fletida',
  },
  {
    subject: ddqDiagnostico,
    kind: 'reversible',
    frente: 'Manobra de Barlow',
    verso: 'Luxação provocada de um quadril instável ao aduzir a coxa fletida e empurrá-la posteriormente',
  },
  {
    subject: ddqDiagnostico,
    frente: 'Até que idade a ultrassonografia é o exame de imagem da DDQ?',
    verso: 'Até cerca de 4 a 6 meses, antes da ossificação do núcleo da cabeça femoral; depois, radiografia.',
  },
  {
    subject: ddqDiagnostico,
    kind: 'cloze',
    frente: 'Na ultrassonografia de Graf, o quadril maduro (tipo I) tem ângulo alfa {{c1::≥ 60°}}.',
    verso: '',
  },
  {
    subject: ddqDiagnostico,
    frente: 'Cite os principais fatores de risco da DDQ.',
    verso: 'Sexo feminino, apresentação pélvica, primogênito, história familiar e oligoidrâmnio.',
  },
  {
    subject: ddqTratamento,
    kind: 'cloze',
    frente:
      'DDQ: até os {{c1::6 meses}}, suspensório de Pavlik; de 6 a 18 meses, {{c2::redução fechada e gesso pelvipodálico}}.',
    verso: 'Após falha ou idade maior, redução aberta com ou sem osteotomias.',
  },
  {
    subject: ddqTratamento,
    frente: 'Qual a complicação mais temida do tratamento da DDQ com Pavlik ou gesso?',
    verso: 'A necrose avascular da cabeça femoral, por abdução forçada.',
  },
  {
    subject: perthes,
    frente: 'Qual o perfil típico da doença de Legg-Calvé-Perthes?',
    verso:
      'Menino de 4 a 8 anos com claudicação e dor referida no joelho, com limitação da abdução e da rotação interna.',
  },
  {
    subject: perthes,
    frente: 'Qual o principal fator prognóstico na doença de Perthes?',
    verso: 'A idade de início (melhor abaixo de 6 anos), junto à classificação do pilar lateral de Herring.',
  },
  {
    subject: perthes,
    kind: 'cloze',
    frente:
      'Herring classifica a altura do {{c1::pilar lateral}} da epífise: A sem perda, B com perda {{c2::menor que 50%}}, C com perda maior que 50%.',
    verso: '',
  },
  {
    subject: epifisiolise,
    frente: 'Qual o perfil típico da epifisiólise proximal do fêmur?',
    verso: 'Adolescente obeso, no estirão, com dor no quadril ou no joelho e claudicação.',
  },
  {
    subject: epifisiolise,
    kind: 'reversible',
    frente: 'Sinal de Drehmann',
    verso: 'Rotação externa obrigatória do quadril ao fleti-lo, na epifisiólise proximal do fêmur',
  },
  {
    subject: epifisiolise,
    frente: 'O que mostra a linha de Klein na epifisiólise?',
    verso: 'Traçada na borda superior do colo no AP, não cruza a epífise escorregada (sinal de Trethowan).',
  },
  {
    subject: epifisiolise,
    frente: 'Qual o tratamento da epifisiólise estável?',
    verso: 'Fixação in situ com um parafuso canulado central, sem redução.',
  },
  {
    subject: epifisiolise,
    kind: 'cloze',
    frente:
      'Loder: a epifisiólise é {{c1::instável}} quando o paciente {{c2::não consegue apoiar}}, mesmo com muletas; o risco de necrose é alto.',
    verso: '',
  },
  {
    subject: peTorto,
    kind: 'cloze',
    frente:
      'As deformidades do pé torto congênito são {{c1::cavo}}, {{c1::aduto}}, {{c1::varo}} e {{c1::equino}} (CAVE).',
    verso: 'O método de Ponseti corrige nessa ordem.',
  },
  {
    subject: peTorto,
    frente: 'No método de Ponseti, qual deformidade se corrige por último e como?',
    verso: 'O equino, em geral com tenotomia percutânea do tendão calcâneo.',
  },
  {
    subject: peTorto,
    frente: 'Após a correção de Ponseti, como se previne a recidiva?',
    verso: 'Órtese de abdução (Denis Browne) em tempo integral por 3 meses e depois noturna até cerca de 4 anos.',
  },
  {
    subject: supracondiliana,
    kind: 'cloze',
    frente: 'Gartland I: {{c1::sem desvio}}; II: desvio com {{c2::cortical posterior íntegra}}; III: desvio completo.',
    verso: 'Mais de 95% das supracondilianas são em extensão.',
  },
  {
    subject: supracondiliana,
    frente: 'Qual nervo é o mais lesado na fratura supracondiliana em extensão?',
    verso: 'O interósseo anterior (ramo do mediano): não faz o “OK” (flexão da IF do polegar e da IFD do indicador).',
  },
  {
    subject: supracondiliana,
    frente: 'Fratura supracondiliana desviada com mão sem pulso mas rosada: conduta?',
    verso: 'Redução fechada e fixação com fios de forma urgente; se a mão seguir bem perfundida, observar.',
  },
  {
    subject: supracondiliana,
    frente: 'Qual a sequela angular mais comum da fratura supracondiliana?',
    verso: 'O cúbito varo (deformidade em coronha de fuzil).',
  },
  {
    subject: fisarias,
    kind: 'cloze',
    frente:
      'Salter-Harris pelo mnemônico SALTR: I {{c1::atravessa a fise (S)}}, II {{c2::acima: metáfise (A)}}, III {{c3::abaixo: epífise (L)}}, IV através de tudo (T), V compressão (R).',
    verso: 'Do inglês: Straight, Above, Lower, Through, Rammed.',
    track: 'Salter-Harris',
  },
  {
    subject: fisarias,
    frente: 'Qual tipo de Salter-Harris atravessa metáfise, fise e epífise?',
    verso: 'O tipo IV, intra-articular, com alto risco de barra fisária.',
    track: 'Salter-Harris',
  },
  {
    subject: fisarias,
    kind: 'reversible',
    frente: 'Fratura triplanar do tornozelo',
    verso:
      'Fratura da tíbia distal do adolescente com traços nos planos sagital, axial e coronal, em Salter-Harris III no AP e II no perfil',
    track: 'Salter-Harris',
  },
  {
    subject: fisarias,
    frente: 'Por que a fratura de Tillaux atinge a porção anterolateral da epífise tibial?',
    verso: 'A fise tibial distal fecha do centro para medial e por último na porção lateral, que fica vulnerável.',
    track: 'Salter-Harris',
  },
  {
    subject: fisarias,
    frente: 'Qual a complicação tardia temida das fraturas fisárias e como se vê?',
    verso: 'A barra (ponte) óssea fisária, com parada do crescimento ou deformidade angular; mapear com TC ou RM.',
    track: 'Salter-Harris',
  },
  {
    subject: fisarias,
    frente: 'Qual o tratamento do Salter-Harris tipo II típico do rádio distal?',
    verso: 'Redução fechada suave e gesso; evitar manipulações repetidas, que lesam a fise.',
    track: 'Salter-Harris',
  },
];
