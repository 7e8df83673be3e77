import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 4: escoliose, quadril do adulto, ombro, cotovelo, mão e lesões do LCA. */
export const questions4: readonly DemoQuestion[] = [
  {
    subject: ['Ortopedia do Adulto', 'Coluna', 'Escoliose e deformidades'],
    statement:
      '<p>Menino, 13 anos, com escoliose torácica de convexidade esquerda de 35° de Cobb. Refere dor dorsal noturna, e o exame mostra reflexos cutâneo-abdominais assimétricos.</p><p>Qual o próximo passo?</p>',
    alternatives: [
      {
        text: 'Colete e seguimento radiográfico semestral.',
        explanation: 'Incorreta: antes de tratar como idiopática, é preciso excluir causa neurológica.',
      },
      {
        text: 'Ressonância magnética de todo o neuroeixo.',
        explanation:
          'Correta: curva torácica esquerda, dor e reflexos abdominais alterados sugerem siringomielia, Chiari ou medula presa.',
      },
      {
        text: 'Cintilografia óssea.',
        explanation:
          'Incorreta: seria útil na suspeita de osteoma osteoide, mas não avalia as anomalias neurais suspeitas.',
      },
      {
        text: 'Artrodese imediata.',
        explanation: 'Incorreta: a curva não tem magnitude cirúrgica, e a causa ainda não foi investigada.',
      },
      {
        text: 'Observação e nova radiografia em 1 ano.',
        explanation: 'Incorreta: os sinais de alerta exigem investigação imediata.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A escoliose idiopática do adolescente típica é torácica direita e pouco dolorosa. Curva torácica esquerda, dor importante ou noturna, progressão rápida, início precoce e alterações neurológicas (como reflexos abdominais assimétricos) são sinais de alerta para causa secundária, e indicam ressonância de todo o neuroeixo em busca de siringomielia, malformação de Chiari, medula presa ou tumor.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2017,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteonecrose da cabeça femoral'],
    statement:
      '<p>Homem, 40 anos, etilista, refere dor inguinal direita há 2 meses, com limitação dolorosa da rotação interna do quadril. As radiografias da bacia são normais.</p><p>Qual o exame mais indicado?</p>',
    alternatives: [
      {
        text: 'Artroscopia diagnóstica do quadril.',
        explanation: 'Incorreta: é invasiva e não avalia a medula óssea da cabeça femoral.',
      },
      {
        text: 'Tomografia computadorizada do quadril.',
        explanation: 'Incorreta: é útil para avaliar colapso, mas pouco sensível na fase inicial.',
      },
      {
        text: 'Cintilografia óssea.',
        explanation: 'Incorreta: é menos sensível e menos específica que a ressonância.',
      },
      {
        text: 'Ressonância magnética de ambos os quadris.',
        explanation:
          'Correta: é o exame mais sensível e específico para osteonecrose inicial, e a doença é frequentemente bilateral.',
      },
      {
        text: 'Indicar artroplastia total sem mais exames.',
        explanation: 'Incorreta: não há diagnóstico, e a artroplastia é reservada às fases avançadas.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A osteonecrose da cabeça femoral acomete adultos jovens, com fatores de risco como corticoides, álcool, anemia falciforme, lúpus, doença de Gaucher e doença descompressiva. Com radiografias normais e suspeita clínica, a ressonância é o exame de escolha. Como a doença é bilateral em grande parte dos casos, ambos os quadris devem ser estudados.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteonecrose da cabeça femoral'],
    statement: '<p>Em paciente com osteonecrose da cabeça femoral, o “sinal do crescente” na radiografia indica:</p>',
    alternatives: [
      {
        text: 'Edema ósseo inicial, reversível.',
        explanation: 'Incorreta: o edema aparece na ressonância e não na radiografia.',
      },
      {
        text: 'Fratura subcondral com início do colapso (Ficat III; ARCO 3).',
        explanation:
          'Correta: a linha radiotransparente sob o osso subcondral marca a fratura subcondral e piora o prognóstico.',
      },
      {
        text: 'Artrose secundária com pinçamento articular.',
        explanation: 'Incorreta: o pinçamento corresponde ao estágio final (Ficat IV).',
      },
      {
        text: 'Osteonecrose cicatrizada, sem risco de progressão.',
        explanation: 'Incorreta: ao contrário, indica progressão da doença.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>As classificações de Ficat-Arlet e ARCO estadiam a osteonecrose. Nas fases pré-colapso, as radiografias são normais ou mostram esclerose e cistos. O sinal do crescente representa fratura subcondral e marca o início do colapso, estágio em que os procedimentos de preservação da cabeça têm pior resultado e a artroplastia passa a ser considerada.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2021,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteonecrose da cabeça femoral'],
    statement:
      '<p>Homem, 35 anos, em corticoterapia prolongada por doença autoimune, tem dor no quadril esquerdo. A ressonância mostra osteonecrose da cabeça femoral sem colapso (ARCO 2), com lesão de pequena extensão.</p><p>Qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Artroplastia total do quadril.',
        explanation: 'Incorreta: em jovem sem colapso, procura-se preservar a cabeça femoral.',
      },
      { text: 'Hemiartroplastia.', explanation: 'Incorreta: não é indicada para osteonecrose pré-colapso em jovem.' },
      {
        text: 'Descompressão central do núcleo (<em>core decompression</em>), com ou sem enxerto ósseo ou concentrado de medula.',
        explanation: 'Correta: é o procedimento de preservação mais usado nas lesões pré-colapso.',
      },
      { text: 'Artrodese do quadril.', explanation: 'Incorreta: procedimento de salvação, raramente indicado hoje.' },
      {
        text: 'Restrição de carga isolada por 2 anos.',
        explanation: 'Incorreta: a restrição de carga isolada não altera a história natural das lesões sintomáticas.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O tratamento da osteonecrose depende do estágio, do tamanho e da localização da lesão. Nas fases pré-colapso, a descompressão central, associada ou não a enxerto ou células da medula óssea, busca reduzir a pressão intraóssea e estimular a reparação. Após o colapso com artrose, a artroplastia total é a opção mais previsível.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2025,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteonecrose da cabeça femoral'],
    statement: '<p>Qual achado da ressonância magnética é característico da osteonecrose da cabeça femoral?</p>',
    alternatives: [
      {
        text: 'Derrame articular isolado.',
        explanation: 'Incorreta: é inespecífico e ocorre em várias doenças do quadril.',
      },
      {
        text: 'Edema difuso da cabeça e do colo, sem linha de demarcação.',
        explanation: 'Incorreta: é mais sugestivo de osteoporose transitória do quadril.',
      },
      {
        text: 'Lesão lítica multiloculada, em “bolhas de sabão”.',
        explanation: 'Incorreta: sugere lesão tumoral, como o tumor de células gigantes.',
      },
      {
        text: 'Hipersinal difuso em T1 em toda a cabeça femoral.',
        explanation:
          'Incorreta: a medula gordurosa normal já tem sinal alto em T1; a necrose aparece delimitada por linha de baixo sinal.',
      },
      {
        text: 'Sinal da linha dupla em T2: linha externa de baixo sinal e linha interna de alto sinal, delimitando o segmento necrótico.',
        explanation:
          'Correta: representa a interface entre o osso necrótico e o tecido de reparação, e é característico.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Na ressonância, a osteonecrose aparece como área subcondral delimitada por uma linha serpiginosa de baixo sinal em T1. Em T2, o sinal da linha dupla, com uma faixa interna de hipersinal (tecido de granulação) e outra externa de hipossinal (esclerose), é característico. O edema difuso sem demarcação sugere osteoporose transitória, que tem curso autolimitado.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteoartrose e artroplastia do quadril'],
    statement:
      '<p>Mulher, 70 anos, refere dor no joelho direito e claudicação há meses. O exame do joelho é normal, mas a rotação interna do quadril direito está limitada e reproduz a dor.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Solicitar radiografias da bacia e do quadril, pela suspeita de dor referida do quadril ao joelho.',
        explanation:
          'Correta: a doença do quadril pode se manifestar como dor no joelho, pela inervação comum do nervo obturatório.',
      },
      {
        text: 'Solicitar ressonância magnética do joelho.',
        explanation: 'Incorreta: o exame do joelho é normal, e a origem provável está no quadril.',
      },
      { text: 'Indicar artroscopia do joelho.', explanation: 'Incorreta: não há lesão identificada no joelho.' },
      { text: 'Infiltrar o joelho com corticoide.', explanation: 'Incorreta: trataria o local errado.' },
      {
        text: 'Solicitar densitometria óssea como exame principal.',
        explanation: 'Incorreta: não esclarece a causa da dor.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A dor do quadril é sentida classicamente na região inguinal, mas pode irradiar para a face anterior da coxa e o joelho, pela inervação comum do nervo obturatório. A limitação dolorosa da rotação interna é o sinal mais precoce da artrose do quadril. Todo paciente com dor no joelho e exame local normal deve ter o quadril examinado.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteoartrose e artroplastia do quadril'],
    statement:
      '<p>Após artroplastia total do quadril feita por via posterior, qual combinação de movimentos tem maior risco de luxação da prótese?</p>',
    alternatives: [
      {
        text: 'Extensão, adução e rotação externa.',
        explanation: 'Incorreta: essa combinação favorece a luxação anterior, mais relacionada às vias anteriores.',
      },
      {
        text: 'Abdução e rotação externa.',
        explanation: 'Incorreta: é uma posição relativamente segura após a via posterior.',
      },
      {
        text: 'Flexão acima de 90°, adução e rotação interna.',
        explanation: 'Correta: essa posição leva a cabeça femoral contra a cápsula posterior enfraquecida.',
      },
      { text: 'Extensão e abdução.', explanation: 'Incorreta: não tensiona a região posterior.' },
    ],
    correct: 'C',
    explanation:
      '<p>A luxação é uma das principais complicações da artroplastia total do quadril. Após a via posterior, a posição de risco é flexão acima de 90° com adução e rotação interna, como ao sentar em cadeira baixa e cruzar as pernas. O reparo da cápsula posterior e dos rotadores externos, o posicionamento correto dos componentes e cabeças maiores reduzem esse risco.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteoartrose e artroplastia do quadril'],
    statement:
      '<p>Homem, 65 anos, sem contraindicações a anticoagulantes, será submetido a artroplastia total eletiva do quadril.</p><p>Sobre a tromboprofilaxia, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'É dispensável se a deambulação for precoce.',
        explanation: 'Incorreta: a artroplastia do quadril é procedimento de alto risco de tromboembolismo.',
      },
      {
        text: 'Apenas meias elásticas por 7 dias são suficientes.',
        explanation: 'Incorreta: métodos mecânicos isolados são reservados a quem tem alto risco de sangramento.',
      },
      {
        text: 'A profilaxia farmacológica deve ser mantida apenas durante a internação.',
        explanation: 'Incorreta: o risco persiste por semanas após a alta.',
      },
      {
        text: 'A profilaxia farmacológica deve ser estendida por até cerca de 35 dias, associada à mobilização precoce.',
        explanation: 'Correta: a profilaxia estendida reduz o tromboembolismo venoso após artroplastia do quadril.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A artroplastia do quadril tem alto risco de tromboembolismo venoso, que persiste após a alta. Recomenda-se profilaxia farmacológica estendida, por até cerca de 35 dias, com heparina de baixo peso molecular, anticoagulante oral direto ou, em protocolos selecionados, ácido acetilsalicílico, associada à mobilização precoce. Métodos mecânicos são alternativa quando há alto risco de sangramento.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'FAURGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteoartrose e artroplastia do quadril'],
    statement: '<p>O teste de Trendelenburg positivo no apoio monopodal sobre o membro inferior direito significa:</p>',
    alternatives: [
      {
        text: 'Queda da pelve do lado direito, por fraqueza do glúteo médio esquerdo.',
        explanation: 'Incorreta: a pelve cai do lado sem apoio, e o músculo insuficiente é o do lado do apoio.',
      },
      {
        text: 'Fraqueza do iliopsoas direito.',
        explanation: 'Incorreta: o iliopsoas é flexor e não estabiliza a pelve no plano frontal.',
      },
      {
        text: 'Fraqueza dos adutores do quadril direito.',
        explanation: 'Incorreta: a estabilização pélvica no apoio depende dos abdutores.',
      },
      {
        text: 'Contratura em flexão do quadril.',
        explanation: 'Incorreta: a contratura em flexão é avaliada pelo teste de Thomas.',
      },
      {
        text: 'Queda da pelve do lado esquerdo, sem apoio, por insuficiência dos abdutores (glúteo médio) do quadril direito.',
        explanation: 'Correta: os abdutores do lado de apoio não conseguem manter a pelve nivelada.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No apoio monopodal, os abdutores do quadril de apoio (glúteos médio e mínimo) mantêm a pelve nivelada. Se estiverem fracos ou com braço de alavanca reduzido (artrose, luxação congênita, coxa vara, lesão do nervo glúteo superior), a pelve cai do lado oposto. Na marcha, o paciente inclina o tronco sobre o lado afetado.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Impacto femoroacetabular'],
    statement:
      '<p>Homem, 25 anos, jogador de futebol amador, refere dor inguinal à flexão do quadril. O teste de flexão, adução e rotação interna (FADIR) reproduz a dor. A radiografia em perfil mostra perda da concavidade da junção cabeça-colo anterolateral, com ângulo alfa de 70°.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Impacto femoroacetabular tipo pincer.',
        explanation: 'Incorreta: o pincer decorre de hipercobertura acetabular, e não de deformidade femoral.',
      },
      {
        text: 'Impacto femoroacetabular tipo came.',
        explanation: 'Correta: a proeminência na junção cabeça-colo, com ângulo alfa aumentado, define o came.',
      },
      {
        text: 'Displasia residual do quadril.',
        explanation: 'Incorreta: a displasia cursa com cobertura acetabular insuficiente.',
      },
      {
        text: 'Osteonecrose da cabeça femoral.',
        explanation: 'Incorreta: não explica a deformidade da junção cabeça-colo.',
      },
      {
        text: 'Osteíte púbica.',
        explanation: 'Incorreta: causa dor na sínfise púbica, com alterações radiográficas na própria sínfise.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O impacto femoroacetabular tipo came decorre de uma proeminência óssea na junção cabeça-colo, que entra na articulação na flexão e na rotação interna, lesando a cartilagem e o lábio acetabular. É mais comum em homens jovens atletas. O ângulo alfa acima de cerca de 55° no perfil sugere came. O tratamento inicial é conservador; a cirurgia (artroscopia) é indicada nos casos refratários, sem artrose avançada.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Quadril do Adulto', 'Impacto femoroacetabular'],
    statement:
      '<p>Mulher, 40 anos, refere dor inguinal ao agachar. A radiografia em AP da bacia, bem posicionada, mostra o sinal do cruzamento (<em>crossover</em>) e o sinal da parede posterior.</p><p>Qual a interpretação?</p>',
    alternatives: [
      {
        text: 'Came, com deformidade em “cabo de pistola” do colo femoral.',
        explanation: 'Incorreta: o came é uma alteração femoral, e os sinais descritos são acetabulares.',
      },
      {
        text: 'Displasia acetabular, com ângulo centro-borda reduzido.',
        explanation: 'Incorreta: a displasia cursa com cobertura insuficiente, o oposto do quadro descrito.',
      },
      {
        text: 'Epifisiólise proximal do fêmur.',
        explanation: 'Incorreta: é doença do adolescente, com escorregamento da epífise.',
      },
      {
        text: 'Pincer, por retroversão acetabular com hipercobertura anterior, levando ao impacto do colo contra a borda do acetábulo.',
        explanation: 'Correta: os sinais do cruzamento e da parede posterior indicam retroversão acetabular.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O impacto tipo pincer decorre de hipercobertura acetabular, focal (retroversão, com sinais do cruzamento e da parede posterior) ou global (coxa profunda, protrusão acetabular). É mais comum em mulheres de meia-idade e lesa principalmente o lábio acetabular. Muitos pacientes têm formas mistas, com came e pincer.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Ombro doloroso', 'Manguito rotador'],
    statement:
      '<p>O examinador pede ao paciente que eleve os braços a 90° no plano da escápula, com os polegares voltados para baixo, e resiste ao movimento. Dor ou fraqueza nesse teste sugere lesão de qual estrutura?</p>',
    alternatives: [
      {
        text: 'Tendão do supraespinal (teste de Jobe).',
        explanation: 'Correta: o teste de Jobe avalia o supraespinal.',
      },
      {
        text: 'Tendão do infraespinal.',
        explanation: 'Incorreta: o infraespinal é avaliado pela rotação externa resistida (teste de Patte).',
      },
      {
        text: 'Tendão do subescapular.',
        explanation: 'Incorreta: o subescapular é avaliado pelos testes de Gerber e do abraço do urso.',
      },
      {
        text: 'Redondo menor.',
        explanation: 'Incorreta: é avaliado pela rotação externa em abdução (sinal do corneteiro).',
      },
      { text: 'Cabo longo do bíceps.', explanation: 'Incorreta: é avaliado pelos testes de Speed e de Yergason.' },
    ],
    correct: 'A',
    explanation:
      '<p>Cada tendão do manguito rotador tem testes específicos: Jobe para o supraespinal; Patte e rotação externa resistida para o infraespinal; Gerber e abraço do urso para o subescapular. Os testes de Neer e Hawkins-Kennedy pesquisam impacto subacromial. O supraespinal é o tendão mais lesado.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2022,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Ombro doloroso', 'Manguito rotador'],
    statement:
      '<p>Homem, 55 anos, ativo e sem queixas prévias no ombro, cai com o braço estendido e passa a não conseguir elevar o braço. A ressonância mostra ruptura completa aguda do supraespinal e do infraespinal, com retração moderada e músculos sem atrofia nem infiltração gordurosa.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Fisioterapia por 6 meses antes de qualquer decisão cirúrgica.',
        explanation:
          'Incorreta: na ruptura aguda traumática, o atraso leva a retração e degeneração muscular que pioram o resultado do reparo.',
      },
      {
        text: 'Infiltração subacromial com corticoide.',
        explanation: 'Incorreta: não trata a ruptura e pode prejudicar a qualidade do tendão.',
      },
      {
        text: 'Reparo cirúrgico precoce, nas primeiras semanas.',
        explanation:
          'Correta: rupturas agudas traumáticas em pacientes ativos têm melhor resultado com reparo precoce.',
      },
      {
        text: 'Artroplastia reversa do ombro.',
        explanation:
          'Incorreta: reservada a rupturas irreparáveis com artropatia ou pseudoparalisia crônica em idosos.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>As rupturas do manguito rotador podem ser degenerativas, comuns após os 60 anos e muitas vezes tratadas de forma conservadora, ou agudas traumáticas. Nas agudas, em pacientes ativos, o reparo precoce é preferido, antes que a retração e a infiltração gordurosa tornem a lesão irreparável. A artroplastia reversa é opção para a artropatia do manguito.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Ombro doloroso', 'Capsulite adesiva'],
    statement:
      '<p>Mulher, 52 anos, diabética, refere dor no ombro esquerdo há 4 meses, com perda progressiva dos movimentos ativos e passivos, principalmente da rotação externa. A radiografia do ombro é normal.</p><p>Qual o diagnóstico e a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Ruptura do manguito rotador; reparo cirúrgico.',
        explanation: 'Incorreta: a ruptura limita o movimento ativo, mas preserva o passivo.',
      },
      {
        text: 'Artrose glenoumeral; artroplastia.',
        explanation: 'Incorreta: a artrose teria alterações radiográficas.',
      },
      {
        text: 'Tendinite calcária; barbotagem.',
        explanation: 'Incorreta: haveria calcificação visível na radiografia.',
      },
      {
        text: 'Luxação posterior inveterada; redução aberta.',
        explanation: 'Incorreta: a radiografia com perfil axilar mostraria a luxação.',
      },
      {
        text: 'Capsulite adesiva; analgesia, infiltração intra-articular de corticoide e fisioterapia.',
        explanation: 'Correta: a perda de movimento ativo e passivo com radiografia normal é típica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A capsulite adesiva (ombro congelado) é mais comum em mulheres de 40 a 60 anos e em diabéticos e hipotireóideos. Caracteriza-se por perda dos movimentos ativos e passivos, sobretudo da rotação externa, com radiografia normal. Evolui em fases (dolorosa, de rigidez e de descongelamento). O tratamento é conservador; a manipulação ou a liberação artroscópica ficam para os casos refratários.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Instabilidade do ombro'],
    statement:
      '<p>Após a redução de uma luxação anterior do ombro, qual lesão nervosa é a mais frequente e como deve ser pesquisada?</p>',
    alternatives: [
      {
        text: 'Nervo radial; extensão do punho e dos dedos.',
        explanation: 'Incorreta: o radial é mais lesado nas fraturas da diáfise do úmero.',
      },
      {
        text: 'Nervo axilar; sensibilidade da face lateral do ombro e contração do deltoide.',
        explanation: 'Correta: o axilar contorna o colo cirúrgico e é o nervo mais lesado na luxação anterior.',
      },
      {
        text: 'Nervo musculocutâneo; flexão do cotovelo.',
        explanation: 'Incorreta: pode ser lesado, mas com frequência bem menor.',
      },
      {
        text: 'Nervo supraescapular; rotação externa.',
        explanation: 'Incorreta: não é a lesão mais frequente na luxação.',
      },
      { text: 'Nervo ulnar; sensibilidade do quinto dedo.', explanation: 'Incorreta: lesão rara nesse contexto.' },
    ],
    correct: 'B',
    explanation:
      '<p>A luxação anterior responde pela grande maioria das luxações do ombro. O nervo axilar, que passa pelo espaço quadrangular e contorna o colo cirúrgico do úmero, é o mais lesado, em geral por estiramento. Examina-se a sensibilidade da face lateral do ombro e a contração do deltoide antes e depois da redução. Em idosos, a luxação associa-se também a lesão do manguito rotador.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Instabilidade do ombro'],
    statement:
      '<p>Homem, 20 anos, com luxações anteriores recidivantes do ombro direito. A ressonância mostra lesão do lábio glenoidal anteroinferior e uma impressão óssea na face posterolateral da cabeça umeral.</p><p>Essas lesões correspondem, respectivamente, a:</p>',
    alternatives: [
      {
        text: 'Lesão SLAP e lesão de McLaughlin.',
        explanation:
          'Incorreta: a SLAP acomete o lábio superior, e a McLaughlin é a impressão anteromedial da luxação posterior.',
      },
      {
        text: 'Bankart reversa e Hill-Sachs.',
        explanation: 'Incorreta: a Bankart reversa acomete o lábio posterior, na instabilidade posterior.',
      },
      {
        text: 'Lesão de Bennett do ombro e Hill-Sachs.',
        explanation:
          'Incorreta: a lesão de Bennett do ombro é ossificação posteroinferior da glenoide em arremessadores.',
      },
      {
        text: 'Lesão de Bankart e lesão de Hill-Sachs.',
        explanation: 'Correta: são as lesões clássicas da instabilidade anterior.',
      },
      {
        text: 'Lesão HAGL e lesão SLAP.',
        explanation:
          'Incorreta: a HAGL é avulsão umeral dos ligamentos glenoumerais, e a SLAP é lesão do lábio superior.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Na luxação anterior, o lábio anteroinferior e o ligamento glenoumeral inferior se desinserem da glenoide (lesão de Bankart; “Bankart ósseo” quando há fragmento), e a face posterolateral da cabeça umeral impacta contra a borda anterior da glenoide (lesão de Hill-Sachs). A avaliação da perda óssea, em ambos os lados, orienta a escolha entre reparo de partes moles e procedimentos ósseos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Instabilidade do ombro'],
    statement:
      '<p>Homem, 22 anos, jogador de rúgbi, teve quatro luxações anteriores do ombro dominante. A tomografia mostra perda óssea de 25% da superfície anteroinferior da glenoide.</p><p>Qual o tratamento mais indicado?</p>',
    alternatives: [
      {
        text: 'Fisioterapia de fortalecimento isolada.',
        explanation:
          'Incorreta: em jovem com esporte de contato, recidivas múltiplas e perda óssea, a fisioterapia isolada tem alta falha.',
      },
      {
        text: 'Imobilização em rotação externa por 6 semanas.',
        explanation: 'Incorreta: não corrige a perda óssea nem a instabilidade recorrente.',
      },
      {
        text: 'Reparo artroscópico de Bankart isolado.',
        explanation:
          'Incorreta: com perda óssea significativa da glenoide, o reparo de partes moles isolado tem alta recidiva.',
      },
      { text: 'Capsulorrafia térmica.', explanation: 'Incorreta: técnica abandonada por falhas e condrólise.' },
      {
        text: 'Procedimento de bloqueio ósseo, como a cirurgia de Latarjet.',
        explanation: 'Correta: a transferência do processo coracoide repõe a perda óssea e tem baixa recidiva.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A recidiva da luxação anterior é muito alta em jovens e atletas de contato. A perda óssea da glenoide, em geral acima de cerca de 20% a 25% (ou menos em atletas de contato), e as lesões de Hill-Sachs que engatam na glenoide favorecem procedimentos ósseos, como o Latarjet. Sem perda óssea relevante, o reparo artroscópico de Bankart é a opção mais usada.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Cotovelo do adulto'],
    statement:
      '<p>Homem, 45 anos, pedreiro, refere dor no epicôndilo lateral do cotovelo direito há 3 meses, que piora ao segurar ferramentas. A dor é reproduzida pela extensão resistida do punho com o cotovelo estendido (teste de Cozen).</p><p>Qual o diagnóstico e a estrutura acometida?</p>',
    alternatives: [
      {
        text: 'Epicondilite medial; origem do grupo flexor-pronador.',
        explanation: 'Incorreta: a epicondilite medial dói no epicôndilo medial, com flexão resistida do punho.',
      },
      {
        text: 'Síndrome do túnel radial; nervo interósseo posterior.',
        explanation: 'Incorreta: a dor é mais distal, sobre a arcada de Frohse, e não no epicôndilo.',
      },
      {
        text: 'Epicondilite lateral; origem do extensor radial curto do carpo.',
        explanation: 'Correta: é a tendinopatia degenerativa mais comum do cotovelo.',
      },
      {
        text: 'Bursite do olécrano.',
        explanation: 'Incorreta: causa aumento de volume na face posterior do cotovelo.',
      },
      {
        text: 'Artrose radiocapitelar.',
        explanation:
          'Incorreta: causaria dor articular e limitação de movimento, sem relação com a extensão resistida do punho.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A epicondilite lateral é uma tendinopatia degenerativa (angiofibroblástica) da origem do extensor radial curto do carpo. É comum entre 35 e 55 anos e em trabalhos manuais repetitivos. O tratamento é conservador na maioria: ajuste da atividade, órtese, fisioterapia com exercícios excêntricos e analgesia. Infiltrações de corticoide aliviam a curto prazo, mas têm mais recidiva. A cirurgia é exceção.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Cotovelo do adulto'],
    statement:
      '<p>Homem, 50 anos, refere parestesia no quarto e no quinto dedos, que piora quando fala ao telefone celular com o cotovelo fletido. Há hipoestesia também no dorso da mão do lado ulnar, sinal de Froment positivo e atrofia dos interósseos.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Síndrome do túnel do carpo.',
        explanation: 'Incorreta: o mediano inerva do polegar à metade radial do quarto dedo.',
      },
      {
        text: 'Síndrome do túnel cubital (compressão do nervo ulnar no cotovelo).',
        explanation:
          'Correta: a piora com a flexão do cotovelo e a alteração no dorso ulnar da mão localizam a lesão no cotovelo.',
      },
      { text: 'Radiculopatia C6.', explanation: 'Incorreta: a raiz C6 envolve o polegar e o indicador.' },
      {
        text: 'Síndrome do canal de Guyon.',
        explanation:
          'Incorreta: o ramo cutâneo dorsal do ulnar sai antes do canal de Guyon, e a sensibilidade do dorso da mão estaria preservada.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A síndrome do túnel cubital é a segunda neuropatia compressiva mais comum do membro superior. A flexão do cotovelo aumenta a tensão e a pressão sobre o nervo ulnar. O acometimento da sensibilidade do dorso ulnar da mão diferencia a compressão no cotovelo da compressão no canal de Guyon. O sinal de Froment revela fraqueza do adutor do polegar.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Mão e punho do adulto'],
    statement:
      '<p>Mulher, 48 anos, refere parestesias noturnas no polegar, no indicador e no dedo médio, que a acordam e melhoram ao sacudir a mão. Os testes de Phalen e de Tinel no punho são positivos.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Síndrome do túnel do carpo, por compressão do nervo mediano sob o ligamento transverso do carpo.',
        explanation: 'Correta: o quadro clínico é típico.',
      },
      {
        text: 'Síndrome do pronador.',
        explanation:
          'Incorreta: cursa com dor no antebraço e alteração da sensibilidade da eminência tenar, sem predomínio noturno típico.',
      },
      { text: 'Radiculopatia C8.', explanation: 'Incorreta: C8 acomete o lado ulnar da mão.' },
      {
        text: 'Síndrome do túnel cubital.',
        explanation: 'Incorreta: envolve o nervo ulnar e o quarto e quinto dedos.',
      },
      {
        text: 'Tenossinovite de De Quervain.',
        explanation: 'Incorreta: causa dor no processo estiloide do rádio, sem parestesias.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A síndrome do túnel do carpo é a neuropatia compressiva mais comum. Associa-se a gravidez, diabetes, hipotireoidismo, artrite reumatoide e trabalho manual. O diagnóstico é clínico, e a eletroneuromiografia confirma e gradua a gravidade. O tratamento inicial usa órtese noturna em posição neutra e infiltração; a descompressão cirúrgica é indicada nos casos refratários, com atrofia tenar ou déficit.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Mão e punho do adulto'],
    statement:
      '<p>Mulher, 35 anos, no terceiro mês pós-parto, refere dor no processo estiloide do rádio, que piora ao segurar o bebê. A dor é reproduzida pelo desvio ulnar do punho com o polegar fletido dentro da mão fechada.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Rizartrose (artrose trapeziometacarpal).',
        explanation:
          'Incorreta: a dor é na base do polegar, com teste de compressão axial positivo, mais comum após os 50 anos.',
      },
      {
        text: 'Síndrome da intersecção.',
        explanation:
          'Incorreta: a dor é mais proximal, no dorso do antebraço, onde o primeiro compartimento cruza o segundo.',
      },
      {
        text: 'Fratura do escafoide.',
        explanation: 'Incorreta: não há trauma, e a dor seria na tabaqueira anatômica.',
      },
      {
        text: 'Tenossinovite de De Quervain, do primeiro compartimento extensor (abdutor longo e extensor curto do polegar).',
        explanation: 'Correta: dor no estiloide radial com teste de Finkelstein (ou Eichhoff) positivo é típica.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A tenossinovite de De Quervain é a tenossinovite estenosante do primeiro compartimento extensor, que contém o abdutor longo e o extensor curto do polegar. É comum em mulheres, no puerpério e em movimentos repetitivos. O tratamento inicial é órtese que inclua o polegar e infiltração com corticoide; a cirurgia libera o compartimento, atenta a subcompartimentos e ao ramo sensitivo do nervo radial.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Mão e punho do adulto'],
    statement:
      '<p>Homem, 60 anos, de ascendência europeia, apresenta nódulos e cordas palmares no quarto e no quinto dedos, com contratura em flexão de 40° da metacarpofalângica do quarto dedo. Não consegue apoiar a mão espalmada sobre a mesa.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Tenossinovite estenosante; infiltração da polia A1.',
        explanation:
          'Incorreta: o dedo em gatilho causa bloqueio e estalido, e não cordas palmares com contratura fixa.',
      },
      {
        text: 'Contratura isquêmica de Volkmann; liberação muscular.',
        explanation: 'Incorreta: decorre de síndrome compartimental do antebraço, com garra por fibrose muscular.',
      },
      {
        text: 'Doença de Dupuytren; o teste da mesa de Hueston positivo indica tratamento, como fasciectomia ou fasciotomia percutânea com agulha.',
        explanation: 'Correta: contratura de 30° ou mais na metacarpofalângica, com mesa positiva, indica tratamento.',
      },
      {
        text: 'Camptodactilia; órtese.',
        explanation: 'Incorreta: é contratura congênita da interfalângica proximal do quinto dedo.',
      },
      {
        text: 'Artrite reumatoide; metotrexato.',
        explanation: 'Incorreta: não há sinovite nem deformidades típicas da artrite reumatoide.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A doença de Dupuytren é uma fibroproliferação da fáscia palmar, mediada por miofibroblastos, que forma nódulos e cordas e leva à contratura em flexão, sobretudo do quarto e do quinto dedos. Associa-se a ascendência norte-europeia, diabetes, etilismo e epilepsia. O tratamento é indicado quando a mão não apoia na mesa, com contratura de cerca de 30° na metacarpofalângica ou qualquer contratura da interfalângica proximal.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2016,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Mão e punho do adulto'],
    statement:
      '<p>Homem, 30 anos, sofreu impacto de uma bola na ponta do dedo médio e não consegue estender ativamente a interfalângica distal, que fica fletida. A radiografia não mostra fratura.</p><p>Qual o tratamento?</p>',
    alternatives: [
      {
        text: 'Cirurgia de urgência para sutura do tendão.',
        explanation: 'Incorreta: a lesão fechada sem fratura é tratada de forma conservadora.',
      },
      {
        text: 'Tala de toda a mão por 2 semanas.',
        explanation: 'Incorreta: o tempo é insuficiente, e imobilizar toda a mão causa rigidez desnecessária.',
      },
      {
        text: 'Fisioterapia com movimentação precoce.',
        explanation: 'Incorreta: a movimentação impede a cicatrização do tendão.',
      },
      {
        text: 'Tala mantendo a interfalângica distal em flexão.',
        explanation: 'Incorreta: a flexão afasta os cotos tendíneos.',
      },
      {
        text: 'Órtese mantendo a interfalângica distal em extensão, ou leve hiperextensão, de forma contínua por 6 a 8 semanas, com a interfalângica proximal livre.',
        explanation: 'Correta: é o tratamento do dedo em martelo sem fratura ou com pequeno fragmento.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O dedo em martelo decorre da lesão da inserção do tendão extensor terminal na falange distal. O tratamento é conservador, com órtese em extensão da interfalângica distal de uso contínuo por 6 a 8 semanas; qualquer flexão durante esse período reinicia a contagem. A cirurgia fica para fraturas com grande fragmento articular e subluxação volar da falange distal.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'FAURGS' },
  },
  {
    subject: [
      'Ortopedia do Adulto',
      'Joelho, Pé e Tornozelo',
      'Lesões ligamentares do joelho',
      'Ligamento cruzado anterior',
    ],
    statement:
      '<p>Mulher, 24 anos, jogadora de futebol, sofre entorse do joelho com o pé fixo e rotação do corpo, sente um estalido e apresenta derrame articular volumoso nas primeiras horas.</p><p>Qual o teste clínico mais sensível para a lesão mais provável?</p>',
    alternatives: [
      {
        text: 'Teste de Lachman.',
        explanation: 'Correta: é o teste mais sensível para a lesão do ligamento cruzado anterior.',
      },
      { text: 'Gaveta posterior.', explanation: 'Incorreta: avalia o ligamento cruzado posterior.' },
      {
        text: 'Pivot shift.',
        explanation: 'Incorreta: é o mais específico, mas menos sensível, sobretudo sem anestesia.',
      },
      { text: 'Teste de McMurray.', explanation: 'Incorreta: avalia lesões meniscais.' },
    ],
    correct: 'A',
    explanation:
      '<p>Entorse em pivô com estalido e hemartrose precoce sugere lesão do ligamento cruzado anterior, presente na maioria das hemartroses traumáticas agudas do adulto. O teste de Lachman, gaveta anterior a 20° a 30° de flexão, é o mais sensível; o pivot shift é o mais específico. A ressonância confirma e avalia meniscos e cartilagem. Mulheres atletas têm maior risco.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2017,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: [
      'Ortopedia do Adulto',
      'Joelho, Pé e Tornozelo',
      'Lesões ligamentares do joelho',
      'Ligamento cruzado anterior',
    ],
    statement:
      '<p>A radiografia do joelho de um paciente com entorse em rotação mostra pequeno fragmento avulsionado da borda lateral do planalto tibial lateral (fratura de Segond).</p><p>Esse achado associa-se classicamente a qual lesão?</p>',
    alternatives: [
      {
        text: 'Lesão do ligamento cruzado posterior.',
        explanation: 'Incorreta: a Segond reversa, no planalto medial, é que se associa ao cruzado posterior.',
      },
      {
        text: 'Lesão isolada do menisco medial.',
        explanation: 'Incorreta: lesões meniscais podem acompanhar, mas não são a associação clássica.',
      },
      {
        text: 'Luxação da patela.',
        explanation: 'Incorreta: associa-se a fraturas osteocondrais da patela e do côndilo femoral lateral.',
      },
      {
        text: 'Lesão do ligamento cruzado anterior.',
        explanation: 'Correta: a fratura de Segond é praticamente patognomônica de lesão do cruzado anterior.',
      },
      { text: 'Lesão do tendão patelar.', explanation: 'Incorreta: não tem relação com a avulsão capsular lateral.' },
    ],
    correct: 'D',
    explanation:
      '<p>A fratura de Segond é uma avulsão da cápsula lateral e do ligamento anterolateral na borda lateral da tíbia proximal, por rotação interna com varo. Está associada à lesão do ligamento cruzado anterior em grande parte dos casos e indica instabilidade rotacional. Outros achados indiretos são a impacção do sulco terminal do côndilo femoral lateral e a contusão óssea em “beijo”.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
];
