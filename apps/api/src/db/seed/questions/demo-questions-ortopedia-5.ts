import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 5: joelho, pé e tornozelo do adulto e ortopedia pediátrica (quadril, fraturas, pé torto). */
export const questions5: readonly DemoQuestion[] = [
  {
    subject: [
      'Ortopedia do Adulto',
      'Joelho, Pé e Tornozelo',
      'Lesões ligamentares do joelho',
      'Ligamento cruzado posterior',
    ],
    statement:
      '<p>Homem, 30 anos, sofre colisão automobilística com o joelho fletido batendo contra o painel. Ao exame, há gaveta posterior positiva e queda posterior da tíbia com quadril e joelho fletidos a 90° (sinal de Godfrey). A ressonância mostra lesão parcial isolada do ligamento cruzado posterior, sem outras lesões.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Tratamento conservador com reabilitação centrada no fortalecimento do quadríceps.',
        explanation:
          'Correta: lesões isoladas de baixo e médio grau do cruzado posterior têm bom resultado sem cirurgia.',
      },
      {
        text: 'Reconstrução imediata do ligamento cruzado posterior.',
        explanation:
          'Incorreta: a cirurgia é reservada a lesões combinadas ou completas com instabilidade sintomática.',
      },
      {
        text: 'Reconstrução do ligamento cruzado anterior.',
        explanation: 'Incorreta: o cruzado anterior está íntegro.',
      },
      {
        text: 'Imobilização gessada por 12 semanas.',
        explanation: 'Incorreta: causa rigidez e atrofia, sem benefício.',
      },
      { text: 'Artroscopia para meniscectomia.', explanation: 'Incorreta: não há lesão meniscal descrita.' },
    ],
    correct: 'A',
    explanation:
      '<p>O ligamento cruzado posterior é o principal restritor da translação posterior da tíbia. Sua lesão típica ocorre no trauma do painel ou em queda sobre o joelho fletido. Lesões isoladas parciais são tratadas com reabilitação focada no quadríceps, que compensa a translação posterior. A reconstrução fica para lesões combinadas (canto posterolateral, luxação do joelho) e instabilidade persistente.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2017,
      board: 'SBOT',
    },
  },
  {
    subject: [
      'Ortopedia do Adulto',
      'Joelho, Pé e Tornozelo',
      'Lesões ligamentares do joelho',
      'Ligamento colateral medial',
    ],
    statement:
      '<p>Mulher, 28 anos, sofre trauma em valgo do joelho ao esquiar. Há dor na face medial e abertura em valgo a 30° de flexão, estável em extensão completa. A ressonância mostra lesão isolada grau II do ligamento colateral medial.</p><p>Qual o tratamento?</p>',
    alternatives: [
      {
        text: 'Reconstrução cirúrgica do ligamento colateral medial.',
        explanation:
          'Incorreta: o colateral medial tem ótimo potencial de cicatrização, e a lesão isolada é conservadora.',
      },
      {
        text: 'Órtese articulada com reabilitação e carga precoces.',
        explanation: 'Correta: protege contra o valgo e permite a mobilização, com excelente resultado.',
      },
      {
        text: 'Gesso inguinopodálico em extensão por 6 semanas.',
        explanation: 'Incorreta: a imobilização rígida prolongada causa rigidez e não melhora a cicatrização.',
      },
      {
        text: 'Reparo artroscópico do ligamento.',
        explanation: 'Incorreta: o colateral medial é extra-articular e não tem indicação de reparo nessa situação.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O ligamento colateral medial é o ligamento mais lesado do joelho. A lesão é testada em valgo a 30° de flexão; a abertura também em extensão completa sugere lesão associada do cruzado ou da cápsula posterior. Lesões isoladas de graus I a III são tratadas, na maioria, com órtese articulada e reabilitação, pela excelente capacidade de cicatrização do ligamento.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Lesões meniscais'],
    statement:
      '<p>Homem, 22 anos, após torção do joelho jogando futebol, está há 2 dias sem conseguir estender completamente o joelho, com bloqueio a 20° de flexão. A ressonância mostra lesão longitudinal do menisco medial em alça de balde, deslocada para o intercôndilo, na zona periférica vascularizada.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Fisioterapia para recuperar a extensão.',
        explanation: 'Incorreta: o bloqueio é mecânico e não se resolve com fisioterapia.',
      },
      { text: 'Infiltração intra-articular com corticoide.', explanation: 'Incorreta: não trata o bloqueio mecânico.' },
      {
        text: 'Imobilização em flexão por 4 semanas.',
        explanation: 'Incorreta: mantém o menisco deslocado e agrava a rigidez.',
      },
      {
        text: 'Meniscectomia total por via aberta.',
        explanation: 'Incorreta: a meniscectomia total acelera a artrose, e a lesão periférica em jovem é reparável.',
      },
      {
        text: 'Artroscopia precoce com redução e sutura do menisco.',
        explanation:
          'Correta: o bloqueio verdadeiro exige cirurgia, e a lesão vascularizada em jovem deve ser reparada.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A lesão em alça de balde é uma lesão longitudinal extensa cujo fragmento se desloca para o intercôndilo e causa bloqueio articular verdadeiro, com perda da extensão. É indicação de artroscopia precoce. Lesões na zona periférica (vermelho-vermelha), em jovens, devem ser suturadas sempre que possível, pois a perda do menisco aumenta a carga na cartilagem e acelera a artrose.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Lesões meniscais'],
    statement:
      '<p>Homem, 58 anos, refere dor insidiosa na face medial do joelho há 6 meses, sem episódios de bloqueio. A ressonância mostra lesão degenerativa horizontal do corno posterior do menisco medial e artrose leve do compartimento medial.</p><p>Qual a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Meniscectomia parcial artroscópica imediata.',
        explanation:
          'Incorreta: ensaios clínicos não mostraram benefício da artroscopia sobre a fisioterapia nas lesões degenerativas.',
      },
      {
        text: 'Reparo artroscópico do menisco.',
        explanation:
          'Incorreta: lesões degenerativas horizontais em menisco envelhecido têm baixo potencial de cicatrização.',
      },
      {
        text: 'Tratamento conservador com exercícios supervisionados, controle do peso e analgesia.',
        explanation: 'Correta: é a conduta inicial recomendada para lesões meniscais degenerativas sem bloqueio.',
      },
      {
        text: 'Artroplastia total do joelho.',
        explanation: 'Incorreta: a artrose é leve, e a artroplastia fica para doença avançada refratária.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Lesões meniscais degenerativas são muito comuns após os 50 anos e frequentemente fazem parte da artrose. Estudos randomizados mostraram que a meniscectomia artroscópica não supera a fisioterapia ou a cirurgia simulada nesses pacientes. O tratamento inicial é conservador; a artroscopia fica para sintomas mecânicos verdadeiros ou falha do tratamento clínico, em casos selecionados.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Osteoartrose do joelho'],
    statement:
      '<p>Mulher, 62 anos, IMC 33 kg/m<sup>2</sup>, refere dor mecânica nos joelhos há 2 anos. A radiografia com carga mostra osteófitos e redução discreta do espaço articular medial (Kellgren-Lawrence II).</p><p>Qual a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Artroplastia total do joelho.',
        explanation: 'Incorreta: é reservada à doença avançada com falha do tratamento conservador.',
      },
      {
        text: 'Artroscopia com desbridamento e lavagem articular.',
        explanation: 'Incorreta: não há benefício comprovado na artrose, e as diretrizes a desaconselham.',
      },
      {
        text: 'Corticoide oral prolongado.',
        explanation: 'Incorreta: não é indicado na artrose e traz efeitos adversos importantes.',
      },
      {
        text: 'Perda de peso, exercícios de fortalecimento do quadríceps e anti-inflamatório tópico.',
        explanation: 'Correta: são as medidas de primeira linha com melhor evidência.',
      },
      {
        text: 'Repouso e suspensão de atividades físicas.',
        explanation: 'Incorreta: a inatividade piora a força muscular, o peso e a dor.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O tratamento da osteoartrose do joelho é escalonado. A base é educação, exercícios (fortalecimento e aeróbicos) e perda de peso quando há sobrepeso. Anti-inflamatórios tópicos são a primeira opção farmacológica, sobretudo em idosos; orais em períodos curtos. Infiltrações com corticoide aliviam a curto prazo. Osteotomia ou artroplastia ficam para os casos avançados e refratários.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Osteoartrose do joelho'],
    statement:
      '<p>Homem, 48 anos, trabalhador ativo, com joelho varo e artrose isolada do compartimento medial, ligamentos estáveis e boa amplitude de movimento, mantém dor apesar do tratamento conservador adequado.</p><p>Qual a opção cirúrgica mais indicada?</p>',
    alternatives: [
      {
        text: 'Osteotomia tibial alta valgizante.',
        explanation:
          'Correta: transfere a carga para o compartimento lateral preservado, adiando a artroplastia em pacientes jovens e ativos.',
      },
      {
        text: 'Osteotomia femoral distal varizante.',
        explanation: 'Incorreta: é indicada no joelho valgo com artrose lateral.',
      },
      {
        text: 'Artroplastia total do joelho.',
        explanation:
          'Incorreta: em paciente jovem e ativo com doença unicompartimental, prefere-se preservar a articulação.',
      },
      {
        text: 'Artroscopia com desbridamento.',
        explanation: 'Incorreta: não altera o eixo nem a evolução da artrose.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A osteotomia tibial alta valgizante corrige o varo e desloca a carga para o compartimento lateral. Os melhores candidatos são pacientes jovens e ativos, com artrose medial isolada, ligamentos estáveis, boa amplitude de movimento e sem artrose lateral ou patelofemoral significativa. A artroplastia unicompartimental é alternativa em pacientes mais velhos e menos ativos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Osteoartrose do joelho'],
    statement:
      '<p>Para avaliar o estreitamento do espaço articular na osteoartrose do joelho, a incidência radiográfica mais adequada é:</p>',
    alternatives: [
      {
        text: 'Anteroposterior em decúbito, sem carga.',
        explanation: 'Incorreta: sem carga, o espaço articular é superestimado.',
      },
      {
        text: 'Radiografias com carga: AP bipodal e posteroanterior com 45° de flexão (incidência de Rosenberg).',
        explanation:
          'Correta: a carga revela o estreitamento real, e a flexão mostra o desgaste posterior dos côndilos.',
      },
      { text: 'Axial de patela isolada.', explanation: 'Incorreta: avalia apenas o compartimento patelofemoral.' },
      {
        text: 'Perfil em decúbito, sem carga.',
        explanation: 'Incorreta: não avalia adequadamente os compartimentos tibiofemorais.',
      },
      {
        text: 'Tomografia em decúbito.',
        explanation: 'Incorreta: não reproduz a carga e não é exame de rotina para artrose.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na osteoartrose do joelho, as radiografias devem ser feitas com carga. A incidência de Rosenberg, posteroanterior com o joelho fletido a 45°, é mais sensível para o desgaste da porção posterior dos côndilos. A classificação de Kellgren-Lawrence usa osteófitos, estreitamento do espaço, esclerose e deformidade. A ressonância não é necessária para o diagnóstico.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Pé e tornozelo do adulto'],
    statement:
      '<p>Na avaliação radiográfica do hálux valgo, com radiografias do pé com carga, quais são os valores considerados normais para o ângulo de valgismo do hálux (metatarsofalângico) e para o ângulo intermetatarsal entre o primeiro e o segundo metatarsos, respectivamente?</p>',
    alternatives: [
      {
        text: 'Menor que 25° e menor que 15°.',
        explanation: 'Incorreta: esses valores já correspondem a deformidade moderada.',
      },
      {
        text: 'Menor que 5° e menor que 3°.',
        explanation: 'Incorreta: valores muito restritivos, abaixo da variação normal.',
      },
      { text: 'Menor que 15° e menor que 9°.', explanation: 'Correta: são os limites de normalidade mais usados.' },
      { text: 'Menor que 20° e menor que 12°.', explanation: 'Incorreta: valores acima dos limites normais.' },
      { text: 'Menor que 30° e menor que 20°.', explanation: 'Incorreta: correspondem a deformidade grave.' },
    ],
    correct: 'C',
    explanation:
      '<p>O ângulo de valgismo do hálux normal é menor que 15°, e o intermetatarsal 1-2 é menor que 9° a 10°. Esses ângulos, medidos em radiografias com carga, classificam a deformidade e orientam a escolha da osteotomia: distais para deformidades leves e moderadas, e proximais ou artrodese da primeira tarsometatarsal para as graves. A cirurgia é indicada pela dor, e não pela estética.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Pé e tornozelo do adulto'],
    statement:
      '<p>Mulher, 45 anos, refere dor na planta do calcanhar, mais intensa nos primeiros passos ao levantar pela manhã, que melhora após alguns minutos de caminhada. Há dor à palpação da tuberosidade medial do calcâneo.</p><p>Qual o diagnóstico e o tratamento inicial?</p>',
    alternatives: [
      {
        text: 'Fratura de estresse do calcâneo; ressonância e imobilização sem carga.',
        explanation:
          'Incorreta: a fratura de estresse causa dor à compressão laterolateral do calcâneo e piora com a atividade.',
      },
      {
        text: 'Síndrome do túnel do tarso; eletroneuromiografia e descompressão.',
        explanation: 'Incorreta: cursaria com parestesias na planta do pé e Tinel atrás do maléolo medial.',
      },
      {
        text: 'Tendinopatia do calcâneo; alongamento excêntrico.',
        explanation: 'Incorreta: a dor seria posterior, no tendão, e não plantar.',
      },
      {
        text: 'Esporão do calcâneo; ressecção cirúrgica do esporão.',
        explanation:
          'Incorreta: o esporão é achado frequente em assintomáticos, e a cirurgia não é tratamento inicial.',
      },
      {
        text: 'Fascite plantar; alongamento da fáscia plantar e do tríceps sural, palmilhas e analgesia.',
        explanation: 'Correta: o quadro é típico, e a maioria melhora com tratamento conservador em meses.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A fascite plantar é a causa mais comum de dor plantar no calcanhar. A dor nos primeiros passos da manhã e à palpação da inserção medial da fáscia é característica. O tratamento conservador (alongamento específico da fáscia e do tríceps sural, palmilhas, calçados adequados, órtese noturna) resolve a maioria dos casos em até um ano. Infiltrações e ondas de choque são alternativas nos refratários.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2024,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Pé e tornozelo do adulto'],
    statement:
      '<p>Homem, 40 anos, jogando squash, sente como se tivesse levado uma pedrada na panturrilha. Há falha palpável no tendão calcâneo, 5 cm acima da inserção, e o teste de Thompson é positivo.</p><p>Sobre esse quadro, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O teste de Thompson positivo corresponde à flexão plantar do pé ao se comprimir a panturrilha.',
        explanation: 'Incorreta: o teste é positivo quando a compressão da panturrilha não produz flexão plantar.',
      },
      {
        text: 'O tratamento cirúrgico é obrigatório, pois o conservador tem reruptura de cerca de 40%.',
        explanation:
          'Incorreta: com reabilitação funcional, as taxas de reruptura do tratamento conservador são baixas.',
      },
      {
        text: 'A capacidade de fletir o pé ativamente exclui a ruptura.',
        explanation: 'Incorreta: os flexores longos e o tibial posterior mantêm alguma flexão plantar.',
      },
      {
        text: 'Tanto o tratamento cirúrgico quanto o conservador funcional, com órtese em equino, carga e reabilitação precoces, são opções, com taxas de reruptura semelhantes.',
        explanation:
          'Correta: ensaios recentes mostram resultados próximos, com mais complicações de ferida no grupo cirúrgico.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A ruptura aguda do tendão calcâneo ocorre tipicamente em homens de 30 a 50 anos em esportes intermitentes. O diagnóstico é clínico (falha palpável, Thompson positivo, perda da posição de repouso em flexão plantar). Com reabilitação funcional precoce, o tratamento conservador tem taxas de reruptura semelhantes às da cirurgia, que tem mais complicações de ferida; a escolha é individualizada.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Pé e tornozelo do adulto'],
    statement:
      '<p>Mulher, 50 anos, usuária de sapatos de salto alto e bico fino, refere dor em queimação entre o terceiro e o quarto dedos do pé, com dormência nesses dedos. A compressão laterolateral do antepé, com pressão no espaço intermetatarsal, provoca dor e estalido.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Neuroma de Morton no terceiro espaço intermetatarsal.',
        explanation: 'Correta: dor neurítica no terceiro espaço com sinal de Mulder é típica.',
      },
      {
        text: 'Fratura de estresse do segundo metatarso.',
        explanation: 'Incorreta: a dor seria óssea, sobre a diáfise, sem parestesia nos dedos.',
      },
      {
        text: 'Metatarsalgia de transferência por hálux valgo.',
        explanation: 'Incorreta: causa dor plantar sob as cabeças dos metatarsos, sem parestesia interdigital.',
      },
      {
        text: 'Doença de Freiberg.',
        explanation: 'Incorreta: é osteonecrose da cabeça do segundo metatarso, mais comum em adolescentes.',
      },
      {
        text: 'Gota na articulação metatarsofalângica.',
        explanation: 'Incorreta: causa artrite aguda com sinais inflamatórios, tipicamente no hálux.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O neuroma de Morton é uma fibrose perineural do nervo digital comum, mais frequente no terceiro espaço intermetatarsal e em mulheres que usam calçados apertados e de salto. O sinal de Mulder é o estalido doloroso à compressão do antepé. O tratamento inicial é troca do calçado e palmilha com apoio retrocapital; infiltração e neurectomia ficam para os casos refratários.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Displasia do desenvolvimento do quadril', 'Diagnóstico'],
    statement:
      '<p>Recém-nascida, primogênita, nascida de parto cesáreo por apresentação pélvica. No exame, com o quadril fletido, ao abduzir a coxa e empurrar o trocanter maior para frente, percebe-se um ressalto de redução da cabeça femoral.</p><p>Esse achado corresponde a:</p>',
    alternatives: [
      {
        text: 'Manobra de Barlow positiva: quadril luxável.',
        explanation:
          'Incorreta: a manobra de Barlow, com adução e pressão posterior, desloca um quadril reduzido, porém instável.',
      },
      {
        text: 'Manobra de Ortolani positiva: quadril luxado e redutível.',
        explanation: 'Correta: o ressalto à abdução com elevação do trocanter indica redução de um quadril luxado.',
      },
      {
        text: 'Sinal de Galeazzi positivo.',
        explanation:
          'Incorreta: é a diferença de altura dos joelhos com quadris e joelhos fletidos, útil em luxações unilaterais mais tardias.',
      },
      { text: 'Sinal de Trendelenburg.', explanation: 'Incorreta: exige marcha e apoio monopodal.' },
      {
        text: 'Estalido ligamentar sem significado patológico.',
        explanation: 'Incorreta: estalidos finos podem ser benignos, mas o ressalto de redução é patológico.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>As manobras de Ortolani (reduz o quadril luxado com abdução) e de Barlow (luxa o quadril instável com adução e pressão posterior) são a base do rastreamento da displasia do desenvolvimento do quadril no recém-nascido. Após os 3 meses, com a contratura dos adutores, elas se tornam negativas, e a limitação da abdução passa a ser o principal sinal. Fatores de risco: sexo feminino, apresentação pélvica, história familiar e primiparidade.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Displasia do desenvolvimento do quadril', 'Tratamento'],
    statement:
      '<p>Lactente de 6 semanas com displasia do desenvolvimento do quadril esquerdo, com quadril luxado e redutível ao exame, confirmada por ultrassonografia.</p><p>Qual o tratamento indicado?</p>',
    alternatives: [
      {
        text: 'Gesso pelvipodálico imediato, sem tentativa prévia de órtese.',
        explanation: 'Incorreta: o gesso é usado após redução fechada em crianças maiores ou falha da órtese.',
      },
      {
        text: 'Uso de fraldas duplas ou triplas.',
        explanation: 'Incorreta: não mantém a redução de modo confiável e não é tratamento eficaz.',
      },
      {
        text: 'Redução aberta.',
        explanation: 'Incorreta: reservada a crianças mais velhas ou a falhas da redução fechada.',
      },
      {
        text: 'Suspensório de Pavlik, com controle ultrassonográfico da redução.',
        explanation: 'Correta: é o tratamento de escolha nos primeiros meses de vida.',
      },
      {
        text: 'Observação até os 6 meses.',
        explanation: 'Incorreta: o quadril luxado deve ser tratado precocemente, quando o resultado é melhor.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O tratamento da displasia do desenvolvimento do quadril depende da idade. Até cerca de 6 meses, usa-se o suspensório de Pavlik, que mantém flexão e abdução e permite a redução espontânea, com controle ultrassonográfico; se o quadril não reduzir em algumas semanas, abandona-se o método pelo risco de lesão da parede posterior. Entre 6 e 18 meses, a regra é redução fechada sob anestesia e gesso; depois, redução aberta com ou sem osteotomias.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Displasia do desenvolvimento do quadril', 'Diagnóstico'],
    statement:
      '<p>Menina de 2 meses, primogênita, nascida em apresentação pélvica, tem exame clínico dos quadris normal.</p><p>Qual o exame de imagem mais indicado para rastrear displasia do desenvolvimento do quadril?</p>',
    alternatives: [
      {
        text: 'Radiografia da bacia em AP.',
        explanation:
          'Incorreta: antes da ossificação do núcleo da cabeça femoral, por volta dos 4 a 6 meses, a radiografia é pouco útil.',
      },
      {
        text: 'Tomografia computadorizada da bacia.',
        explanation: 'Incorreta: expõe à radiação e não é exame de rastreamento.',
      },
      {
        text: 'Ressonância magnética dos quadris.',
        explanation: 'Incorreta: exige sedação e não é usada no rastreamento.',
      },
      {
        text: 'Cintilografia óssea.',
        explanation: 'Incorreta: não avalia a relação entre a cabeça femoral e o acetábulo.',
      },
      {
        text: 'Ultrassonografia dos quadris pelo método de Graf.',
        explanation:
          'Correta: avalia a cabeça cartilaginosa e o acetábulo e é o exame de escolha até cerca de 4 a 6 meses.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Até cerca de 4 a 6 meses, a cabeça femoral é cartilaginosa e a ultrassonografia é o exame de escolha, com medida do ângulo alfa pelo método de Graf (normal de 60° ou mais) e avaliação dinâmica. Recomenda-se a ultrassonografia por volta de 6 semanas nas crianças com fatores de risco, mesmo com exame normal. Depois da ossificação do núcleo, usa-se a radiografia, com as linhas de Hilgenreiner e Perkins e o índice acetabular.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Doença de Legg-Calvé-Perthes'],
    statement:
      '<p>Menino, 6 anos, apresenta claudicação há 2 meses e dor intermitente na coxa e no joelho direitos. Está afebril, com limitação da abdução e da rotação interna do quadril direito. Hemograma e provas inflamatórias normais. A radiografia mostra esclerose e fragmentação da epífise femoral proximal.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Sinovite transitória do quadril.',
        explanation: 'Incorreta: dura poucos dias a semanas e não causa alterações radiográficas da epífise.',
      },
      {
        text: 'Artrite séptica do quadril.',
        explanation: 'Incorreta: cursa com quadro agudo, febre e provas inflamatórias elevadas.',
      },
      {
        text: 'Doença de Legg-Calvé-Perthes.',
        explanation:
          'Correta: osteonecrose idiopática da epífise femoral em menino de 4 a 8 anos, com claudicação e dor referida ao joelho.',
      },
      {
        text: 'Epifisiólise proximal do fêmur.',
        explanation: 'Incorreta: acomete adolescentes, geralmente obesos, com escorregamento da epífise.',
      },
      {
        text: 'Displasia do desenvolvimento do quadril.',
        explanation: 'Incorreta: não causa fragmentação da epífise nessa idade.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A doença de Legg-Calvé-Perthes é a osteonecrose idiopática da epífise femoral proximal na criança, mais comum em meninos de 4 a 8 anos, com atraso da idade óssea. Evolui pelas fases de necrose, fragmentação, reossificação e remodelação. Manifesta-se por claudicação e dor no quadril, na coxa ou no joelho, com limitação da abdução e da rotação interna.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Doença de Legg-Calvé-Perthes'],
    statement: '<p>Na doença de Legg-Calvé-Perthes, quais fatores indicam pior prognóstico?</p>',
    alternatives: [
      {
        text: 'Início após os 8 anos de idade e classificação do pilar lateral de Herring tipo C.',
        explanation:
          'Correta: idade mais avançada e colapso de mais de 50% do pilar lateral são os principais fatores de mau prognóstico.',
      },
      {
        text: 'Início antes dos 6 anos e pilar lateral tipo A.',
        explanation: 'Incorreta: são fatores de bom prognóstico.',
      },
      {
        text: 'Sexo masculino e doença unilateral.',
        explanation: 'Incorreta: é o perfil mais comum, sem pior prognóstico por si.',
      },
      {
        text: 'Dor referida ao joelho.',
        explanation: 'Incorreta: é característica clínica comum, sem valor prognóstico.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A idade de início é o principal fator prognóstico: crianças abaixo de 6 anos costumam evoluir bem, e acima de 8 anos têm pior resultado. A classificação do pilar lateral de Herring (A, B, B/C e C) avalia o colapso do terço lateral da epífise na fase de fragmentação. O resultado final é medido pela esfericidade e congruência da cabeça (Stulberg), que se relaciona ao risco de artrose.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Doença de Legg-Calvé-Perthes'],
    statement: '<p>Qual o princípio que orienta o tratamento da doença de Legg-Calvé-Perthes?</p>',
    alternatives: [
      {
        text: 'Repouso absoluto no leito até a completa reossificação.',
        explanation: 'Incorreta: é inviável por anos e não altera o resultado.',
      },
      {
        text: 'Contenção da cabeça femoral no acetábulo, com manutenção da amplitude de movimento, sobretudo da abdução.',
        explanation: 'Correta: a contenção permite que a cabeça se remodele esférica, moldada pelo acetábulo.',
      },
      { text: 'Artroplastia precoce do quadril.', explanation: 'Incorreta: não é indicada na criança.' },
      {
        text: 'Uso de bisfosfonato como tratamento padrão.',
        explanation: 'Incorreta: ainda é experimental, sem papel estabelecido.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O tratamento da doença de Perthes baseia-se na contenção: manter a cabeça femoral dentro do acetábulo durante a fase de fragmentação, para que se remodele esférica. Inclui recuperar e manter a abdução (fisioterapia, gessos de abdução) e, em crianças maiores ou com pior prognóstico, osteotomias femorais ou pélvicas. Crianças pequenas com doença leve podem ser apenas observadas.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'FAURGS' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Epifisiólise proximal do fêmur'],
    statement:
      '<p>Menino, 13 anos, obeso, refere dor no joelho esquerdo e claudicação há 3 semanas. Ao fletir passivamente o quadril esquerdo, o membro roda externamente de forma obrigatória.</p><p>Qual a hipótese diagnóstica e o exame indicado?</p>',
    alternatives: [
      {
        text: 'Lesão meniscal; ressonância do joelho.',
        explanation: 'Incorreta: o exame do quadril é anormal, e a dor no joelho é referida.',
      },
      {
        text: 'Osteocondrite do joelho; radiografia do joelho apenas.',
        explanation: 'Incorreta: não explica o sinal no quadril.',
      },
      {
        text: 'Tendinite patelar; infiltração.',
        explanation: 'Incorreta: não há indicação de infiltração em adolescente com suspeita de doença do quadril.',
      },
      {
        text: 'Epifisiólise proximal do fêmur; radiografias da bacia em AP e em perfil (posição de rã ou Lauenstein) dos dois quadris.',
        explanation: 'Correta: o sinal de Drehmann em adolescente obeso com dor no joelho é típico.',
      },
      {
        text: 'Doença de Osgood-Schlatter; repouso.',
        explanation: 'Incorreta: causa dor na tuberosidade anterior da tíbia, sem alteração no quadril.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A epifisiólise proximal do fêmur é o deslizamento posterior e inferior da epífise em relação ao colo, típica de adolescentes obesos no estirão, mais em meninos. A dor pode ser referida apenas ao joelho. O sinal de Drehmann (rotação externa obrigatória à flexão) é característico. O perfil é a incidência mais sensível; no AP, a linha de Klein não cruza a epífise. É bilateral em parte considerável dos casos.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Epifisiólise proximal do fêmur'],
    statement: '<p>Qual o tratamento padrão da epifisiólise proximal do fêmur estável, de grau leve a moderado?</p>',
    alternatives: [
      {
        text: 'Fixação in situ com um parafuso canulado, posicionado no centro da epífise, sem tentativa de redução.',
        explanation: 'Correta: estabiliza a epífise e induz o fechamento da fise com baixo risco de osteonecrose.',
      },
      {
        text: 'Redução forçada sob anestesia seguida de fixação.',
        explanation: 'Incorreta: a manipulação aumenta muito o risco de osteonecrose.',
      },
      {
        text: 'Gesso pelvipodálico por 8 semanas.',
        explanation: 'Incorreta: tem altas taxas de progressão do deslizamento e de condrólise.',
      },
      {
        text: 'Repouso e observação clínica.',
        explanation: 'Incorreta: o deslizamento tende a progredir sem fixação.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A epifisiólise estável é tratada com fixação in situ por um parafuso canulado, inserido perpendicular à fise e no centro da epífise, sem reduzir o escorregamento. A fixação profilática do lado oposto é considerada em pacientes de alto risco, como crianças mais jovens e com doenças endócrinas. Deformidades residuais graves podem exigir osteotomias posteriormente.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Epifisiólise proximal do fêmur'],
    statement:
      '<p>Na classificação de Loder para a epifisiólise proximal do fêmur, como é definida a forma instável e qual sua principal implicação?</p>',
    alternatives: [
      {
        text: 'Escorregamento maior que 50%; maior risco de condrólise.',
        explanation:
          'Incorreta: a gravidade do escorregamento é medida por Southwick ou pela porcentagem, e não define estabilidade.',
      },
      {
        text: 'Sintomas há mais de 3 semanas; maior risco de pseudartrose.',
        explanation: 'Incorreta: a duração define a classificação temporal (aguda ou crônica), e não a de Loder.',
      },
      {
        text: 'Incapacidade de deambular, mesmo com muletas; maior risco de osteonecrose da cabeça femoral.',
        explanation: 'Correta: a forma instável tem risco de osteonecrose muito maior que a estável.',
      },
      {
        text: 'Ângulo de Southwick maior que 30°; evolução para coxa valga.',
        explanation:
          'Incorreta: o ângulo de Southwick gradua a deformidade, e a deformidade residual é em varo e retroversão.',
      },
      {
        text: 'Doença bilateral; maior risco de infecção.',
        explanation: 'Incorreta: a bilateralidade não define instabilidade.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Loder classifica a epifisiólise pela capacidade de andar: estável, quando o paciente deambula, com ou sem muletas; instável, quando não consegue andar nem com muletas. A forma instável tem taxas de osteonecrose muito mais altas (cerca de 20% a 50%, conforme as séries) e é tratada como urgência, com fixação e, para alguns autores, descompressão articular.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2026,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Fraturas na criança', 'Fraturas fisárias'],
    statement:
      '<p>Qual o tipo mais frequente de fratura fisária na classificação de Salter-Harris e qual o seu traço?</p>',
    alternatives: [
      {
        text: 'Tipo I: traço exclusivamente pela fise.',
        explanation: 'Incorreta: é mais comum em crianças pequenas, mas não é o tipo mais frequente.',
      },
      {
        text: 'Tipo II: traço pela fise, saindo pela metáfise (fragmento de Thurston-Holland).',
        explanation: 'Correta: é o tipo mais comum, em geral com bom prognóstico.',
      },
      {
        text: 'Tipo III: traço pela fise, saindo pela epífise para a articulação.',
        explanation: 'Incorreta: é intra-articular e menos frequente.',
      },
      {
        text: 'Tipo IV: traço que cruza metáfise, fise e epífise.',
        explanation: 'Incorreta: é intra-articular, menos frequente e com maior risco de barra fisária.',
      },
      {
        text: 'Tipo V: compressão axial da fise.',
        explanation: 'Incorreta: é rara e muitas vezes diagnosticada apenas retrospectivamente.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A classificação de Salter-Harris descreve as fraturas que envolvem a fise. O tipo II é o mais comum (cerca de três quartos dos casos). Os tipos I e II costumam ser tratados com redução fechada. Os tipos III e IV são intra-articulares e exigem redução anatômica, muitas vezes aberta. O tipo V tem o pior prognóstico de crescimento.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Fraturas na criança', 'Fraturas fisárias'],
    statement:
      '<p>Menino, 11 anos, sofre entorse do tornozelo. A tomografia mostra fratura do maléolo medial com traço que atravessa a metáfise, a fise e a epífise, com degrau articular de 3 mm.</p><p>Qual a classificação e a conduta?</p>',
    alternatives: [
      {
        text: 'Salter-Harris II; gesso sem redução.',
        explanation: 'Incorreta: o traço atravessa a epífise e a articulação, o que não ocorre no tipo II.',
      },
      {
        text: 'Salter-Harris II; redução fechada e gesso.',
        explanation: 'Incorreta: a classificação está errada, e o degrau articular exige redução anatômica.',
      },
      {
        text: 'Salter-Harris V; observação.',
        explanation: 'Incorreta: o tipo V é a compressão da fise, sem esse traço.',
      },
      { text: 'Salter-Harris I; bota imobilizadora.', explanation: 'Incorreta: o tipo I tem traço apenas pela fise.' },
      {
        text: 'Salter-Harris IV; redução anatômica, em geral aberta, e fixação com implantes paralelos à fise, sem cruzá-la.',
        explanation: 'Correta: a redução anatômica restaura a articulação e reduz o risco de barra fisária.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A fratura Salter-Harris IV atravessa a metáfise, a fise e a epífise. Sendo intra-articular e cruzando a camada germinativa, o desvio leva a incongruência articular e a barra óssea fisária, com deformidade angular ou encurtamento. O tratamento é redução anatômica e fixação, de preferência com implantes que não atravessem a fise. O maléolo medial é localização clássica de barra fisária.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: [
      'Ortopedia Pediátrica',
      'Trauma e Deformidades na Criança',
      'Fraturas na criança',
      'Fratura supracondiliana do úmero',
    ],
    statement:
      '<p>Menino, 7 anos, com fratura supracondiliana do úmero em extensão, Gartland III. Ao exame, não consegue fazer o sinal de “OK”, por incapacidade de fletir a interfalângica do polegar e a interfalângica distal do indicador. A sensibilidade da mão é normal, e a mão está bem perfundida.</p><p>Qual nervo está lesado?</p>',
    alternatives: [
      {
        text: 'Nervo radial.',
        explanation: 'Incorreta: causaria queda do punho e dos dedos, mais comum no desvio posteromedial.',
      },
      { text: 'Nervo ulnar.', explanation: 'Incorreta: é mais lesado nas fraturas em flexão ou pelo fio medial.' },
      {
        text: 'Tronco principal do nervo mediano.',
        explanation: 'Incorreta: haveria também alteração sensitiva na face palmar dos dedos radiais.',
      },
      {
        text: 'Nervo interósseo anterior.',
        explanation:
          'Correta: ramo motor do mediano que inerva o flexor longo do polegar e o flexor profundo do indicador, sem território sensitivo.',
      },
      { text: 'Nervo musculocutâneo.', explanation: 'Incorreta: não inerva os flexores dos dedos.' },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura supracondiliana do úmero é a fratura do cotovelo mais comum na infância, quase sempre em extensão. O nervo interósseo anterior é o mais lesado no tipo em extensão, sobretudo com desvio posterolateral; o radial é mais acometido no desvio posteromedial; o ulnar, nas fraturas em flexão e pelo fio medial. Como é puramente motor, só é detectado pelo exame motor específico.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'FUVEST' },
  },
  {
    subject: [
      'Ortopedia Pediátrica',
      'Trauma e Deformidades na Criança',
      'Fraturas na criança',
      'Fratura supracondiliana do úmero',
    ],
    statement:
      '<p>Menina, 6 anos, com fratura supracondiliana Gartland III, é submetida a redução incruenta e fixação percutânea com fios laterais. Após o procedimento, a mão está quente e rosada, com enchimento capilar normal, mas o pulso radial não é palpável.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Exploração cirúrgica imediata da artéria braquial.',
        explanation:
          'Incorreta: na mão bem perfundida, a circulação colateral costuma ser suficiente, e a exploração rotineira não é necessária.',
      },
      {
        text: 'Arteriografia de urgência.',
        explanation: 'Incorreta: atrasa o tratamento quando necessário e não muda a conduta na mão bem perfundida.',
      },
      {
        text: 'Retirar os fios e refazer a redução.',
        explanation: 'Incorreta: a redução está adequada, e a perfusão é boa.',
      },
      { text: 'Anticoagulação plena.', explanation: 'Incorreta: não há indicação nessa situação.' },
      {
        text: 'Internação com observação rigorosa da perfusão e dos sinais de síndrome compartimental, explorando a artéria apenas se a perfusão piorar.',
        explanation: 'Correta: a mão rosada sem pulso após a redução é, em geral, observada.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Na fratura supracondiliana com alteração vascular, a primeira medida é a redução urgente da fratura. Após a redução, a mão pálida e sem pulso exige exploração da artéria braquial. A mão rosada e bem perfundida, ainda que sem pulso palpável, pode ser observada em ambiente hospitalar, com reavaliações frequentes, pela rica circulação colateral do cotovelo, atentando para a síndrome compartimental.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2016,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Pé torto congênito'],
    statement:
      '<p>No método de Ponseti para o tratamento do pé torto congênito idiopático, qual a primeira deformidade corrigida e como?</p>',
    alternatives: [
      {
        text: 'O equino, por tenotomia percutânea do tendão calcâneo.',
        explanation: 'Incorreta: o equino é a última deformidade corrigida.',
      },
      {
        text: 'O varo do retropé, por pressão direta sobre o calcâneo.',
        explanation:
          'Incorreta: o calcâneo não deve ser bloqueado; o varo se corrige com a abdução do pé em torno do tálus.',
      },
      {
        text: 'O cavo, por supinação do antepé, elevando o primeiro metatarso para alinhá-lo ao retropé.',
        explanation: 'Correta: o primeiro gesso corrige o cavo pela supinação do antepé.',
      },
      {
        text: 'O aduto, por pronação forçada do antepé.',
        explanation: 'Incorreta: a pronação agrava o cavo e é um erro clássico do tratamento.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O pé torto congênito tem quatro componentes (cavo, aduto, varo e equino). No método de Ponseti, o cavo é corrigido primeiro, com supinação do antepé. Depois, o pé é abduzido em torno da cabeça do tálus, com contrapressão nela, corrigindo aduto e varo simultaneamente. Por último, o equino é corrigido, na maioria dos casos, por tenotomia percutânea do tendão calcâneo.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'FAURGS' },
  },
];
