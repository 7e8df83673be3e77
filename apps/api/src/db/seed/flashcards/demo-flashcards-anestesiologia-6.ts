import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de anestesiologia, parte 6: bloqueios neuroaxiais e periféricos (dados de demonstração). */
const neuroaxiais = ['Anestesia Regional', 'Bloqueios Neuroaxiais'] as const;
const raqui: DemoSubjectPath = [...neuroaxiais, 'Raquianestesia'];
const peridural: DemoSubjectPath = [...neuroaxiais, 'Anestesia peridural'];
const cefaleia: DemoSubjectPath = [...neuroaxiais, 'Cefaleia pós-punção dural'];
const anticoagulacao: DemoSubjectPath = [...neuroaxiais, 'Neuroeixo e anticoagulação'];
const plexo: DemoSubjectPath = ['Anestesia Regional', 'Bloqueios Periféricos', 'Plexo braquial'];
const membroInferior: DemoSubjectPath = ['Anestesia Regional', 'Bloqueios Periféricos', 'Bloqueios de membro inferior'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: raqui,
    kind: 'reversible',
    frente: 'Linha de Tuffier',
    verso: 'Linha entre as cristas ilíacas, que cruza o corpo de L4 ou o espaço L4–L5.',
  },
  {
    subject: raqui,
    kind: 'cloze',
    frente:
      'A medula termina em {{c1::L1–L2}} no adulto e em {{c2::L3}} no recém-nascido; o saco dural, em {{c3::S2}}.',
    verso: '',
  },
  {
    subject: raqui,
    frente: 'Quais fatores mais influenciam a dispersão do anestésico na raquianestesia?',
    verso: 'Baricidade da solução, posição do paciente e dose (massa) do anestésico.',
  },
  {
    subject: raqui,
    kind: 'cloze',
    frente:
      'Dermátomos de referência: {{c1::T4}} no mamilo, T6 no apêndice xifoide e {{c2::T10}} na cicatriz umbilical.',
    verso: 'A cesárea exige bloqueio sensitivo até T4.',
  },
  {
    subject: raqui,
    frente: 'Em que ordem as fibras são bloqueadas pelo anestésico local?',
    verso:
      'Autonômicas (B), dor e temperatura (C e A-delta), tato (A-beta) e motoras (A-alfa); o bloqueio simpático sobe cerca de 2 segmentos além do sensitivo.',
  },
  {
    subject: raqui,
    kind: 'reversible',
    frente: 'Reflexo de Bezold-Jarisch',
    verso: 'Bradicardia súbita com hipotensão por baixo enchimento ventricular, como na raquianestesia alta.',
  },
  {
    subject: raqui,
    kind: 'reversible',
    frente: 'Sintomas neurológicos transitórios',
    verso:
      'Dor lombar e glútea irradiada para as pernas 12 a 24 horas após raquianestesia, sobretudo com lidocaína e em litotomia.',
  },
  {
    subject: raqui,
    frente: 'Qual a diferença entre bupivacaína isobárica e pesada?',
    verso:
      'A pesada tem glicose 8% e é hiperbárica: desce com a gravidade, permitindo dirigir o bloqueio pela posição.',
  },
  {
    subject: peridural,
    kind: 'cloze',
    frente:
      'Na punção mediana, a agulha atravessa pele, subcutâneo, ligamento {{c1::supraespinhoso}}, ligamento {{c2::interespinhoso}} e ligamento {{c3::amarelo}}.',
    verso: 'Depois do ligamento amarelo está o espaço peridural.',
  },
  {
    subject: peridural,
    frente: 'Como se identifica o espaço peridural?',
    verso: 'Pela perda de resistência à injeção de ar ou de soro ao sair do ligamento amarelo.',
  },
  {
    subject: peridural,
    frente: 'Qual volume de anestésico local por segmento na peridural lombar do adulto?',
    verso: 'Cerca de 1 a 2 mL por segmento a bloquear.',
  },
  {
    subject: peridural,
    kind: 'reversible',
    frente: 'Raquianestesia total',
    verso:
      'Injeção subaracnóidea inadvertida de dose peridural: hipotensão grave, bradicardia, apneia, midríase e inconsciência.',
  },
  {
    subject: peridural,
    frente: 'Qual a principal diferença entre peridural e raquianestesia quanto ao bloqueio?',
    verso:
      'A peridural exige 5 a 10 vezes mais anestésico, tem latência maior e permite bloqueio segmentar e contínuo por cateter.',
  },
  {
    subject: cefaleia,
    frente: 'Como é a cefaleia pós-punção dural?',
    verso:
      'Frontal e occipital, piora em até 15 minutos em pé e melhora deitado; pode ter rigidez de nuca, zumbido e diplopia (VI nervo).',
  },
  {
    subject: cefaleia,
    frente: 'Quais fatores aumentam o risco de cefaleia pós-punção?',
    verso: 'Mulher jovem, gestante, baixo IMC, agulha grossa e de ponta cortante, e várias punções.',
  },
  {
    subject: cefaleia,
    kind: 'cloze',
    frente:
      'O tampão sanguíneo peridural usa {{c1::15 a 20 mL::volume}} de sangue autólogo e é o tratamento mais {{c2::eficaz}} da cefaleia pós-punção.',
    verso: '',
  },
  {
    subject: anticoagulacao,
    kind: 'cloze',
    frente:
      'Antes do neuroeixo: enoxaparina profilática, {{c1::12 horas}}; terapêutica, {{c2::24 horas}}; rivaroxabana e apixabana, {{c3::72 horas}}.',
    verso: 'Recomendações da ASRA.',
  },
  {
    subject: anticoagulacao,
    frente: 'Depois de retirar o cateter peridural, quando dar a enoxaparina?',
    verso: 'Pelo menos 4 horas depois da retirada.',
  },
  {
    subject: anticoagulacao,
    frente: 'Quanto tempo suspender a dabigatrana antes do neuroeixo (ASRA)?',
    verso: '5 dias (120 horas).',
  },
  {
    subject: anticoagulacao,
    frente: 'Que INR permite o bloqueio neuroaxial em quem usava varfarina?',
    verso: 'INR normal (< 1,5), em geral após 5 dias de suspensão.',
  },
  {
    subject: anticoagulacao,
    frente: 'Qual a conduta diante de déficit motor novo após bloqueio neuroaxial?',
    verso: 'Ressonância urgente e descompressão cirúrgica do hematoma, de preferência em até 8 horas.',
  },
  {
    subject: plexo,
    kind: 'cloze',
    frente:
      'Bloqueio {{c1::interescalênico}}: cirurgia do ombro; no bloqueio axilar, o nervo {{c2::musculocutâneo}} precisa de injeção à parte.',
    verso: 'O supraclavicular anestesia braço, antebraço e mão.',
  },
  {
    subject: plexo,
    frente: 'Qual nervo o bloqueio interescalênico costuma poupar?',
    verso: 'O ulnar (raízes C8–T1, tronco inferior).',
  },
  {
    subject: plexo,
    frente: 'Qual efeito adverso ocorre em quase todo bloqueio interescalênico?',
    verso: 'Paresia do nervo frênico ipsilateral.',
  },
  {
    subject: plexo,
    frente: 'Qual complicação específica do bloqueio supraclavicular?',
    verso: 'Pneumotórax, menos frequente com a visualização da pleura e da agulha ao ultrassom.',
  },
  {
    subject: plexo,
    frente: 'Qual alternativa poupa o frênico na cirurgia do ombro em pneumopata grave?',
    verso: 'Bloqueio do nervo supraescapular (com ou sem o axilar), ou interescalênico de baixo volume.',
  },
  {
    subject: plexo,
    frente: 'Quais efeitos transitórios são comuns no bloqueio interescalênico?',
    verso: 'Síndrome de Horner e rouquidão (nervo laríngeo recorrente).',
  },
  {
    subject: membroInferior,
    frente: 'Qual a vantagem do bloqueio do canal dos adutores sobre o femoral na artroplastia de joelho?',
    verso: 'Bloqueia o safeno (sensitivo) poupando a força do quadríceps e o risco de queda.',
  },
  {
    subject: membroInferior,
    frente: 'Quais bloqueios se usam na fratura de colo de fêmur do idoso?',
    verso: 'Bloqueio da fáscia ilíaca ou PENG, poupando opioides.',
  },
  {
    subject: membroInferior,
    kind: 'reversible',
    frente: 'Bloqueio iPACK',
    verso: 'Infiltração entre a artéria poplítea e a cápsula posterior do joelho, para analgesia posterior do joelho.',
  },
  {
    subject: membroInferior,
    frente: 'Que bloqueios anestesiam o pé e o tornozelo inteiros?',
    verso: 'Ciático poplíteo mais safeno (face medial).',
  },
  {
    subject: membroInferior,
    frente: 'Quais nervos formam o bloqueio do tornozelo?',
    verso: 'Tibial, fibular profundo, fibular superficial, sural e safeno.',
  },
];
