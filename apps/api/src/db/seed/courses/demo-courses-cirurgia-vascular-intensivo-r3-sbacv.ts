import type { DemoCourse } from './demo-course-types.ts';

/** The locked R3 / prova de título intensive of cirurgia vascular (its first lesson is a free preview). */
export const intensivoR3SbacvCourse: DemoCourse = {
  slug: 'intensivo-r3-sbacv',
  kind: 'courses',
  name: 'Intensivo R3 e Título SBACV',
  description:
    'Revisão intensiva para o R3 de cirurgia vascular e a prova de título da SBACV: acessos para hemodiálise, dissecção de aorta, desfiladeiro torácico e aneurismas periféricos, em cerca de 2 horas e 40 minutos.',
  access: 'locked',
  popularity: 418,
  categories: [
    { slug: 'acessos-para-hemodialise', name: 'Acessos para Hemodiálise' },
    { slug: 'aneurismas', name: 'Aneurismas' },
  ],
  handout: {
    title: 'Apostila completa: Intensivo R3 e Título SBACV',
    lines: [
      'Acessos para hemodiálise',
      '- Preferir FAV autóloga, distal, no membro não dominante.',
      '- Regra dos 6: fluxo > 600 mL/min, diâmetro > 6 mm, profundidade < 6 mm, 6 semanas.',
      '- Cateter: jugular interna direita; evitar a subclávia.',
      '- Síndrome do roubo grave: DRIL, bandagem, RUDI ou ligadura.',
      '',
      'Aorta e temas avançados',
      '- Stanford A: cirurgia de emergência. Stanford B complicada: TEVAR.',
      '- Dissecção: betabloqueador IV, FC < 60 bpm, PAS 100 a 120 mmHg.',
      '- Desfiladeiro: neurogênico (~95%), venoso (Paget-Schroetter), arterial (raro).',
      '- Poplíteo: corrigir se >= 2 cm, trombo ou sintomas; rastrear AAA.',
      '- Esplênico: >= 3 cm, sintomático, gestante ou mulher em idade fértil.',
    ],
  },
  modules: [
    {
      title: 'Acessos para hemodiálise',
      description: 'Planejamento, maturação e complicações das fístulas arteriovenosas e dos cateteres.',
      lessons: [
        {
          title: 'Fístula arteriovenosa: planejamento e maturação',
          minutes: 28,
          video: { vimeo: '889430217' },
          freePreview: true,
          body: [
            'A fístula arteriovenosa (FAV) autóloga continua sendo o acesso preferido para a maioria dos pacientes em hemodiálise, por ter menos infecção e trombose que enxertos e cateteres. A diretriz KDOQI de 2019 substituiu o lema “fístula primeiro” por um plano de acesso individualizado ao longo da vida do paciente, mas a lógica de começar distal, no membro não dominante, permanece.',
            '',
            'O planejamento inclui preservar as veias do antebraço não dominante (sem punções nem acessos periféricos), mapear os vasos com ultrassom e avaliar o arco palmar. Em geral, considera-se adequada uma veia com pelo menos 2,0 a 2,5 mm e uma artéria com pelo menos 2,0 mm de diâmetro.',
            '',
            '- Ordem clássica: radiocefálica no punho (Brescia-Cimino), braquiocefálica no cotovelo, braquiobasílica com transposição e, por fim, enxerto de PTFE.',
            '- Regra dos 6 para maturação: fluxo > 600 mL/min, diâmetro > 6 mm e profundidade < 6 mm, em cerca de 6 semanas.',
            '- Frêmito contínuo é sinal de fístula funcionante; pulso forte sem frêmito sugere estenose na via de saída.',
            '- Evite a veia subclávia para cateteres: a estenose venosa central inviabiliza acessos futuros no membro.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Nefrologia', url: 'https://www.sbn.org.br' },
          handout: {
            title: 'Fístula arteriovenosa: checklist',
            lines: [
              '- Preservar as veias do membro não dominante desde o diagnóstico da DRC.',
              '- Mapeamento com ultrassom: veia >= 2,0 a 2,5 mm; artéria >= 2,0 mm.',
              '- Ordem: radiocefálica, braquiocefálica, braquiobasílica transposta, PTFE.',
              '- Maturação: regra dos 6 (600 mL/min, 6 mm, 6 mm de profundidade, 6 semanas).',
              '- Exame: frêmito contínuo é bom sinal; pulsátil sem frêmito sugere estenose.',
            ],
          },
        },
        {
          title: 'Complicações do acesso: estenose, trombose e síndrome do roubo',
          minutes: 30,
          video: { vimeo: '889431562' },
          body: [
            'A estenose é a causa mais comum de disfunção e de trombose dos acessos. Na fístula autóloga ela predomina no segmento justa-anastomótico; no enxerto de PTFE, na anastomose venosa, por hiperplasia neointimal. O tratamento de escolha é a angioplastia com balão, e o acesso trombosado deve ser desobstruído o quanto antes, por via endovascular ou cirúrgica.',
            '',
            'A síndrome do roubo, ou isquemia da mão induzida pelo acesso, é mais frequente nas fístulas proximais, em diabéticos e em idosos. Vai de frialdade leve, que pode ser observada, a dor em repouso, déficit motor e necrose, que exigem correção.',
            '',
            '- Roubo grave: DRIL (revascularização distal com ligadura do intervalo), bandagem, RUDI ou ligadura do acesso.',
            '- Edema de todo o membro com circulação colateral no tórax: estenose venosa central, em geral por cateter prévio.',
            '- Infecção é muito mais frequente em enxertos protéticos do que em fístulas autólogas.',
            '- Fluxo muito elevado pode causar insuficiência cardíaca de alto débito.',
            '- Aneurisma de fístula com pele fina, brilhante ou ulcerada tem risco de rotura: correção urgente.',
          ].join('\n'),
          questionTrack: { label: 'Acessos para hemodiálise', no: 6 },
        },
        {
          title: 'Cateteres de hemodiálise: sítio, posição e infecção',
          minutes: 20,
          video: { vimeo: '889433048' },
          body: [
            'Quando o paciente precisa de hemodiálise sem acesso maduro, usa-se cateter venoso central de duplo lúmen. A veia jugular interna direita é o sítio preferido, pelo trajeto retilíneo até o átrio direito e pela menor taxa de estenose; a femoral é alternativa temporária, e a subclávia deve ser evitada.',
            '',
            'Cateteres não tunelizados são para uso de curta duração; quando a necessidade se prolonga, opta-se por cateter tunelizado com cuff, com a ponta na junção cavoatrial ou no átrio direito. A infecção é a principal complicação, e Staphylococcus aureus é o agente mais temido.',
            '',
            '- Sítio preferido: jugular interna direita; depois jugular esquerda ou femoral, conforme o caso; evitar a subclávia.',
            '- Punção guiada por ultrassom reduz complicações e é o padrão atual.',
            '- Bacteremia por S. aureus ou instabilidade hemodinâmica: retirar o cateter.',
            '- O cateter é uma ponte: planejar a fístula desde o início reduz o tempo de uso.',
          ].join('\n'),
        },
      ],
    },
    {
      title: 'Aorta e temas avançados',
      description: 'Dissecção de aorta, síndrome do desfiladeiro torácico e aneurismas periféricos e viscerais.',
      lessons: [
        {
          title: 'Dissecção de aorta: Stanford, DeBakey e tratamento',
          minutes: 34,
          video: { vimeo: '889435610' },
          body: [
            'A dissecção aguda de aorta se apresenta com dor torácica ou dorsal súbita e lancinante, às vezes migratória, com assimetria de pulsos ou de pressão entre os membros. A angiotomografia é o exame de escolha no paciente estável; o ecocardiograma transesofágico ajuda no instável.',
            '',
            'A classificação de Stanford separa as dissecções que acometem a aorta ascendente (tipo A, cirurgia de emergência) das que não a acometem (tipo B, tratamento clínico inicial). A padronização da SVS/STS de 2020 descreve a zona do orifício de entrada e a extensão proximal e distal, e reconhece a dissecção “não A, não B”, que envolve o arco sem atingir a ascendente.',
            '',
            '- Stanford A: envolve a aorta ascendente, qualquer que seja a origem; Stanford B: não envolve a ascendente.',
            '- DeBakey I: ascendente e além; II: apenas ascendente; III: descendente (IIIa torácica; IIIb estende-se abaixo do diafragma).',
            '- Tratamento clínico inicial: betabloqueador intravenoso para FC < 60 bpm e PAS entre 100 e 120 mmHg; vasodilatador só depois do betabloqueio.',
            '- Tipo B complicada (rotura, má perfusão visceral ou de membro, dor ou hipertensão refratárias, expansão rápida): TEVAR.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: 'Síndromes aórticas agudas',
              descricao: 'Classificações e conduta inicial na dissecção de aorta.',
              cards: [
                {
                  frente: 'O que define a dissecção Stanford tipo A?',
                  verso: 'Acometimento da aorta ascendente, independentemente do local de entrada.',
                },
                { frente: 'Qual o tratamento da dissecção Stanford A aguda?', verso: 'Cirurgia de emergência.' },
                { frente: 'O que é DeBakey tipo II?', verso: 'Dissecção restrita à aorta ascendente.' },
                {
                  frente: 'Quais as metas iniciais de FC e PAS na dissecção aguda?',
                  verso: 'FC < 60 bpm e PAS entre 100 e 120 mmHg, começando pelo betabloqueador IV.',
                },
                {
                  frente: 'Por que não iniciar vasodilatador antes do betabloqueador?',
                  verso:
                    'A taquicardia reflexa aumenta o estresse na parede aórtica (dP/dt) e pode propagar a dissecção.',
                },
                {
                  frente: 'Cite indicações de TEVAR na dissecção tipo B.',
                  verso: 'Rotura, má perfusão, dor ou hipertensão refratárias e expansão rápida.',
                },
              ],
            },
          ],
        },
        {
          title: 'Síndrome do desfiladeiro torácico',
          minutes: 22,
          video: { vimeo: '889436972' },
          body: [
            'A síndrome do desfiladeiro torácico resulta da compressão do feixe neurovascular na saída do tórax: no triângulo dos escalenos, no espaço costoclavicular ou sob o peitoral menor. A forma neurogênica responde por cerca de 95% dos casos; a venosa, por 3 a 5%; e a arterial, a mais rara, costuma estar associada à costela cervical.',
            '',
            'A forma venosa (síndrome de Paget-Schroetter) é a trombose de esforço da veia subclávia em jovens que fazem atividade repetitiva com o braço elevado. O tratamento costuma combinar anticoagulação, trombólise dirigida por cateter e descompressão do desfiladeiro com ressecção da primeira costela.',
            '',
            '- Neurogênica: parestesias no território ulnar (C8–T1), dor e fraqueza da mão; diagnóstico essencialmente clínico.',
            '- Arterial: estenose ou aneurisma da subclávia com embolização distal para a mão.',
            '- Manobras provocativas (Adson, Roos) têm muitos falsos-positivos e não fecham o diagnóstico sozinhas.',
            '- Na forma venosa, angioplastia ou stent da subclávia sem descompressão óssea tendem a falhar.',
          ].join('\n'),
          handout: {
            title: 'Desfiladeiro torácico: as três formas',
            lines: [
              '- Neurogênica (~95%): plexo braquial inferior (C8-T1), dor e parestesias ulnares.',
              '- Venosa (3 a 5%): Paget-Schroetter, trombose de esforço da subclávia.',
              '- Arterial (~1%): costela cervical, aneurisma da subclávia, embolia para a mão.',
              '',
              'Tratamento da forma venosa:',
              '- Anticoagulação e trombólise dirigida por cateter.',
              '- Descompressão: ressecção da primeira costela.',
            ],
          },
        },
        {
          title: 'Aneurismas periféricos e viscerais',
          minutes: 26,
          video: { vimeo: '889438205' },
          body: [
            'O aneurisma da artéria poplítea é o aneurisma periférico mais comum. Diferentemente do AAA, raramente rompe: a complicação típica é a trombose ou a embolização distal, que pode levar à isquemia aguda e à perda do membro. É bilateral em cerca de metade dos casos e se associa com frequência ao AAA, que deve ser rastreado.',
            '',
            'Entre os viscerais, o aneurisma da artéria esplênica é o mais frequente e predomina em mulheres, multíparas e pacientes com hipertensão portal. A rotura na gestação tem alta mortalidade materna e fetal, por isso gestantes e mulheres em idade fértil são tratadas independentemente do diâmetro.',
            '',
            '- Poplíteo: correção eletiva com diâmetro ≥ 2 cm, trombo mural ou sintomas, por cirurgia aberta (exclusão e ponte) ou endoprótese.',
            '- Poplíteo com isquemia aguda e leito distal ocluído: a trombólise dirigida antes da revascularização pode recuperar o escoamento.',
            '- Esplênico: tratar se ≥ 3 cm pela diretriz da SVS de 2020 (textos clássicos citam 2 cm), se sintomático, em gestantes e em mulheres em idade fértil.',
            '- Pseudoaneurismas viscerais (pancreatite, trauma) têm alto risco de rotura e devem ser tratados em qualquer tamanho.',
          ].join('\n'),
          questionTrack: { label: 'Aneurismas periféricos e viscerais', no: 7 },
        },
      ],
    },
  ],
};
