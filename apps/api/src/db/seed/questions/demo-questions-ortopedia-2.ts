import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 2: trauma do membro inferior (quadril, fêmur, joelho, tíbia, tornozelo e pé) e diáfise do úmero. */
export const questions2: readonly DemoQuestion[] = [
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Pelve e acetábulo'],
    statement:
      '<p>Homem, 33 anos, vítima de colisão frontal com o joelho contra o painel do carro. O membro inferior direito está encurtado, em flexão, adução e rotação interna. A radiografia mostra luxação posterior do quadril com pequeno fragmento da parede posterior do acetábulo. Há hipoestesia no dorso do pé e fraqueza da dorsiflexão do tornozelo.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Tomografia e ressonância magnética antes de qualquer tentativa de redução, para planejar a cirurgia aberta.',
        explanation: 'Incorreta: exames prolongados atrasam a redução, e o atraso aumenta o risco de osteonecrose.',
      },
      {
        text: 'Tração cutânea e redução eletiva em 48 a 72 horas, após a melhora do edema.',
        explanation:
          'Incorreta: a luxação do quadril é emergência; a redução tardia eleva muito o risco de necrose da cabeça femoral.',
      },
      {
        text: 'Exploração cirúrgica imediata do nervo ciático antes da redução.',
        explanation:
          'Incorreta: a lesão nervosa costuma ser neuropraxia por estiramento, e a prioridade é reduzir a articulação.',
      },
      {
        text: 'Artroplastia total do quadril primária.',
        explanation: 'Incorreta: em um jovem, a articulação deve ser preservada.',
      },
      {
        text: 'Redução incruenta de urgência sob sedação ou anestesia, idealmente em até 6 horas, seguida de tomografia para avaliar fragmentos e congruência.',
        explanation:
          'Correta: a redução precoce reduz a osteonecrose, e a tomografia pós-redução define a necessidade de fixação da parede.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A luxação posterior do quadril ocorre no trauma do painel, com o quadril fletido e aduzido, e deixa o membro encurtado, em flexão, adução e rotação interna. É uma emergência: a redução deve ocorrer idealmente em até 6 horas para reduzir o risco de osteonecrose. A lesão do nervo ciático, sobretudo de sua divisão fibular, ocorre em cerca de 10% a 20% dos casos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement:
      '<p>Mulher, 79 anos, sofre queda da própria altura. A radiografia do quadril mostra fratura subcapital do colo do fêmur completa, com desvio total dos fragmentos; as trabéculas da cabeça femoral estão alinhadas com as do acetábulo.</p><p>Pela classificação de Garden, trata-se de fratura:</p>',
    alternatives: [
      { text: 'Garden I.', explanation: 'Incorreta: Garden I é a fratura incompleta ou impactada em valgo.' },
      { text: 'Garden II.', explanation: 'Incorreta: Garden II é a fratura completa sem desvio.' },
      {
        text: 'Garden III.',
        explanation:
          'Incorreta: no Garden III o desvio é parcial, e as trabéculas da cabeça ficam desalinhadas em relação às do acetábulo.',
      },
      {
        text: 'Garden IV.',
        explanation:
          'Correta: o desvio total solta a cabeça, que volta à posição anatômica no acetábulo, com trabéculas alinhadas.',
      },
      {
        text: 'Pauwels III.',
        explanation:
          'Incorreta: Pauwels classifica pela inclinação do traço em relação à horizontal, e não pelo desvio.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A classificação de Garden divide as fraturas do colo do fêmur em quatro tipos: I (incompleta ou impactada em valgo), II (completa sem desvio), III (completa com desvio parcial) e IV (completa com desvio total). Na prática, agrupam-se em sem desvio (I e II) e desviadas (III e IV), o que orienta a escolha entre fixação e artroplastia no idoso.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement:
      '<p>Mulher, 78 anos, independente, caminha sem auxílio fora de casa, sem déficit cognitivo e com hipertensão controlada, sofre fratura do colo do fêmur Garden IV.</p><p>Qual o tratamento mais indicado?</p>',
    alternatives: [
      {
        text: 'Fixação interna com três parafusos canulados.',
        explanation:
          'Incorreta: na fratura desviada do idoso, a fixação tem altas taxas de pseudartrose, osteonecrose e reoperação.',
      },
      {
        text: 'Artroplastia total do quadril com haste cimentada.',
        explanation:
          'Correta: em idosos ativos, independentes e sem déficit cognitivo, a artroplastia total oferece melhor função e menos reoperações.',
      },
      {
        text: 'Hemiartroplastia com haste não cimentada.',
        explanation:
          'Incorreta: a hemiartroplastia é opção para pacientes de menor demanda, e a haste não cimentada aumenta o risco de fratura periprotética no osso osteoporótico.',
      },
      {
        text: 'Tratamento conservador com deambulação precoce.',
        explanation:
          'Incorreta: a fratura desviada não consolida sem cirurgia, e o tratamento conservador eleva a mortalidade.',
      },
      {
        text: 'Parafuso deslizante de quadril (DHS).',
        explanation: 'Incorreta: a fixação, mesmo com DHS, não é a melhor opção na fratura desviada do idoso.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na fratura desviada do colo do fêmur no idoso, a artroplastia supera a fixação interna. Diretrizes como as do NICE recomendam artroplastia total para quem caminha independentemente fora de casa (com no máximo uma bengala), não tem comprometimento cognitivo e tem condições clínicas; nos demais, hemiartroplastia. Recomenda-se haste cimentada, salvo contraindicação.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement:
      '<p>Homem, 28 anos, cai de um andaime e sofre fratura do colo do fêmur desviada, com traço quase vertical (Pauwels III). Não há outras lesões e ele está estável.</p><p>Qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Redução anatômica de urgência, fechada ou aberta, e fixação interna, de preferência com implante de ângulo fixo (como DHS com parafuso antirrotatório).',
        explanation:
          'Correta: no jovem, a prioridade é preservar a cabeça femoral, com redução anatômica e fixação estável contra o cisalhamento.',
      },
      {
        text: 'Artroplastia total do quadril.',
        explanation: 'Incorreta: em jovens, a artroplastia fica reservada às falhas da osteossíntese.',
      },
      {
        text: 'Hemiartroplastia bipolar.',
        explanation: 'Incorreta: causa desgaste acetabular em jovens ativos e sacrifica a cabeça femoral.',
      },
      {
        text: 'Tratamento conservador com tração esquelética.',
        explanation: 'Incorreta: a fratura desviada não consolida com tração.',
      },
      {
        text: 'Fixação eletiva após 2 semanas, quando o edema regredir.',
        explanation: 'Incorreta: o atraso aumenta o risco de osteonecrose e de pseudartrose.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>No adulto jovem, a fratura do colo do fêmur costuma resultar de alta energia, e o objetivo é preservar a cabeça femoral. A redução anatômica e a fixação estável são as principais determinantes do resultado. Nos traços verticais (Pauwels III), com grande cisalhamento, os implantes de ângulo fixo têm vantagem biomecânica sobre os parafusos canulados isolados.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement:
      '<p>Mulher, 70 anos, refere dor inguinal após queda e consegue caminhar com dificuldade. A radiografia mostra fratura do colo do fêmur impactada em valgo (Garden I).</p><p>Qual o tratamento mais aceito?</p>',
    alternatives: [
      {
        text: 'Tratamento conservador com carga total imediata.',
        explanation:
          'Incorreta: parte considerável dessas fraturas desvia com o tratamento conservador, o que piora o prognóstico.',
      },
      {
        text: 'Artroplastia total do quadril obrigatória.',
        explanation: 'Incorreta: a fratura sem desvio tem bom prognóstico com fixação.',
      },
      {
        text: 'Fixação in situ com parafusos canulados, em geral três, em triângulo invertido.',
        explanation: 'Correta: a fixação sem redução mantém a impactação estável e permite carga precoce.',
      },
      {
        text: 'Redução aberta e fixação com placa bloqueada.',
        explanation: 'Incorreta: a fratura impactada não deve ser desimpactada nem exige via aberta.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>As fraturas do colo do fêmur sem desvio (Garden I e II) são tratadas, na maioria dos pacientes, com fixação in situ, por parafusos canulados ou implante deslizante. A impactação em valgo não deve ser corrigida. O tratamento conservador é pouco usado pelo risco de desvio secundário.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'FAURGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement: '<p>A principal fonte de irrigação sanguínea da cabeça femoral no adulto é:</p>',
    alternatives: [
      {
        text: 'A artéria do ligamento redondo, ramo da artéria obturatória.',
        explanation: 'Incorreta: contribui pouco no adulto e irriga apenas uma pequena área próxima à fóvea.',
      },
      {
        text: 'A artéria circunflexa femoral lateral.',
        explanation: 'Incorreta: irriga sobretudo a porção anterior do colo e contribui pouco para a cabeça.',
      },
      {
        text: 'A artéria nutrícia da diáfise femoral.',
        explanation:
          'Incorreta: a irrigação intramedular da diáfise não chega de forma significativa à cabeça femoral.',
      },
      {
        text: 'A artéria glútea inferior.',
        explanation: 'Incorreta: participa de anastomoses ao redor do quadril, mas não é a fonte principal.',
      },
      {
        text: 'Os ramos retinaculares posterossuperiores (epifisários laterais) da artéria circunflexa femoral medial.',
        explanation:
          'Correta: são os principais responsáveis pela irrigação da cabeça e são lesados nas fraturas desviadas do colo.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A cabeça femoral do adulto recebe a maior parte de seu sangue dos ramos retinaculares posterossuperiores da artéria circunflexa femoral medial, que correm junto ao colo. Nas fraturas desviadas do colo, esses vasos são lesados, o que explica as altas taxas de osteonecrose e pseudartrose. A preservação desses ramos é essencial nas luxações cirúrgicas do quadril.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2016,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
    statement: '<p>Sobre o manejo perioperatório do idoso com fratura do quadril, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A cirurgia deve ser adiada até a normalização completa de todas as comorbidades, mesmo que isso leve uma semana.',
        explanation: 'Incorreta: o atraso cirúrgico aumenta mortalidade, delirium, lesões por pressão e pneumonia.',
      },
      {
        text: 'A tração cutânea pré-operatória é recomendada rotineiramente para reduzir a dor.',
        explanation: 'Incorreta: estudos não mostraram benefício da tração pré-operatória na dor nem na redução.',
      },
      {
        text: 'O uso de anticoagulante oral direto contraindica a cirurgia por pelo menos 7 dias.',
        explanation: 'Incorreta: em geral basta suspender o anticoagulante por 24 a 48 horas, conforme a função renal.',
      },
      {
        text: 'A cirurgia deve ser feita em até 24 a 48 horas da admissão, com analgesia que inclua bloqueio regional, como o da fáscia ilíaca, e acompanhamento ortogeriátrico.',
        explanation:
          'Correta: cirurgia precoce, analgesia multimodal com bloqueio e cuidado ortogeriátrico reduzem complicações e mortalidade.',
      },
      {
        text: 'A carga deve ser proibida por 6 semanas após qualquer tipo de fixação.',
        explanation: 'Incorreta: a carga conforme tolerância deve ser liberada logo após a cirurgia.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura do quadril no idoso tem mortalidade de cerca de 20% a 30% em um ano. As boas práticas incluem cirurgia em até 24 a 48 horas, analgesia com bloqueio regional, cuidado compartilhado com a geriatria, prevenção de delirium, mobilização e carga precoces, tromboprofilaxia e prevenção secundária da osteoporose e de quedas.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Transtrocantéricas e subtrocantéricas',
    ],
    statement:
      '<p>Mulher, 80 anos, sofre fratura transtrocantérica em dois fragmentos, com cortical posteromedial preservada e parede lateral íntegra (AO 31A1).</p><p>Entre as opções abaixo, qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Hemiartroplastia cimentada.',
        explanation:
          'Incorreta: a região trocantérica é bem vascularizada e consolida bem; a artroplastia fica para casos selecionados.',
      },
      {
        text: 'Parafuso deslizante de quadril (DHS) com placa lateral.',
        explanation: 'Correta: nas fraturas estáveis, o DHS tem ótimos resultados e baixo custo.',
      },
      {
        text: 'Tratamento conservador com tração por 8 semanas.',
        explanation: 'Incorreta: a imobilização prolongada do idoso aumenta muito a mortalidade.',
      },
      {
        text: 'Placa angulada de 95° por via aberta.',
        explanation: 'Incorreta: é mais agressiva e reservada a situações específicas.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>As fraturas transtrocantéricas estáveis, com cortical posteromedial e parede lateral preservadas, podem ser tratadas com DHS ou com haste cefalomedular, com resultados semelhantes. Nas fraturas instáveis (cominuição posteromedial, parede lateral incompetente, traço reverso, extensão subtrocantérica), prefere-se a haste cefalomedular.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'AMRIGS' },
  },
  {
    subject: [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Transtrocantéricas e subtrocantéricas',
    ],
    statement:
      '<p>Homem, 76 anos, sofre fratura trocantérica com traço oblíquo reverso, que se dirige de proximal e medial para distal e lateral, estendendo-se abaixo do pequeno trocanter.</p><p>Qual o implante mais indicado?</p>',
    alternatives: [
      {
        text: 'Haste cefalomedular.',
        explanation: 'Correta: a haste funciona como tutor intramedular e impede a medialização da diáfise.',
      },
      {
        text: 'Parafuso deslizante de quadril (DHS).',
        explanation:
          'Incorreta: no traço reverso, o deslizamento do parafuso é paralelo ao traço, e a diáfise se desloca medialmente, com alta taxa de falha.',
      },
      {
        text: 'Três parafusos canulados.',
        explanation: 'Incorreta: indicados em fraturas do colo femoral, e não em fraturas trocantéricas instáveis.',
      },
      {
        text: 'Artroplastia total do quadril.',
        explanation: 'Incorreta: não é o tratamento primário dessa fratura extracapsular, que consolida bem.',
      },
      {
        text: 'Tratamento conservador.',
        explanation: 'Incorreta: leva a consolidação viciosa em varo e às complicações do imobilismo.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A fratura com traço oblíquo reverso (AO 31A3) é instável: o parafuso deslizante não produz compressão no foco e a diáfise tende a medializar. A haste cefalomedular é o implante de escolha, assim como nas fraturas com extensão subtrocantérica e parede lateral incompetente.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Transtrocantéricas e subtrocantéricas',
    ],
    statement:
      '<p>Na fixação de uma fratura transtrocantérica com parafuso deslizante ou haste cefalomedular, qual o principal fator técnico para evitar a migração do parafuso através da cabeça femoral (<em>cut-out</em>)?</p>',
    alternatives: [
      {
        text: 'Posicionar o parafuso na região superior e anterior da cabeça femoral.',
        explanation: 'Incorreta: a posição superoanterior é a que mais se associa ao cut-out.',
      },
      {
        text: 'Usar parafuso curto, distante do osso subcondral.',
        explanation: 'Incorreta: o parafuso deve alcançar o osso subcondral denso, que oferece melhor ancoragem.',
      },
      {
        text: 'Manter a distância ponta-ápice (<em>tip-apex distance</em>) abaixo de 25 mm, com parafuso central ou centro-inferior na cabeça.',
        explanation: 'Correta: distância ponta-ápice acima de 25 mm aumenta muito o risco de cut-out.',
      },
      {
        text: 'Bloquear o deslizamento do parafuso.',
        explanation: 'Incorreta: o deslizamento controlado permite a impactação do foco e é desejável.',
      },
      {
        text: 'Fixar a fratura em varo, para aumentar a compressão.',
        explanation: 'Incorreta: a redução em varo é um fator de risco de falha.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A distância ponta-ápice, descrita por Baumgaertner, é a soma das distâncias entre a ponta do parafuso e o ápice da cabeça femoral nas incidências AP e perfil, corrigidas pela magnificação. Valores abaixo de 25 mm associam-se a risco muito baixo de cut-out. Redução adequada, sem varo, e posição central ou centro-inferior do parafuso completam a técnica.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
  {
    subject: [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Transtrocantéricas e subtrocantéricas',
    ],
    statement: '<p>Na fratura subtrocantérica do fêmur, qual a deformidade típica do fragmento proximal?</p>',
    alternatives: [
      {
        text: 'Extensão, adução e rotação interna.',
        explanation: 'Incorreta: os músculos que se inserem no fragmento proximal o levam em sentido oposto.',
      },
      {
        text: 'Flexão, adução e rotação interna.',
        explanation: 'Incorreta: a abdução e a rotação externa predominam, pela ação dos glúteos e rotadores curtos.',
      },
      {
        text: 'Extensão, abdução e rotação externa.',
        explanation: 'Incorreta: o iliopsoas flete o fragmento proximal.',
      },
      {
        text: 'Apenas encurtamento, sem angulação.',
        explanation: 'Incorreta: as forças musculares produzem angulação e rotação importantes.',
      },
      {
        text: 'Flexão (iliopsoas), abdução (glúteos médio e mínimo) e rotação externa (rotadores externos curtos).',
        explanation: 'Correta: essa combinação dificulta a redução e deve ser corrigida antes da inserção da haste.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Na fratura subtrocantérica, o fragmento proximal é fletido pelo iliopsoas, abduzido pelos glúteos médio e mínimo e rodado externamente pelos rotadores curtos, enquanto o fragmento distal é aduzido e encurtado pelos adutores. A região tem grande estresse mecânico, e o implante de escolha é a haste cefalomedular após redução adequada.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: [
      'Trauma Ortopédico',
      'Trauma do Membro Inferior',
      'Fraturas do quadril',
      'Transtrocantéricas e subtrocantéricas',
    ],
    statement:
      '<p>Mulher, 72 anos, em uso de alendronato há 8 anos, refere dor na coxa direita há meses e sofre fratura após queda da própria altura. A radiografia mostra fratura transversa subtrocantérica, com espícula medial, espessamento da cortical lateral e ausência de cominuição.</p><p>Qual a interpretação e a conduta mais adequadas?</p>',
    alternatives: [
      {
        text: 'Fratura patológica por metástase; biópsia antes de qualquer fixação.',
        explanation:
          'Incorreta: o padrão transverso com espessamento cortical lateral em usuária crônica de bisfosfonato é típico de fratura atípica.',
      },
      {
        text: 'Fratura osteoporótica típica; manter o alendronato após a fixação.',
        explanation:
          'Incorreta: o bisfosfonato deve ser suspenso, pois a supressão da remodelação participa da gênese da fratura.',
      },
      {
        text: 'Placa de compressão com estabilidade absoluta, sem necessidade de investigar o lado oposto.',
        explanation:
          'Incorreta: a haste é o implante preferido, e o fêmur contralateral deve ser estudado pelo alto risco de bilateralidade.',
      },
      {
        text: 'Fratura atípica associada ao uso prolongado de bisfosfonato: suspender o fármaco, fixar com haste cefalomedular e investigar o fêmur contralateral por imagem.',
        explanation: 'Correta: essa é a conduta recomendada para as fraturas atípicas do fêmur.',
      },
      {
        text: 'Fratura por hiperparatireoidismo; indicar paratireoidectomia antes da fixação.',
        explanation: 'Incorreta: não há dados que sugiram hiperparatireoidismo, e a fixação não deve ser adiada.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>As fraturas atípicas do fêmur associam-se ao uso prolongado de bisfosfonatos e, menos frequentemente, de denosumabe. São subtrocantéricas ou diafisárias, de traço transverso ou oblíquo curto, iniciam-se na cortical lateral, com espessamento cortical e pouca ou nenhuma cominuição, e costumam ter dor prodrômica. São bilaterais em até cerca de um quarto dos casos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2025,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'],
    statement:
      '<p>Homem, 25 anos, com fratura fechada e isolada da diáfise média do fêmur após acidente de moto, hemodinamicamente estável.</p><p>Qual o tratamento padrão?</p>',
    alternatives: [
      {
        text: 'Tração esquelética seguida de gesso pelvipodálico.',
        explanation: 'Incorreta: no adulto, causa consolidação viciosa, rigidez e complicações do imobilismo.',
      },
      {
        text: 'Fixador externo como tratamento definitivo.',
        explanation: 'Incorreta: é opção temporária no controle de danos ou em feridas muito contaminadas.',
      },
      {
        text: 'Haste intramedular bloqueada, de preferência nas primeiras 24 horas.',
        explanation: 'Correta: é o padrão-ouro, com altas taxas de consolidação e carga precoce.',
      },
      {
        text: 'Placa de compressão com estabilidade absoluta.',
        explanation: 'Incorreta: a placa exige maior dissecção e tem mais falhas na diáfise do fêmur.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A haste intramedular bloqueada, em geral anterógrada e fresada, é o tratamento padrão da fratura diafisária do fêmur no adulto, com consolidação acima de 95%. A fixação precoce no paciente estável reduz complicações pulmonares e facilita a mobilização. Na criança, o tratamento varia com a idade.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'],
    statement:
      '<p>Homem, 30 anos, com fratura da diáfise do fêmur por trauma de alta energia. Qual lesão associada deve ser ativamente investigada por passar despercebida com frequência?</p>',
    alternatives: [
      {
        text: 'Fratura do colo do fêmur ipsilateral.',
        explanation: 'Correta: ocorre em cerca de 2% a 9% dos casos e passa despercebida em boa parte deles.',
      },
      {
        text: 'Fratura do calcâneo contralateral.',
        explanation: 'Incorreta: não há associação específica com a fratura diafisária do fêmur.',
      },
      { text: 'Luxação do ombro ipsilateral.', explanation: 'Incorreta: não tem associação característica.' },
      {
        text: 'Fratura do escafoide.',
        explanation: 'Incorreta: pode ocorrer em politraumatizados, mas não é a associação clássica.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A fratura do colo do fêmur ipsilateral acompanha parte das fraturas diafisárias de alta energia, costuma ser vertical e sem desvio e passa despercebida em até cerca de um terço dos casos. Por isso, recomenda-se tomografia ou radiografias dedicadas do colo antes e durante a cirurgia. O colo tem prioridade na fixação, pela ameaça à cabeça femoral.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2018,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'],
    statement:
      '<p>Mulher, 45 anos, cai sobre o joelho e não consegue estender ativamente a perna. A radiografia mostra fratura transversa da patela com afastamento de 5 mm entre os fragmentos e degrau articular de 3 mm.</p><p>Qual o tratamento indicado?</p>',
    alternatives: [
      {
        text: 'Imobilização em extensão por 6 semanas.',
        explanation:
          'Incorreta: o tratamento conservador serve para fraturas sem desvio e com mecanismo extensor íntegro.',
      },
      {
        text: 'Patelectomia total.',
        explanation:
          'Incorreta: reduz a força do quadríceps e fica reservada a casos sem possibilidade de reconstrução.',
      },
      { text: 'Aspiração da hemartrose e fisioterapia.', explanation: 'Incorreta: não restaura o mecanismo extensor.' },
      {
        text: 'Redução aberta e fixação com banda de tensão, com fios de Kirschner ou parafusos canulados e cerclagem em oito.',
        explanation: 'Correta: a banda de tensão converte a força de tração em compressão na superfície articular.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura da patela é cirúrgica quando há perda da extensão ativa, afastamento maior que 3 mm ou degrau articular maior que 2 mm. A técnica clássica para o traço transverso é a banda de tensão anterior. Fraturas sem desvio e com extensão ativa preservada são tratadas com imobilização em extensão.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'FUVEST' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'],
    statement:
      '<p>Homem, 42 anos, vítima de acidente de moto, apresenta fratura desviada do planalto tibial medial (Schatzker IV).</p><p>Sobre essa fratura, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'É a mais comum das fraturas do planalto, por mecanismo de baixa energia em valgo.',
        explanation: 'Incorreta: esse perfil corresponde às fraturas do planalto lateral (Schatzker I a III).',
      },
      {
        text: 'Resulta em geral de trauma de alta energia em varo, pode representar fratura-luxação do joelho e exige avaliação vascular, incluindo o índice tornozelo-braquial, e do nervo fibular.',
        explanation:
          'Correta: a fratura do planalto medial é marcador de alta energia e de lesão vascular e ligamentar associada.',
      },
      {
        text: 'É tratada de forma conservadora por não ser intra-articular.',
        explanation: 'Incorreta: é intra-articular e, quando desviada, é cirúrgica.',
      },
      {
        text: 'Corresponde ao cisalhamento puro do planalto lateral.',
        explanation: 'Incorreta: esse é o Schatzker I.',
      },
      {
        text: 'Tem menor risco de síndrome compartimental que as fraturas do planalto lateral.',
        explanation: 'Incorreta: por ser de alta energia, o risco é maior.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na classificação de Schatzker, os tipos I a III acometem o planalto lateral, o IV acomete o medial, o V é bicondilar e o VI tem dissociação metafisodiafisária. O tipo IV costuma ser de alta energia e pode ser uma fratura-luxação, com risco de lesão da artéria poplítea e do nervo fibular. Os tipos V e VI têm alto risco de síndrome compartimental.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'],
    statement:
      '<p>Homem, 27 anos, vítima de acidente de moto, teve luxação do joelho que se reduziu espontaneamente no local. No pronto-socorro, os pulsos distais são palpáveis, mas o índice tornozelo-braquial do membro acometido é 0,8.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Alta com imobilizador e retorno ambulatorial.',
        explanation: 'Incorreta: o índice reduzido indica possível lesão arterial, que não pode ser ignorada.',
      },
      {
        text: 'Reconstrução ligamentar imediata.',
        explanation: 'Incorreta: a prioridade é avaliar e tratar a lesão vascular.',
      },
      {
        text: 'Observação por 24 horas apenas, pois pulsos palpáveis excluem lesão arterial.',
        explanation: 'Incorreta: lesões da íntima podem manter o pulso inicialmente e trombosar depois.',
      },
      {
        text: 'Estudo arterial apenas se o pé ficar frio.',
        explanation: 'Incorreta: esperar a isquemia clínica aumenta o risco de amputação.',
      },
      {
        text: 'Angiotomografia (ou arteriografia) para investigar lesão da artéria poplítea, pois o índice tornozelo-braquial é menor que 0,9.',
        explanation: 'Correta: índice abaixo de 0,9 após luxação do joelho indica exame de imagem arterial.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A luxação do joelho tem alto risco de lesão da artéria poplítea, que fica presa proximalmente no hiato dos adutores e distalmente no arco do sóleo. Muitas luxações se reduzem espontaneamente. Com índice tornozelo-braquial igual ou maior que 0,9 e pulsos normais, faz-se observação com exames seriados; abaixo de 0,9, indica-se imagem arterial; sinais de isquemia pedem exploração imediata.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Mulher, 25 anos, sofre entorse em inversão do tornozelo direito. Consegue dar quatro passos com dificuldade no pronto-socorro. Há edema lateral e dor à palpação da borda posterior do maléolo lateral, 3 cm acima de sua ponta. Não há dor no maléolo medial, no navicular nem na base do quinto metatarso.</p><p>Segundo as regras de Ottawa, qual a conduta?</p>',
    alternatives: [
      {
        text: 'Solicitar radiografias do tornozelo, pois há dor à palpação da borda posterior do maléolo lateral.',
        explanation:
          'Correta: dor na borda posterior ou na ponta de um maléolo, nos 6 cm distais, basta para indicar radiografia.',
      },
      {
        text: 'Dispensar radiografias, pois a paciente consegue dar quatro passos.',
        explanation: 'Incorreta: basta um critério positivo para indicar a radiografia.',
      },
      {
        text: 'Solicitar apenas radiografias do pé.',
        explanation:
          'Incorreta: as radiografias do pé são indicadas por dor na base do quinto metatarso ou no navicular, ausentes aqui.',
      },
      {
        text: 'Solicitar ressonância magnética do tornozelo como exame inicial.',
        explanation: 'Incorreta: a radiografia é o exame inicial para afastar fratura.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>As regras de Ottawa indicam radiografia do tornozelo se houver dor na região maleolar e dor à palpação da borda posterior ou da ponta de um dos maléolos (nos 6 cm distais), ou incapacidade de dar quatro passos na hora do trauma e no pronto-socorro. Para o pé, os pontos são a base do quinto metatarso e o navicular. A sensibilidade é próxima de 100%.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Homem, 35 anos, sofre entorse com rotação externa do pé. Refere dor no maléolo medial e na face lateral da perna, logo abaixo do joelho. As radiografias do tornozelo mostram alargamento do espaço claro medial, sem fratura dos maléolos.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Entorse lateral do tornozelo grau I.',
        explanation: 'Incorreta: o alargamento do espaço medial indica lesão ligamentar grave e instabilidade.',
      },
      {
        text: 'Fratura de Weber A.',
        explanation: 'Incorreta: não há fratura do maléolo lateral abaixo da sindesmose.',
      },
      {
        text: 'Fratura de Maisonneuve: fratura do terço proximal da fíbula com lesão da sindesmose e do complexo deltoide.',
        explanation: 'Correta: a dor proximal na fíbula com alargamento medial no tornozelo é típica.',
      },
      {
        text: 'Fratura de Tillaux.',
        explanation: 'Incorreta: é a fratura da porção anterolateral da epífise tibial distal, no adolescente.',
      },
      {
        text: 'Fratura do pilão tibial.',
        explanation: 'Incorreta: é uma fratura da superfície articular distal da tíbia por carga axial.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A fratura de Maisonneuve é uma lesão por rotação externa com ruptura do ligamento deltoide (ou fratura do maléolo medial), da sindesmose e da membrana interóssea, e fratura do terço proximal da fíbula. É instável e exige fixação da sindesmose. Em toda lesão medial do tornozelo sem fratura da fíbula distal, a fíbula deve ser palpada em toda a extensão.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Homem, 40 anos, sofre entorse em supinação e rotação externa. A radiografia mostra fratura oblíqua isolada do maléolo lateral ao nível da sindesmose (Weber B), sem desvio. Não há dor medial, e o espaço claro medial é normal na radiografia com estresse gravitacional.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Tratamento conservador com bota imobilizadora, com carga conforme tolerância.',
        explanation: 'Gabarito oficial: fratura estável, com tratamento funcional bem estabelecido.',
      },
      {
        text: 'Gesso suropodálico sem carga por 6 semanas.',
        explanation:
          'Também defensável: é tratamento conservador ainda usado em muitos serviços, e o enunciado não permitia excluí-lo.',
      },
      {
        text: 'Fixação com placa e parafuso de sindesmose.',
        explanation: 'Incorreta: não há instabilidade da sindesmose nem do tornozelo.',
      },
      {
        text: 'Redução aberta e fixação com placa de neutralização.',
        explanation: 'Incorreta: a fratura isolada, sem desvio e estável, não exige cirurgia.',
      },
    ],
    correct: 'A',
    annulled: true,
    explanation:
      '<p>A fratura isolada do maléolo lateral Weber B com mortise estável (espaço claro medial normal ao estresse) é tratada de forma conservadora, e estudos mostram bons resultados com órtese e carga precoce. <strong>Questão anulada</strong>: a banca reconheceu que a alternativa B, gesso sem carga, também é tratamento conservador aceito, e o enunciado não pedia a opção “funcional”, havendo duas respostas defensáveis.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'FAURGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Homem, 30 anos, com fratura fechada da diáfise da tíbia tratada com haste intramedular bloqueada fresada. Qual a complicação mais frequente desse método?</p>',
    alternatives: [
      {
        text: 'Infecção profunda.',
        explanation: 'Incorreta: nas fraturas fechadas, a infecção após haste é pouco frequente.',
      },
      {
        text: 'Pseudartrose.',
        explanation: 'Incorreta: a haste tem altas taxas de consolidação nas fraturas fechadas.',
      },
      { text: 'Síndrome compartimental.', explanation: 'Incorreta: é complicação grave, mas menos frequente.' },
      {
        text: 'Dor anterior no joelho.',
        explanation:
          'Correta: relatada por até metade dos pacientes, relacionada ao portal de entrada e à proeminência da haste.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A haste intramedular bloqueada é o tratamento padrão das fraturas diafisárias desviadas da tíbia no adulto. Sua complicação mais frequente é a dor anterior no joelho, associada ao portal de entrada, à lesão do tendão patelar e à proeminência do implante. A via suprapatelar, com o joelho em semiextensão, facilita a redução das fraturas proximais e distais.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Homem, 40 anos, cai de 4 metros de altura sobre os pés e apresenta dor intensa nos calcanhares. A radiografia mostra fratura intra-articular do calcâneo com redução do ângulo de Böhler.</p><p>Qual investigação adicional é obrigatória, pela associação de lesões?</p>',
    alternatives: [
      {
        text: 'Radiografia do crânio.',
        explanation: 'Incorreta: não há associação específica com a fratura do calcâneo.',
      },
      {
        text: 'Avaliação da coluna toracolombar, com radiografias ou tomografia.',
        explanation:
          'Correta: cerca de 10% dos pacientes com fratura do calcâneo por queda têm fratura vertebral associada.',
      },
      {
        text: 'Ultrassonografia com Doppler venoso.',
        explanation: 'Incorreta: não é investigação obrigatória nessa fase.',
      },
      { text: 'Eletroneuromiografia.', explanation: 'Incorreta: não há indicação na fase aguda.' },
      { text: 'Cintilografia óssea.', explanation: 'Incorreta: não tem papel na investigação inicial desse trauma.' },
    ],
    correct: 'B',
    explanation:
      '<p>As fraturas do calcâneo decorrem de carga axial, em geral por queda de altura, e associam-se a fraturas da coluna toracolombar, do planalto tibial e do calcâneo contralateral. O ângulo de Böhler normal fica entre 20° e 40° e diminui com o afundamento da faceta posterior. A tomografia define a classificação de Sanders.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Jogador de futebol profissional, 22 anos, sente dor aguda na borda lateral do pé ao mudar de direção. A radiografia mostra fratura transversa na junção metafisodiafisária da base do quinto metatarso (zona 2, fratura de Jones).</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Bota com carga por 2 semanas e retorno ao esporte.',
        explanation:
          'Incorreta: a zona 2 é pouco vascularizada e consolida lentamente; o retorno precoce favorece a refratura.',
      },
      {
        text: 'Enfaixamento e retorno imediato.',
        explanation: 'Incorreta: conduta adequada a entorses leves, e não a essa fratura.',
      },
      { text: 'Excisão do fragmento.', explanation: 'Incorreta: não se trata de pequeno fragmento de avulsão.' },
      {
        text: 'Fios de Kirschner percutâneos e gesso com carga.',
        explanation: 'Incorreta: não oferece a estabilidade necessária nem acelera o retorno.',
      },
      {
        text: 'Fixação com parafuso intramedular, que reduz o risco de pseudartrose e acelera o retorno ao esporte.',
        explanation: 'Correta: é a conduta preferida em atletas com fratura de Jones.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>As fraturas da base do quinto metatarso dividem-se em zonas: 1, avulsão da tuberosidade (tratamento funcional); 2, fratura de Jones, em área de irrigação precária, com risco de retardo de consolidação; 3, fratura de estresse diafisária proximal. Na zona 2 do atleta, indica-se fixação com parafuso intramedular; no não atleta, pode-se tratar com imobilização sem carga.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2026,
      board: 'SBOT',
    },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'],
    statement:
      '<p>Homem, 35 anos, torce o pé ao descer do ônibus, com o antepé fixo. Refere dor no mediopé e não consegue apoiar. Há equimose plantar. A radiografia sem carga mostra discreto afastamento entre as bases do primeiro e do segundo metatarsos e pequeno fragmento ósseo nesse espaço (<em>fleck sign</em>).</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Entorse do tornozelo; alta com analgésicos.',
        explanation: 'Incorreta: os achados localizam a lesão no mediopé e sugerem instabilidade tarsometatarsal.',
      },
      {
        text: 'Fratura de estresse do segundo metatarso; repouso relativo.',
        explanation: 'Incorreta: o quadro é agudo e traumático, com fragmento de avulsão.',
      },
      {
        text: 'Lesão da articulação tarsometatarsal (Lisfranc); radiografias com carga comparativas e tomografia, e, se instável, redução anatômica e fixação.',
        explanation: 'Correta: equimose plantar e fleck sign são típicos da lesão de Lisfranc.',
      },
      {
        text: 'Fascite plantar aguda; alongamento e palmilha.',
        explanation: 'Incorreta: a fascite não decorre de trauma agudo nem causa afastamento entre os metatarsos.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A lesão de Lisfranc envolve a articulação tarsometatarsal e o ligamento que une o cuneiforme medial à base do segundo metatarso. Passa despercebida em até 20% dos casos. Sinais: equimose plantar, afastamento entre o primeiro e o segundo metatarsos e fleck sign (avulsão do ligamento). Radiografias com carga e tomografia confirmam; lesões instáveis exigem redução anatômica e fixação ou artrodese.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'],
    statement:
      '<p>Homem, 30 anos, sofre queda e fratura fechada espiral da diáfise do úmero na transição do terço médio para o distal. Apresenta queda do punho e dos dedos e hipoestesia do dorso da mão, já na admissão. Não tem outras lesões.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Exploração imediata do nervo radial com fixação da fratura.',
        explanation: 'Incorreta: na fratura fechada, a lesão costuma ser neuropraxia com recuperação espontânea.',
      },
      {
        text: 'Tratamento conservador com órtese funcional (brace de Sarmiento) e acompanhamento do nervo, com eletroneuromiografia se não houver sinais de recuperação em 3 a 4 meses.',
        explanation: 'Correta: a maioria das paralisias do radial em fraturas fechadas se recupera espontaneamente.',
      },
      {
        text: 'Transferências tendíneas imediatas.',
        explanation: 'Incorreta: são reservadas a lesões sem recuperação após o período de observação.',
      },
      {
        text: 'Gesso axilopalmar por 12 semanas.',
        explanation:
          'Incorreta: o gesso prolongado causa rigidez; a órtese funcional permite mobilizar as articulações.',
      },
      {
        text: 'Exploração do nervo em 2 semanas em todos os casos.',
        explanation: 'Incorreta: a exploração precoce rotineira não melhora os resultados nas fraturas fechadas.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A fratura espiral da transição dos terços médio e distal do úmero (Holstein-Lewis) associa-se à lesão do nervo radial, que em fraturas fechadas costuma ser neuropraxia, com recuperação em 70% a 90% dos casos. Indica-se observação e tratamento da fratura, em geral com órtese funcional. A exploração precoce é reservada a fraturas expostas, lesões vasculares ou situações em que se opera a fratura por outro motivo.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2021,
      board: 'Instituto AOCP',
    },
  },
];
