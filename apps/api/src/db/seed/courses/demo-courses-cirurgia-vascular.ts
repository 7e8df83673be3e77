import type { DemoCourse, DemoVerticalCatalog } from './demo-course-types.ts';
import { fundamentosVascularR1Course } from './demo-courses-cirurgia-vascular-fundamentos-vascular-r1.ts';
import { intensivoR3SbacvCourse } from './demo-courses-cirurgia-vascular-intensivo-r3-sbacv.ts';
import { vascularEssencialCourse } from './demo-courses-cirurgia-vascular-vascular-essencial.ts';

/** Weekly case discussions (a series of three episodes). */
const casosDaSemanaVascular: DemoCourse = {
  slug: 'casos-da-semana-vascular',
  kind: 'tv',
  name: 'Casos da Semana: Cirurgia Vascular',
  description:
    'Série semanal de casos clínicos discutidos passo a passo, como nas questões discursivas da prova de título da SBACV; cerca de 1 hora e 20 minutos por temporada.',
  access: 'included',
  popularity: 561,
  categories: [
    { slug: 'doenca-arterial-periferica', name: 'Doença Arterial Periférica' },
    { slug: 'carotidas', name: 'Carótidas' },
    { slug: 'doenca-venosa', name: 'Doença Venosa' },
  ],
  handout: {
    title: 'Casos da Semana: resumo da temporada 1',
    lines: [
      'Episódio 1: pé diabético isquêmico',
      '- ITB > 1,40 não é normal: medir pressão de hálux ou TcPO2.',
      '- WIfI gradua ferida, isquemia e infecção de 0 a 3.',
      '',
      'Episódio 2: amaurose fugaz',
      '- Evento carotídeo recente com estenose >= 70%: endarterectomia em até 14 dias.',
      '- Acima de 70 anos, a endarterectomia é preferida à angioplastia.',
      '',
      'Episódio 3: flegmasia cerúlea dolens',
      '- Anticoagulação plena, elevação do membro e remoção do trombo.',
      '- Cirurgia recente: preferir trombectomia mecânica ou cirúrgica à trombólise.',
    ],
  },
  modules: [
    {
      title: 'Temporada 1',
      description: 'Três casos do ambulatório e do plantão, com a conduta discutida como na prova.',
      lessons: [
        {
          title: 'Episódio 1: Diabético com úlcera no pé e ITB de 1,5',
          minutes: 24,
          video: { vimeo: '905112384' },
          body: [
            'Homem de 68 anos, diabético e em hemodiálise, com úlcera necrótica no hálux há 4 semanas e pulsos podais ausentes. O ITB de 1,5 não é normal: indica artérias incompressíveis, e a perfusão deve ser avaliada pela pressão de hálux, pelo índice hálux-braquial ou pela oximetria transcutânea (TcPO2).',
            '',
            'Discutimos a definição de isquemia crônica que ameaça o membro (doença arterial com dor em repouso, gangrena ou úlcera que não cicatriza há mais de 2 semanas) e o sistema WIfI, que gradua ferida, isquemia e infecção de 0 a 3 e estima o risco de amputação e o benefício da revascularização.',
            '',
            '- Pressão de hálux < 30 mmHg ou TcPO2 < 30 mmHg indicam isquemia grave.',
            '- Infecção com abscesso ou celulite extensa: drenagem e desbridamento antes da revascularização.',
            '- Teste de sondagem óssea positivo na úlcera sugere osteomielite.',
            '- O estadiamento anatômico GLASS ajuda a escolher entre ponte cirúrgica e tratamento endovascular.',
          ].join('\n'),
          handout: {
            title: 'Isquemia crônica que ameaça o membro',
            lines: [
              'Definição: DAP com dor em repouso, gangrena ou úlcera com mais de 2 semanas.',
              '',
              '- ITB > 1,40: artérias incompressíveis; usar pressão de hálux ou TcPO2.',
              '- Pressão de hálux < 30 mmHg ou TcPO2 < 30 mmHg: isquemia grave.',
              '- WIfI: ferida (W), isquemia (I) e infecção (fI), cada um de 0 a 3.',
              '- GLASS: estadiamento anatômico do trajeto arterial até o pé.',
              '- Infecção grave: drenar e desbridar antes de revascularizar.',
            ],
          },
        },
        {
          title: 'Episódio 2: Amaurose fugaz e estenose carotídea de 80%',
          minutes: 26,
          video: { vimeo: '905113729' },
          body: [
            'Homem de 73 anos, hipertenso e ex-tabagista, com perda visual transitória e indolor no olho direito, “como uma cortina descendo”, há 5 dias. A amaurose fugaz é um evento carotídeo: a artéria oftálmica é o primeiro ramo da carótida interna, e a fundoscopia pode mostrar êmbolos de colesterol (placas de Hollenhorst).',
            '',
            'O duplex mostra VPS de 290 cm/s e VDF de 115 cm/s na carótida interna direita, compatíveis com estenose ≥ 70%, confirmada por angiotomografia (80% pelo NASCET). Com sintoma recente, a indicação é endarterectomia nas primeiras 2 semanas; pela idade acima de 70 anos, a cirurgia é preferida à angioplastia com stent.',
            '',
            '- Amaurose fugaz conta como evento sintomático do território carotídeo.',
            '- Iniciar antiagregação e estatina de alta intensidade já no diagnóstico.',
            '- Risco de novo AVC é máximo nos primeiros dias após o AIT: não adiar a cirurgia.',
            '- Oclusão total da carótida interna não tem indicação de endarterectomia.',
          ].join('\n'),
        },
        {
          title: 'Episódio 3: Membro inferior cianótico após artroplastia de quadril',
          minutes: 28,
          video: { vimeo: '905115046' },
          body: [
            'Mulher de 58 anos, no 6º dia após artroplastia de quadril, apesar da profilaxia, com edema súbito de todo o membro inferior esquerdo, dor intensa e cianose. É a flegmasia cerúlea dolens, forma grave de trombose iliofemoral em que a obstrução venosa maciça passa a comprometer o fluxo arterial e pode evoluir para gangrena venosa.',
            '',
            'A conduta inclui anticoagulação plena imediata, elevação do membro e, diante da ameaça ao membro, remoção do trombo. Como a cirurgia é recente, a trombólise fica relativamente contraindicada, e a trombectomia mecânica percutânea ou cirúrgica ganha espaço.',
            '',
            '- Flegmasia alba dolens: edema e palidez, sem isquemia; flegmasia cerúlea dolens: cianose, dor intensa e risco de gangrena.',
            '- O lado esquerdo predomina pela compressão da veia ilíaca comum esquerda pela artéria ilíaca comum direita (síndrome de May-Thurner).',
            '- Pode haver síndrome compartimental: avaliar fasciotomia.',
            '- Filtro de veia cava não substitui a anticoagulação e só se indica se ela for contraindicada.',
          ].join('\n'),
        },
      ],
    },
  ],
};

/** A single talk (aula magna). */
const aulaMagnaVascular: DemoCourse = {
  slug: 'aula-magna-aberta-ou-endovascular',
  kind: 'movie',
  name: 'Aula Magna: Cirurgia Aberta ou Endovascular?',
  description:
    'Aula magna de 40 minutos sobre os ensaios clínicos que orientam a escolha entre cirurgia aberta e endovascular na aorta, nos membros inferiores e nas carótidas, tema frequente na prova de título da SBACV.',
  access: 'included',
  popularity: 327,
  categories: [
    { slug: 'aneurismas', name: 'Aneurismas' },
    { slug: 'doenca-arterial-periferica', name: 'Doença Arterial Periférica' },
    { slug: 'carotidas', name: 'Carótidas' },
  ],
  handout: {
    title: 'Aula Magna: os estudos que mudaram a prática',
    lines: [
      '- EVAR-1, DREAM e OVER: EVAR com menor mortalidade em 30 dias.',
      '- No longo prazo: sobrevida semelhante e mais reintervenções após EVAR.',
      '- IMPROVE: AAA roto, estratégia endovascular com mortalidade semelhante em 30 dias.',
      '- BEST-CLI (2022): ponte com safena magna adequada superou o endovascular.',
      '- BASIL-2 (2023): na doença infrapoplítea, endovascular primeiro foi superior.',
      '- CREST: stent com mais AVC; endarterectomia com mais infarto.',
      '- Idosos acima de 70 anos: endarterectomia preferida.',
      '',
      'Em todas as escolhas: anatomia, idade, risco cirúrgico e expectativa de vida.',
    ],
  },
  modules: [
    {
      title: 'Aula magna',
      description: 'Evidências que sustentam a escolha entre cirurgia aberta e endovascular.',
      lessons: [
        {
          title: 'Cirurgia aberta ou endovascular: os estudos que mudaram a prática',
          minutes: 40,
          video: { vimeo: '911806342' },
          body: [
            'Nesta aula magna revisamos os ensaios clínicos que orientam a escolha entre cirurgia aberta e endovascular e que aparecem com frequência na prova de título. No aneurisma de aorta, os estudos EVAR-1, DREAM e OVER mostraram menor mortalidade perioperatória com o EVAR, vantagem que desaparece no seguimento de longo prazo, com mais reintervenções e necessidade de vigilância por imagem.',
            '',
            'Na isquemia crônica que ameaça o membro, dois estudos recentes se complementam: o BEST-CLI mostrou vantagem da ponte cirúrgica quando há veia safena magna adequada, enquanto o BASIL-2, na doença infrapoplítea, favoreceu a estratégia endovascular primeiro em sobrevida livre de amputação. Nas carótidas, o CREST comparou angioplastia com stent e endarterectomia e encontrou resultados combinados semelhantes, com perfis de complicação diferentes.',
            '',
            '- EVAR: menor mortalidade em 30 dias; no longo prazo, sobrevida semelhante e mais reintervenções.',
            '- IMPROVE: no aneurisma roto, estratégia endovascular com mortalidade semelhante em 30 dias e alta mais precoce.',
            '- BEST-CLI: a ponte com safena magna adequada reduziu eventos maiores de membro ou morte em relação ao endovascular.',
            '- BASIL-2: na doença infrapoplítea, endovascular primeiro teve melhor sobrevida livre de amputação que a ponte com veia.',
            '- CREST: mais AVC periprocedimento com stent e mais infarto com endarterectomia; idosos se beneficiam mais da cirurgia.',
          ].join('\n'),
          link: { label: 'SBACV: diretrizes e publicações', url: 'https://sbacv.org.br' },
        },
      ],
    },
  ],
};

/** Cirurgia vascular: the flagship, the introductory (freemium) and the locked courses, a series and a talk. */
export const cirurgiaVascularCatalog: DemoVerticalCatalog = {
  vertical: 'cirurgia-vascular',
  courses: [
    vascularEssencialCourse,
    fundamentosVascularR1Course,
    intensivoR3SbacvCourse,
    casosDaSemanaVascular,
    aulaMagnaVascular,
  ],
};
