import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 7: ortopedia geral (infecções, doenças osteometabólicas, tumores ósseos). */
const osteomielite: DemoSubjectPath = ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Osteomielite'];
const artriteSeptica: DemoSubjectPath = ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Artrite séptica'];
const periprotetica: DemoSubjectPath = ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Infecção periprotética'];
const densitometria: DemoSubjectPath = [
  'Ortopedia Geral',
  'Doenças Osteometabólicas',
  'Osteoporose',
  'Densitometria e diagnóstico',
];
const osteoporoseTto: DemoSubjectPath = [
  'Ortopedia Geral',
  'Doenças Osteometabólicas',
  'Osteoporose',
  'Tratamento e prevenção secundária',
];
const paget: DemoSubjectPath = ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Doença de Paget'];
const raquitismo: DemoSubjectPath = ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Raquitismo e osteomalácia'];
const benignos = ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores benignos e lesões pseudotumorais'] as const;
const malignos: DemoSubjectPath = ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores malignos primários'];
const metastases: DemoSubjectPath = ['Ortopedia Geral', 'Tumores Ósseos', 'Metástases ósseas'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: osteomielite,
    frente: 'Onde se instala a osteomielite hematogênica aguda da criança e por quê?',
    verso: 'Na metáfise dos ossos longos, onde as alças capilares têm fluxo lento e poucos fagócitos.',
  },
  {
    subject: osteomielite,
    kind: 'cloze',
    frente:
      'Na osteomielite crônica, o {{c1::sequestro}} é o osso necrótico e o {{c2::invólucro}} é o osso novo periosteal ao redor.',
    verso: 'O sequestro precisa ser removido cirurgicamente.',
  },
  {
    subject: osteomielite,
    frente: 'Qual agente lembrar na osteomielite da doença falciforme, além do S. aureus?',
    verso: 'Salmonella.',
  },
  {
    subject: osteomielite,
    frente: 'Osteomielite do pé após prego atravessar o tênis: qual agente?',
    verso: 'Pseudomonas aeruginosa.',
  },
  {
    subject: osteomielite,
    kind: 'reversible',
    frente: 'Abscesso de Brodie',
    verso: 'Osteomielite subaguda: cavidade metafisária com halo esclerótico',
  },
  {
    subject: artriteSeptica,
    kind: 'cloze',
    frente:
      'Critérios de Kocher (quadril da criança): febre > {{c1::38,5 °C}}, recusa de apoio, VHS > {{c2::40 mm/h}} e leucócitos > {{c3::12.000/mm³}}.',
    verso: 'Com os quatro, a probabilidade de artrite séptica passa de 90%.',
  },
  {
    subject: artriteSeptica,
    frente: 'Qual a conduta na artrite séptica do quadril da criança?',
    verso: 'Drenagem cirúrgica de urgência e antibiótico intravenoso, pelo risco de necrose da cabeça femoral.',
  },
  {
    subject: artriteSeptica,
    frente: 'Qual agente é importante na artrite séptica de crianças menores de 4 anos, difícil de cultivar?',
    verso: 'Kingella kingae.',
  },
  {
    subject: artriteSeptica,
    frente:
      'Qual o agente mais comum de artrite séptica no adulto jovem sexualmente ativo com tenossinovite e lesões de pele?',
    verso: 'Neisseria gonorrhoeae.',
  },
  {
    subject: periprotetica,
    frente: 'Quais os critérios maiores de infecção periprotética (MSIS/ICM)?',
    verso: 'Fístula que comunica com a prótese, ou dois cultivos positivos com o mesmo microrganismo.',
  },
  {
    subject: periprotetica,
    frente: 'Infecção periprotética aguda (menos de 4 semanas) com implante fixo: qual a cirurgia?',
    verso: 'DAIR: desbridamento, antibiótico, troca dos componentes móveis e retenção do implante.',
  },
  {
    subject: periprotetica,
    frente: 'Qual o tratamento clássico da infecção periprotética crônica?',
    verso:
      'Revisão em dois tempos: retirada do implante com espaçador de cimento com antibiótico e reimplante após o controle.',
  },
  {
    subject: densitometria,
    kind: 'cloze',
    frente:
      'Pela OMS, na mulher pós-menopausa, osteoporose é T-score {{c1::≤ −2,5}}; osteopenia é T-score entre {{c2::−1,0 e −2,5}}.',
    verso: 'Medido na coluna lombar, no colo do fêmur ou no fêmur total.',
  },
  {
    subject: densitometria,
    frente: 'Em quem usar o Z-score e não o T-score?',
    verso: 'Em crianças, mulheres antes da menopausa e homens com menos de 50 anos.',
  },
  {
    subject: densitometria,
    frente: 'Fratura de quadril por queda da própria altura com T-score −1,8: há osteoporose?',
    verso:
      'Sim: fratura por fragilidade de quadril ou vértebra define osteoporose clinicamente, independentemente da densitometria.',
  },
  {
    subject: osteoporoseTto,
    frente: 'Qual a primeira linha no tratamento da osteoporose pós-menopausa?',
    verso:
      'Bisfosfonato oral (ex.: alendronato 70 mg por semana, em jejum, em pé por 30 minutos), com cálcio e vitamina D.',
  },
  {
    subject: osteoporoseTto,
    frente: 'Qual o risco de suspender o denosumabe sem transição?',
    verso: 'Efeito rebote com perda óssea rápida e fraturas vertebrais múltiplas; fazer transição para bisfosfonato.',
  },
  {
    subject: osteoporoseTto,
    kind: 'cloze',
    frente:
      'A teriparatida é um agente {{c1::anabólico::mecanismo}}, análogo do {{c2::PTH}}, classicamente limitado a {{c3::24 meses}} de uso.',
    verso: '',
  },
  {
    subject: osteoporoseTto,
    frente: 'Quais as complicações raras do uso prolongado de antirreabsortivos?',
    verso: 'Osteonecrose da mandíbula e fratura atípica do fêmur.',
  },
  {
    subject: paget,
    frente: 'Qual o perfil laboratorial típico da doença de Paget?',
    verso: 'Fosfatase alcalina elevada, com cálcio e fósforo normais.',
  },
  {
    subject: paget,
    frente: 'Qual o tratamento da doença de Paget sintomática?',
    verso: 'Bisfosfonato, de preferência ácido zoledrônico 5 mg IV em dose única.',
  },
  {
    subject: paget,
    frente: 'Qual a complicação maligna da doença de Paget?',
    verso: 'Osteossarcoma secundário (rara, menos de 1%), suspeito diante de dor nova e lesão lítica.',
  },
  {
    subject: raquitismo,
    kind: 'reversible',
    frente: 'Zonas de Looser',
    verso: 'Pseudofraturas: faixas radiotransparentes perpendiculares à cortical, típicas da osteomalácia',
  },
  {
    subject: raquitismo,
    frente: 'Qual o perfil laboratorial do raquitismo por deficiência de vitamina D?',
    verso: 'Cálcio normal ou baixo, fósforo baixo, fosfatase alcalina e PTH elevados, 25-OH vitamina D baixa.',
  },
  {
    subject: raquitismo,
    frente: 'Qual a forma hereditária mais comum de raquitismo?',
    verso:
      'O raquitismo hipofosfatêmico ligado ao X (mutação do PHEX, excesso de FGF23), que não responde à vitamina D isolada.',
  },
  {
    subject: [...benignos, 'Osteoma osteoide'],
    kind: 'cloze',
    frente:
      'O osteoma osteoide causa dor {{c1::noturna}} que melhora com {{c2::AINE ou AAS}}; na TC há um {{c3::nidus}} menor que 1,5 cm.',
    verso: 'Tratamento de escolha: ablação por radiofrequência guiada por TC.',
  },
  {
    subject: [...benignos, 'Osteocondroma'],
    frente: 'Qual sinal sugere malignização de um osteocondroma em adulto?',
    verso:
      'Capa cartilaginosa maior que 2 cm ou crescimento e dor após a maturidade: suspeitar de condrossarcoma secundário.',
  },
  {
    subject: [...benignos, 'Cisto ósseo simples'],
    kind: 'reversible',
    frente: 'Sinal do fragmento caído (fallen fragment)',
    verso: 'Fragmento cortical no fundo de uma lesão cística fraturada, típico do cisto ósseo simples',
  },
  {
    subject: [...benignos, 'Tumor de células gigantes'],
    frente: 'Qual a localização típica do tumor de células gigantes?',
    verso:
      'Epífise-metáfise de adulto jovem com fise fechada, sobretudo fêmur distal e tíbia proximal; lesão lítica excêntrica.',
  },
  {
    subject: malignos,
    kind: 'cloze',
    frente:
      'Osteossarcoma: metáfise do {{c1::joelho}} no adolescente, com {{c2::triângulo de Codman}} e reação em raios de sol.',
    verso: 'Tratamento: quimioterapia neoadjuvante, ressecção com margem ampla e quimioterapia adjuvante.',
  },
  {
    subject: malignos,
    frente: 'Quais os achados típicos do sarcoma de Ewing?',
    verso:
      'Diáfise de criança ou adolescente, reação periosteal em casca de cebola, translocação t(11;22) e CD99 positivo.',
  },
  {
    subject: malignos,
    frente: 'Quem deve fazer a biópsia de um tumor ósseo maligno suspeito?',
    verso:
      'O cirurgião (ou centro) que fará a ressecção, com o trajeto na via de acesso definitiva, pois ele será ressecado.',
  },
  {
    subject: metastases,
    frente: 'Quais tumores mais dão metástase óssea?',
    verso: 'Mama, próstata, pulmão, rim e tireoide.',
  },
  {
    subject: metastases,
    kind: 'cloze',
    frente: 'Pelo escore de Mirels, pontuação {{c1::≥ 9}} indica {{c2::fixação profilática}} da lesão metastática.',
    verso: 'Pontua local, dor, tipo (lítica, mista, blástica) e fração da cortical acometida.',
  },
  {
    subject: metastases,
    frente: 'Qual tumor primário dá metástase óssea tipicamente blástica?',
    verso: 'O carcinoma de próstata.',
  },
];
