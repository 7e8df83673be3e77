import type { DemoQuestion } from './demo-question-types.ts';

/** Banco de questões de oftalmologia, parte 2 (dados de demonstração em português). */
export const questions2: readonly DemoQuestion[] = [
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia', 'Endoftalmite'],
    statement:
      '<p>Homem de 71 anos, no 4º dia de pós-operatório de facoemulsificação sem intercorrências, refere dor intensa e piora visual súbita no olho operado. Há hiperemia intensa, edema corneano, fibrina e hipópio de 2 mm, e o reflexo vermelho está ausente. A acuidade visual é de percepção luminosa.</p><p>Segundo o Endophthalmitis Vitrectomy Study (EVS), qual a conduta?</p>',
    alternatives: [
      {
        text: 'Punção vítrea para cultura e injeção intravítrea de vancomicina e ceftazidima, sem vitrectomia',
        explanation:
          'A punção com injeção é a conduta para acuidade de movimento de mãos ou melhor, e não para percepção luminosa.',
      },
      {
        text: 'Antibiótico sistêmico intravenoso isolado',
        explanation: 'No EVS, o antibiótico intravenoso não trouxe benefício, e o tratamento essencial é intravítreo.',
      },
      {
        text: 'Corticoide tópico intensivo e cicloplégico, com reavaliação em 24 horas',
        explanation:
          'A síndrome tóxica do segmento anterior surge nas primeiras 24 horas; dor intensa e hipópio no 4º dia indicam endoftalmite.',
      },
      {
        text: 'Colírios fortificados de hora em hora',
        explanation: 'Os colírios não atingem concentração terapêutica no vítreo.',
      },
      {
        text: 'Vitrectomia via pars plana imediata, com injeção de antibióticos intravítreos',
        explanation:
          'No EVS, pacientes com acuidade de percepção luminosa tiveram resultado visual muito melhor com vitrectomia imediata.',
      },
    ],
    correct: 'E',
    explanation:
      'O EVS mostrou que, na endoftalmite aguda pós-facectomia, a vitrectomia imediata beneficia os olhos com acuidade de percepção luminosa; com movimento de mãos ou melhor, a punção vítrea com injeção de antibióticos tem resultado equivalente. Os antibióticos intravítreos padrão são vancomicina, para gram-positivos, e ceftazidima, para gram-negativos. O estudo não mostrou benefício do antibiótico intravenoso usado na época.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2019, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia', 'Endoftalmite'],
    statement: '<p>Sobre a endoftalmite aguda pós-facectomia, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O agente mais isolado é o Staphylococcus coagulase-negativo, e a antissepsia com iodopovidona 5% no fórnice conjuntival é medida profilática de alto nível de evidência, ao lado do antibiótico intracameral',
        explanation:
          'A flora da margem palpebral é a principal fonte, e a iodopovidona e o antibiótico intracameral reduzem o risco.',
      },
      {
        text: 'O agente mais frequente é a Pseudomonas aeruginosa, proveniente do sistema de irrigação',
        explanation:
          'Surtos por contaminação de soluções existem, mas o agente mais frequente é o estafilococo coagulase-negativo da flora do paciente.',
      },
      {
        text: 'A ruptura da cápsula posterior reduz o risco de endoftalmite por diminuir o tempo cirúrgico',
        explanation: 'A ruptura da cápsula posterior, com perda vítrea, aumenta o risco de endoftalmite.',
      },
      {
        text: 'O colírio antibiótico no pós-operatório dispensa a antissepsia pré-operatória',
        explanation: 'A iodopovidona pré-operatória é a medida com melhor evidência e não pode ser substituída.',
      },
      {
        text: 'A endoftalmite por Cutibacterium acnes costuma surgir nos primeiros 3 dias, com hipópio e dor intensa',
        explanation:
          'O Cutibacterium acnes causa endoftalmite crônica, meses após a cirurgia, com placa branca no saco capsular.',
      },
    ],
    correct: 'A',
    explanation:
      'A endoftalmite aguda pós-facectomia surge em geral entre o 3º e o 7º dia, com dor, baixa visual e hipópio. Os agentes mais comuns são estafilococos coagulase-negativos, seguidos de S. aureus e estreptococos, provenientes da flora palpebral. O estudo da ESCRS mostrou que a cefuroxima intracameral reduz o risco em cerca de cinco vezes; ruptura capsular, vazamento da incisão e diabetes são fatores de risco.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia'],
    statement:
      '<p>Durante facoemulsificação em homem de 74 anos, observam-se ondulação da íris ao fluxo de irrigação, prolapso iriano pelas incisões e miose progressiva apesar de midríase pré-operatória adequada.</p><p>Qual medicação em uso pelo paciente está mais associada a essa complicação?</p>',
    alternatives: [
      { text: 'Ácido acetilsalicílico', explanation: 'O AAS não altera o tônus do dilatador da íris.' },
      { text: 'Latanoprosta', explanation: 'Os análogos de prostaglandina não causam íris flácida.' },
      { text: 'Sinvastatina', explanation: 'As estatinas não se associam a essa síndrome.' },
      {
        text: 'Tansulosina',
        explanation:
          'O antagonista alfa-1A causa a síndrome da íris flácida intraoperatória, mesmo anos após o início do uso.',
      },
      { text: 'Metformina', explanation: 'A metformina não se associa a essa síndrome.' },
    ],
    correct: 'D',
    explanation:
      'A síndrome da íris flácida intraoperatória (IFIS) tem a tríade: íris que ondula, prolapso pelas incisões e miose progressiva. A tansulosina, antagonista alfa-1A usado na hiperplasia prostática, é a causa principal, e suspendê-la antes da cirurgia não elimina o risco. A prevenção consiste em perguntar sobre o uso, usar midriáticos intracamerais, viscoelástico dispersivo e dispositivos de expansão pupilar, como ganchos ou anel de Malyugin.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia'],
    statement:
      '<p>Mulher de 69 anos, diabética sem retinopatia, teve ótima recuperação após facectomia sem intercorrências, com acuidade de 20/20 na primeira semana. Seis semanas depois, refere baixa visual para 20/50. A OCT mostra espaços cistoides na plexiforme externa com espessamento foveal, e a angiofluoresceinografia mostra padrão em pétalas de flor e hiperfluorescência do disco óptico.</p><p>Qual o diagnóstico e o tratamento inicial?</p>',
    alternatives: [
      {
        text: 'Edema macular cistoide pós-operatório (síndrome de Irvine-Gass); AINE tópico associado a corticoide tópico',
        explanation:
          'O tempo de surgimento, o padrão petaloide e a hiperfluorescência do disco são típicos de Irvine-Gass, tratado inicialmente com anti-inflamatórios tópicos.',
      },
      {
        text: 'Edema macular diabético; fotocoagulação focal',
        explanation: 'A paciente não tinha retinopatia, e o padrão angiográfico aponta para edema pós-operatório.',
      },
      {
        text: 'Opacificação da cápsula posterior; capsulotomia com YAG laser',
        explanation: 'A OCT demonstra edema macular, que explica a baixa visual.',
      },
      {
        text: 'Endoftalmite crônica; vitrectomia',
        explanation: 'Não há inflamação intraocular significativa nem placa capsular.',
      },
    ],
    correct: 'A',
    explanation:
      'O edema macular cistoide pós-facectomia surge em geral entre 4 e 12 semanas, com pico por volta de 6 semanas, e decorre da liberação de prostaglandinas inflamatórias. Diabetes, uveíte, ruptura capsular com perda vítrea, membrana epirretiniana e oclusão venosa prévia aumentam o risco. A maioria resolve com AINE e corticoide tópicos; casos refratários recebem corticoide periocular ou intravítreo.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2022, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia'],
    statement:
      '<p>Homem de 66 anos, operado de catarata com implante de lente intraocular no saco capsular há 3 anos, relata piora progressiva da visão e ofuscamento. O exame mostra opacidade perolada (pérolas de Elschnig) atrás da lente intraocular, no eixo visual, com fundo de olho normal.</p><p>Qual o tratamento?</p>',
    alternatives: [
      {
        text: 'Troca da lente intraocular',
        explanation: 'A lente está bem posicionada; o problema está na cápsula posterior.',
      },
      {
        text: 'Vitrectomia posterior via pars plana',
        explanation: 'Não há doença vítrea nem retiniana que justifique vitrectomia.',
      },
      {
        text: 'Fotocoagulação com laser de argônio',
        explanation: 'O laser de argônio é térmico e usado na retina, e não para abrir a cápsula.',
      },
      {
        text: 'Corticoide tópico por 4 semanas',
        explanation: 'A opacificação capsular é proliferativa, e não inflamatória; não responde a corticoide.',
      },
      {
        text: 'Capsulotomia posterior com Nd:YAG laser',
        explanation: 'A abertura da cápsula opacificada no eixo visual restaura a visão em procedimento ambulatorial.',
      },
    ],
    correct: 'E',
    explanation:
      'A opacificação da cápsula posterior é a complicação tardia mais comum da facectomia, por proliferação de células epiteliais remanescentes do cristalino. É mais frequente em crianças e em uveíticos, e menos com lentes acrílicas hidrofóbicas de borda quadrada. A capsulotomia com Nd:YAG pode causar elevação transitória da pressão intraocular, edema macular cistoide e, raramente, descolamento de retina, sobretudo em míopes altos.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'Cebraspe' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Por que o ângulo da câmara anterior não pode ser visualizado diretamente à lâmpada de fenda, exigindo uma lente de gonioscopia?</p>',
    alternatives: [
      {
        text: 'Porque a íris periférica sempre encobre a malha trabecular',
        explanation: 'Em olhos com ângulo aberto a íris não encobre a malha, e ainda assim a lente é necessária.',
      },
      {
        text: 'Porque o humor aquoso absorve a luz refletida pelo ângulo',
        explanation: 'O humor aquoso é transparente e não absorve significativamente a luz visível.',
      },
      {
        text: 'Porque a lâmpada de fenda não tem aumento suficiente',
        explanation: 'O aumento não é o problema; mesmo com grande aumento o ângulo não é visível sem a lente.',
      },
      {
        text: 'Porque o cristalino desvia a luz proveniente do ângulo',
        explanation: 'O cristalino fica atrás da íris e não está no trajeto da luz do ângulo até o examinador.',
      },
      {
        text: 'Porque a luz proveniente do ângulo sofre reflexão total interna na interface entre o filme lacrimal e o ar',
        explanation:
          'A luz do ângulo incide na interface lágrima-ar acima do ângulo crítico e é refletida de volta ao olho.',
      },
    ],
    correct: 'E',
    explanation:
      'A luz refletida pelas estruturas do ângulo atinge a interface lágrima-ar com incidência acima do ângulo crítico (cerca de 46°) e sofre reflexão total interna. A lente de gonioscopia, com índice de refração próximo ao da córnea, elimina essa interface. As lentes indiretas (Goldmann, Zeiss, Posner) usam espelhos e mostram o ângulo oposto; as diretas, como a de Koeppe, são usadas com o paciente deitado e em procedimentos angulares.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Durante a gonioscopia de um ângulo aberto, qual estrutura representa o limite mais anterior do ângulo e corresponde ao término da membrana de Descemet?</p>',
    alternatives: [
      {
        text: 'Esporão escleral',
        explanation:
          'É a projeção escleral onde se insere o músculo longitudinal do corpo ciliar, posterior à malha trabecular.',
      },
      {
        text: 'Malha trabecular pigmentada',
        explanation: 'Fica entre o esporão escleral e a linha de Schwalbe, e é a porção filtrante do ângulo.',
      },
      {
        text: 'Linha de Schwalbe',
        explanation: 'É a estrutura mais anterior do ângulo, onde termina a membrana de Descemet.',
      },
      {
        text: 'Banda do corpo ciliar',
        explanation: 'É a estrutura mais posterior visível em ângulos amplamente abertos.',
      },
      { text: 'Raiz da íris', explanation: 'É o limite posterior do recesso angular, e não o anterior.' },
    ],
    correct: 'C',
    explanation:
      'Da raiz da íris para a córnea, veem-se a banda do corpo ciliar, o esporão escleral, a malha trabecular (com a porção pigmentada posterior, filtrante) e a linha de Schwalbe. Quando é difícil identificar as estruturas, a técnica da cunha corneana localiza a linha de Schwalbe no encontro das duas faixas de luz. Uma linha de Schwalbe proeminente e anteriorizada é o embriotóxon posterior, visto na síndrome de Axenfeld-Rieger.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>À gonioscopia sem indentação, em sala escura e posição primária do olhar, visualiza-se a malha trabecular, mas não o esporão escleral nem a banda do corpo ciliar, com abertura estimada em cerca de 20° nos quatro quadrantes.</p><p>Segundo a classificação de Shaffer, trata-se de:</p>',
    alternatives: [
      {
        text: 'Grau 4: ângulo amplamente aberto, com fechamento impossível',
        explanation: 'O grau 4 tem 35° a 45° de abertura, com a banda do corpo ciliar visível.',
      },
      {
        text: 'Grau 3: ângulo aberto, com fechamento improvável',
        explanation: 'O grau 3 tem 20° a 35° de abertura, com o esporão escleral visível.',
      },
      {
        text: 'Grau 2: ângulo moderadamente estreito, com fechamento possível',
        explanation: 'O grau 2 tem cerca de 20° de abertura, com a malha trabecular visível e sem esporão escleral.',
      },
      {
        text: 'Grau 1: ângulo muito estreito, com fechamento provável',
        explanation:
          'O grau 1 tem cerca de 10° de abertura, e em geral só a linha de Schwalbe e a parte anterior da malha são visíveis.',
      },
      {
        text: 'Grau 0: ângulo fechado, com contato iridocorneano',
        explanation: 'No grau 0 a íris encosta na córnea, e nenhuma estrutura do ângulo é visível.',
      },
    ],
    correct: 'C',
    explanation:
      'A classificação de Shaffer gradua a abertura do ângulo entre a íris e a malha trabecular: grau 4 (35–45°), 3 (20–35°), 2 (cerca de 20°), 1 (cerca de 10°), fenda e 0 (fechado). Na prática, a estrutura mais posterior visível ajuda a graduar. Graus 2 ou menores merecem atenção ao risco de fechamento e avaliação com indentação.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Mulher de 63 anos, hipermétrope, apresenta à gonioscopia estática contato iridotrabecular em 270°. Com a lente de quatro espelhos, a compressão da córnea aprofunda a periferia da câmara e revela a malha trabecular livre na maior parte da extensão, exceto em 2 horas de relógio no quadrante superior, onde a íris permanece aderida.</p><p>A gonioscopia de indentação permite concluir que:</p>',
    alternatives: [
      {
        text: 'Todo o fechamento é sinequial, e a iridotomia não tem mais indicação',
        explanation:
          'Na maior parte do ângulo, a íris se afastou com a indentação, o que demonstra aposição, e não sinéquia.',
      },
      {
        text: 'O ângulo é aberto, pois a indentação abriu a maior parte dele',
        explanation:
          'A indentação é manobra diagnóstica; o ângulo em repouso tem contato iridotrabecular extenso e é estreito.',
      },
      {
        text: 'A indentação não é útil para diferenciar aposição de sinéquia',
        explanation: 'Diferenciar aposição de sinéquia é justamente a principal utilidade da indentação.',
      },
      {
        text: 'O fechamento é predominantemente aposicional, com sinéquias anteriores periféricas restritas ao setor superior',
        explanation: 'A indentação abre as áreas de aposição, enquanto as sinéquias não se desfazem.',
      },
    ],
    correct: 'D',
    explanation:
      'As lentes de quatro espelhos (Zeiss, Posner, Sussman) têm área de contato menor que a córnea; pressioná-las desloca o humor aquoso para a periferia e abre o ângulo aposicional. Sinéquias anteriores periféricas permanecem aderidas, e sua extensão orienta o prognóstico e o tratamento. A lente de Goldmann de três espelhos, de diâmetro maior, não permite indentação eficaz.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2017,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Homem de 74 anos apresenta pressão intraocular de 34 mmHg no olho direito e 18 mmHg no esquerdo. Após a midríase, há material branco-acinzentado na cápsula anterior do cristalino, em padrão de alvo, e material semelhante na margem pupilar. À gonioscopia, o ângulo é aberto, com pigmentação trabecular irregular e uma linha pigmentada ondulada anterior à linha de Schwalbe.</p><p>Qual o diagnóstico e o nome dessa linha pigmentada?</p>',
    alternatives: [
      {
        text: 'Glaucoma pigmentar; fuso de Krukenberg',
        explanation:
          'O glaucoma pigmentar acomete míopes jovens, e o fuso de Krukenberg é um depósito de pigmento no endotélio corneano, e não no ângulo.',
      },
      {
        text: 'Glaucoma pseudoesfoliativo; linha de Sampaolesi',
        explanation:
          'A deposição de pigmento anterior à linha de Schwalbe é a linha de Sampaolesi, típica da pseudoesfoliação.',
      },
      {
        text: 'Glaucoma pseudoesfoliativo; processos irianos',
        explanation:
          'Os processos irianos são finas extensões normais da íris até o esporão, e não uma linha pigmentada.',
      },
      {
        text: 'Glaucoma por recessão angular; linha de Schwalbe',
        explanation:
          'Na recessão angular há alargamento da banda do corpo ciliar, e não depósito de material no cristalino.',
      },
      {
        text: 'Glaucoma facolítico; linha de Khodadoust',
        explanation: 'A linha de Khodadoust é a linha de rejeição endotelial do transplante de córnea.',
      },
    ],
    correct: 'B',
    explanation:
      'A síndrome de pseudoesfoliação, associada ao gene LOXL1, deposita material fibrilar no segmento anterior e é frequentemente assimétrica. O glaucoma pseudoesfoliativo tem pressões mais altas e flutuantes e progride mais rápido que o glaucoma primário de ângulo aberto. A fragilidade zonular e a midríase ruim aumentam o risco de complicações na cirurgia de catarata.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2022, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Homem de 40 anos, com história de trauma contuso com hifema no olho esquerdo na adolescência, apresenta pressão intraocular de 30 mmHg nesse olho e escavação de 0,8. À gonioscopia comparativa, o olho afetado mostra alargamento irregular da banda do corpo ciliar em 200°, com esporão escleral esbranquiçado e ruptura de processos irianos.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Glaucoma de ângulo fechado crônico',
        explanation: 'O ângulo está aberto, e até alargado, no setor da recessão.',
      },
      { text: 'Glaucoma neovascular', explanation: 'Não há vasos anômalos cruzando o esporão escleral.' },
      {
        text: 'Ciclodiálise',
        explanation:
          'A ciclodiálise é a separação do corpo ciliar do esporão, com fenda e hipotonia, e não hipertensão.',
      },
      {
        text: 'Glaucoma pigmentar',
        explanation: 'Não há os achados típicos da dispersão pigmentar nem história compatível.',
      },
      {
        text: 'Glaucoma por recessão angular',
        explanation:
          'O alargamento da banda do corpo ciliar após trauma contuso, com dano trabecular associado, caracteriza a recessão angular.',
      },
    ],
    correct: 'E',
    explanation:
      'A recessão angular é uma rotura entre os músculos longitudinal e circular do corpo ciliar após trauma contuso, com dano trabecular concomitante. O risco de glaucoma aumenta quando a recessão ultrapassa 180° e pode se manifestar muitos anos depois, o que exige seguimento por toda a vida. A gonioscopia comparativa entre os olhos facilita o diagnóstico.',
    source: { institution: 'SUS-SP', exam: 'R3 – Oftalmologia', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Homem de 65 anos, com oclusão isquêmica da veia central da retina no olho direito há 10 semanas, apresenta pressão intraocular de 42 mmHg e dor. À gonioscopia, vasos finos e ramificados cruzam o esporão escleral e se espalham sobre a malha trabecular, com sinéquias em 90°.</p><p>Qual o diagnóstico e a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Glaucoma neovascular; anti-VEGF intravítreo e panfotocoagulação retiniana, além do controle clínico da pressão',
        explanation:
          'O anti-VEGF faz regredir os neovasos rapidamente, e a panfotocoagulação elimina o estímulo isquêmico de forma duradoura.',
      },
      {
        text: 'Vasos normais da raiz da íris; observação',
        explanation: 'Vasos normais são radiais e não cruzam o esporão escleral.',
      },
      {
        text: 'Glaucoma neovascular; iridotomia a laser como tratamento principal',
        explanation: 'O mecanismo é a membrana fibrovascular no ângulo, e não o bloqueio pupilar.',
      },
      {
        text: 'Glaucoma uveítico; corticoide tópico isolado',
        explanation: 'O corticoide ajuda a controlar a inflamação, mas não trata a causa isquêmica.',
      },
      {
        text: 'Glaucoma neovascular; pilocarpina para abrir o ângulo',
        explanation: 'A pilocarpina aumenta a inflamação e não abre um ângulo fechado por membrana.',
      },
    ],
    correct: 'A',
    explanation:
      'O glaucoma neovascular surge, classicamente, cerca de 3 meses após uma oclusão isquêmica da veia central da retina, e também na retinopatia diabética proliferativa e na síndrome isquêmica ocular. Os neovasos cruzam o esporão e formam uma membrana fibrovascular que fecha o ângulo progressivamente. O tratamento combina anti-VEGF, panfotocoagulação, hipotensores, cicloplégico e corticoide tópico; nos casos refratários, implante de drenagem ou ciclofotocoagulação.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement:
      '<p>Mulher de 42 anos, míope leve, tem ângulo estreito persistente em 360° mesmo após iridotomia periférica pérvia. A câmara anterior central tem profundidade normal e a íris é plana. Na gonioscopia de indentação, observa-se o sinal da dupla corcova.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Bloqueio pupilar relativo não resolvido',
        explanation:
          'Com a iridotomia pérvia, o bloqueio pupilar está resolvido, e a íris abaulada típica não está presente.',
      },
      {
        text: 'Íris em platô',
        explanation:
          'Processos ciliares anteriorizados empurram a íris periférica contra a malha, e o ângulo continua estreito apesar da iridotomia.',
      },
      {
        text: 'Glaucoma maligno por desvio do humor aquoso',
        explanation: 'O glaucoma maligno cursa com câmara rasa central e periférica, em geral após cirurgia.',
      },
      {
        text: 'Síndrome de dispersão pigmentar',
        explanation: 'Na dispersão pigmentar, o ângulo é aberto e a íris é côncava.',
      },
      {
        text: 'Síndrome iridocorneana endotelial',
        explanation: 'A síndrome ICE é unilateral, com alterações endoteliais, atrofia de íris e sinéquias altas.',
      },
    ],
    correct: 'B',
    explanation:
      'Na íris em platô, os processos ciliares anteriorizados sustentam a íris periférica, que se aproxima da malha, enquanto a câmara central tem profundidade normal. Na indentação, a dupla corcova corresponde à íris apoiada nos processos ciliares, na periferia, e no cristalino, no centro. A biomicroscopia ultrassônica confirma o diagnóstico, e as opções terapêuticas incluem iridoplastia periférica a laser, pilocarpina e extração do cristalino.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2017, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    statement: '<p>Sobre a técnica e os achados da gonioscopia, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A lente de Goldmann de três espelhos dispensa meio de acoplamento e permite indentação eficaz',
        explanation: 'A lente de Goldmann exige gel de acoplamento e, por seu diâmetro, não permite indentação eficaz.',
      },
      {
        text: 'A estimativa de van Herick substitui a gonioscopia na decisão de tratar um ângulo estreito',
        explanation: 'A técnica de van Herick é triagem; a decisão terapêutica exige gonioscopia.',
      },
      {
        text: 'Sangue no canal de Schlemm indica sempre neovascularização do ângulo',
        explanation:
          'Costuma refletir pressão excessiva da lente ou aumento da pressão venosa episcleral, como na fístula carotidocavernosa.',
      },
      {
        text: 'O exame deve ser feito em sala escura, com feixe curto que não incida sobre a pupila, para não induzir miose e abrir artificialmente o ângulo',
        explanation: 'A luz na pupila causa miose, que traciona a íris e faz um ângulo estreito parecer mais aberto.',
      },
      {
        text: 'Na lente de espelho, a imagem observada corresponde ao ângulo do mesmo lado do espelho',
        explanation: 'O espelho mostra o ângulo do lado oposto.',
      },
    ],
    correct: 'D',
    explanation:
      'A gonioscopia deve ser feita em ambiente escuro, com feixe fino e curto, evitando a pupila e a compressão inadvertida da córnea. As lentes de quatro espelhos permitem indentação e usam a própria lágrima como interface; a de Goldmann exige gel, mas oferece imagem estável. O exame deve registrar a estrutura mais posterior visível, a configuração da íris, a pigmentação e a presença de sinéquias ou neovasos.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2024, board: 'Instituto AOCP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>A tonometria de aplanação de Goldmann baseia-se na lei de Imbert-Fick. Em que diâmetro de área aplanada as forças de rigidez corneana e de tensão superficial do filme lacrimal se anulam, de modo que a força aplicada, em gramas, multiplicada por 10 corresponde à pressão intraocular em mmHg?</p>',
    alternatives: [
      { text: '1,53 mm', explanation: 'É a metade do diâmetro correto; a essa área as forças não se equilibram.' },
      {
        text: '2,00 mm',
        explanation: 'A área correspondente é pequena demais para o equilíbrio entre rigidez e tensão superficial.',
      },
      { text: '2,54 mm', explanation: 'Não é o diâmetro padronizado no tonômetro de Goldmann.' },
      {
        text: '3,06 mm',
        explanation:
          'Nesse diâmetro (área de cerca de 7,35 mm²), a rigidez corneana e a atração capilar da lágrima se anulam, e 1 g de força equivale a 10 mmHg.',
      },
      {
        text: '4,50 mm',
        explanation: 'Uma área tão grande deslocaria mais volume e aumentaria a influência da rigidez ocular.',
      },
    ],
    correct: 'D',
    explanation:
      'A lei de Imbert-Fick (P = F/A) vale para uma esfera ideal, seca e de parede fina; na córnea real, a rigidez e a tensão superficial da lágrima se anulam com aplanação de 3,06 mm de diâmetro. O volume deslocado é mínimo (cerca de 0,5 µL), por isso a rigidez escleral pouco interfere, ao contrário da tonometria de indentação. O tonômetro foi calibrado para uma espessura corneana central em torno de 520 µm, o que explica a influência da paquimetria.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Mulher de 50 anos, sem outras alterações, apresenta pressão intraocular de 25 mmHg em ambos os olhos na tonometria de Goldmann, com discos ópticos e campos visuais normais. A paquimetria ultrassônica central é de 610 µm em ambos os olhos.</p><p>Qual a interpretação correta?</p>',
    alternatives: [
      {
        text: 'A córnea espessa subestima a pressão, e a pressão real deve ser maior que 25 mmHg',
        explanation: 'Ocorre o contrário: córneas espessas superestimam a pressão medida.',
      },
      {
        text: 'A espessura corneana não influencia a tonometria de Goldmann, apenas a de não contato',
        explanation: 'A tonometria de Goldmann é influenciada pela espessura corneana.',
      },
      {
        text: 'A córnea espessa tende a superestimar a pressão medida, e o risco de conversão para glaucoma é menor que o de uma paciente com a mesma pressão e córnea fina',
        explanation:
          'Córneas espessas resistem mais à aplanação, e a paquimetria é fator de risco independente no OHTS.',
      },
      {
        text: 'Deve-se aplicar uma fórmula de correção universal e tratar apenas se a pressão corrigida superar 21 mmHg',
        explanation: 'Não há fórmula de correção universalmente validada; a paquimetria é usada como fator de risco.',
      },
      {
        text: 'A paquimetria só tem importância em pacientes submetidos a cirurgia refrativa',
        explanation: 'A paquimetria é relevante para todo paciente com suspeita de glaucoma ou hipertensão ocular.',
      },
    ],
    correct: 'C',
    explanation:
      'O Ocular Hypertension Treatment Study mostrou que a córnea central fina é um fator de risco independente e forte para a conversão de hipertensão ocular em glaucoma primário de ângulo aberto. Córneas espessas superestimam a pressão na tonometria de Goldmann, e córneas finas a subestimam. A decisão de tratar um hipertenso ocular considera idade, pressão, paquimetria, escavação e índices do campo visual.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Homem de 45 anos, submetido a LASIK para miopia de -6,00 D há 10 anos, apresenta escavação de 0,8 com afinamento da rima inferior e defeito arqueado superior no campo visual, mas pressão intraocular de 14 mmHg na tonometria de Goldmann.</p><p>Qual a interpretação mais adequada?</p>',
    alternatives: [
      {
        text: 'Como a pressão é normal, o quadro afasta glaucoma e indica neuropatia compressiva em todos os casos',
        explanation:
          'Dano glaucomatoso típico com pressão aparentemente normal após LASIK sugere subestimação da pressão, e não exclui glaucoma.',
      },
      {
        text: 'O LASIK superestima a pressão, e o paciente tem, na verdade, hipotonia',
        explanation: 'A cirurgia refrativa miópica leva à subestimação, e não à superestimação.',
      },
      {
        text: 'A pressão medida provavelmente está subestimada pelo afinamento e pela alteração biomecânica da córnea, e o dano deve ser tratado como glaucoma',
        explanation:
          'A ablação reduz a espessura e a rigidez corneanas, e a tonometria de Goldmann passa a subestimar a pressão.',
      },
      {
        text: 'A tonometria de Goldmann é mais precisa após o LASIK que antes dele',
        explanation: 'A cirurgia altera a córnea e reduz a acurácia da aplanação.',
      },
    ],
    correct: 'C',
    explanation:
      'Após LASIK ou PRK miópicos, a tonometria de Goldmann subestima a pressão intraocular, o que pode atrasar o diagnóstico de glaucoma. A tonometria de contorno dinâmico e a pressão compensada pela córnea do Ocular Response Analyzer são menos influenciadas pela córnea. Convém registrar a pressão pré-operatória; após LASIK, com uso de corticoide, o líquido na interface do retalho pode gerar leituras falsamente baixas mesmo com pressão muito elevada.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Durante a tonometria de Goldmann, o residente observa que os semicírculos de fluoresceína (miras) estão muito largos, por excesso de corante.</p><p>Qual o efeito esperado sobre a leitura e a conduta correta?</p>',
    alternatives: [
      {
        text: 'Superestimação da pressão; secar o excesso de lágrima e fluoresceína e repetir a medida, alinhando as bordas internas dos semicírculos',
        explanation: 'Miras largas levam a leituras falsamente altas; a medida correta alinha as bordas internas.',
      },
      {
        text: 'Subestimação da pressão; instilar mais fluoresceína',
        explanation: 'É com miras finas, por pouco corante, que a pressão é subestimada.',
      },
      {
        text: 'Nenhum efeito, pois a leitura depende apenas do alinhamento dos semicírculos',
        explanation: 'A espessura das miras interfere na leitura.',
      },
      {
        text: 'Superestimação da pressão; alinhar as bordas externas dos semicírculos',
        explanation: 'O ponto final correto é o contato das bordas internas, e não das externas.',
      },
    ],
    correct: 'A',
    explanation:
      'Na tonometria de Goldmann, o ponto final é o toque das bordas internas das duas miras. Miras largas superestimam e miras finas subestimam a pressão; pálpebras comprimidas, Valsalva e roupa apertada no pescoço também elevam a leitura. Em astigmatismos acima de 3 D, o prisma deve ser girado para alinhar o meridiano adequado, ou se faz a média de medidas em meridianos perpendiculares.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'Cebraspe' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Criança de 3 anos, pouco colaborativa, com suspeita de glaucoma, precisa ter a pressão intraocular medida no consultório.</p><p>Qual tonômetro é mais adequado nessa situação?</p>',
    alternatives: [
      {
        text: 'Tonômetro de aplanação de Goldmann acoplado à lâmpada de fenda',
        explanation: 'Exige colaboração e posicionamento na lâmpada de fenda, difíceis nessa idade.',
      },
      {
        text: 'Tonômetro de Schiøtz com a criança sentada',
        explanation: 'O Schiøtz exige decúbito dorsal e colaboração, e sofre influência da rigidez ocular.',
      },
      {
        text: 'Palpação digital bidigital, suficiente para a decisão terapêutica',
        explanation: 'A palpação é grosseira e não serve para diagnóstico nem seguimento.',
      },
      {
        text: 'Tonômetro de rebote, que dispensa anestesia tópica e é bem tolerado',
        explanation:
          'A sonda leve toca a córnea por milissegundos, sem anestesia, o que facilita a medida em crianças.',
      },
      {
        text: 'Tonômetro de não contato, por ser o método de referência',
        explanation: 'O sopro de ar assusta a criança e não é o método de referência.',
      },
    ],
    correct: 'D',
    explanation:
      'O tonômetro de rebote lança uma sonda leve contra a córnea e calcula a pressão pela desaceleração, sem anestesia, e é útil em crianças e em domicílio. O tonômetro de Perkins (aplanação portátil) e o Tono-Pen são alternativas, e o exame sob sedação fica reservado quando não se obtém medida confiável. Como todo tonômetro de contato, sofre alguma influência da espessura corneana.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2024, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement: '<p>Sobre os diferentes métodos de tonometria, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A tonometria de não contato é o padrão-ouro e independe da espessura corneana',
        explanation:
          'O padrão de referência é a aplanação de Goldmann, e o sopro de ar também é influenciado pela córnea.',
      },
      {
        text: 'O tonômetro de contorno dinâmico de Pascal é mais influenciado pela espessura corneana que o de Goldmann',
        explanation: 'O contorno dinâmico foi desenhado para reduzir a influência da espessura corneana.',
      },
      {
        text: 'A tonometria de Goldmann desloca grande volume de humor aquoso e depende muito da rigidez escleral',
        explanation: 'A aplanação desloca volume mínimo, e por isso pouco depende da rigidez escleral.',
      },
      {
        text: 'A histerese corneana, medida pelo Ocular Response Analyzer, não tem relação com o risco de progressão do glaucoma',
        explanation: 'Histerese baixa se associa a maior risco de progressão do glaucoma.',
      },
      {
        text: 'Na tonometria de indentação de Schiøtz, olhos com baixa rigidez escleral, como os de míopes altos, tendem a ter a pressão subestimada',
        explanation:
          'A indentação desloca volume relevante, e a parede mais complacente se distende, reduzindo a leitura.',
      },
    ],
    correct: 'E',
    explanation:
      'A tonometria de indentação (Schiøtz) mede o quanto um peso afunda a córnea e depende da rigidez ocular, que é menor na miopia alta e após cirurgias com gás. A aplanação de Goldmann é o padrão de referência, influenciada principalmente pela espessura e pela curvatura corneanas. O Ocular Response Analyzer fornece a histerese corneana, um marcador biomecânico cuja redução se associa a progressão do glaucoma.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2024,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Homem de 62 anos, com glaucoma primário de ângulo aberto em uso de prostaglandina, apresenta progressão documentada do campo visual e da OCT nos últimos 2 anos, embora todas as pressões no consultório, medidas à tarde, estejam entre 14 e 16 mmHg. A paquimetria é de 540 µm.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Manter o tratamento, pois a pressão está dentro da normalidade estatística',
        explanation: 'A progressão indica que a pressão-alvo não foi atingida para esse paciente.',
      },
      {
        text: 'Realizar curva tensional diária, ou ao menos medidas em diferentes horários, incluindo o início da manhã, para identificar picos e rever a pressão-alvo',
        explanation: 'Medidas isoladas à tarde podem perder os picos, frequentes ao despertar.',
      },
      {
        text: 'Suspender o colírio, pois a progressão não tem relação com a pressão',
        explanation: 'A pressão é o principal fator de risco modificável, mesmo em níveis considerados normais.',
      },
      {
        text: 'Solicitar ressonância de crânio e não modificar o tratamento do glaucoma',
        explanation: 'Neuroimagem se reserva a achados atípicos; aqui a progressão é glaucomatosa típica.',
      },
    ],
    correct: 'B',
    explanation:
      'A pressão intraocular flutua ao longo do dia, com picos frequentes pela manhã e em decúbito; medidas pontuais no consultório podem não revelá-los. Diante de progressão, a pressão-alvo deve ser reduzida: no EMGT, cada 1 mmHg a menos reduziu o risco de progressão em cerca de 10%. A curva tensional diária, o teste de sobrecarga hídrica e a avaliação da adesão ajudam a entender a falha terapêutica.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2020, board: 'Instituto AOCP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Tonometria'],
    statement:
      '<p>Lactente de 5 meses com suspeita de glaucoma congênito será submetido a exame sob anestesia geral.</p><p>Sobre a medida da pressão intraocular nesse contexto, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A maioria dos anestésicos inalatórios e intravenosos reduz a pressão, de modo que a medida deve ser feita logo após a indução; a cetamina tende a mantê-la ou elevá-la',
        explanation: 'Medir precocemente evita leituras falsamente baixas pelo efeito dos anestésicos.',
      },
      {
        text: 'Os anestésicos inalatórios elevam a pressão, superestimando o diagnóstico de glaucoma',
        explanation: 'Os anestésicos inalatórios, como o sevoflurano, reduzem a pressão intraocular.',
      },
      {
        text: 'A pressão sob anestesia é o único critério para indicar cirurgia',
        explanation:
          'A decisão considera também diâmetro corneano, estrias de Haab, edema, escavação e comprimento axial.',
      },
      {
        text: 'A succinilcolina reduz a pressão e é preferível na indução',
        explanation: 'A succinilcolina eleva transitoriamente a pressão intraocular.',
      },
    ],
    correct: 'A',
    explanation:
      'No exame sob anestesia, a pressão medida tende a ser subestimada pela maioria dos anestésicos, por isso deve ser aferida logo após a indução, com o mesmo protocolo nas reavaliações. O diagnóstico de glaucoma congênito integra pressão, diâmetro corneano horizontal (acima de 12 mm no primeiro ano é suspeito), estrias de Haab, edema corneano, escavação e aumento do comprimento axial. A escavação pode regredir após o controle da pressão, um sinal de bom prognóstico.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Nervo óptico e campo visual'],
    statement:
      '<p>Homem de 60 anos, negro, com pressão intraocular de 26 mmHg, tem disco óptico do olho esquerdo com entalhe localizado da rima neurorretiniana no polo inferotemporal e hemorragia em chama de vela na margem do disco, no mesmo setor.</p><p>Qual defeito de campo visual é esperado e qual o significado da hemorragia?</p>',
    alternatives: [
      {
        text: 'Defeito arqueado no hemicampo inferior; a hemorragia indica neovascularização de disco',
        explanation:
          'O dano inferior do disco gera defeito superior, e a hemorragia em chama de vela não é neovascularização.',
      },
      {
        text: 'Hemianopsia temporal; a hemorragia indica papiledema',
        explanation: 'A hemianopsia temporal é de origem quiasmática, e não glaucomatosa.',
      },
      {
        text: 'Escotoma central; a hemorragia indica oclusão venosa',
        explanation:
          'O glaucoma poupa a fixação até fases avançadas, e a hemorragia isolada na margem do disco não caracteriza oclusão venosa.',
      },
      {
        text: 'Defeito arqueado ou degrau nasal no hemicampo superior; a hemorragia de disco é marcador de risco de progressão',
        explanation:
          'As fibras inferiores representam o campo superior, e a hemorragia de disco prediz progressão no setor acometido.',
      },
      {
        text: 'Defeito arqueado superior; a hemorragia é um achado incidental, sem valor prognóstico',
        explanation: 'A hemorragia de disco tem valor prognóstico comprovado.',
      },
    ],
    correct: 'D',
    explanation:
      'No glaucoma, a rima costuma afinar primeiro nos polos, sobretudo no inferotemporal, violando a regra ISNT, e os defeitos de campo respeitam o meridiano horizontal nasal. A hemorragia de disco (de Drance) associa-se a progressão nos estudos OHTS e EMGT e é mais comum no glaucoma de pressão normal. Deve motivar reavaliação da pressão-alvo.',
    source: { institution: 'SUS-SP', exam: 'R3 – Oftalmologia', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Nervo óptico e campo visual'],
    statement:
      '<p>Jovem de 25 anos é encaminhado por escavação de 0,7 em ambos os olhos, notada em exame de rotina. O disco óptico é grande, a rima neurorretiniana é rosada e respeita a regra ISNT, a escavação é simétrica entre os olhos, a pressão intraocular é de 14 mmHg e a OCT da camada de fibras nervosas é normal.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Iniciar prostaglandina, pois escavação de 0,7 define glaucoma',
        explanation: 'A relação escavação/disco isolada não define glaucoma; ela depende do tamanho do disco.',
      },
      { text: 'Indicar trabeculectomia bilateral', explanation: 'Não há doença que justifique cirurgia.' },
      {
        text: 'Considerar escavação fisiológica de disco grande, documentar com retinografia e acompanhar periodicamente',
        explanation:
          'Discos grandes têm escavações maiores sem doença; rima íntegra, simetria e exames normais sustentam a hipótese fisiológica.',
      },
      {
        text: 'Solicitar ressonância magnética de crânio com urgência',
        explanation: 'Sem palidez da rima nem defeitos neurológicos, a escavação fisiológica não exige neuroimagem.',
      },
    ],
    correct: 'C',
    explanation:
      'A relação escavação/disco deve ser interpretada à luz do tamanho do disco: macrodiscos têm escavações fisiologicamente grandes, e microdiscos podem esconder dano com escavação pequena. Sugerem glaucoma o afinamento localizado da rima, a violação da regra ISNT, a assimetria maior que 0,2 entre os olhos, as hemorragias de disco e os defeitos da camada de fibras nervosas. A documentação basal permite detectar mudanças no seguimento.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto'],
    statement:
      '<p>Assinale a alternativa que NÃO corresponde a fator de risco para glaucoma primário de ângulo aberto.</p>',
    alternatives: [
      { text: 'Idade avançada', explanation: 'É fator de risco estabelecido, e a prevalência aumenta a cada década.' },
      {
        text: 'Ascendência africana',
        explanation: 'É fator de risco estabelecido, com doença mais precoce e mais grave.',
      },
      {
        text: 'Córnea central fina',
        explanation: 'É fator de risco independente para conversão de hipertensão ocular em glaucoma, segundo o OHTS.',
      },
      {
        text: 'Diabetes mellitus',
        explanation:
          'Sua associação é controversa: estudos populacionais mostram associação modesta, mas no OHTS o diabetes pareceu protetor, possivelmente por viés de seleção.',
      },
      {
        text: 'Hipermetropia',
        explanation:
          'Foi a resposta do gabarito preliminar: a hipermetropia é fator de risco para fechamento angular, enquanto a miopia é que se associa ao glaucoma de ângulo aberto.',
      },
    ],
    correct: 'E',
    explanation:
      'A questão foi anulada pela banca: o gabarito indicava a hipermetropia, mas o diabetes mellitus também tem papel controverso como fator de risco, o que tornou a alternativa D defensável e deixou duas respostas possíveis. Os fatores de risco consolidados para o glaucoma primário de ângulo aberto são pressão intraocular elevada, idade, ascendência africana, história familiar, córnea fina e miopia. A hipermetropia, por encurtar o olho e estreitar o ângulo, predispõe ao fechamento angular.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'Cebraspe' },
    annulled: true,
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Tratamento clínico'],
    statement:
      '<p>Mulher de 58 anos, de olhos verdes, inicia latanoprosta 0,005% à noite em ambos os olhos para glaucoma primário de ângulo aberto.</p><p>Qual efeito adverso deve ser informado por ser potencialmente irreversível?</p>',
    alternatives: [
      {
        text: 'Hiperemia conjuntival',
        explanation: 'É o efeito mais comum, mas tende a diminuir com o tempo e regride com a suspensão.',
      },
      { text: 'Crescimento e escurecimento dos cílios', explanation: 'Regride após a suspensão do colírio.' },
      { text: 'Broncoespasmo', explanation: 'É efeito dos betabloqueadores, e não das prostaglandinas.' },
      { text: 'Bradicardia', explanation: 'É efeito dos betabloqueadores, e não das prostaglandinas.' },
      {
        text: 'Escurecimento (hiperpigmentação) da íris',
        explanation:
          'O aumento da melanogênese nos melanócitos da íris é permanente, mais visível em íris claras ou mistas.',
      },
    ],
    correct: 'E',
    explanation:
      'Os análogos de prostaglandina reduzem a pressão intraocular em 25% a 33% ao aumentar o fluxo uveoescleral e são primeira linha pela eficácia e pela dose única diária. Seus efeitos adversos incluem hiperemia, hipertricose, hiperpigmentação palpebral e da íris e perda de gordura periorbitária (orbitopatia associada às prostaglandinas). Devem ser usados com cautela em uveíte ativa, história de herpes e pseudofácicos com ruptura capsular, pelo risco de edema macular cistoide.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Tratamento clínico'],
    statement:
      '<p>Homem de 67 anos, com asma moderada e bloqueio atrioventricular de primeiro grau, tem glaucoma primário de ângulo aberto e precisa de um segundo colírio além da prostaglandina.</p><p>Qual classe deve ser evitada?</p>',
    alternatives: [
      {
        text: 'Inibidor tópico da anidrase carbônica (dorzolamida ou brinzolamida)',
        explanation: 'Pode ser usado; a principal ressalva é a alergia a sulfonamidas.',
      },
      {
        text: 'Betabloqueador (timolol)',
        explanation:
          'A absorção sistêmica pode causar broncoespasmo e agravar distúrbios de condução, contraindicações relevantes nesse paciente.',
      },
      {
        text: 'Agonista alfa-2 adrenérgico (brimonidina)',
        explanation: 'Pode ser usado em adultos; é contraindicado em crianças pequenas.',
      },
      {
        text: 'Parassimpaticomimético (pilocarpina)',
        explanation:
          'Pode ser usado, embora hoje seja pouco empregado por causar miose, espasmo acomodativo e cefaleia.',
      },
    ],
    correct: 'B',
    explanation:
      'Os colírios de betabloqueador chegam à circulação pela mucosa nasal, sem metabolismo hepático de primeira passagem, e podem causar broncoespasmo, bradicardia, bloqueio atrioventricular, hipotensão e mascarar hipoglicemia. A oclusão do ponto lacrimal e o fechamento palpebral após a instilação reduzem a absorção. A brimonidina é contraindicada em menores de 2 anos, pelo risco de depressão do sistema nervoso central e apneia.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma primário de ângulo aberto', 'Tratamento clínico'],
    statement:
      '<p>Segundo o ensaio clínico LiGHT (Laser in Glaucoma and Ocular Hypertension Trial), como a trabeculoplastia seletiva a laser (SLT) de primeira linha se compara ao tratamento inicial com colírios no glaucoma de ângulo aberto e na hipertensão ocular?</p>',
    alternatives: [
      {
        text: 'A SLT foi inferior aos colírios e só deve ser usada após falha de três medicamentos',
        explanation: 'O estudo não mostrou inferioridade; a SLT foi ao menos equivalente.',
      },
      {
        text: 'A SLT causou mais progressão e mais cirurgias de catarata',
        explanation: 'Não houve mais progressão nem mais cirurgias de catarata no grupo do laser.',
      },
      {
        text: 'A SLT só é eficaz no glaucoma de ângulo fechado',
        explanation: 'A SLT exige ângulo aberto, com malha trabecular visível.',
      },
      {
        text: 'A SLT tem efeito permanente e dispensa seguimento',
        explanation: 'O efeito diminui com o tempo, e o procedimento pode ser repetido.',
      },
      {
        text: 'A SLT controlou a pressão sem colírios na maioria dos olhos em 3 anos, com qualidade de vida semelhante, menor custo e menos cirurgias de glaucoma',
        explanation: 'O LiGHT sustenta a SLT como opção de primeira linha, custo-efetiva e segura.',
      },
    ],
    correct: 'E',
    explanation:
      'No LiGHT, cerca de três quartos dos olhos tratados com SLT inicial permaneciam sem colírios após 3 anos, com qualidade de vida semelhante e custo menor que o tratamento clínico. A SLT atua seletivamente nas células pigmentadas da malha, sem dano térmico coagulativo, o que permite repeti-la. Hoje é opção de primeira linha, sobretudo para pacientes com dificuldade de adesão ou intolerância a colírios.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2021,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
    statement:
      '<p>Mulher de 66 anos, hipermétrope, chega ao pronto-socorro com dor intensa no olho direito, cefaleia frontal, náuseas, vômitos e visão de halos coloridos, iniciados ao sair do cinema. Há hiperemia ciliar, edema corneano, câmara anterior rasa, pupila em média midríase fixa e pressão intraocular de 58 mmHg. O olho esquerdo tem câmara rasa e ângulo estreito.</p><p>Qual a sequência de tratamento mais adequada?</p>',
    alternatives: [
      {
        text: 'Colírio de atropina para aliviar a dor e iridotomia apenas se houver recorrência',
        explanation: 'A atropina dilata a pupila e agrava o fechamento angular.',
      },
      {
        text: 'Iridotomia imediata com a pressão em 58 mmHg e a córnea edemaciada, sem tratamento clínico prévio',
        explanation: 'O edema corneano dificulta o laser; primeiro reduz-se a pressão clinicamente.',
      },
      {
        text: 'Pilocarpina 4% a cada 5 minutos como medida isolada',
        explanation:
          'Com pressão muito alta o esfíncter está isquêmico e não responde, e doses repetidas causam toxicidade sistêmica.',
      },
      {
        text: 'Reduzir a pressão com hipotensores tópicos, acetazolamida e, se necessário, manitol; após a queda, pilocarpina; em seguida, iridotomia a laser no olho afetado e profilática no contralateral',
        explanation:
          'O tratamento clínico clareia a córnea e recupera o esfíncter, permitindo a iridotomia, que também protege o outro olho.',
      },
      {
        text: 'Trabeculectomia de urgência no olho direito e observação do olho esquerdo',
        explanation: 'O olho contralateral tem alto risco de crise e deve receber iridotomia profilática.',
      },
    ],
    correct: 'D',
    explanation:
      'A crise de fechamento angular primário é causada, em geral, por bloqueio pupilar em olho predisposto, desencadeado por meia midríase (ambiente escuro, estresse, anticolinérgicos). O tratamento inicial reduz a pressão com betabloqueador, alfa-agonista, inibidor da anidrase carbônica e, se preciso, agente hiperosmótico; a pilocarpina entra após a queda da pressão. A iridotomia a laser é o tratamento definitivo, e o olho contralateral deve recebê-la profilaticamente.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
    statement:
      '<p>No fechamento angular primário, qual o mecanismo mais comum e qual fator anatômico predispõe a ele?</p>',
    alternatives: [
      {
        text: 'Bloqueio pupilar relativo; câmara anterior rasa, cristalino espesso e comprimento axial curto (hipermetropia)',
        explanation:
          'O contato entre a íris e o cristalino dificulta a passagem do humor aquoso e abaula a íris periférica, que fecha o ângulo.',
      },
      {
        text: 'Bloqueio pupilar relativo; miopia alta com câmara anterior profunda',
        explanation: 'Olhos míopes, longos e de câmara profunda têm menor risco de fechamento angular.',
      },
      {
        text: 'Íris em platô; comprimento axial longo',
        explanation: 'A íris em platô é mecanismo menos comum e não depende de comprimento axial longo.',
      },
      {
        text: 'Efusão ciliocoroidal; diâmetro corneano aumentado',
        explanation: 'A efusão ciliocoroidal causa fechamento secundário, como o induzido por topiramato.',
      },
    ],
    correct: 'A',
    explanation:
      'No bloqueio pupilar relativo, a resistência ao fluxo do humor aquoso entre a íris e o cristalino aumenta a pressão na câmara posterior e abaula a íris periférica contra a malha. São fatores de risco sexo feminino, idade, ascendência asiática, hipermetropia, cristalino espesso e anteriorizado e história familiar. A iridotomia cria uma via alternativa para o humor aquoso e aplana a íris.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'IBFC' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
    statement:
      '<p>Mulher de 32 anos, míope leve, iniciou topiramato para enxaqueca há 10 dias e procura o pronto-socorro com visão borrada bilateral súbita, dor ocular e pressão intraocular de 44 mmHg em ambos os olhos. A câmara anterior está rasa no centro e na periferia, bilateralmente, a refração mostra miopização de -4,00 D e a ultrassonografia evidencia efusão ciliocoroidal.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Iridotomia a laser bilateral imediata, que resolve o quadro',
        explanation: 'Não há bloqueio pupilar, e a iridotomia não desfaz a efusão ciliocoroidal.',
      },
      {
        text: 'Suspender o topiramato e usar hipotensores, corticoide tópico e cicloplégico; a iridotomia não é eficaz nesse mecanismo',
        explanation: 'O fechamento decorre da rotação anterior do corpo ciliar por efusão, e não de bloqueio pupilar.',
      },
      {
        text: 'Pilocarpina 2% de 6 em 6 horas, mantendo o topiramato',
        explanation: 'Os mióticos deslocam o diafragma iridocristaliniano para a frente e pioram o fechamento.',
      },
      {
        text: 'Trabeculectomia bilateral de urgência',
        explanation: 'O quadro é reversível com a suspensão do fármaco e o tratamento clínico.',
      },
      {
        text: 'Acetazolamida oral como única medida, mantendo o topiramato',
        explanation: 'Manter o fármaco perpetua a efusão, e a acetazolamida também é uma sulfonamida.',
      },
    ],
    correct: 'B',
    explanation:
      'O topiramato e outras sulfonamidas podem causar efusão ciliocoroidal idiossincrática, com rotação anterior do corpo ciliar e do cristalino, miopização aguda e fechamento angular secundário bilateral. O tratamento consiste em suspender o fármaco, usar hipotensores (evitando mióticos), cicloplégico, que traciona o corpo ciliar para trás, e corticoide. O quadro costuma regredir em poucos dias.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2023, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
    statement:
      '<p>Segundo o ensaio clínico EAGLE, qual a melhor conduta inicial para um paciente de 62 anos, com cristalino transparente, fechamento angular primário e pressão intraocular de 32 mmHg?</p>',
    alternatives: [
      {
        text: 'Iridotomia a laser isolada, superior à extração do cristalino em todos os desfechos',
        explanation: 'A iridotomia foi o braço comparador e teve resultados inferiores.',
      },
      {
        text: 'Trabeculectomia primária',
        explanation: 'A trabeculectomia não foi o tratamento inicial avaliado e tem mais complicações.',
      },
      {
        text: 'Extração do cristalino transparente, que se mostrou mais eficaz e custo-efetiva que a iridotomia a laser com tratamento clínico',
        explanation:
          'No EAGLE, a extração do cristalino levou a melhor qualidade de vida, pressão mais baixa e menos necessidade de colírios e de cirurgias adicionais.',
      },
      {
        text: 'Observação, pois o fechamento angular tem baixo risco de progressão',
        explanation: 'Com pressão de 32 mmHg o risco de dano é alto, e a observação é inadequada.',
      },
      {
        text: 'Trabeculoplastia seletiva a laser',
        explanation: 'A trabeculoplastia exige malha trabecular visível e não trata o mecanismo de fechamento.',
      },
    ],
    correct: 'C',
    explanation:
      'O EAGLE incluiu pacientes com 50 anos ou mais com fechamento angular primário e pressão de 30 mmHg ou mais, ou glaucoma de ângulo fechado. A extração do cristalino transparente superou a iridotomia com tratamento clínico. Já o estudo ZAP mostrou que, em suspeitos de fechamento angular, a iridotomia profilática tem benefício absoluto pequeno, sem indicação rotineira para todos os suspeitos.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2020,
      board: 'CBO',
    },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
    statement:
      '<p>Homem de 60 anos tem contato iridotrabecular em 270° à gonioscopia, com sinéquias anteriores periféricas em 60° e pressão intraocular de 24 mmHg, sem alterações no disco óptico nem no campo visual.</p><p>Segundo a classificação do fechamento angular primário (Foster/ISGEO), trata-se de:</p>',
    alternatives: [
      {
        text: 'Suspeita de fechamento angular primário',
        explanation: 'A suspeita exige contato iridotrabecular sem sinéquias, com pressão normal e sem neuropatia.',
      },
      {
        text: 'Fechamento angular primário',
        explanation:
          'Contato iridotrabecular com sinéquias e/ou pressão elevada, sem neuropatia óptica, define o fechamento angular primário.',
      },
      {
        text: 'Glaucoma primário de ângulo fechado',
        explanation: 'O glaucoma exige neuropatia óptica glaucomatosa, ausente nesse caso.',
      },
      {
        text: 'Crise aguda de fechamento angular',
        explanation: 'A crise aguda cursa com sintomas, edema corneano e pressão muito elevada.',
      },
    ],
    correct: 'B',
    explanation:
      'A classificação distingue a suspeita de fechamento angular (contato iridotrabecular em 180° ou mais, sem sinéquias, com pressão normal), o fechamento angular primário (contato com sinéquias anteriores periféricas e/ou pressão elevada, sem neuropatia) e o glaucoma primário de ângulo fechado (com neuropatia glaucomatosa). A classificação orienta a indicação de iridotomia ou de extração do cristalino. Os limiares de extensão do contato variam entre diretrizes, e o de 180° é o mais usado atualmente.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucomas secundários'],
    statement:
      '<p>Jovem de 24 anos, em uso de colírio de dexametasona há 2 meses por ceratoconjuntivite primaveril, apresenta pressão intraocular de 36 mmHg em ambos os olhos, com ângulos abertos e normais à gonioscopia.</p><p>Sobre essa condição, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Trata-se de glaucoma de ângulo fechado induzido por midríase',
        explanation: 'Os ângulos são abertos, e o mecanismo é a redução do escoamento trabecular.',
      },
      {
        text: 'Ocorre apenas com corticoide sistêmico, e não com o tópico',
        explanation: 'O corticoide tópico ocular é justamente a via que mais eleva a pressão intraocular.',
      },
      {
        text: 'Pacientes com glaucoma de ângulo aberto têm menor risco de resposta pressórica ao corticoide que a população geral',
        explanation:
          'Pacientes com glaucoma primário de ângulo aberto e seus familiares respondem com mais frequência.',
      },
      {
        text: 'Trata-se de hipertensão ocular induzida por corticoide, em geral reversível com a suspensão ou a troca por corticoide de menor efeito pressórico, como loteprednol ou fluormetolona',
        explanation:
          'A resposta pressórica ao corticoide costuma regredir com a suspensão, e corticoides de menor penetração elevam menos a pressão.',
      },
      {
        text: 'Deve-se manter o corticoide e indicar trabeculectomia imediata',
        explanation: 'O primeiro passo é suspender ou trocar o corticoide e controlar a pressão clinicamente.',
      },
    ],
    correct: 'D',
    explanation:
      'Cerca de um terço da população tem alguma elevação da pressão com corticoide tópico, e uma minoria tem resposta intensa, em geral após 2 a 6 semanas. Glaucoma prévio, miopia alta, diabetes, doenças do tecido conjuntivo e idade muito jovem aumentam o risco. Na ceratoconjuntivite primaveril, imunomoduladores como ciclosporina e tacrolimo tópicos poupam o corticoide.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucomas secundários'],
    statement:
      '<p>Homem de 80 anos, com catarata hipermadura e visão de percepção luminosa há anos no olho esquerdo, apresenta dor aguda e pressão intraocular de 50 mmHg nesse olho. A câmara anterior é profunda, com células grandes e partículas brancas flutuantes, e o ângulo está aberto à gonioscopia.</p><p>Qual o diagnóstico e o tratamento definitivo?</p>',
    alternatives: [
      {
        text: 'Glaucoma facolítico; controle clínico da pressão seguido de extração do cristalino',
        explanation:
          'Proteínas do cristalino hipermaduro e macrófagos obstruem a malha aberta, e só a retirada do cristalino resolve o quadro.',
      },
      {
        text: 'Glaucoma facomórfico; iridotomia a laser como tratamento definitivo',
        explanation: 'O facomórfico cursa com câmara rasa e ângulo fechado por cristalino intumescente.',
      },
      {
        text: 'Glaucoma neovascular; anti-VEGF',
        explanation: 'Não há neovasos no ângulo, e o quadro se explica pela catarata hipermadura.',
      },
      {
        text: 'Glaucoma por bloqueio pupilar; iridotomia',
        explanation: 'A câmara é profunda e o ângulo aberto, o que afasta bloqueio pupilar.',
      },
      {
        text: 'Glaucoma facolítico; trabeculectomia isolada, mantendo o cristalino',
        explanation: 'Manter o cristalino mantém a fonte das proteínas; o tratamento definitivo é a facectomia.',
      },
    ],
    correct: 'A',
    explanation:
      'No glaucoma facolítico, proteínas de alto peso molecular saem pela cápsula íntegra de uma catarata hipermadura e, com macrófagos que as fagocitaram, obstruem a malha trabecular aberta. Deve ser diferenciado do glaucoma facomórfico, de ângulo fechado por cristalino intumescente, e da uveíte facoantigênica, que ocorre após ruptura capsular. O tratamento é controlar a pressão e a inflamação e extrair o cristalino.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucomas secundários'],
    statement:
      '<p>Homem de 35 anos apresenta episódios recorrentes de visão borrada com halos no olho direito, com desconforto leve. No episódio atual, a pressão intraocular é de 48 mmHg nesse olho, com ângulo aberto, edema corneano discreto, poucos precipitados ceráticos finos centrais e reação de câmara anterior mínima. Entre as crises, a pressão é normal.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Crise de fechamento angular primário',
        explanation: 'O ângulo está aberto, o que afasta o fechamento angular.',
      },
      {
        text: 'Crise glaucomatociclítica (síndrome de Posner-Schlossman)',
        explanation:
          'Crises recorrentes unilaterais de pressão muito alta com inflamação discreta e ângulo aberto são típicas dessa síndrome.',
      },
      {
        text: 'Síndrome uveítica de Fuchs',
        explanation:
          'É crônica, com precipitados estrelados difusos, heterocromia e catarata, sem crises agudas de pressão tão alta.',
      },
      {
        text: 'Glaucoma pigmentar',
        explanation: 'Não cursa com precipitados ceráticos e acomete míopes com dispersão de pigmento.',
      },
      {
        text: 'Uveíte anterior associada ao HLA-B27',
        explanation: 'Cursa com inflamação intensa, fibrina e sinéquias, muitas vezes com pressão baixa.',
      },
    ],
    correct: 'B',
    explanation:
      'A síndrome de Posner-Schlossman acomete adultos jovens e de meia-idade, com crises unilaterais recorrentes de pressão muito elevada, desproporcional à inflamação, e ângulo aberto. O citomegalovírus tem sido identificado no humor aquoso de muitos casos, o que justifica a PCR e, se positiva, o antiviral. O tratamento das crises usa corticoide tópico e hipotensores, e as crises repetidas podem causar dano glaucomatoso.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma congênito'],
    statement:
      '<p>Lactente de 4 meses é trazido por lacrimejamento, fotofobia intensa e blefaroespasmo bilaterais. As córneas estão aumentadas (diâmetro horizontal de 12,5 mm) e opacas, com estrias curvilíneas horizontais na membrana de Descemet.</p><p>Qual o diagnóstico e o tratamento de escolha?</p>',
    alternatives: [
      {
        text: 'Obstrução congênita do ducto nasolacrimal; sondagem',
        explanation: 'A obstrução lacrimal causa epífora sem fotofobia, sem aumento nem opacidade corneana.',
      },
      {
        text: 'Glaucoma congênito primário; apenas colírios por toda a vida',
        explanation: 'Os colírios servem apenas como ponte até a cirurgia.',
      },
      {
        text: 'Megalocórnea simples; observação',
        explanation: 'Na megalocórnea simples a córnea é transparente e a pressão é normal.',
      },
      {
        text: 'Trauma de parto por fórceps; lubrificação',
        explanation: 'As estrias de fórceps são verticais ou oblíquas, em geral unilaterais, sem aumento corneano.',
      },
      {
        text: 'Glaucoma congênito primário; cirurgia angular (goniotomia ou trabeculotomia)',
        explanation:
          'O tratamento do glaucoma congênito primário é essencialmente cirúrgico, com cirurgia angular na maioria dos casos.',
      },
    ],
    correct: 'E',
    explanation:
      'O glaucoma congênito primário decorre de disgenesia da malha trabecular e se associa frequentemente a mutações do gene CYP1B1. A tríade clássica é epífora, fotofobia e blefaroespasmo, com buftalmo, edema corneano e estrias de Haab. O tratamento é cirúrgico: goniotomia quando a córnea é transparente e trabeculotomia quando é opaca; ametropias e ambliopia devem ser tratadas em seguida.',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'FUVEST' },
  },
  {
    subject: ['Segmento Anterior', 'Glaucoma', 'Glaucoma congênito'],
    statement:
      '<p>As estrias de Haab do glaucoma congênito são tipicamente horizontais ou concêntricas ao limbo, enquanto as rupturas da membrana de Descemet por trauma de fórceps tendem a ser verticais ou oblíquas.</p><p>Essa afirmativa é:</p>',
    alternatives: [
      {
        text: 'Verdadeira',
        explanation:
          'A orientação das rupturas ajuda a diferenciar o estiramento corneano do glaucoma do trauma obstétrico.',
      },
      { text: 'Falsa', explanation: 'A afirmativa descreve corretamente a orientação típica das duas lesões.' },
    ],
    correct: 'A',
    explanation:
      'As estrias de Haab são rupturas da membrana de Descemet causadas pelo estiramento da córnea sob pressão elevada, em geral horizontais ou curvilíneas e paralelas ao limbo. As rupturas por fórceps são verticais ou oblíquas, unilaterais e sem aumento do diâmetro corneano. Ambas podem causar astigmatismo e ambliopia.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2016,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Classificação e rastreamento'],
    statement:
      '<p>Homem de 52 anos recebe diagnóstico de diabetes mellitus tipo 2 na unidade básica de saúde. Não tem queixas visuais.</p><p>Quando deve ser feito o primeiro exame de fundo de olho?</p>',
    alternatives: [
      {
        text: 'Cinco anos após o diagnóstico',
        explanation: 'Esse é o intervalo para o diabetes tipo 1, cujo início é bem definido.',
      },
      {
        text: 'Apenas se houver queixa visual',
        explanation: 'A retinopatia é assintomática até fases avançadas, o que justifica o rastreamento.',
      },
      {
        text: 'No momento do diagnóstico e, se normal, repetido periodicamente, em geral a cada ano',
        explanation:
          'No diabetes tipo 2, a doença pode existir por anos antes do diagnóstico, e a retinopatia já pode estar presente.',
      },
      {
        text: 'Somente quando a hemoglobina glicada ultrapassar 9%',
        explanation: 'O rastreamento não depende do nível de controle glicêmico.',
      },
      {
        text: 'Após a puberdade, como no diabetes tipo 1',
        explanation: 'O critério puberal se aplica ao diabetes tipo 1 de início na infância.',
      },
    ],
    correct: 'C',
    explanation:
      'No diabetes tipo 2, o fundo de olho deve ser feito ao diagnóstico, pois a doença costuma ser antiga quando detectada. No tipo 1, o primeiro exame é feito 5 anos após o diagnóstico (em geral após a puberdade). Pacientes sem retinopatia e com bom controle podem ter intervalos de 1 a 2 anos, e a retinografia com telemedicina amplia o acesso ao rastreamento.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Classificação e rastreamento'],
    statement:
      '<p>Gestante de 28 anos, com diabetes tipo 1 há 12 anos e retinopatia diabética não proliferativa leve, está com 9 semanas de gestação.</p><p>Qual a orientação correta sobre o acompanhamento oftalmológico?</p>',
    alternatives: [
      {
        text: 'Dispensar exames durante a gestação se a retinopatia for leve',
        explanation: 'Mesmo a retinopatia leve pode progredir na gestação.',
      },
      {
        text: 'Examinar apenas no pós-parto, pois a midríase é contraindicada na gestação',
        explanation: 'A midríase para fundoscopia é segura na gestação.',
      },
      {
        text: 'Exame de fundo de olho no primeiro trimestre e acompanhamento periódico durante a gestação e no primeiro ano pós-parto, pois a gravidez pode acelerar a retinopatia',
        explanation: 'A gestação é fator de progressão da retinopatia em diabéticas prévias.',
      },
      {
        text: 'A gestação reduz o risco de progressão da retinopatia',
        explanation: 'A gestação aumenta, e não reduz, o risco de progressão.',
      },
      {
        text: 'Pacientes com diabetes gestacional precisam do mesmo rastreamento que as diabéticas prévias',
        explanation: 'O diabetes gestacional não aumenta o risco de retinopatia durante a gestação.',
      },
    ],
    correct: 'C',
    explanation:
      'A gravidez pode acelerar a retinopatia diabética, sobretudo com retinopatia prévia mais avançada, controle glicêmico ruim, melhora glicêmica rápida e hipertensão ou pré-eclâmpsia. Diabéticas prévias devem ser examinadas antes da concepção ou no primeiro trimestre e acompanhadas durante a gestação conforme a gravidade. O diabetes gestacional não exige esse rastreamento.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Classificação e rastreamento'],
    statement:
      '<p>Na classificação internacional da retinopatia diabética, qual achado define a retinopatia não proliferativa grave pela regra 4-2-1?</p>',
    alternatives: [
      {
        text: 'Microaneurismas isolados em qualquer número de quadrantes',
        explanation: 'Microaneurismas isolados definem a retinopatia não proliferativa leve.',
      },
      {
        text: 'Neovascularização de disco em qualquer extensão',
        explanation: 'A presença de neovasos define retinopatia proliferativa.',
      },
      {
        text: 'Exsudatos duros a menos de 500 µm do centro da fóvea',
        explanation:
          'Esse é um critério de edema macular clinicamente significativo, e não da gravidade da retinopatia.',
      },
      {
        text: 'Hemorragias intrarretinianas extensas nos 4 quadrantes, ou ensalsichamento venoso em 2 ou mais quadrantes, ou IRMA proeminentes em 1 ou mais quadrantes, sem neovascularização',
        explanation: 'Basta um desses critérios, na ausência de neovasos, para definir a forma grave.',
      },
    ],
    correct: 'D',
    explanation:
      'A regra 4-2-1 identifica a retinopatia não proliferativa grave, que no ETDRS tinha cerca de 50% de chance de progredir para a forma proliferativa em 1 ano e cerca de 15% de chegar à proliferativa de alto risco. Nesses pacientes, a panfotocoagulação pode ser considerada, sobretudo em diabéticos tipo 2 ou com seguimento incerto. O edema macular é avaliado à parte, hoje principalmente pela OCT.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2018, board: 'Instituto AOCP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Classificação e rastreamento'],
    statement:
      '<p>Homem de 55 anos, diabético, apresenta neovascularização de disco que ocupa cerca de metade da área do disco óptico, sem hemorragia vítrea.</p><p>Segundo o Diabetic Retinopathy Study (DRS), esse achado caracteriza:</p>',
    alternatives: [
      {
        text: 'Retinopatia não proliferativa grave, com acompanhamento trimestral apenas',
        explanation: 'A presença de neovasos define a forma proliferativa.',
      },
      {
        text: 'Retinopatia diabética proliferativa com características de alto risco, com indicação de tratamento (panfotocoagulação e/ou anti-VEGF)',
        explanation:
          'Neovascularização de disco maior que um quarto a um terço da área do disco já é de alto risco, mesmo sem hemorragia.',
      },
      {
        text: 'Retinopatia proliferativa inicial sem risco, com observação',
        explanation: 'Neovasos de disco dessa extensão conferem alto risco de perda visual grave.',
      },
      {
        text: 'Edema macular clinicamente significativo',
        explanation: 'O achado descrito é de neovascularização, e não de edema macular.',
      },
    ],
    correct: 'B',
    explanation:
      'Pelo DRS, são características de alto risco: neovascularização de disco de pelo menos um quarto a um terço da área do disco; qualquer neovascularização de disco com hemorragia vítrea ou pré-retiniana; e neovascularização em outro local, de pelo menos meia área de disco, com hemorragia. A panfotocoagulação reduziu em mais de 50% a perda visual grave nesses olhos. O anti-VEGF é alternativa ou complemento, desde que o seguimento seja garantido.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2021, board: 'IBFC' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Edema macular diabético'],
    statement:
      '<p>Mulher de 60 anos, diabética, apresenta baixa visual no olho direito, com acuidade de 20/80. A OCT mostra edema macular envolvendo o centro da fóvea, com espessura central de 480 µm e cistos intrarretinianos. Não há contraindicações sistêmicas.</p><p>Qual o tratamento de primeira linha?</p>',
    alternatives: [
      {
        text: 'Fotocoagulação focal ou em grade como monoterapia inicial',
        explanation:
          'O laser deixou de ser primeira linha no edema que envolve o centro, ficando para edemas fora do centro ou como adjuvante.',
      },
      {
        text: 'Panfotocoagulação retiniana',
        explanation: 'A panfotocoagulação trata a retinopatia proliferativa e pode agravar o edema macular.',
      },
      {
        text: 'Vitrectomia com remoção da membrana limitante interna',
        explanation: 'A vitrectomia se reserva a edemas com tração vitreomacular ou membrana epirretiniana.',
      },
      {
        text: 'Observação até a acuidade cair abaixo de 20/200',
        explanation: 'Adiar o tratamento com perda visual moderada compromete o resultado final.',
      },
      {
        text: 'Injeções intravítreas de anti-VEGF',
        explanation:
          'O anti-VEGF é o tratamento de primeira linha do edema macular diabético que envolve o centro com perda visual.',
      },
    ],
    correct: 'E',
    explanation:
      'O anti-VEGF intravítreo (aflibercepte, ranibizumabe, bevacizumabe ou faricimabe) é a primeira linha no edema macular diabético que envolve o centro com baixa visual. No Protocolo T, com acuidade de 20/50 ou pior, o aflibercepte teve melhor resultado no primeiro ano, e a diferença em relação ao ranibizumabe diminuiu em 2 anos. O controle glicêmico e pressórico continua indispensável.',
    source: { institution: 'SES-DF', exam: 'R3 – Oftalmologia', year: 2022, board: 'Cebraspe' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Edema macular diabético'],
    statement:
      '<p>Homem de 58 anos, diabético, tem edema macular envolvendo o centro à OCT no olho esquerdo, mas acuidade visual de 20/20.</p><p>Segundo o Protocolo V do DRCR Retina Network, qual a conclusão sobre a conduta nesses casos?</p>',
    alternatives: [
      {
        text: 'A observação cuidadosa, com anti-VEGF apenas se a acuidade piorar, teve resultado visual em 2 anos semelhante ao do tratamento imediato com anti-VEGF ou laser',
        explanation: 'O estudo mostrou que, com boa visão, é razoável observar e tratar só se houver perda visual.',
      },
      {
        text: 'O anti-VEGF imediato foi muito superior e é obrigatório',
        explanation: 'Não houve diferença significativa de acuidade em 2 anos entre as estratégias.',
      },
      {
        text: 'Indica-se vitrectomia precoce',
        explanation: 'Vitrectomia não foi avaliada e não está indicada sem tração.',
      },
      {
        text: 'Deve-se fazer panfotocoagulação preventiva',
        explanation: 'A panfotocoagulação não trata o edema macular e pode agravá-lo.',
      },
    ],
    correct: 'A',
    explanation:
      'O Protocolo V incluiu olhos com edema macular diabético envolvendo o centro e acuidade de 20/25 ou melhor. Após 2 anos, a proporção de olhos com perda visual foi semelhante entre anti-VEGF imediato, laser com anti-VEGF se necessário e observação com anti-VEGF se necessário. A observação exige seguimento regular, com OCT e medida da acuidade.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2022,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Edema macular diabético'],
    statement:
      '<p>Homem de 66 anos, pseudofácico, tem edema macular diabético persistente após 6 injeções mensais de anti-VEGF e teve infarto agudo do miocárdio há 2 meses.</p><p>Qual opção terapêutica é mais adequada?</p>',
    alternatives: [
      {
        text: 'Manter o mesmo anti-VEGF mensalmente, por não haver alternativa',
        explanation: 'Há alternativas, como trocar o anti-VEGF ou usar corticoide intravítreo.',
      },
      {
        text: 'Panfotocoagulação retiniana como tratamento do edema',
        explanation: 'A panfotocoagulação não trata o edema macular e pode agravá-lo.',
      },
      {
        text: 'Corticoide sistêmico em dose alta',
        explanation: 'O corticoide sistêmico não é tratamento do edema macular diabético e descompensa o diabetes.',
      },
      {
        text: 'Implante intravítreo de dexametasona, com monitorização da pressão intraocular',
        explanation:
          'O corticoide intravítreo é opção no edema refratário ao anti-VEGF e em pseudofácicos, e muitos o preferem após evento cardiovascular recente.',
      },
      {
        text: 'Vitrectomia sem evidência de tração',
        explanation: 'A vitrectomia sem tração não tem benefício comprovado no edema diabético.',
      },
    ],
    correct: 'D',
    explanation:
      'Os corticoides intravítreos (implante de dexametasona ou de fluocinolona) atuam em vias inflamatórias do edema diabético além do VEGF. São especialmente úteis em pseudofácicos, pois a catarata é um dos principais efeitos adversos, e em pacientes com evento cardiovascular recente, nos quais há cautela com o anti-VEGF. A elevação da pressão intraocular exige monitorização.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Retinopatia proliferativa'],
    statement:
      '<p>Homem de 45 anos, diabético, mora em zona rural a 300 km do centro de referência, tem dificuldade de comparecer às consultas e apresenta retinopatia proliferativa de alto risco, sem edema macular.</p><p>Considerando os resultados do Protocolo S, qual o tratamento mais adequado?</p>',
    alternatives: [
      {
        text: 'Anti-VEGF em monoterapia, que dispensa seguimento regular',
        explanation: 'O anti-VEGF tem efeito transitório e exige aplicações e consultas frequentes.',
      },
      {
        text: 'Panfotocoagulação retiniana, pois a perda de seguimento em pacientes tratados só com anti-VEGF se associa a desfechos graves',
        explanation: 'O efeito da panfotocoagulação é duradouro, enquanto o anti-VEGF exige injeções regulares.',
      },
      {
        text: 'Observação até ocorrer hemorragia vítrea',
        explanation: 'A retinopatia de alto risco exige tratamento imediato.',
      },
      {
        text: 'Vitrectomia imediata',
        explanation: 'Não há hemorragia vítrea persistente nem descolamento tracional que indiquem cirurgia.',
      },
    ],
    correct: 'B',
    explanation:
      'No Protocolo S, o ranibizumabe não foi inferior à panfotocoagulação em 2 anos, com menos perda de campo periférico e menos edema macular. Porém, o efeito do anti-VEGF depende de injeções regulares, e a interrupção se associa a reativação, hemorragia vítrea e descolamento tracional. Em pacientes com adesão incerta, a panfotocoagulação é preferível.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2024, board: 'AMRIGS' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Retinopatia proliferativa'],
    statement:
      '<p>Em paciente com retinopatia diabética proliferativa, qual situação é indicação clássica de vitrectomia via pars plana?</p>',
    alternatives: [
      {
        text: 'Descolamento de retina tracional que acomete ou ameaça a mácula',
        explanation: 'A tração sobre a mácula só é aliviada cirurgicamente.',
      },
      {
        text: 'Neovascularização de disco sem hemorragia vítrea, não tratada previamente',
        explanation: 'O tratamento inicial é panfotocoagulação e/ou anti-VEGF.',
      },
      {
        text: 'Edema macular envolvendo o centro, sem tração, com boa resposta ao anti-VEGF',
        explanation: 'Sem tração, o edema é tratado clinicamente.',
      },
      {
        text: 'Retinopatia não proliferativa moderada com exsudatos duros',
        explanation: 'Não há indicação cirúrgica na forma não proliferativa.',
      },
      {
        text: 'Hemorragia vítrea leve há uma semana, que permite ver o fundo',
        explanation: 'Hemorragias leves recentes podem ser observadas e tratadas com laser ou anti-VEGF.',
      },
    ],
    correct: 'A',
    explanation:
      'A vitrectomia na retinopatia diabética é indicada em hemorragia vítrea que não clareia, descolamento tracional que envolve ou ameaça a mácula, descolamento combinado tracional-regmatogênico, proliferação fibrovascular progressiva e hemorragia pré-macular densa. O anti-VEGF pré-operatório, poucos dias antes, reduz o sangramento intraoperatório. Quando aplicado muito antes da cirurgia, pode acelerar a contração das membranas e agravar a tração.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Retinopatia proliferativa'],
    statement: '<p>Sobre os efeitos adversos da panfotocoagulação retiniana, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Melhora a visão noturna ao destruir bastonetes disfuncionais',
        explanation: 'A panfotocoagulação piora a visão noturna.',
      },
      {
        text: 'Não interfere no edema macular, por ser aplicada na periferia',
        explanation: 'Pode agravar o edema macular, que deve ser tratado antes ou simultaneamente.',
      },
      {
        text: 'Pode causar constrição do campo visual periférico, piora da adaptação ao escuro e agravamento transitório do edema macular',
        explanation: 'A destruição da retina periférica e a inflamação induzida pelo laser explicam esses efeitos.',
      },
      {
        text: 'Causa sistematicamente catarata nuclear',
        explanation: 'A catarata não é efeito típico da panfotocoagulação.',
      },
      {
        text: 'É contraindicada em qualquer paciente com hemorragia vítrea leve',
        explanation: 'Pode ser feita nas áreas visíveis quando a hemorragia é leve.',
      },
    ],
    correct: 'C',
    explanation:
      'A panfotocoagulação destrói a retina isquêmica periférica, reduz a produção de VEGF e leva à regressão dos neovasos. Seus custos funcionais são perda de campo periférico, nictalopia, ofuscamento, dor durante o procedimento e, às vezes, piora do edema macular. Fracionar as sessões e tratar o edema antes reduzem essas complicações.',
    source: { institution: 'SUS-SP', exam: 'R3 – Oftalmologia', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética'],
    statement:
      '<p>Além do controle glicêmico e pressórico, qual fármaco sistêmico mostrou, nos estudos FIELD e ACCORD-Eye, reduzir a progressão da retinopatia diabética em pacientes com diabetes tipo 2?</p>',
    alternatives: [
      {
        text: 'Ácido acetilsalicílico',
        explanation:
          'No ETDRS, o AAS não alterou a progressão da retinopatia nem aumentou o risco de hemorragia vítrea.',
      },
      {
        text: 'Sinvastatina isolada',
        explanation: 'No ACCORD-Eye, o benefício veio da adição de fenofibrato à sinvastatina.',
      },
      {
        text: 'Metformina',
        explanation: 'Não há ensaio clínico que mostre efeito direto da metformina sobre a progressão da retinopatia.',
      },
      {
        text: 'Insulina glargina',
        explanation:
          'O efeito da insulina depende do controle glicêmico que proporciona, e não de ação específica sobre a retina.',
      },
      {
        text: 'Fenofibrato',
        explanation:
          'Nos dois estudos, o fenofibrato reduziu a progressão da retinopatia, efeito aparentemente independente dos lipídios.',
      },
    ],
    correct: 'E',
    explanation:
      'Os estudos FIELD e ACCORD-Eye mostraram que o fenofibrato reduz a progressão da retinopatia diabética e a necessidade de laser em diabéticos tipo 2, o que foi reforçado por estudos mais recentes. O controle glicêmico (DCCT e UKPDS) e pressórico continua sendo a base da prevenção. A queda muito rápida da hemoglobina glicada pode causar piora precoce transitória da retinopatia, o que exige acompanhamento oftalmológico nesse período.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2025,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Degeneração macular relacionada à idade'],
    statement:
      '<p>Mulher de 72 anos, ex-tabagista, apresenta drusas grandes (maiores que 125 µm) bilaterais e alterações pigmentares maculares, com acuidade visual de 20/25 em ambos os olhos, sem sinais de neovascularização ou atrofia geográfica.</p><p>Qual a classificação e a conduta recomendada?</p>',
    alternatives: [
      {
        text: 'DMRI intermediária; suplementação com a fórmula AREDS2 (vitaminas C e E, zinco, cobre, luteína e zeaxantina), autoavaliação com a tela de Amsler e abstinência do tabaco',
        explanation: 'A suplementação reduz o risco de progressão para DMRI avançada nesse estágio.',
      },
      {
        text: 'DMRI inicial; nenhuma conduta além de retorno em 5 anos',
        explanation: 'Drusas grandes definem a forma intermediária, com risco relevante de progressão.',
      },
      {
        text: 'DMRI intermediária; fórmula original com betacaroteno, mais eficaz que a AREDS2',
        explanation:
          'O betacaroteno aumenta o risco de câncer de pulmão em tabagistas e ex-tabagistas e foi substituído por luteína e zeaxantina.',
      },
      {
        text: 'DMRI avançada; anti-VEGF profilático',
        explanation: 'Não há neovascularização, e o anti-VEGF não é usado de forma profilática.',
      },
      {
        text: 'DMRI intermediária; fotocoagulação a laser das drusas',
        explanation: 'O laser das drusas não reduziu a progressão e não é recomendado.',
      },
    ],
    correct: 'A',
    explanation:
      'Pela classificação de Beckman, drusas médias sem alteração pigmentar definem a DMRI inicial; drusas grandes ou drusas médias com alterações pigmentares, a intermediária; e neovascularização ou atrofia geográfica, a avançada. O AREDS mostrou que a suplementação reduz em cerca de 25% o risco de progressão para a forma avançada nos estágios intermediários, e o AREDS2 trocou o betacaroteno por luteína e zeaxantina. A suplementação não tem benefício comprovado na DMRI inicial.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2016, board: 'VUNESP' },
  },
];
