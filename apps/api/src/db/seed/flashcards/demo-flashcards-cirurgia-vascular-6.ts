import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 6: doença venosa crônica e linfologia. */
const cronica = ['Doenças Venosas e Linfáticas', 'Doença Venosa Crônica'] as const;
const varizes: DemoSubjectPath = [...cronica, 'Varizes de membros inferiores'];
const ulcera: DemoSubjectPath = [...cronica, 'Úlcera venosa'];
const compressivas: DemoSubjectPath = [...cronica, 'Síndromes compressivas venosas'];
const linfedema: DemoSubjectPath = ['Doenças Venosas e Linfáticas', 'Linfologia', 'Linfedema'];
const lipedema: DemoSubjectPath = ['Doenças Venosas e Linfáticas', 'Linfologia', 'Lipedema'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: varizes,
    kind: 'cloze',
    frente:
      'CEAP clínico: C1 {{c1::telangiectasias ou veias reticulares}}; C2 {{c2::varizes (3 mm ou mais)}}; C3 edema; C4 alterações de pele; C5 úlcera cicatrizada; C6 {{c3::úlcera ativa}}.',
    verso: '',
  },
  {
    subject: varizes,
    kind: 'cloze',
    frente:
      'No duplex, o refluxo é patológico quando dura mais de {{c1::0,5 segundo}} nas veias superficiais e mais de {{c2::1 segundo}} nas veias femoral e poplítea.',
    verso: '',
  },
  {
    subject: varizes,
    frente: 'Qual o tratamento preferido da insuficiência da safena magna sintomática segundo as diretrizes atuais?',
    verso: 'Ablação térmica endovenosa (laser ou radiofrequência), em vez da safenectomia convencional.',
  },
  {
    subject: varizes,
    frente: 'Parestesia na face medial da perna após safenectomia: qual nervo foi lesado?',
    verso: 'O nervo safeno, que acompanha a safena magna abaixo do joelho.',
  },
  {
    subject: varizes,
    frente: 'Qual nervo corre junto à safena parva e pode ser lesado no seu tratamento?',
    verso: 'O nervo sural.',
  },
  {
    subject: varizes,
    frente: 'Sangramento de variz rota: qual a primeira conduta?',
    verso: 'Elevação do membro e compressão local; depois tratar a veia (escleroterapia ou ablação).',
  },
  {
    subject: ulcera,
    frente: 'Onde se localiza tipicamente a úlcera venosa e como ela é?',
    verso: 'Na região maleolar medial (área da polaina), rasa, de bordas irregulares, exsudativa e pouco dolorosa.',
  },
  {
    subject: ulcera,
    frente: 'Qual o pilar do tratamento da úlcera venosa?',
    verso: 'Terapia compressiva (bandagem multicamadas, bota de Unna ou meia), com cerca de 40 mmHg no tornozelo.',
  },
  {
    subject: ulcera,
    frente: 'Qual ITB permite compressão elástica plena na úlcera de perna?',
    verso: 'ITB de 0,8 ou mais; entre 0,5 e 0,8, compressão reduzida; abaixo de 0,5, não comprimir e investigar DAP.',
  },
  {
    subject: ulcera,
    frente: 'O que mostrou o estudo EVRA?',
    verso:
      'A ablação precoce do refluxo superficial, somada à compressão, acelerou a cicatrização da úlcera venosa e reduziu a recidiva.',
  },
  {
    subject: ulcera,
    kind: 'reversible',
    frente: 'Úlcera de Marjolin',
    verso: 'Carcinoma espinocelular surgido em úlcera crônica ou cicatriz',
  },
  {
    subject: ulcera,
    kind: 'cloze',
    frente: 'No CEAP, C4b inclui {{c1::lipodermatoesclerose}} e {{c2::atrofia branca}}, com maior risco de úlcera.',
    verso: 'C4a: pigmentação e eczema; C4c: corona phlebectatica.',
  },
  {
    subject: compressivas,
    kind: 'reversible',
    frente: 'Síndrome de May-Thurner (Cockett)',
    verso: 'Compressão da veia ilíaca comum esquerda pela artéria ilíaca comum direita contra a coluna',
  },
  {
    subject: compressivas,
    kind: 'reversible',
    frente: 'Síndrome do quebra-nozes (nutcracker)',
    verso: 'Compressão da veia renal esquerda entre a aorta e a artéria mesentérica superior',
  },
  {
    subject: compressivas,
    frente: 'Quais as manifestações da síndrome do quebra-nozes?',
    verso: 'Hematúria, dor no flanco esquerdo, varicocele esquerda e congestão pélvica.',
  },
  {
    subject: compressivas,
    frente: 'TVP iliofemoral esquerda por May-Thurner: qual o tratamento?',
    verso:
      'Remoção do trombo (trombólise ou trombectomia) e angioplastia com stent da lesão ilíaca, com anticoagulação.',
  },
  {
    subject: compressivas,
    frente: 'Qual o melhor exame para avaliar estenose da veia ilíaca?',
    verso: 'O ultrassom intravascular (IVUS), superior à venografia.',
  },
  {
    subject: compressivas,
    frente: 'Quais as características da síndrome de congestão pélvica?',
    verso:
      'Multípara com dor pélvica crônica que piora em pé e no fim do dia, dispareunia e varizes vulvares; tratada com embolização das veias ovarianas.',
  },
  {
    subject: linfedema,
    frente: 'Qual a causa mais comum de linfedema secundário no mundo? E no Brasil urbano e nos países ocidentais?',
    verso:
      'No mundo: filariose (Wuchereria bancrofti). No ocidente: o tratamento do câncer (linfadenectomia e radioterapia, sobretudo da mama).',
  },
  {
    subject: linfedema,
    kind: 'reversible',
    frente: 'Sinal de Stemmer',
    verso: 'Impossibilidade de pinçar a pele do dorso da base do 2º dedo do pé, típica do linfedema',
  },
  {
    subject: linfedema,
    frente: 'Qual o exame de escolha para confirmar linfedema?',
    verso: 'A linfocintilografia.',
  },
  {
    subject: linfedema,
    kind: 'cloze',
    frente:
      'A terapia descongestiva complexa combina {{c1::drenagem linfática manual}}, {{c2::enfaixamento compressivo}}, exercícios e cuidados com a pele.',
    verso: 'Na manutenção, meia ou luva de compressão.',
  },
  {
    subject: linfedema,
    kind: 'reversible',
    frente: 'Síndrome de Stewart-Treves',
    verso: 'Linfangiossarcoma em linfedema crônico, classicamente do braço após mastectomia',
  },
  {
    subject: linfedema,
    kind: 'reversible',
    frente: 'Doença de Milroy',
    verso: 'Linfedema primário congênito hereditário, ligado a mutação do FLT4 (VEGFR-3)',
  },
  {
    subject: linfedema,
    frente: 'Qual a complicação infecciosa mais comum do linfedema?',
    verso: 'Erisipela e celulite de repetição, que pioram a lesão linfática.',
  },
  {
    subject: lipedema,
    frente: 'Quais os achados que caracterizam o lipedema?',
    verso:
      'Mulher com acúmulo simétrico de gordura nos membros, dor e hematomas fáceis, pés poupados (sinal do manguito) e Stemmer negativo.',
  },
  {
    subject: lipedema,
    frente: 'Como diferenciar lipedema de linfedema no exame?',
    verso:
      'No lipedema o acometimento é bilateral e simétrico, poupa os pés e o Stemmer é negativo; no linfedema, os pés são atingidos e o Stemmer é positivo.',
  },
  {
    subject: lipedema,
    frente: 'O lipedema responde à dieta?',
    verso:
      'Pouco: a gordura do lipedema resiste à perda de peso; usam-se compressão, exercício e, em casos selecionados, lipoaspiração.',
  },
];
