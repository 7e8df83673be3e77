import type { DemoCourse } from './demo-course-types.ts';

/** The introductory (freemium) course of ortopedia: pronto-socorro, joelho e coluna. */
export const fundamentosOrtopediaR1Course: DemoCourse = {
  slug: 'fundamentos-ortopedia-r1',
  kind: 'courses',
  name: 'Fundamentos de Ortopedia para o R1',
  description:
    'Curso introdutório de cerca de 2 horas e meia com a ortopedia mais cobrada nas provas de R1: regras de Ottawa, joelho agudo, lombalgia, hérnia de disco, lesões meniscais e osteoartrite do joelho.',
  access: 'freemium',
  popularity: 748,
  categories: [
    { slug: 'trauma', name: 'Trauma' },
    { slug: 'joelho', name: 'Joelho' },
    { slug: 'coluna', name: 'Coluna' },
  ],
  handout: {
    title: 'Apostila completa: Fundamentos de Ortopedia',
    lines: [
      'Pronto-socorro',
      '- Ottawa tornozelo: dor maleolar + palpação dolorosa dos 6 cm distais ou sem 4 passos.',
      '- Ottawa pé: base do 5º metatarso ou navicular dolorosos, ou sem 4 passos.',
      '- Ottawa joelho: >= 55 anos, patela, cabeça da fíbula, flexão < 90 graus, 4 passos.',
      '- LCA: Lachman mais sensível; pivot shift mais específico; fratura de Segond.',
      '- Cauda equina: anestesia em sela, retenção urinária, déficit bilateral. Urgência.',
      '',
      'Ambulatório',
      '- Hérnia L4-L5 posterolateral: raiz L5 (hálux, dorso do pé).',
      '- S1: flexão plantar, borda lateral do pé, reflexo aquileu.',
      '- Menisco: reparar lesões periféricas do jovem; fisioterapia na lesão degenerativa.',
      '- Osteoartrite: exercício, perda de peso, AINE tópico; artroplastia se refratária.',
    ],
  },
  modules: [
    {
      title: 'Pronto-socorro ortopédico',
      description: 'Entorse de tornozelo, joelho agudo e lombalgia com sinais de alerta.',
      lessons: [
        {
          title: 'Entorse de tornozelo e regras de Ottawa',
          minutes: 20,
          video: { vimeo: '69854217' },
          body: [
            'A entorse em inversão é uma das queixas mais comuns do pronto-socorro, e o ligamento talofibular anterior é o primeiro e o mais lesado, seguido do calcaneofibular. As regras de Ottawa selecionam quem precisa de radiografia, com sensibilidade próxima de 100% para fraturas clinicamente relevantes.',
            '',
            'A radiografia do tornozelo está indicada se houver dor na região maleolar e algum dos critérios abaixo; a do pé, se houver dor no mediopé e um critério específico. Sem fratura, o tratamento é funcional: proteção, gelo, compressão e elevação, retorno precoce à carga com órtese e fisioterapia proprioceptiva.',
            '',
            '- Dor à palpação da borda posterior ou da ponta do maléolo lateral (6 cm distais).',
            '- Dor à palpação da borda posterior ou da ponta do maléolo medial (6 cm distais).',
            '- Pé: dor à palpação da base do 5º metatarso ou do navicular.',
            '- Incapacidade de dar quatro passos, logo após o trauma e no pronto-socorro.',
          ].join('\n'),
          flashcardTracks: [
            {
              titulo: 'Regras de Ottawa',
              descricao: 'Tornozelo, pé e joelho: quem precisa de radiografia.',
              cards: [
                {
                  frente: 'Qual ligamento é o mais lesado na entorse em inversão do tornozelo?',
                  verso: 'O talofibular anterior.',
                },
                {
                  frente: 'Quais pontos ósseos do tornozelo entram nas regras de Ottawa?',
                  verso: 'Borda posterior ou ponta dos maléolos lateral e medial, nos 6 cm distais.',
                },
                {
                  frente: 'Quais pontos do pé entram nas regras de Ottawa?',
                  verso: 'Base do 5º metatarso e navicular.',
                },
                {
                  frente: 'Qual critério funcional é comum às regras de Ottawa do tornozelo e do joelho?',
                  verso: 'Incapacidade de dar quatro passos logo após o trauma e no pronto-socorro.',
                },
                {
                  frente: 'Cite os critérios de Ottawa para o joelho.',
                  verso:
                    'Idade ≥ 55 anos, dor isolada na patela, dor na cabeça da fíbula, flexão < 90° ou incapacidade de dar quatro passos.',
                },
              ],
            },
          ],
        },
        {
          title: 'Joelho agudo: regras de Ottawa e lesão do LCA',
          minutes: 26,
          video: { vimeo: '69855830' },
          body: [
            'No joelho traumatizado, as regras de Ottawa indicam radiografia se houver idade de 55 anos ou mais, dor isolada à palpação da patela, dor à palpação da cabeça da fíbula, incapacidade de fletir o joelho a 90 graus ou incapacidade de dar quatro passos, logo após o trauma e no pronto-socorro.',
            '',
            'A lesão do ligamento cruzado anterior (LCA) ocorre tipicamente em entorse com o pé fixo, desaceleração e rotação, muitas vezes com estalido e derrame rápido. Na hemartrose aguda do adulto jovem após trauma torcional, a causa mais frequente é a lesão do LCA.',
            '',
            '- Teste de Lachman: o mais sensível para lesão do LCA; pivot shift: o mais específico.',
            '- Fratura de Segond (avulsão da borda lateral do platô tibial) é sinal indireto de lesão do LCA.',
            '- Tríade de O’Donoghue: LCA, ligamento colateral medial e menisco medial; nas lesões agudas do LCA, porém, o menisco lateral é o mais lesado.',
            '- A ressonância magnética confirma a lesão e avalia meniscos e cartilagem.',
            '- A reconstrução é indicada para o paciente ativo com instabilidade, sobretudo em esportes com giro.',
          ].join('\n'),
          link: { label: 'Sociedade Brasileira de Ortopedia e Traumatologia (SBOT)', url: 'https://sbot.org.br' },
        },
        {
          title: 'Lombalgia aguda: sinais de alerta e síndrome da cauda equina',
          minutes: 22,
          video: { vimeo: '69857146' },
          body: [
            'A grande maioria das lombalgias agudas é inespecífica e melhora em poucas semanas com analgesia, manutenção das atividades e orientação. Sem sinais de alerta, exames de imagem nas primeiras 4 a 6 semanas não mudam a conduta e não estão indicados.',
            '',
            'Os sinais de alerta apontam causas graves, como fratura, infecção, neoplasia e compressão neurológica. A síndrome da cauda equina é uma emergência: exige ressonância magnética imediata e descompressão cirúrgica precoce.',
            '',
            '- Neoplasia: história de câncer, perda de peso inexplicada, dor noturna que não melhora com repouso, idade acima de 50 anos.',
            '- Infecção: febre, imunossupressão, uso de drogas injetáveis, procedimento recente na coluna.',
            '- Fratura: trauma significativo, uso crônico de corticoide, osteoporose e idade avançada.',
            '- Cauda equina: anestesia em sela, retenção urinária (ou incontinência por transbordamento), incontinência fecal e déficit bilateral ou progressivo.',
          ].join('\n'),
          link: { label: 'Ministério da Saúde', url: 'https://www.gov.br/saude' },
          handout: {
            title: 'Lombalgia: sinais de alerta',
            lines: [
              'Sem sinais de alerta: analgesia, manter atividades, sem imagem por 4 a 6 semanas.',
              '',
              '- Neoplasia: câncer prévio, perda de peso, dor noturna, idade > 50 anos.',
              '- Infecção: febre, imunossupressão, drogas injetáveis.',
              '- Fratura: trauma, corticoide crônico, osteoporose.',
              '- Cauda equina: anestesia em sela, retenção urinária, incontinência fecal.',
              '',
              'Cauda equina: ressonância imediata e descompressão precoce.',
            ],
          },
        },
      ],
    },
    {
      title: 'Coluna e joelho no ambulatório',
      description: 'Hérnia de disco lombar, lesões meniscais e osteoartrite do joelho.',
      lessons: [
        {
          title: 'Hérnia de disco lombar: qual raiz está comprimida?',
          minutes: 28,
          video: { vimeo: '69858402' },
          body: [
            'A hérnia de disco lombar é mais frequente em L4-L5 e L5-S1. A hérnia posterolateral, a mais comum, comprime a raiz que desce para o forame de baixo: uma hérnia L4-L5 acomete a raiz L5. Já a hérnia foraminal ou extraforaminal comprime a raiz que sai naquele nível (L4, no disco L4-L5).',
            '',
            'O quadro típico é dor ciática irradiada abaixo do joelho, com sinal de Lasègue positivo entre 30 e 70 graus. O tratamento é conservador na maioria, e cerca de 90% melhoram em 6 a 12 semanas; a microdiscectomia é indicada na cauda equina, no déficit motor progressivo e na dor incapacitante que não melhora.',
            '',
            '- L4: fraqueza da dorsiflexão do tornozelo (tibial anterior) e do quadríceps, sensibilidade na face medial da perna, reflexo patelar diminuído.',
            '- L5: fraqueza da extensão do hálux (extensor longo do hálux), sensibilidade no dorso do pé, sem reflexo típico.',
            '- S1: fraqueza da flexão plantar, sensibilidade na borda lateral do pé, reflexo aquileu diminuído.',
            '- Lasègue cruzado (dor no lado afetado ao elevar a perna sadia) é muito específico para hérnia discal.',
          ].join('\n'),
          questionTrack: { label: 'Coluna', no: 3 },
          handout: {
            title: 'Radiculopatia lombar: raízes L4, L5 e S1',
            lines: [
              '- L4: tibial anterior e quadríceps; face medial da perna; reflexo patelar.',
              '- L5: extensor longo do hálux; dorso do pé; sem reflexo típico.',
              '- S1: flexão plantar; borda lateral do pé; reflexo aquileu.',
              '',
              'Hérnia L4-L5 posterolateral: raiz L5. Foraminal L4-L5: raiz L4.',
              'Cirurgia: cauda equina, déficit progressivo ou dor refratária.',
            ],
          },
        },
        {
          title: 'Lesões meniscais: diagnóstico e quando operar',
          minutes: 24,
          video: { vimeo: '69859971' },
          body: [
            'O menisco medial é lesado com mais frequência que o lateral, por ser menos móvel e aderido à cápsula e ao ligamento colateral medial. O quadro típico é dor na interlinha articular, derrame e sintomas mecânicos, como falseio e bloqueio; os testes de McMurray e de Thessaly ajudam no exame, e a ressonância magnética confirma.',
            '',
            'A tendência atual é preservar o menisco. Lesões periféricas, na zona vermelha-vermelha vascularizada, em pacientes jovens, devem ser suturadas. Nas lesões degenerativas do paciente de meia-idade sem bloqueio, a fisioterapia é a primeira escolha, pois a meniscectomia artroscópica não mostrou benefício superior em ensaios controlados.',
            '',
            '- Zona vermelha-vermelha (terço periférico): boa vascularização e maior chance de cicatrização após a sutura.',
            '- Lesão em alça de balde com joelho bloqueado: artroscopia precoce.',
            '- O menisco discoide é quase sempre lateral e pode causar estalido em crianças.',
            '- Meniscectomia extensa acelera a osteoartrite do compartimento.',
          ].join('\n'),
        },
        {
          title: 'Osteoartrite do joelho: do tratamento clínico à artroplastia',
          minutes: 26,
          video: { vimeo: '69861235' },
          body: [
            'A osteoartrite do joelho é a principal causa de dor crônica no joelho após os 50 anos. O diagnóstico é clínico e radiográfico, com radiografias com carga; a ressonância raramente é necessária. A classificação de Kellgren-Lawrence gradua a doença de 0 a 4 por osteófitos, estreitamento do espaço articular, esclerose subcondral e deformidade.',
            '',
            'O tratamento é escalonado. Exercício com fortalecimento do quadríceps, perda de peso e educação são a base; anti-inflamatórios tópicos são a primeira opção farmacológica, e a infiltração com corticoide alivia as crises por algumas semanas. A artroplastia total é indicada para dor e limitação importantes que não respondem ao tratamento clínico.',
            '',
            '- Kellgren-Lawrence 1: osteófito duvidoso; 2: osteófito definido; 3: estreitamento definido, osteófitos múltiplos e esclerose; 4: estreitamento acentuado, esclerose grave e deformidade.',
            '- Perda de 5 a 10% do peso corporal melhora a dor e a função.',
            '- Lavagem e desbridamento artroscópicos não são indicados na osteoartrite sem sintomas mecânicos.',
            '- Osteotomia valgizante da tíbia é opção no jovem ativo com artrose medial isolada e joelho varo.',
          ].join('\n'),
          handout: {
            title: 'Osteoartrite do joelho: tratamento escalonado',
            lines: [
              '1. Educação, exercício e fortalecimento do quadríceps.',
              '2. Perda de 5 a 10% do peso corporal.',
              '3. AINE tópico; AINE oral por curto período, se não houver contraindicação.',
              '4. Infiltração com corticoide nas crises.',
              '5. Osteotomia no jovem com artrose unicompartimental e desvio de eixo.',
              '6. Artroplastia total na dor e limitação refratárias.',
              '',
              'Kellgren-Lawrence: 0 normal a 4 estreitamento acentuado e deformidade.',
            ],
          },
        },
      ],
    },
  ],
};
