import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Cirurgia vascular, part 2: doença cerebrovascular extracraniana e isquemia visceral e renovascular. */
const cerebro = ['Doenças Arteriais', 'Doença Cerebrovascular Extracraniana'] as const;
const carotidas: DemoSubjectPath = [...cerebro, 'Carótidas'];
const assintomatica: DemoSubjectPath = [...cerebro, 'Carótidas', 'Estenose carotídea assintomática'];
const sintomatica: DemoSubjectPath = [...cerebro, 'Carótidas', 'Estenose carotídea sintomática'];
const vertebral: DemoSubjectPath = [...cerebro, 'Artérias vertebrais e subclávia'];
const mesenterica: DemoSubjectPath = ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Isquemia mesentérica'];
const renal: DemoSubjectPath = ['Doenças Arteriais', 'Isquemia Visceral e Renovascular', 'Doença renovascular'];
const titulo = 'Carótidas na prova de título';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: carotidas,
    frente: 'Após endarterectomia carotídea, desvio da comissura labial: qual nervo foi lesado?',
    verso: 'O ramo marginal da mandíbula do nervo facial, por tração do afastador junto ao ângulo da mandíbula.',
    track: titulo,
  },
  {
    subject: carotidas,
    frente: 'Rouquidão após endarterectomia carotídea: qual nervo foi lesado?',
    verso:
      'O vago, que corre na bainha carotídea entre a carótida e a jugular, posteriormente; a rouquidão vem do laríngeo recorrente, seu ramo.',
    track: titulo,
  },
  {
    subject: carotidas,
    frente: 'Déficit neurológico novo ao despertar da endarterectomia: qual a conduta?',
    verso:
      'Reexploração imediata (ou duplex/arteriografia imediatos), pela suspeita de trombose ou flap intimal no local operado.',
    track: titulo,
  },
  {
    subject: carotidas,
    frente: 'Hematoma cervical em expansão após endarterectomia: qual a prioridade?',
    verso: 'Proteger a via aérea e reabrir a ferida, se preciso à beira do leito, antes de intubação difícil.',
    track: titulo,
  },
  {
    subject: carotidas,
    frente: 'Qual técnica de fechamento reduz a reestenose após endarterectomia carotídea?',
    verso: 'O fechamento com remendo (patch) em vez do fechamento primário.',
    track: titulo,
  },
  {
    subject: carotidas,
    frente: 'Qual a causa da reestenose carotídea precoce (até 2 anos) e da tardia?',
    verso: 'Precoce: hiperplasia miointimal. Tardia: progressão da aterosclerose.',
  },
  {
    subject: carotidas,
    kind: 'reversible',
    frente: 'Placa de Hollenhorst',
    verso: 'Êmbolo de colesterol brilhante em bifurcação arteriolar da retina, sinal de embolia de origem carotídea',
  },
  {
    subject: carotidas,
    kind: 'reversible',
    frente: 'Amaurose fugaz',
    verso:
      'Perda visual monocular transitória por embolia da artéria oftálmica, típica de doença da carótida interna ipsilateral',
  },
  {
    subject: carotidas,
    frente: 'Em que situações a angioplastia com stent carotídeo é preferível à endarterectomia?',
    verso:
      'Pescoço hostil (radioterapia, traqueostomia, reoperação), lesão alta (acima de C2) ou intratorácica, ou alto risco clínico.',
  },
  {
    subject: sintomatica,
    kind: 'cloze',
    frente:
      'No sintomático, a endarterectomia tem grande benefício na estenose de {{c1::70% a 99%}} e benefício moderado na de {{c2::50% a 69%}} (NASCET).',
    verso: 'Abaixo de 50%, tratamento clínico.',
  },
  {
    subject: sintomatica,
    kind: 'cloze',
    frente:
      'O risco perioperatório de AVC ou morte aceitável na endarterectomia do sintomático é menor que {{c1::6%::percentual}}.',
    verso: 'No assintomático, menor que 3%.',
  },
  {
    subject: sintomatica,
    frente: 'Por que o idoso acima de 70 anos tende a ir para endarterectomia e não para stent?',
    verso: 'O risco de AVC periprocedimento do stent carotídeo aumenta com a idade, o da endarterectomia não.',
  },
  {
    subject: assintomatica,
    frente: 'Quando considerar endarterectomia na estenose carotídea assintomática?',
    verso:
      'Estenose de 60% a 99%, expectativa de vida de mais de 5 anos e risco perioperatório de AVC ou morte menor que 3%.',
  },
  {
    subject: assintomatica,
    frente: 'Qual a base do tratamento de toda estenose carotídea assintomática?',
    verso:
      'Tratamento clínico otimizado: antiagregante, estatina, controle da pressão e do diabetes e cessação do tabagismo.',
  },
  {
    subject: vertebral,
    kind: 'reversible',
    frente: 'Síndrome do roubo da subclávia',
    verso:
      'Fluxo reverso na artéria vertebral por estenose ou oclusão proximal da subclávia, com sintomas vertebrobasilares ao exercitar o braço',
  },
  {
    subject: vertebral,
    frente: 'Que diferença de pressão sistólica entre os braços sugere estenose da subclávia?',
    verso: 'Mais de 15 a 20 mmHg.',
  },
  {
    subject: vertebral,
    frente: 'Qual o tratamento da estenose sintomática da subclávia proximal?',
    verso:
      'Angioplastia com stent; se não for possível, ponte carotídeo-subclávia (ou transposição subclávio-carotídea).',
  },
  {
    subject: vertebral,
    frente: 'O que é o roubo coronário-subclávio?',
    verso:
      'Angina por fluxo reverso na artéria torácica interna usada em ponte coronária, por estenose proximal da subclávia.',
  },
  {
    subject: mesenterica,
    frente: 'Qual o achado clínico clássico da isquemia mesentérica aguda?',
    verso: 'Dor abdominal intensa desproporcional ao exame físico.',
  },
  {
    subject: mesenterica,
    kind: 'cloze',
    frente:
      'A embolia da AMS costuma alojar-se {{c1::3 a 10 cm distal à origem}}, poupando o {{c2::jejuno proximal}} e o cólon transverso proximal.',
    verso: 'Na trombose, a oclusão é ostial e a isquemia, mais extensa.',
  },
  {
    subject: mesenterica,
    frente: 'Qual o exame de escolha na suspeita de isquemia mesentérica aguda?',
    verso: 'A angiotomografia de abdome; o lactato normal não exclui o diagnóstico.',
  },
  {
    subject: mesenterica,
    frente: 'Qual o tratamento da isquemia mesentérica não oclusiva?',
    verso:
      'Tratar o baixo débito, suspender vasoconstritores e infundir vasodilatador (papaverina) intra-arterial na AMS.',
  },
  {
    subject: mesenterica,
    frente: 'Qual a tríade clínica da isquemia mesentérica crônica?',
    verso: 'Dor abdominal pós-prandial (angina intestinal), medo de comer e emagrecimento.',
  },
  {
    subject: mesenterica,
    kind: 'cloze',
    frente:
      'Na colite isquêmica, as áreas mais vulneráveis são o ponto de {{c1::Griffiths}} (flexura esplênica) e o ponto de {{c2::Sudeck}} (junção retossigmoide).',
    verso: 'São zonas de transição (watershed) entre territórios arteriais.',
  },
  {
    subject: mesenterica,
    kind: 'reversible',
    frente: 'Síndrome do ligamento arqueado mediano (Dunbar)',
    verso: 'Compressão extrínseca do tronco celíaco pelo ligamento arqueado mediano do diafragma',
  },
  {
    subject: mesenterica,
    frente: 'Qual o tratamento da trombose venosa mesentérica sem peritonite?',
    verso: 'Anticoagulação plena e investigação de trombofilia; cirurgia se houver sinais de necrose.',
  },
  {
    subject: renal,
    kind: 'cloze',
    frente:
      'A estenose renal aterosclerótica é {{c1::ostial}} no idoso; a displasia fibromuscular acomete o {{c2::terço médio e distal}} da artéria renal de mulheres jovens.',
    verso: 'Displasia fibromuscular: angioplastia com balão, sem stent.',
  },
  {
    subject: renal,
    kind: 'reversible',
    frente: 'Síndrome de Pickering',
    verso: 'Edema agudo de pulmão súbito e recorrente (flash) por estenose bilateral de artérias renais',
  },
  {
    subject: renal,
    frente: 'O que mostraram os estudos ASTRAL e CORAL sobre o stent na estenose renal aterosclerótica?',
    verso: 'Nenhum benefício sobre o tratamento clínico otimizado em pressão, função renal ou eventos.',
  },
  {
    subject: renal,
    frente: 'Que achado após iniciar IECA sugere estenose renal bilateral?',
    verso: 'Elevação da creatinina maior que 30% do basal.',
  },
];
