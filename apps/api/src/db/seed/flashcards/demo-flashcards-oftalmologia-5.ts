import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 5: retina clínica e cirúrgica (dados de demonstração em português). */
const clinica = ['Retina e Úvea', 'Retina Clínica'] as const;
const rd = [...clinica, 'Retinopatia diabética'] as const;
const rdGeral: DemoSubjectPath = rd;
const rastreio: DemoSubjectPath = [...rd, 'Classificação e rastreamento'];
const edema: DemoSubjectPath = [...rd, 'Edema macular diabético'];
const proliferativa: DemoSubjectPath = [...rd, 'Retinopatia proliferativa'];
const dmri: DemoSubjectPath = [...clinica, 'Degeneração macular relacionada à idade'];
const oacr: DemoSubjectPath = [...clinica, 'Oclusões vasculares retinianas', 'Oclusão da artéria central da retina'];
const ovr: DemoSubjectPath = [...clinica, 'Oclusões vasculares retinianas', 'Oclusão venosa retiniana'];
const descolamento: DemoSubjectPath = ['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina'];
const interface_: DemoSubjectPath = ['Retina e Úvea', 'Retina Cirúrgica', 'Doenças da interface vitreorretiniana'];
const trilha = 'Retinopatia diabética';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: rastreio,
    kind: 'reversible',
    frente: 'Microaneurisma',
    verso: 'O primeiro sinal oftalmoscópico da retinopatia diabética.',
    track: trilha,
  },
  {
    subject: rastreio,
    kind: 'reversible',
    frente: 'IRMA',
    verso:
      'Anormalidades microvasculares intrarretinianas: shunts dilatados dentro da retina, sem romper a limitante interna.',
    track: trilha,
  },
  {
    subject: rastreio,
    kind: 'reversible',
    frente: 'Exsudatos algodonosos',
    verso: 'Microinfartos da camada de fibras nervosas da retina.',
  },
  {
    subject: rastreio,
    frente: 'Quando iniciar o rastreio de retinopatia no diabetes tipo 1?',
    verso: 'Cerca de 5 anos após o diagnóstico (a partir da puberdade), depois anualmente.',
  },
  {
    subject: rastreio,
    frente: 'Quando examinar a retina da diabética que engravida?',
    verso: 'Antes da concepção ou no 1º trimestre, com seguimento durante a gestação, que pode acelerar a retinopatia.',
  },
  {
    subject: rdGeral,
    kind: 'cloze',
    frente:
      'No DCCT, o controle glicêmico intensivo no DM1 reduziu o surgimento de retinopatia em cerca de {{c1::76%}}.',
    verso: 'Outros aceleradores: hipertensão, nefropatia, puberdade, gestação e queda rápida da HbA1c.',
  },
  {
    subject: edema,
    kind: 'cloze',
    frente:
      'Edema macular clinicamente significativo (ETDRS): espessamento a até {{c1::500 µm}} do centro da fóvea, exsudatos duros a até 500 µm com espessamento adjacente, ou espessamento ≥ {{c2::1 área de disco}} a até 1 diâmetro de disco do centro.',
    verso: 'Hoje a OCT classifica o edema em com ou sem envolvimento central.',
    track: trilha,
  },
  {
    subject: edema,
    frente: 'No Protocolo T (DRCR), qual anti-VEGF foi superior com acuidade de 20/50 ou pior, em 1 ano?',
    verso: 'Aflibercepte.',
    track: trilha,
  },
  {
    subject: edema,
    frente: 'Qual alternativa ao anti-VEGF no edema macular diabético de pseudofácicos ou com resposta ruim?',
    verso: 'Implante intravítreo de dexametasona (riscos: catarata e hipertensão ocular).',
  },
  {
    subject: proliferativa,
    kind: 'cloze',
    frente:
      'Alto risco (DRS): NVD ≥ {{c1::1/4 a 1/3}} da área do disco, qualquer NVD com hemorragia vítrea, ou NVE ≥ {{c2::1/2}} área de disco com hemorragia vítrea.',
    verso: 'Indicação de panfotocoagulação sem demora.',
    track: trilha,
  },
  {
    subject: proliferativa,
    frente: 'Quanto a panfotocoagulação reduziu a perda visual grave no DRS?',
    verso: 'Em 50% ou mais.',
  },
  {
    subject: proliferativa,
    frente: 'O que mostrou o Protocolo S (DRCR)?',
    verso:
      'Ranibizumabe não inferior à panfotocoagulação em 2 anos na retinopatia proliferativa, com menos perda de campo periférico; exige adesão.',
    track: trilha,
  },
  {
    subject: proliferativa,
    frente: 'Quando indicar vitrectomia na retinopatia diabética proliferativa?',
    verso: 'Hemorragia vítrea que não reabsorve e descolamento tracional que ameaça ou atinge a mácula.',
  },
  {
    subject: dmri,
    kind: 'cloze',
    frente:
      'Fórmula AREDS2: vitamina C {{c1::500 mg}}, vitamina E 400 UI, zinco {{c2::80 mg}}, cobre 2 mg, luteína 10 mg e zeaxantina 2 mg.',
    verso: 'Sem betacaroteno, que aumenta o risco de câncer de pulmão em fumantes.',
  },
  {
    subject: dmri,
    frente: 'Qual o fator de risco modificável mais importante da DMRI?',
    verso: 'Tabagismo.',
  },
  {
    subject: dmri,
    frente: 'Que tamanho de drusa define DMRI intermediária?',
    verso: 'Drusas grandes, de 125 µm ou mais (ou alterações pigmentares com drusas médias).',
  },
  {
    subject: dmri,
    frente: 'Que sinais sugerem DMRI neovascular?',
    verso:
      'Metamorfopsia e baixa visual recentes, hemorragia ou líquido sub-retiniano, descolamento do epitélio pigmentado.',
  },
  {
    subject: dmri,
    frente: 'Qual exame confirma a vasculopatia polipoidal da coroide?',
    verso: 'Angiografia com indocianina verde.',
  },
  {
    subject: dmri,
    kind: 'reversible',
    frente: 'Regime tratar e estender',
    verso:
      'Anti-VEGF a cada visita, alongando o intervalo enquanto a mácula estiver seca e encurtando se houver atividade.',
  },
  {
    subject: oacr,
    kind: 'reversible',
    frente: 'Mancha vermelho-cereja com retina posterior branca após perda visual súbita e indolor',
    verso: 'Oclusão da artéria central da retina.',
  },
  {
    subject: oacr,
    frente: 'Na OACR de um idoso, qual causa excluir primeiro?',
    verso: 'Arterite de células gigantes: VHS e PCR urgentes e corticoide se houver suspeita.',
  },
  {
    subject: oacr,
    frente: 'Por que a OACR não arterítica exige avaliação imediata em centro de AVC?',
    verso: 'É um AVC da retina: risco de AVC cerebral; investigar carótidas, fibrilação atrial e fatores de risco.',
  },
  {
    subject: oacr,
    frente: 'Por que alguns pacientes com OACR preservam a visão central?',
    verso: 'Artéria ciliorretiniana, ramo da circulação ciliar, que irriga a mácula.',
  },
  {
    subject: ovr,
    kind: 'reversible',
    frente: 'Fundo em "sangue e trovão", com hemorragias nos 4 quadrantes e veias tortuosas',
    verso: 'Oclusão da veia central da retina.',
  },
  {
    subject: ovr,
    frente: 'Qual complicação temida da OVCR isquêmica e quando costuma surgir?',
    verso: 'Glaucoma neovascular, classicamente em torno de 3 meses ("glaucoma dos 90 dias").',
  },
  {
    subject: ovr,
    frente: 'No CVOS, a panfotocoagulação profilática foi indicada na OVCR isquêmica?',
    verso: 'Não: tratar quando surgir neovascularização de íris ou ângulo, com seguimento próximo.',
  },
  {
    subject: ovr,
    frente: 'Onde ocorre mais a oclusão de ramo venoso?',
    verso: 'No cruzamento arteriovenoso temporal superior.',
  },
  {
    subject: ovr,
    frente: 'Qual o tratamento de primeira linha do edema macular na oclusão venosa?',
    verso: 'Anti-VEGF intravítreo.',
  },
  {
    subject: descolamento,
    kind: 'reversible',
    frente: 'Sinal de Shafer',
    verso: 'Pigmento no vítreo anterior ("poeira de tabaco"), forte indicador de rotura retiniana.',
  },
  {
    subject: descolamento,
    kind: 'cloze',
    frente:
      'Descolamento {{c1::regmatogênico}}: por rotura; {{c2::tracional}}: por membranas; {{c3::exsudativo}}: sem rotura, com líquido que muda com a postura.',
    verso: '',
  },
  {
    subject: descolamento,
    frente: 'Qual degeneração periférica é mais associada ao descolamento regmatogênico?',
    verso: 'Degeneração lattice (em treliça).',
  },
  {
    subject: descolamento,
    frente: 'Qual a indicação clássica da retinopexia pneumática?',
    verso: 'Rotura única, ou roturas dentro de 1 hora de relógio, nos 2/3 superiores da retina (entre 8 e 4 horas).',
  },
  {
    subject: descolamento,
    kind: 'cloze',
    frente:
      'Com gás intraocular, voar e usar {{c1::óxido nitroso}} são proibidos até a absorção: cerca de {{c2::2 semanas}} para o SF<sub>6</sub> e 6 a 8 semanas para o C<sub>3</sub>F<sub>8</sub>.',
    verso: 'A expansão do gás eleva a PIO e pode ocluir a artéria central da retina.',
  },
  {
    subject: interface_,
    frente: 'Qual o tratamento do buraco macular de espessura total?',
    verso: 'Vitrectomia com remoção da membrana limitante interna e gás, com posicionamento de rosto para baixo.',
  },
  {
    subject: interface_,
    kind: 'reversible',
    frente: 'Teste de Watzke-Allen',
    verso: 'Feixe fino de luz sobre a fóvea: quem tem buraco macular de espessura total vê o feixe interrompido.',
  },
  {
    subject: interface_,
    frente: 'Quais sintomas da membrana epirretiniana?',
    verso:
      'Metamorfopsia e baixa visual; pode haver macropsia. Tratamento: vitrectomia com remoção da membrana, se sintomática.',
  },
];
