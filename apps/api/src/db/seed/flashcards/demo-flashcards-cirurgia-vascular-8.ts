import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 8: fundamentos (anomalias, antitrombóticos, métodos diagnósticos) e trauma vascular. */
const fundamentos = ['Trauma, Acessos e Fundamentos', 'Fundamentos em Cirurgia Vascular'] as const;
const anomalias: DemoSubjectPath = [...fundamentos, 'Anomalias vasculares'];
const antitromboticos: DemoSubjectPath = [...fundamentos, 'Antitrombóticos e hemostasia'];
const metodos: DemoSubjectPath = [...fundamentos, 'Métodos diagnósticos vasculares'];
const extremidades: DemoSubjectPath = [
  'Trauma, Acessos e Fundamentos',
  'Trauma Vascular',
  'Trauma vascular de extremidades',
];
const cervical: DemoSubjectPath = [
  'Trauma, Acessos e Fundamentos',
  'Trauma Vascular',
  'Trauma vascular cervical e torácico',
];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: anomalias,
    kind: 'cloze',
    frente:
      'Pela ISSVA, o hemangioma infantil é um {{c1::tumor}} que surge após o nascimento, prolifera e {{c2::involui}}; as malformações estão presentes ao nascer e não involuem.',
    verso: 'O hemangioma infantil é GLUT1 positivo.',
  },
  {
    subject: anomalias,
    frente: 'Qual o tratamento de primeira linha do hemangioma infantil complicado?',
    verso: 'Propranolol oral (cerca de 2 a 3 mg/kg/dia).',
  },
  {
    subject: anomalias,
    kind: 'reversible',
    frente: 'Síndrome de Klippel-Trénaunay',
    verso: 'Malformação capilar, venosa e linfática de baixo fluxo com hipertrofia do membro',
  },
  {
    subject: anomalias,
    frente: 'O que diferencia a síndrome de Parkes Weber da de Klippel-Trénaunay?',
    verso: 'Parkes Weber tem fístulas arteriovenosas (alto fluxo), além da hipertrofia do membro.',
  },
  {
    subject: anomalias,
    kind: 'reversible',
    frente: 'Fenômeno de Kasabach-Merritt',
    verso:
      'Plaquetopenia e coagulopatia de consumo em hemangioendotelioma kaposiforme ou angioma em tufos (não no hemangioma infantil)',
  },
  {
    subject: antitromboticos,
    kind: 'reversible',
    frente: 'Protamina',
    verso: 'Antídoto da heparina não fracionada (reversão parcial da HBPM)',
  },
  {
    subject: antitromboticos,
    kind: 'reversible',
    frente: 'Idarucizumabe',
    verso: 'Antídoto específico da dabigatrana',
  },
  {
    subject: antitromboticos,
    kind: 'reversible',
    frente: 'Andexanete alfa',
    verso: 'Antídoto dos inibidores do fator Xa (rivaroxabana, apixabana)',
  },
  {
    subject: antitromboticos,
    frente: 'Como reverter a varfarina em sangramento grave?',
    verso: 'Vitamina K IV e concentrado de complexo protrombínico (ou plasma fresco se indisponível).',
  },
  {
    subject: antitromboticos,
    kind: 'cloze',
    frente:
      'Na trombocitopenia induzida por heparina, as plaquetas caem mais de {{c1::50%}} entre o {{c2::5º e o 10º dia}} de heparina, com risco de trombose.',
    verso:
      'Suspender toda heparina e usar anticoagulante não heparínico (argatrobana, fondaparinux ou DOAC); varfarina só após recuperação das plaquetas.',
  },
  {
    subject: antitromboticos,
    frente: 'Quais fatores a varfarina reduz?',
    verso: 'Fatores II, VII, IX e X, além das proteínas C e S (dependentes de vitamina K).',
  },
  {
    subject: antitromboticos,
    kind: 'reversible',
    frente: 'Necrose cutânea induzida por varfarina',
    verso:
      'Trombose de vasos da pele nos primeiros dias de varfarina, pela queda precoce da proteína C, sobretudo na sua deficiência',
  },
  {
    subject: antitromboticos,
    frente: 'Quantos dias antes de cirurgia eletiva suspender o clopidogrel?',
    verso: 'Cerca de 5 dias (o AAS costuma ser mantido na maioria das cirurgias vasculares).',
  },
  {
    subject: metodos,
    frente: 'Como se modifica a onda do Doppler arterial distal a uma estenose grave?',
    verso: 'Passa de trifásica a monofásica, amortecida, com tempo de aceleração prolongado.',
  },
  {
    subject: metodos,
    frente: 'Qual o risco do gadolínio na angiorressonância em paciente com insuficiência renal grave?',
    verso: 'Fibrose sistêmica nefrogênica (sobretudo com agentes lineares).',
  },
  {
    subject: metodos,
    frente: 'Qual contraste alternativo permite arteriografia em paciente com insuficiência renal?',
    verso: 'O dióxido de carbono (CO<sub>2</sub>), proibido acima do diafragma pelo risco de embolia cerebral.',
  },
  {
    subject: metodos,
    frente: 'Qual valor de TcPO2 prediz má cicatrização de ferida ou amputação?',
    verso: 'Abaixo de cerca de 30 mmHg.',
  },
  {
    subject: extremidades,
    kind: 'cloze',
    frente:
      'Sinais duros de lesão arterial: sangramento pulsátil, {{c1::hematoma em expansão}}, {{c2::frêmito ou sopro}}, ausência de pulso distal e isquemia distal.',
    verso: 'Indicam exploração cirúrgica (ou angiografia no centro cirúrgico) sem exame prévio.',
  },
  {
    subject: extremidades,
    frente: 'Trauma penetrante de membro sem sinais duros: como rastrear lesão arterial?',
    verso: 'Índice de pressão arterial (API ou ITB): se menor que 0,9, angiotomografia.',
  },
  {
    subject: extremidades,
    frente: 'Fratura com lesão arterial e membro isquêmico: qual a sequência no controle de danos?',
    verso:
      'Shunt arterial temporário, estabilização óssea e depois o reparo vascular definitivo (com fasciotomia se indicada).',
  },
  {
    subject: extremidades,
    frente: 'Qual o enxerto de escolha no reparo de lesão arterial de extremidade?',
    verso: 'Veia safena magna autóloga do membro contralateral não lesado.',
  },
  {
    subject: extremidades,
    frente: 'Qual lesão arterial de extremidade tem a maior taxa de amputação?',
    verso: 'A da artéria poplítea, sobretudo na luxação do joelho.',
  },
  {
    subject: extremidades,
    kind: 'cloze',
    frente:
      'O escore MESS {{c1::≥ 7::valor}} sugeriu amputação primária no membro gravemente lesado, mas não deve decidir sozinho.',
    verso: 'Considera energia da lesão, isquemia, choque e idade.',
  },
  {
    subject: cervical,
    kind: 'cloze',
    frente:
      'Zonas do pescoço: I da clavícula à {{c1::cartilagem cricoide}}; II da cricoide ao {{c2::ângulo da mandíbula}}; III acima do ângulo da mandíbula.',
    verso: 'No paciente estável, a angiotomografia orienta a conduta em qualquer zona.',
  },
  {
    subject: cervical,
    frente: 'Onde ocorre a lesão traumática contusa da aorta torácica?',
    verso: 'No istmo, logo após a subclávia esquerda, junto ao ligamento arterioso.',
  },
  {
    subject: cervical,
    frente: 'Qual o tratamento preferido da lesão contusa da aorta torácica com indicação de reparo?',
    verso: 'Reparo endovascular (TEVAR), com controle da pressão e da frequência até o procedimento.',
  },
  {
    subject: cervical,
    frente: 'Para que servem os critérios de Denver no trauma contuso?',
    verso: 'Indicar rastreamento por angiotomografia de lesão contusa das artérias carótidas e vertebrais.',
  },
  {
    subject: cervical,
    frente: 'Qual o tratamento da maioria das lesões contusas de carótida ou vertebral sem contraindicação?',
    verso: 'Antitrombótico (antiagregante ou heparina) para prevenir AVC, com imagem de controle.',
  },
];
