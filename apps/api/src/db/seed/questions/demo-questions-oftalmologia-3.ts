import type { DemoQuestion } from './demo-question-types.ts';

/** Banco de questões de oftalmologia, parte 3 (dados de demonstração em português). */
export const questions3: readonly DemoQuestion[] = [
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Degeneração macular relacionada à idade'],
    statement:
      '<p>Homem de 78 anos refere há 5 dias distorção das linhas retas e mancha escura central no olho esquerdo. Há hemorragia sub-retiniana e lesão elevada acinzentada na mácula, e a OCT mostra fluido sub-retiniano e intrarretiniano.</p><p>Qual o tratamento de escolha?</p>',
    alternatives: [
      {
        text: 'Suplementação AREDS2 isolada',
        explanation: 'A suplementação reduz o risco de progressão, mas não trata a neovascularização ativa.',
      },
      {
        text: 'Terapia fotodinâmica com verteporfina como primeira linha em todos os casos',
        explanation:
          'A terapia fotodinâmica tem papel restrito, sobretudo na vasculopatia polipoidal, associada ao anti-VEGF.',
      },
      {
        text: 'Injeções intravítreas de anti-VEGF, com fase de ataque e manutenção (por exemplo, tratar e estender)',
        explanation:
          'O anti-VEGF é o tratamento padrão da DMRI neovascular e preserva ou melhora a visão na maioria dos pacientes.',
      },
      {
        text: 'Fotocoagulação térmica da lesão subfoveal',
        explanation: 'O laser térmico subfoveal destrói a fóvea e cria escotoma permanente.',
      },
      {
        text: 'Observação, pois a hemorragia será reabsorvida',
        explanation: 'Sem tratamento, a lesão evolui para cicatriz disciforme e perda central grave.',
      },
    ],
    correct: 'C',
    explanation:
      'A DMRI neovascular causa metamorfopsia e baixa visual central de instalação rápida, com fluido, hemorragia ou exsudação na mácula. O tratamento é o anti-VEGF intravítreo (ranibizumabe, aflibercepte, bevacizumabe, brolucizumabe ou faricimabe), em esquemas de ataque e manutenção guiados pela OCT. Hemorragias submaculares extensas podem exigir deslocamento pneumático, com ou sem ativador do plasminogênio tecidual.',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'FUVEST' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Degeneração macular relacionada à idade'],
    statement: '<p>Qual o principal fator de risco modificável para a degeneração macular relacionada à idade?</p>',
    alternatives: [
      { text: 'Hipermetropia', explanation: 'A hipermetropia não é fator de risco modificável relevante para a DMRI.' },
      {
        text: 'Tabagismo',
        explanation: 'O tabagismo aumenta o risco de DMRI em duas a quatro vezes e é o principal fator modificável.',
      },
      { text: 'Uso de lentes de contato', explanation: 'As lentes de contato não se associam à DMRI.' },
    ],
    correct: 'B',
    explanation:
      'A idade é o principal fator de risco para a DMRI, seguida de fatores genéticos, como variantes dos genes CFH e ARMS2/HTRA1. Entre os fatores modificáveis, o tabagismo é o mais importante, e a cessação reduz o risco ao longo dos anos. Dieta rica em vegetais verde-escuros e peixes e controle do peso também são recomendados.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'Cebraspe' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Degeneração macular relacionada à idade'],
    statement:
      '<p>Mulher de 65 anos, de ascendência asiática, apresenta descolamentos serosos e hemorrágicos recorrentes do epitélio pigmentado, com lesões nodulares alaranjadas sub-retinianas peripapilares e maculares, e resposta incompleta ao anti-VEGF.</p><p>Qual exame confirma a principal hipótese diagnóstica?</p>',
    alternatives: [
      {
        text: 'Angiofluoresceinografia, padrão-ouro para os pólipos',
        explanation: 'A fluoresceína é bloqueada pelo epitélio pigmentado e não delimita bem os pólipos.',
      },
      {
        text: 'Eletrorretinograma multifocal',
        explanation: 'Avalia a função macular, sem identificar a lesão vascular.',
      },
      {
        text: 'Ultrassonografia modo A',
        explanation: 'É usada para biometria e caracterização de tumores, e não para diagnosticar pólipos.',
      },
      {
        text: 'Angiografia com indocianina verde, que mostra os pólipos e a rede vascular ramificada',
        explanation:
          'O verde de indocianina atravessa o epitélio pigmentado e evidencia a circulação coroidiana, onde estão os pólipos.',
      },
      { text: 'Campimetria 10-2', explanation: 'Avalia a função do campo central e não confirma o diagnóstico.' },
    ],
    correct: 'D',
    explanation:
      'A vasculopatia polipoidal de coroide é uma forma de neovascularização tipo 1 com dilatações aneurismáticas, mais comum em asiáticos e afrodescendentes. A angiografia com indocianina verde é o padrão-ouro, e a OCT mostra descolamentos do epitélio pigmentado com pico agudo e o sinal da dupla camada. O estudo EVEREST II mostrou que associar terapia fotodinâmica ao anti-VEGF aumenta o fechamento dos pólipos e melhora a acuidade.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2023,
      board: 'CBO',
    },
  },
  {
    subject: [
      'Retina e Úvea',
      'Retina Clínica',
      'Oclusões vasculares retinianas',
      'Oclusão da artéria central da retina',
    ],
    statement:
      '<p>Homem de 68 anos, hipertenso e tabagista, refere perda visual súbita e indolor no olho direito há 3 horas. A acuidade visual é de conta dedos, há DPAR, e o fundo de olho mostra retina posterior esbranquiçada e edemaciada, mancha vermelho-cereja na fóvea e segmentação da coluna sanguínea arteriolar.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Solicitar retinografia eletiva e retorno em 30 dias',
        explanation: 'O quadro é uma urgência vascular, com investigação imediata.',
      },
      {
        text: 'Iniciar anti-VEGF intravítreo para recanalizar a artéria',
        explanation: 'O anti-VEGF não recanaliza a artéria ocluída.',
      },
      {
        text: 'Prescrever colírio de corticoide e cicloplégico',
        explanation: 'Não há inflamação; a medida não trata a oclusão.',
      },
      {
        text: 'Fazer panfotocoagulação retiniana imediata para evitar neovascularização',
        explanation: 'A panfotocoagulação é indicada se surgir neovascularização, e não de forma imediata.',
      },
      {
        text: 'Encaminhar com urgência para avaliação em centro de AVC, com investigação de fonte embólica (carótidas, ritmo cardíaco, ecocardiograma) e pesquisa de arterite de células gigantes',
        explanation:
          'A oclusão da artéria central da retina é um AVC isquêmico da retina, com alto risco de AVC cerebral nas semanas seguintes.',
      },
    ],
    correct: 'E',
    explanation:
      'A oclusão da artéria central da retina causa perda visual súbita e indolor, com retina isquêmica esbranquiçada e mancha vermelho-cereja, pois a fóvea é nutrida pela coroide. Deve ser manejada como AVC: encaminhamento imediato para investigação de carótidas, arritmias e fontes cardíacas, e controle de fatores de risco. Acima de 50 anos, VHS, PCR e sintomas de arterite de células gigantes devem ser avaliados; massagem ocular e paracentese não têm benefício comprovado.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'AMRIGS' },
  },
  {
    subject: [
      'Retina e Úvea',
      'Retina Clínica',
      'Oclusões vasculares retinianas',
      'Oclusão da artéria central da retina',
    ],
    statement:
      '<p>Paciente de 62 anos com oclusão da artéria central da retina no olho esquerdo mantém acuidade visual de 20/40, com uma faixa de retina de coloração normal entre o disco óptico e a fóvea, em meio à retina esbranquiçada.</p><p>Qual a explicação?</p>',
    alternatives: [
      {
        text: 'Oclusão associada da veia central da retina',
        explanation: 'A oclusão venosa não preservaria um setor de retina isquêmica.',
      },
      {
        text: 'Circulação colateral pela artéria oftálmica contralateral',
        explanation: 'Não há colateral funcional entre as artérias oftálmicas que irrigue a retina.',
      },
      {
        text: 'Irrigação exclusiva da fóvea pela artéria central da retina',
        explanation: 'A fóvea é avascular e nutrida pela coriocapilar, e não pela artéria central.',
      },
      {
        text: 'Artéria ciliorretiniana pérvia, originada da circulação ciliar, que irriga o feixe papilomacular',
        explanation:
          'A artéria ciliorretiniana não depende da artéria central da retina e preserva a região que irriga.',
      },
    ],
    correct: 'D',
    explanation:
      'A artéria ciliorretiniana, presente em parte da população, origina-se da circulação ciliar posterior e irriga a área entre o disco e a fóvea. Na oclusão da artéria central, ela pode preservar a visão central. Inversamente, a oclusão isolada da ciliorretiniana causa escotoma centrocecal, e pode ocorrer na arterite de células gigantes.',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Oclusões vasculares retinianas', 'Oclusão venosa retiniana'],
    statement:
      '<p>Mulher de 70 anos, hipertensa e com glaucoma, apresenta baixa visual indolor no olho direito há 2 semanas. O fundo de olho mostra hemorragias em chama de vela nos quatro quadrantes, veias dilatadas e tortuosas, edema de disco e manchas algodonosas. A OCT mostra edema macular cistoide com 550 µm de espessura central, e a acuidade é de 20/200.</p><p>Qual o tratamento do edema macular?</p>',
    alternatives: [
      {
        text: 'Fotocoagulação em grade macular, que melhora a acuidade na oclusão central',
        explanation: 'No CVOS, o laser em grade reduziu o edema, mas não melhorou a acuidade na oclusão central.',
      },
      {
        text: 'Panfotocoagulação retiniana profilática imediata',
        explanation:
          'A panfotocoagulação é indicada quando surge neovascularização, e não de forma profilática rotineira.',
      },
      {
        text: 'Anticoagulação sistêmica plena',
        explanation: 'A anticoagulação não trata a oclusão venosa e aumenta o risco de hemorragia.',
      },
      {
        text: 'Hemodiluição e observação por 6 meses',
        explanation: 'A observação com acuidade de 20/200 e edema extenso desperdiça a janela de recuperação.',
      },
      {
        text: 'Anti-VEGF intravítreo',
        explanation:
          'O anti-VEGF melhora a acuidade e reduz o edema macular na oclusão da veia central, conforme ensaios clínicos randomizados.',
      },
    ],
    correct: 'E',
    explanation:
      'A oclusão da veia central da retina se associa a idade, hipertensão, diabetes e glaucoma; em jovens, investigam-se trombofilias e hiperviscosidade. A forma isquêmica tem alto risco de neovascularização de íris e glaucoma neovascular nos primeiros meses, o que exige exame da íris e gonioscopia periódicos. O edema macular é tratado com anti-VEGF, e o implante de dexametasona é alternativa.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Clínica', 'Oclusões vasculares retinianas', 'Oclusão venosa retiniana'],
    statement:
      '<p>Homem de 64 anos, com oclusão de ramo venoso temporal superior há 8 meses, apresenta neovascularização retiniana na área de não perfusão, confirmada pela angiofluoresceinografia, com pequena hemorragia vítrea.</p><p>Qual a conduta indicada?</p>',
    alternatives: [
      {
        text: 'Observação, pois a neovascularização na oclusão de ramo regride espontaneamente',
        explanation: 'A neovascularização persistente causa hemorragias vítreas de repetição.',
      },
      {
        text: 'Fotocoagulação setorial da área de não perfusão',
        explanation:
          'No BVOS, a fotocoagulação setorial após o surgimento de neovasos reduziu pela metade o risco de hemorragia vítrea.',
      },
      {
        text: 'Panfotocoagulação de 360° em ambos os olhos',
        explanation: 'Não há indicação de tratar toda a retina, muito menos o olho sadio.',
      },
      {
        text: 'Vitrectomia imediata com retinectomia',
        explanation: 'A hemorragia é pequena, e o tratamento inicial é o laser.',
      },
    ],
    correct: 'B',
    explanation:
      'A oclusão de ramo venoso ocorre em cruzamentos arteriovenosos, sobretudo no setor temporal superior, em pacientes hipertensos. O BVOS mostrou que a fotocoagulação setorial deve ser feita quando surgem neovasos, e não de forma profilática, e que o laser em grade melhorava a acuidade no edema macular. Hoje o edema é tratado com anti-VEGF como primeira linha.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2022, board: 'Instituto AOCP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina'],
    statement:
      '<p>Homem de 55 anos, míope de -7,00 D, refere há 2 dias flashes luminosos e moscas volantes no olho esquerdo e, desde hoje, uma sombra que sobe da parte inferior do campo visual. A acuidade é de 20/25. A oftalmoscopia indireta mostra retina descolada e ondulada nos quadrantes superiores, com rotura em ferradura às 11 horas, e a mácula está colada.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Cirurgia de urgência, idealmente em até 24 horas, pois o descolamento superior com mácula colada ameaça rapidamente a mácula',
        explanation:
          'Descolamentos superiores progridem rápido por gravidade, e preservar a mácula colada define o prognóstico visual.',
      },
      {
        text: 'Fotocoagulação a laser ao redor da área descolada, no consultório, como tratamento definitivo',
        explanation:
          'O laser isolado serve para roturas sem descolamento significativo, e não para descolamento extenso.',
      },
      {
        text: 'Observação, pois a acuidade ainda é boa',
        explanation: 'A boa acuidade reflete a mácula ainda colada, o que torna a cirurgia mais urgente.',
      },
      {
        text: 'Corticoide sistêmico para reabsorver o líquido',
        explanation: 'O corticoide trata descolamentos exsudativos inflamatórios, e não regmatogênicos.',
      },
      {
        text: 'Cirurgia eletiva em 3 meses',
        explanation: 'O atraso permite o descolamento da mácula e a proliferação vitreorretiniana.',
      },
    ],
    correct: 'A',
    explanation:
      'O descolamento regmatogênico resulta de rotura retiniana, vítreo liquefeito e tração vítrea; miopia, pseudofacia, trauma e degeneração lattice são fatores de risco. Fotopsias, moscas volantes e sombra no campo visual são os sintomas clássicos, e a sombra inferior indica descolamento superior. Com a mácula colada, a cirurgia é urgente; as técnicas incluem vitrectomia, introflexão escleral e retinopexia pneumática.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina'],
    statement:
      '<p>Mulher de 60 anos refere início súbito de moscas volantes e flashes no olho direito há 1 dia. À biomicroscopia do vítreo anterior, há grânulos de pigmento flutuantes (poeira de tabaco). O anel de Weiss é visível, e a periferia retiniana ainda não foi examinada.</p><p>Qual o significado desse achado e a conduta?</p>',
    alternatives: [
      {
        text: 'Achado normal do descolamento posterior do vítreo; orientar e dispensar sem fundoscopia',
        explanation: 'O descolamento do vítreo sintomático exige exame da periferia, sobretudo com pigmento no vítreo.',
      },
      {
        text: 'Sinal de uveíte intermediária; corticoide sistêmico',
        explanation: 'Células inflamatórias são brancas, e o contexto é de descolamento do vítreo agudo.',
      },
      {
        text: 'Sinal de Shafer, fortemente associado a rotura retiniana; examinar a periferia com depressão escleral e tratar com laser qualquer rotura encontrada',
        explanation:
          'O pigmento no vítreo vem do epitélio pigmentado exposto por uma rotura, que deve ser procurada e tratada.',
      },
      {
        text: 'Sinal de hemorragia vítrea diabética; anti-VEGF',
        explanation: 'O pigmento no vítreo não é sangue e não tem relação com diabetes nesse contexto.',
      },
      {
        text: 'Sinal de melanoma de coroide; enucleação',
        explanation: 'Pigmento no vítreo anterior após descolamento do vítreo não indica melanoma.',
      },
    ],
    correct: 'C',
    explanation:
      'O descolamento posterior do vítreo agudo sintomático se acompanha de rotura retiniana em cerca de 10% a 15% dos casos, proporção muito maior quando há pigmento ou hemorragia no vítreo. Roturas em ferradura sintomáticas são tratadas com fotocoagulação ou crioterapia, para evitar o descolamento. Sem rotura, o paciente é reexaminado em algumas semanas e orientado sobre os sinais de alarme.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2018, board: 'IBFC' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina'],
    statement:
      '<p>Primigesta de 26 anos, com pré-eclâmpsia grave, refere baixa visual bilateral no puerpério imediato. O fundo de olho mostra descolamento de retina bolhoso, de superfície lisa, que muda de posição com o decúbito, sem roturas retinianas identificáveis.</p><p>Qual o tipo de descolamento e a conduta?</p>',
    alternatives: [
      {
        text: 'Descolamento regmatogênico; vitrectomia de urgência',
        explanation: 'Não há rotura, e o líquido que se desloca com a posição é típico do descolamento exsudativo.',
      },
      {
        text: 'Descolamento tracional; vitrectomia',
        explanation: 'O descolamento tracional é côncavo e fixo, associado a membranas, e não muda com o decúbito.',
      },
      {
        text: 'Descolamento exsudativo; introflexão escleral imediata',
        explanation: 'Não há rotura a tratar, e a cirurgia não está indicada.',
      },
      {
        text: 'Descolamento exsudativo (seroso); tratamento da doença de base, com resolução espontânea na maioria dos casos',
        explanation:
          'A isquemia coroidiana da pré-eclâmpsia causa descolamento seroso que regride com o controle da doença.',
      },
    ],
    correct: 'D',
    explanation:
      'Os descolamentos de retina são regmatogênicos (rotura, superfície ondulada), tracionais (membranas, superfície côncava e fixa) ou exsudativos (superfície lisa e convexa, líquido que se desloca com a posição). Os exsudativos decorrem de doença de base, como Vogt-Koyanagi-Harada, esclerite posterior, tumores, doença de Coats, hipertensão maligna e pré-eclâmpsia. O tratamento é o da causa.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'Instituto AOCP' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina'],
    statement:
      '<p>Jovem de 22 anos, fácico, míope moderado, apresenta descolamento de retina regmatogênico inferior de evolução lenta, com linhas de demarcação pigmentadas, causado por buracos atróficos em área de degeneração lattice, sem descolamento posterior do vítreo.</p><p>Qual técnica cirúrgica é, em geral, preferida nesse caso?</p>',
    alternatives: [
      {
        text: 'Retinopexia pneumática',
        explanation:
          'A bolha de gás não tampona bem roturas inferiores, e a técnica é indicada para roturas superiores.',
      },
      {
        text: 'Introflexão escleral (retinopexia com explante)',
        explanation:
          'Em jovens fácicos sem descolamento do vítreo, a introflexão trata a rotura sem induzir catarata nem exigir a separação do vítreo.',
      },
      {
        text: 'Vitrectomia via pars plana com óleo de silicone como primeira escolha',
        explanation:
          'A vitrectomia em jovem fácico, sem descolamento do vítreo, é tecnicamente difícil e acelera a catarata.',
      },
      {
        text: 'Fotocoagulação a laser isolada no consultório',
        explanation: 'O laser isolado não reaplica a retina descolada.',
      },
    ],
    correct: 'B',
    explanation:
      'A escolha da técnica depende da idade, do status do cristalino, do descolamento do vítreo e da localização das roturas. A introflexão escleral é preferida em jovens fácicos, com roturas atróficas ou diálises e vítreo colado. A retinopexia pneumática serve para roturas superiores pequenas, e o estudo PIVOT mostrou melhor acuidade que a vitrectomia em casos elegíveis; a vitrectomia predomina em pseudofácicos e em descolamentos complexos.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2018,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Doenças da interface vitreorretiniana'],
    statement:
      '<p>Mulher de 67 anos refere há 3 meses mancha central e distorção no olho direito, com acuidade de 20/200. O teste de Watzke-Allen é positivo, e a OCT mostra defeito de espessura total da retina neurossensorial na fóvea, com bordas elevadas e cistos, com diâmetro mínimo de 350 µm.</p><p>Qual o tratamento?</p>',
    alternatives: [
      {
        text: 'Injeção intravítrea de anti-VEGF',
        explanation: 'Não há neovascularização nem edema a tratar com anti-VEGF.',
      },
      {
        text: 'Fotocoagulação a laser das bordas do buraco',
        explanation: 'O laser não fecha o buraco e destruiria a fóvea.',
      },
      {
        text: 'Observação, pois todos os buracos maculares fecham espontaneamente',
        explanation: 'O fechamento espontâneo é raro nos buracos de espessura total.',
      },
      {
        text: 'Panfotocoagulação retiniana',
        explanation: 'Não há isquemia retiniana que justifique panfotocoagulação.',
      },
      {
        text: 'Vitrectomia via pars plana com remoção da membrana limitante interna e tamponamento com gás, com orientação de posicionamento',
        explanation: 'É o tratamento padrão do buraco macular de espessura total, com altas taxas de fechamento.',
      },
    ],
    correct: 'E',
    explanation:
      'O buraco macular idiopático surge da tração vitreomacular anteroposterior e tangencial, mais em mulheres idosas. A OCT classifica o buraco pelo diâmetro mínimo e pela presença de tração. A vitrectomia com remoção da limitante interna e gás fecha mais de 90% dos buracos pequenos e médios; nos grandes, a técnica do retalho invertido da limitante interna aumenta o fechamento.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2024, board: 'FUVEST' },
  },
  {
    subject: ['Retina e Úvea', 'Retina Cirúrgica', 'Doenças da interface vitreorretiniana'],
    statement:
      '<p>Paciente submetido a vitrectomia com tamponamento por gás expansível (C3F8) pergunta sobre os cuidados no pós-operatório.</p><p>Qual orientação é correta?</p>',
    alternatives: [
      {
        text: 'Viajar de avião é seguro após 48 horas, independentemente do gás',
        explanation: 'O C3F8 permanece por cerca de 6 a 8 semanas, e as restrições valem até sua reabsorção.',
      },
      {
        text: 'O óxido nitroso é o anestésico preferido enquanto houver gás no olho',
        explanation: 'O óxido nitroso se difunde para a bolha e a expande rapidamente, o que é contraindicado.',
      },
      {
        text: 'Não viajar de avião nem subir a grandes altitudes e avisar a equipe em caso de anestesia geral, pois o óxido nitroso e a queda da pressão atmosférica expandem a bolha',
        explanation:
          'A expansão da bolha pode elevar muito a pressão intraocular e ocluir a artéria central da retina.',
      },
      {
        text: 'O gás é reabsorvido em poucas horas, dispensando restrições',
        explanation: 'Os gases intraoculares persistem por semanas.',
      },
    ],
    correct: 'C',
    explanation:
      'Gases intraoculares como o SF6 (cerca de 2 semanas) e o C3F8 (cerca de 6 a 8 semanas) se expandem com a queda da pressão atmosférica e com o óxido nitroso, o que pode causar elevação grave da pressão intraocular e oclusão arterial. O paciente deve usar pulseira de identificação e evitar voos e viagens a grandes altitudes até a reabsorção. O óleo de silicone não se expande e não impõe essas restrições.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes anteriores'],
    statement:
      '<p>Homem de 28 anos, com dor lombar inflamatória que melhora com exercício, refere dor, fotofobia e hiperemia no olho esquerdo há 2 dias, com episódio semelhante no olho direito 1 ano antes. Há hiperemia perilímbica, células 3+ e fibrina na câmara anterior, miose e pressão intraocular de 12 mmHg. O fundo de olho é normal.</p><p>Qual o tratamento inicial?</p>',
    alternatives: [
      {
        text: 'Corticoide tópico em alta frequência (como acetato de prednisolona 1%) e cicloplégico, com investigação de espondiloartrite associada ao HLA-B27',
        explanation:
          'O corticoide controla a inflamação, e o cicloplégico alivia a dor e previne sinéquias posteriores.',
      },
      {
        text: 'Antibiótico tópico e compressas frias',
        explanation: 'Não se trata de infecção, e a inflamação intraocular exige corticoide.',
      },
      {
        text: 'Corticoide tópico isolado, sem cicloplégico, pois o cicloplégico favorece sinéquias',
        explanation: 'O cicloplégico previne sinéquias posteriores, em vez de favorecê-las.',
      },
      {
        text: 'Pilocarpina para evitar sinéquias',
        explanation: 'O miótico mantém a pupila pequena e favorece as sinéquias, além de aumentar a inflamação.',
      },
      {
        text: 'Pulsoterapia com metilprednisolona',
        explanation: 'A uveíte anterior aguda responde ao tratamento tópico, sem necessidade de pulsoterapia.',
      },
    ],
    correct: 'A',
    explanation:
      'A uveíte anterior aguda associada ao HLA-B27 é unilateral, recorrente e alternante, não granulomatosa, com fibrina e às vezes hipópio. Associa-se a espondilite anquilosante, artrite reativa, doença inflamatória intestinal e artrite psoriásica, e o paciente deve ser encaminhado ao reumatologista. Crises frequentes justificam tratamento sistêmico, como os anti-TNF, que reduzem as recorrências.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes anteriores'],
    statement:
      '<p>Menina de 4 anos, com artrite idiopática juvenil oligoarticular diagnosticada há 6 meses e fator antinuclear positivo, não tem queixas oculares.</p><p>Qual a orientação sobre o acompanhamento oftalmológico?</p>',
    alternatives: [
      {
        text: 'Exame apenas se houver olho vermelho ou dor',
        explanation: 'A uveíte da AIJ costuma ter olho branco e indolor, e a espera por sintomas atrasa o diagnóstico.',
      },
      {
        text: 'Exame anual com fundoscopia sob midríase, sem necessidade de biomicroscopia',
        explanation: 'A uveíte é anterior e detectada pela biomicroscopia, em intervalos mais curtos.',
      },
      {
        text: 'Não há risco ocular na forma oligoarticular',
        explanation: 'A forma oligoarticular com FAN positivo é a de maior risco de uveíte.',
      },
      {
        text: 'Biomicroscopia periódica, a cada 3 meses nesse perfil de alto risco, pois a uveíte associada é crônica e assintomática, com olho branco',
        explanation: 'A uveíte da AIJ não dá sintomas, e o diagnóstico depende do rastreamento à lâmpada de fenda.',
      },
    ],
    correct: 'D',
    explanation:
      'A uveíte associada à artrite idiopática juvenil é anterior, crônica, não granulomatosa e silenciosa. O risco é maior na forma oligoarticular, com FAN positivo, início antes dos 7 anos e nos primeiros anos de doença. Sem rastreamento, é descoberta tarde, já com ceratopatia em faixa, sinéquias, catarata, glaucoma ou ambliopia; o tratamento inclui corticoide tópico, metotrexato e, nos refratários, adalimumabe.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes anteriores'],
    statement:
      '<p>Mulher de 35 anos, assintomática, é encaminhada por ter olhos de cores diferentes. O olho direito, de íris mais clara, apresenta precipitados ceráticos pequenos, estrelados e difusos por todo o endotélio, células discretas na câmara anterior, sem sinéquias posteriores, e opacidade subcapsular posterior inicial.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Uveíte anterior associada ao HLA-B27; corticoide tópico intensivo até zerar as células',
        explanation: 'A uveíte do HLA-B27 é aguda e sintomática, com fibrina e sinéquias, sem heterocromia.',
      },
      {
        text: 'Síndrome de Horner congênita; teste com apraclonidina',
        explanation:
          'O Horner congênito causa heterocromia, mas sem precipitados ceráticos nem células na câmara anterior.',
      },
      {
        text: 'Síndrome uveítica de Fuchs (iridociclite heterocrômica); em geral não exige corticoide prolongado, e o acompanhamento visa catarata e glaucoma',
        explanation:
          'A inflamação é crônica e de baixo grau, responde mal ao corticoide, e as complicações principais são catarata e glaucoma.',
      },
      {
        text: 'Sarcoidose; corticoide sistêmico',
        explanation: 'A sarcoidose causa precipitados em gordura de carneiro, nódulos de íris e sinéquias.',
      },
      {
        text: 'Toxoplasmose; pirimetamina e sulfadiazina',
        explanation: 'Não há retinocoroidite, e a toxoplasmose não explica a heterocromia.',
      },
    ],
    correct: 'C',
    explanation:
      'A síndrome uveítica de Fuchs é unilateral, crônica e pouco sintomática, com precipitados ceráticos estrelados difusos, heterocromia (íris mais clara, nem sempre evidente em olhos escuros), ausência de sinéquias e vitreíte. Associa-se ao vírus da rubéola. O corticoide prolongado não é indicado, e a cirurgia de catarata costuma ter bom resultado, enquanto o glaucoma é a complicação mais difícil.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2024,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes posteriores infecciosas'],
    statement:
      '<p>Homem de 24 anos, residente no Sul do Brasil, refere baixa visual e moscas volantes no olho direito há 1 semana. O fundo de olho mostra lesão branco-amarelada de bordas mal definidas, adjacente a uma cicatriz retinocoroidiana pigmentada, com vitreíte intensa que dá ao fundo o aspecto de farol na neblina.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Retinite por citomegalovírus',
        explanation: 'Ocorre em imunodeprimidos graves, com necrose hemorrágica e pouca vitreíte.',
      },
      {
        text: 'Necrose retiniana aguda',
        explanation:
          'Cursa com necrose periférica multifocal e confluente, com arterite, e não com lesão satélite a cicatriz.',
      },
      {
        text: 'Coroidite serpiginosa',
        explanation: 'Acomete a coroide peripapilar com lesões geográficas, sem vitreíte intensa.',
      },
      {
        text: 'Candidíase endógena',
        explanation:
          'Ocorre em usuários de drogas intravenosas ou pacientes com cateter, com lesões algodonosas no vítreo.',
      },
      {
        text: 'Retinocoroidite por Toxoplasma gondii (lesão satélite recorrente)',
        explanation:
          'Lesão ativa ao lado de cicatriz pigmentada, com vitreíte intensa, é a apresentação clássica da toxoplasmose ocular recorrente.',
      },
    ],
    correct: 'E',
    explanation:
      'A toxoplasmose é a causa mais comum de uveíte posterior infecciosa no Brasil, com prevalência particularmente alta no Sul. A lesão ativa costuma surgir na borda de uma cicatriz antiga, com vitreíte intensa. Lesões próximas à mácula ou ao disco, vitreíte intensa, lesões grandes e imunossupressão são indicações de tratamento; lesões periféricas pequenas em imunocompetentes podem ser observadas.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'AMRIGS' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes posteriores infecciosas'],
    statement:
      '<p>Sobre o tratamento da retinocoroidite toxoplásmica em paciente imunocompetente, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O esquema clássico é pirimetamina e sulfadiazina, sem necessidade de ácido folínico',
        explanation: 'O ácido folínico é indispensável para prevenir a toxicidade hematológica da pirimetamina.',
      },
      {
        text: 'O corticoide sistêmico, quando indicado para reduzir a inflamação, deve ser associado aos antiparasitários e nunca usado isoladamente',
        explanation: 'O corticoide isolado favorece a replicação do parasita e lesões fulminantes.',
      },
      {
        text: 'Lesões periféricas pequenas sempre exigem tratamento imediato com corticoide isolado',
        explanation: 'Essas lesões podem ser observadas em imunocompetentes, e o corticoide isolado é contraindicado.',
      },
      {
        text: 'O sulfametoxazol-trimetoprima não tem papel no tratamento nem na profilaxia de recorrências',
        explanation:
          'É alternativa eficaz no tratamento e, em uso prolongado, reduziu recorrências em estudos brasileiros.',
      },
      {
        text: 'A injeção intravítrea de corticoide isolado é o tratamento de primeira linha',
        explanation: 'A via intravítrea usa clindamicina, às vezes associada a dexametasona, e não corticoide isolado.',
      },
    ],
    correct: 'B',
    explanation:
      'O esquema clássico da toxoplasmose ocular é pirimetamina, sulfadiazina e ácido folínico, com prednisona iniciada após 24 a 48 horas de antiparasitário nos casos com inflamação importante. Sulfametoxazol-trimetoprima, clindamicina, azitromicina e clindamicina intravítrea são alternativas. Em pacientes com recorrências frequentes, o sulfametoxazol-trimetoprima profilático reduz novos episódios.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2023, board: 'IBFC' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes posteriores infecciosas'],
    statement:
      '<p>Homem de 38 anos, com aids e contagem de linfócitos T CD4+ de 30 células/mm³, sem terapia antirretroviral, refere moscas volantes e perda de campo visual no olho direito. O fundo de olho mostra área de necrose retiniana esbranquiçada com hemorragias ao longo das arcadas vasculares, com pouca vitreíte.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Retinite por citomegalovírus; ganciclovir intravenoso ou valganciclovir oral, com ou sem ganciclovir intravítreo, e início da terapia antirretroviral',
        explanation:
          'O tratamento anti-CMV controla a retinite, e a reconstituição imune pela TARV é essencial para o controle definitivo.',
      },
      {
        text: 'Retinocoroidite toxoplásmica; pirimetamina e sulfadiazina',
        explanation:
          'A toxoplasmose cursa com vitreíte intensa e lesão focal, e não com necrose hemorrágica ao longo das arcadas.',
      },
      {
        text: 'Microangiopatia do HIV; observação',
        explanation: 'A microangiopatia causa manchas algodonosas assintomáticas, sem necrose progressiva.',
      },
      {
        text: 'Necrose retiniana aguda; aciclovir oral em dose baixa',
        explanation: 'A necrose retiniana aguda cursa com vitreíte intensa e exige antiviral em dose alta.',
      },
      {
        text: 'Retinite por citomegalovírus; corticoide sistêmico',
        explanation: 'O corticoide agravaria a imunossupressão e a replicação viral.',
      },
    ],
    correct: 'A',
    explanation:
      'A retinite por citomegalovírus ocorre com CD4 abaixo de 50 células/mm³, com necrose retiniana esbranquiçada e hemorragias ao longo dos vasos, de bordas granulares, e pouca vitreíte. O tratamento de indução com ganciclovir ou valganciclovir, com injeções intravítreas nas lesões que ameaçam a visão, é seguido de manutenção até a recuperação imune. Após o início da TARV, pode surgir uveíte de reconstituição imune.',
    source: { institution: 'SES-DF', exam: 'R3 – Oftalmologia', year: 2021, board: 'Cebraspe' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes posteriores infecciosas'],
    statement:
      '<p>Homem de 42 anos apresenta panuveíte bilateral, com lesão amarelada placoide na mácula do olho direito. O VDRL é reagente, com título de 1:256, e o teste treponêmico é positivo.</p><p>Qual a conduta terapêutica adequada?</p>',
    alternatives: [
      {
        text: 'Penicilina G benzatina intramuscular em dose única',
        explanation: 'A benzatina não atinge concentração adequada no olho e no sistema nervoso central.',
      },
      {
        text: 'Corticoide sistêmico isolado, pois a uveíte é imunomediada',
        explanation: 'O corticoide sem penicilina agrava a infecção.',
      },
      { text: 'Doxiciclina oral por 7 dias', explanation: 'O esquema é insuficiente para sífilis ocular.' },
      {
        text: 'Tratar como neurossífilis, com penicilina G cristalina intravenosa por 10 a 14 dias, testar para HIV e realizar punção lombar',
        explanation: 'A sífilis ocular é tratada como neurossífilis, independentemente do resultado do líquor.',
      },
      {
        text: 'Penicilina G benzatina semanal por 3 semanas, como na sífilis latente tardia',
        explanation: 'O esquema da sífilis latente não alcança o olho adequadamente.',
      },
    ],
    correct: 'D',
    explanation:
      'A sífilis ocular pode simular qualquer uveíte, e a coriorretinopatia placoide posterior aguda sifilítica é uma apresentação característica. O tratamento segue o da neurossífilis, com penicilina cristalina intravenosa, e todo paciente deve ser testado para HIV. Corticoide tópico pode ser usado como adjuvante, e a resposta sorológica deve ser acompanhada.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2017, board: 'FUVEST' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes não infecciosas sistêmicas'],
    statement:
      '<p>Mulher de 32 anos, parda, refere cefaleia, zumbido e baixa visual bilateral súbita há 5 dias. Há células na câmara anterior e no vítreo, edema de disco e múltiplos descolamentos serosos da retina no polo posterior em ambos os olhos. Não há história de trauma ou cirurgia ocular, e o líquor mostra pleocitose linfocitária.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Oftalmia simpática; enucleação do olho contralateral',
        explanation: 'Não há trauma ou cirurgia ocular prévia, condição obrigatória da oftalmia simpática.',
      },
      {
        text: 'Doença de Vogt-Koyanagi-Harada; corticoide sistêmico em dose alta precoce, associado a imunossupressor poupador de corticoide',
        explanation: 'O tratamento precoce e agressivo reduz a evolução para doença crônica e o fundo em pôr do sol.',
      },
      {
        text: 'Coriorretinopatia serosa central; suspender o corticoide',
        explanation: 'A inflamação intraocular, o acometimento bilateral e os sinais meníngeos não são compatíveis.',
      },
      {
        text: 'Esclerite posterior; AINE tópico',
        explanation: 'A esclerite posterior é em geral unilateral e dolorosa, e o AINE tópico não a trata.',
      },
      {
        text: 'Sarcoidose ocular; observação',
        explanation:
          'A sarcoidose não causa esse quadro de descolamentos serosos com meningite, e a observação seria inadequada.',
      },
    ],
    correct: 'B',
    explanation:
      'A doença de Vogt-Koyanagi-Harada é uma doença autoimune contra os melanócitos, mais comum em pessoas de pele pigmentada, com fases prodrômica (meníngea e auditiva), uveítica aguda (panuveíte com descolamentos serosos), convalescente (fundo em pôr do sol, vitiligo, poliose) e crônica recorrente. O tratamento é corticoide sistêmico em dose alta, com redução lenta, e imunossupressão precoce. A ausência de trauma ou cirurgia ocular a diferencia da oftalmia simpática.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Uveítes', 'Uveítes não infecciosas sistêmicas'],
    statement:
      '<p>Homem de 40 anos, que sofreu trauma perfurante no olho esquerdo há 3 meses, com prolapso uveal reparado tardiamente, passa a apresentar fotofobia e baixa visual no olho direito. Há panuveíte granulomatosa bilateral, com precipitados ceráticos em gordura de carneiro e lesões branco-amareladas na média periferia.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Oftalmia simpática',
        explanation:
          'Panuveíte granulomatosa bilateral após trauma perfurante com exposição uveal é o quadro clássico.',
      },
      {
        text: 'Endoftalmite endógena bilateral',
        explanation:
          'A endoftalmite endógena ocorre em contexto de bacteremia ou fungemia, sem relação com o trauma prévio.',
      },
      {
        text: 'Doença de Behçet',
        explanation: 'Cursa com uveíte não granulomatosa, hipópio, vasculite oclusiva e úlceras orais e genitais.',
      },
      {
        text: 'Síndrome de Posner-Schlossman',
        explanation: 'É unilateral, com crises de pressão elevada e inflamação discreta.',
      },
      {
        text: 'Sarcoidose',
        explanation:
          'Pode causar uveíte granulomatosa bilateral, mas o antecedente de trauma perfurante aponta para oftalmia simpática.',
      },
    ],
    correct: 'A',
    explanation:
      'A oftalmia simpática é uma panuveíte granulomatosa bilateral que surge após trauma perfurante ou cirurgia intraocular, como a vitrectomia, em geral entre semanas e 1 ano depois. A exposição de antígenos uveais desencadeia resposta autoimune contra os melanócitos, com nódulos de Dalen-Fuchs. O tratamento é corticoide sistêmico e imunossupressor; a enucleação precoce de um olho cego e desorganizado pelo trauma é discutida como prevenção.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2017,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Oncologia Ocular', 'Retinoblastoma'],
    statement:
      '<p>Menina de 18 meses é levada ao pediatra porque a mãe notou um brilho branco na pupila direita em fotografias com flash. Há estrabismo convergente do olho direito, e o teste do reflexo vermelho mostra leucocoria à direita.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Tomografia computadorizada de crânio como exame de escolha para estadiamento',
        explanation:
          'A radiação aumenta o risco de segundos tumores nas formas hereditárias, e a ressonância é preferível.',
      },
      {
        text: 'Biópsia transvítrea da massa para confirmação histológica',
        explanation: 'A biópsia é contraindicada pelo risco de disseminação extraocular.',
      },
      {
        text: 'Encaminhamento urgente ao oftalmologista para fundoscopia sob midríase e, se confirmada massa, ultrassonografia e ressonância magnética de órbitas e encéfalo',
        explanation:
          'A fundoscopia confirma o tumor, a ultrassonografia mostra calcificações e a ressonância estadia sem radiação ionizante.',
      },
      {
        text: 'Oclusão do olho esquerdo para tratar o estrabismo e reavaliação em 6 meses',
        explanation: 'O estrabismo pode ser sinal de tumor e exige investigação imediata.',
      },
      {
        text: 'Observação, pois o reflexo branco em fotografias é artefato frequente',
        explanation: 'Leucocoria em fotografias deve sempre ser investigada.',
      },
    ],
    correct: 'C',
    explanation:
      'O retinoblastoma é o tumor intraocular maligno primário mais comum da infância; leucocoria e estrabismo são os sinais iniciais mais frequentes. O diagnóstico é clínico, pela fundoscopia, complementado por ultrassonografia e ressonância, e a biópsia é contraindicada. No Brasil, o diagnóstico tardio ainda reduz a sobrevida, o que reforça o teste do reflexo vermelho e o encaminhamento imediato.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Oncologia Ocular', 'Retinoblastoma'],
    statement:
      '<p>Sobre o retinoblastoma hereditário (mutação germinativa do gene RB1), assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Corresponde à maioria dos casos unilaterais esporádicos',
        explanation: 'A maioria dos casos unilaterais não é hereditária; cerca de 15% deles têm mutação germinativa.',
      },
      {
        text: 'Não é transmitido aos descendentes',
        explanation: 'A mutação germinativa é transmitida a 50% dos filhos, com alta penetrância.',
      },
      {
        text: 'Dispensa aconselhamento genético e rastreamento dos irmãos',
        explanation: 'Aconselhamento genético e exame dos irmãos e filhos são obrigatórios.',
      },
      {
        text: 'Nunca se associa a tumores intracranianos',
        explanation: 'Pode se associar a pinealoblastoma, o retinoblastoma trilateral.',
      },
      {
        text: 'Costuma ser bilateral e multifocal, é diagnosticado mais cedo e se associa a risco aumentado de segundos tumores, como osteossarcoma, sobretudo após radioterapia',
        explanation: 'A mutação germinativa predispõe a tumores em ambos os olhos e em outros tecidos.',
      },
    ],
    correct: 'E',
    explanation:
      'Pela hipótese dos dois eventos de Knudson, o retinoblastoma exige a inativação das duas cópias do gene RB1, no cromossomo 13q14. Nas formas hereditárias, cerca de 40% do total, a primeira mutação é germinativa, o que explica a bilateralidade, a idade mais precoce e o risco de segundos tumores. A radioterapia externa é evitada, e o seguimento deve ser prolongado.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Retina e Úvea', 'Oncologia Ocular', 'Melanoma de úvea'],
    statement:
      '<p>Homem de 58 anos tem lesão pigmentada de coroide descoberta em exame de rotina.</p><p>Qual característica favorece o diagnóstico de melanoma de coroide em vez de nevo?</p>',
    alternatives: [
      { text: 'Drusas sobre a superfície da lesão', explanation: 'As drusas indicam cronicidade e favorecem o nevo.' },
      {
        text: 'Espessura maior que 2 mm, pigmento alaranjado na superfície e fluido sub-retiniano associado',
        explanation:
          'São fatores de risco clássicos de crescimento e de malignidade de lesões melanocíticas da coroide.',
      },
      { text: 'Halo despigmentado ao redor da lesão', explanation: 'O halo é sinal de benignidade.' },
      {
        text: 'Espessura menor que 1 mm, estável em fotografias seriadas por 5 anos',
        explanation: 'Lesões planas e estáveis são típicas de nevo.',
      },
      {
        text: 'Localização distante do disco óptico, sem sintomas',
        explanation: 'A proximidade do disco e os sintomas é que são fatores de risco.',
      },
    ],
    correct: 'B',
    explanation:
      'Os fatores de risco para transformação de nevo em melanoma são resumidos pelo mnemônico em inglês To Find Small Ocular Melanoma Using Helpful Hints Daily: espessura maior que 2 mm, fluido sub-retiniano, sintomas, pigmento alaranjado (lipofuscina), margem a até 3 mm do disco, oco acústico na ultrassonografia e ausência de halo e de drusas. Lesões suspeitas exigem documentação fotográfica, ultrassonografia e seguimento próximo ou tratamento.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2025,
      board: 'CBO',
    },
  },
  {
    subject: ['Retina e Úvea', 'Oncologia Ocular', 'Melanoma de úvea'],
    statement: '<p>Sobre o melanoma de coroide no adulto, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O fígado é o principal sítio de metástase, e o estudo COMS mostrou sobrevida semelhante entre braquiterapia e enucleação nos tumores de tamanho médio',
        explanation:
          'O rastreamento de metástases é hepático, e a braquiterapia permite preservar o globo sem prejuízo da sobrevida.',
      },
      {
        text: 'O pulmão é o principal sítio de metástase, e a enucleação é sempre superior à braquiterapia',
        explanation:
          'O fígado é o principal sítio, e o COMS não mostrou superioridade da enucleação nos tumores médios.',
      },
      {
        text: 'É o tumor maligno intraocular mais frequente do adulto, mais comum que as metástases de coroide',
        explanation:
          'O melanoma é o tumor maligno primário mais comum, mas as metástases de coroide são mais frequentes no total.',
      },
      {
        text: 'Acomete predominantemente pessoas de pele negra',
        explanation: 'É muito mais frequente em pessoas de pele e olhos claros.',
      },
    ],
    correct: 'A',
    explanation:
      'O melanoma de úvea é o tumor intraocular maligno primário mais comum do adulto, mais frequente em brancos de olhos claros. Dissemina-se por via hematogênica, sobretudo para o fígado, e o prognóstico se relaciona com o tamanho, a monossomia do cromossomo 3 e mutações de BAP1. O COMS mostrou que, nos tumores médios, a braquiterapia e a enucleação têm sobrevida semelhante.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2019, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Neuroftalmologia',
      'Neuropatias ópticas',
      'Neurite óptica',
    ],
    statement:
      '<p>Mulher de 27 anos refere baixa visual no olho esquerdo há 4 dias, com dor à movimentação ocular e cores desbotadas. A acuidade é de 20/100, há DPAR à esquerda e o disco óptico é normal. A ressonância magnética mostra realce do nervo óptico esquerdo e três lesões desmielinizantes periventriculares.</p><p>Com base no Optic Neuritis Treatment Trial (ONTT), assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A prednisona oral isolada, 1 mg/kg/dia, é o tratamento de escolha, pois reduz as recorrências',
        explanation: 'No ONTT, a prednisona oral isolada aumentou as recorrências.',
      },
      {
        text: 'Sem tratamento, a maioria dos pacientes fica com acuidade final pior que 20/200',
        explanation: 'A maioria recupera acuidade de 20/40 ou melhor, mesmo sem tratamento.',
      },
      {
        text: 'A ressonância de encéfalo não altera o risco de esclerose múltipla',
        explanation: 'A presença de lesões eleva muito o risco de esclerose múltipla.',
      },
      {
        text: 'O disco óptico normal afasta neurite óptica',
        explanation: 'Em cerca de dois terços dos casos a neurite é retrobulbar, com disco normal.',
      },
      {
        text: 'A metilprednisolona intravenosa seguida de prednisona oral acelera a recuperação visual, sem modificar a acuidade final, e as lesões na ressonância indicam alto risco de esclerose múltipla',
        explanation:
          'O pulso acelera a recuperação, e as lesões desmielinizantes são o principal preditor de esclerose múltipla.',
      },
    ],
    correct: 'E',
    explanation:
      'A neurite óptica desmielinizante típica acomete mulheres jovens, com baixa visual subaguda, dor à movimentação ocular, discromatopsia e DPAR, e costuma recuperar-se em semanas. No ONTT, o risco de esclerose múltipla em 15 anos foi de cerca de 25% com ressonância normal e de mais de 70% com uma ou mais lesões. O pulso de metilprednisolona acelera a recuperação, e a ressonância orienta o encaminhamento para terapia modificadora de doença.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2016, board: 'FUVEST' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Neuroftalmologia',
      'Neuropatias ópticas',
      'Neurite óptica',
    ],
    statement:
      '<p>Mulher de 35 anos apresenta neurite óptica bilateral simultânea grave, com acuidade de conta dedos em ambos os olhos e pouca recuperação após pulsoterapia. A ressonância mostra acometimento longitudinalmente extenso dos nervos ópticos, alcançando o quiasma, e ela teve, há 1 ano, mielite transversa extensa, com mais de três segmentos vertebrais.</p><p>Qual exame tem maior valor para o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Bandas oligoclonais no líquor, cuja presença confirma esclerose múltipla típica',
        explanation:
          'As bandas são mais associadas à esclerose múltipla, cujo quadro não é esse, e não confirmam o diagnóstico.',
      },
      {
        text: 'Enzima conversora de angiotensina sérica',
        explanation: 'É marcador de sarcoidose, de baixa sensibilidade e especificidade.',
      },
      {
        text: 'Anticorpo anti-aquaporina-4 (AQP4-IgG) sérico',
        explanation:
          'Neurite grave, bilateral e extensa com mielite longitudinal extensa sugere neuromielite óptica, confirmada pelo anticorpo.',
      },
      {
        text: 'Potencial evocado visual, que dispensa exames sorológicos',
        explanation: 'O potencial evocado documenta a desmielinização, mas não define a etiologia.',
      },
      {
        text: 'Anticorpo antirreceptor de acetilcolina',
        explanation: 'É marcador de miastenia gravis, que não causa neurite óptica.',
      },
    ],
    correct: 'C',
    explanation:
      'São sinais de neurite atípica: acometimento bilateral, perda visual grave, ausência de dor, edema de disco acentuado, pouca recuperação e dependência de corticoide. Nesses casos, pesquisam-se os anticorpos anti-aquaporina-4 (neuromielite óptica) e anti-MOG. Na neuromielite, a plasmaférese precoce melhora o prognóstico, e algumas terapias da esclerose múltipla podem agravá-la.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2023,
      board: 'CBO',
    },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Neuroftalmologia',
      'Neuropatias ópticas',
      'Neuropatia óptica isquêmica',
    ],
    statement:
      '<p>Mulher de 76 anos refere perda visual súbita e indolor no olho direito ao acordar, precedida de episódios de visão turva transitória. Relata cefaleia temporal recente, dor ao mastigar e perda de peso. A acuidade é de conta dedos, há DPAR e o disco óptico está edemaciado e pálido, branco-giz. O VHS é de 95 mm/h e a PCR está elevada.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Aguardar o resultado da biópsia de artéria temporal para iniciar o corticoide',
        explanation: 'O atraso expõe o outro olho a perda visual em dias.',
      },
      {
        text: 'Ácido acetilsalicílico isolado e controle de fatores de risco vascular',
        explanation: 'Essa seria a abordagem da forma não arterítica, inadequada diante de arterite.',
      },
      { text: 'Anticoagulação plena', explanation: 'A anticoagulação não trata a vasculite.' },
      {
        text: 'Iniciar imediatamente corticoide em dose alta (pulsoterapia intravenosa diante de perda visual) e programar biópsia de artéria temporal, sem adiar o tratamento',
        explanation:
          'O corticoide imediato protege o olho contralateral, e a biópsia continua informativa por 1 a 2 semanas após seu início.',
      },
      {
        text: 'Observação, pois o olho contralateral raramente é acometido',
        explanation: 'Sem tratamento, o acometimento do outro olho é frequente e rápido.',
      },
    ],
    correct: 'D',
    explanation:
      'A neuropatia óptica isquêmica anterior arterítica é causada pela arterite de células gigantes, em maiores de 50 anos, com cefaleia, claudicação mandibular, polimialgia e provas inflamatórias elevadas. O disco é pálido e edemaciado, e a perda visual costuma ser grave. O corticoide deve ser iniciado imediatamente, e a biópsia ou a ultrassonografia das artérias temporais confirmam o diagnóstico; o tocilizumabe permite poupar corticoide.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2020, board: 'VUNESP' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Neuroftalmologia',
      'Neuropatias ópticas',
      'Neuropatia óptica isquêmica',
    ],
    statement:
      '<p>Homem de 60 anos, hipertenso, diabético e com apneia obstrutiva do sono não tratada, nota ao acordar perda da metade inferior do campo visual do olho esquerdo. Não tem cefaleia, claudicação mandibular ou sintomas sistêmicos, e VHS e PCR são normais. O disco esquerdo tem edema setorial superior hiperemiado, e o disco direito é pequeno e sem escavação.</p><p>Sobre esse quadro, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O disco contralateral pequeno e sem escavação é irrelevante para o diagnóstico',
        explanation:
          'O disco pequeno e cheio, o disco de risco, é o substrato anatômico típico da forma não arterítica.',
      },
      {
        text: 'A descompressão cirúrgica da bainha do nervo óptico é indicada, conforme o IONDT',
        explanation: 'No IONDT, a descompressão não trouxe benefício e pode ter sido prejudicial.',
      },
      {
        text: 'Deve-se iniciar pulsoterapia com metilprednisolona, que reverte o déficit na maioria dos casos',
        explanation: 'Não há benefício comprovado do corticoide na forma não arterítica.',
      },
      {
        text: 'Trata-se de neuropatia óptica isquêmica anterior não arterítica; não há tratamento de eficácia comprovada, e o manejo envolve controle dos fatores de risco vascular e da apneia do sono',
        explanation:
          'A forma não arterítica não tem terapia comprovada, e o foco é reduzir fatores de risco e proteger o outro olho.',
      },
    ],
    correct: 'D',
    explanation:
      'A neuropatia óptica isquêmica anterior não arterítica é a neuropatia óptica aguda mais comum acima dos 50 anos e ocorre em discos pequenos e sem escavação. Hipertensão, diabetes, apneia do sono e hipotensão noturna são fatores de risco, e a perda visual costuma ser percebida ao acordar, com defeito altitudinal. O olho contralateral é acometido em cerca de 15% dos casos em 5 anos.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Paralisias oculomotoras'],
    statement:
      '<p>Mulher de 52 anos chega ao pronto-socorro com cefaleia intensa e visão dupla com queda da pálpebra esquerda, de início súbito há 6 horas. O olho esquerdo está desviado para baixo e para fora, com ptose completa, limitação da adução, da elevação e da depressão, e pupila de 7 mm pouco reativa.</p><p>Qual a principal hipótese e o exame a ser solicitado com urgência?</p>',
    alternatives: [
      {
        text: 'Paralisia microvascular do III nervo; controle glicêmico e reavaliação em 3 meses',
        explanation: 'A forma microvascular costuma poupar a pupila; com midríase, a compressão deve ser excluída.',
      },
      {
        text: 'Aneurisma de artéria comunicante posterior; angiotomografia ou angiorressonância cerebral de urgência',
        explanation:
          'Paralisia do III nervo com pupila acometida e cefaleia é aneurisma até prova em contrário, pelo risco de ruptura.',
      },
      { text: 'Miastenia gravis; teste do gelo', explanation: 'A miastenia nunca acomete a pupila.' },
      {
        text: 'Síndrome de Horner; colírio de apraclonidina',
        explanation: 'O Horner causa ptose leve e miose, e não midríase com oftalmoplegia.',
      },
      {
        text: 'Orbitopatia de Graves; tomografia de órbitas',
        explanation: 'A orbitopatia de Graves não causa ptose nem midríase, e sim retração palpebral.',
      },
    ],
    correct: 'B',
    explanation:
      'As fibras pupilomotoras trafegam na periferia do III nervo e são comprimidas precocemente por aneurismas, enquanto a isquemia microvascular atinge o centro do nervo e costuma poupá-las. Por isso, paralisia do III nervo com pupila envolvida exige neuroimagem vascular de urgência. Se a angiotomografia for negativa e a suspeita permanecer alta, indica-se a angiografia digital.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Paralisias oculomotoras'],
    statement:
      '<p>Homem de 34 anos, após acidente de motocicleta com trauma craniano, refere diplopia vertical e inclina a cabeça para a esquerda. Apresenta hipertropia do olho direito que aumenta no olhar para a esquerda e com a inclinação da cabeça para a direita.</p><p>Qual o músculo parético?</p>',
    alternatives: [
      {
        text: 'Reto inferior direito',
        explanation: 'A paresia do reto inferior direito piora a hipertropia no olhar para a direita e para baixo.',
      },
      {
        text: 'Oblíquo inferior esquerdo',
        explanation: 'A paresia do oblíquo inferior esquerdo piora a hipertropia direita no olhar para a direita.',
      },
      {
        text: 'Oblíquo superior direito',
        explanation:
          'Hipertropia direita que piora no olhar para a esquerda e na inclinação para a direita completa os três passos de Parks-Bielschowsky para o oblíquo superior direito.',
      },
      {
        text: 'Reto superior esquerdo',
        explanation:
          'A hipertropia direita piora no olhar para a esquerda, mas com inclinação da cabeça para a esquerda.',
      },
      { text: 'Oblíquo superior esquerdo', explanation: 'Causaria hipertropia do olho esquerdo, e não do direito.' },
    ],
    correct: 'C',
    explanation:
      'Nos três passos de Parks-Bielschowsky, identificam-se o olho mais alto, a direção do olhar em que a hipertropia aumenta e o lado de inclinação da cabeça que a piora. O trauma craniano é a causa adquirida mais comum de paralisia do IV nervo, que pode ser bilateral, com exciclotorção maior que 10° e esotropia em V. O paciente inclina a cabeça para o lado oposto ao músculo parético para fundir as imagens.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Paralisias oculomotoras'],
    statement:
      '<p>Mulher de 29 anos refere visão dupla ao olhar para os lados. No olhar para a direita, o olho esquerdo não aduz além da linha média e o olho direito apresenta nistagmo em abdução; no olhar para a esquerda, ocorre o mesmo padrão com o olho direito. A convergência está preservada.</p><p>Qual a localização da lesão e a causa mais provável?</p>',
    alternatives: [
      {
        text: 'Nervo oculomotor bilateral; aneurisma',
        explanation: 'A lesão do III nervo comprometeria também a convergência, as pálpebras e as pupilas.',
      },
      {
        text: 'Núcleo do nervo abducente; AVC',
        explanation:
          'A lesão nuclear do VI nervo causa paralisia do olhar conjugado para o mesmo lado, afetando os dois olhos.',
      },
      {
        text: 'Junção neuromuscular; miastenia gravis, que nunca simula oftalmoplegia internuclear',
        explanation: 'A miastenia pode simular oftalmoplegia internuclear, e a afirmativa é falsa.',
      },
      {
        text: 'Nervo abducente bilateral; hipertensão intracraniana',
        explanation: 'A paresia do VI nervo limita a abdução, e não a adução.',
      },
      {
        text: 'Fascículo longitudinal medial bilateral; esclerose múltipla',
        explanation: 'A oftalmoplegia internuclear bilateral em adulto jovem é tipicamente desmielinizante.',
      },
    ],
    correct: 'E',
    explanation:
      'Na oftalmoplegia internuclear, a lesão do fascículo longitudinal medial impede a adução do olho do mesmo lado no olhar conjugado, com nistagmo do olho que abduz, e a convergência costuma estar preservada. Em jovens, sobretudo bilateral, a causa mais comum é a esclerose múltipla; em idosos, unilateral, é o AVC. Associada a paralisia do olhar horizontal para o mesmo lado, forma a síndrome do um e meio.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2025, board: 'Instituto AOCP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Pupila e síndrome de Horner'],
    statement:
      '<p>Homem de 44 anos refere dor cervical e hemicraniana direita iniciada após manipulação quiroprática do pescoço, há 2 dias. O exame mostra ptose discreta de 2 mm e miose à direita, com anisocoria mais evidente no escuro, sem outros déficits.</p><p>Qual a hipótese e a conduta?</p>',
    alternatives: [
      {
        text: 'Síndrome de Horner por dissecção da artéria carótida interna; angiotomografia ou angiorressonância de cabeça e pescoço de urgência',
        explanation: 'Horner doloroso agudo é dissecção de carótida até prova em contrário, pelo risco de AVC.',
      },
      {
        text: 'Pupila tônica de Adie; pilocarpina diluída',
        explanation: 'A pupila de Adie é a maior e reage mal à luz; aqui a pupila menor é a anormal.',
      },
      {
        text: 'Paralisia do III nervo; observação',
        explanation: 'O III nervo causa ptose com midríase e oftalmoplegia, e não miose.',
      },
      {
        text: 'Anisocoria fisiológica; tranquilizar',
        explanation: 'A anisocoria fisiológica não tem ptose, e a diferença é semelhante no claro e no escuro.',
      },
      {
        text: 'Enxaqueca com aura; triptano',
        explanation: 'O quadro exige excluir dissecção, e o triptano, vasoconstritor, seria inadequado.',
      },
    ],
    correct: 'A',
    explanation:
      'A síndrome de Horner associa ptose leve, miose e anidrose, com anisocoria maior no escuro. Na dissecção de carótida, a lesão é do terceiro neurônio (pós-ganglionar), e a anidrose costuma estar ausente ou restrita. A apraclonidina reverte a anisocoria e confirma o diagnóstico, mas não deve atrasar a neuroimagem vascular.',
    source: { institution: 'USP-SP', exam: 'R3 – Oftalmologia', year: 2025, board: 'FUVEST' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Pupila e síndrome de Horner'],
    statement:
      '<p>Mulher de 30 anos notou que a pupila direita está maior que a esquerda. À lâmpada de fenda, a pupila direita reage pouco à luz, com contrações segmentares vermiformes do esfíncter, mas contrai-se de forma lenta e sustentada ao olhar para perto. Os reflexos patelares estão diminuídos bilateralmente, e a motilidade ocular e as pálpebras são normais.</p><p>Qual teste confirma o diagnóstico mais provável?</p>',
    alternatives: [
      { text: 'Ausência de dilatação com cocaína 10%', explanation: 'É o teste confirmatório da síndrome de Horner.' },
      {
        text: 'Contração da pupila com pilocarpina diluída (0,1% ou 0,125%), por hipersensibilidade de desnervação',
        explanation: 'A pupila tônica de Adie contrai-se com pilocarpina diluída, que não afeta a pupila normal.',
      },
      {
        text: 'Reversão da anisocoria com apraclonidina 0,5%',
        explanation: 'Também confirma a síndrome de Horner, e não a pupila tônica.',
      },
      {
        text: 'Ausência de contração com pilocarpina 1%, indicando bloqueio farmacológico',
        explanation: 'Indica midríase farmacológica, e não pupila tônica.',
      },
      {
        text: 'Ausência de dilatação com hidroxianfetamina 1%',
        explanation: 'Localiza a lesão pós-ganglionar na síndrome de Horner.',
      },
    ],
    correct: 'B',
    explanation:
      'A pupila tônica de Adie decorre de lesão do gânglio ciliar, com reinervação aberrante que explica a dissociação luz-perto e a contração lenta e tônica. Acomete mulheres jovens, e a associação com hiporreflexia define a síndrome de Holmes-Adie. A midríase farmacológica, por outro lado, não responde nem à pilocarpina 1%.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2019,
      board: 'CBO',
    },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Pupila e síndrome de Horner'],
    statement: '<p>Qual das condições abaixo, isoladamente, NÃO produz defeito pupilar aferente relativo (DPAR)?</p>',
    alternatives: [
      {
        text: 'Neurite óptica unilateral',
        explanation: 'É causa clássica de DPAR, por lesão assimétrica do nervo óptico.',
      },
      { text: 'Oclusão da artéria central da retina', explanation: 'A isquemia retiniana extensa causa DPAR marcado.' },
      {
        text: 'Descolamento de retina extenso envolvendo a mácula',
        explanation: 'Lesões retinianas extensas causam DPAR.',
      },
      { text: 'Glaucoma assimétrico avançado', explanation: 'O dano assimétrico do nervo óptico causa DPAR.' },
      {
        text: 'Catarata densa unilateral',
        explanation:
          'As opacidades de meios não reduzem significativamente o estímulo luminoso à retina a ponto de causar DPAR.',
      },
    ],
    correct: 'E',
    explanation:
      'O DPAR, detectado pelo teste da lanterna alternada, indica diferença na via aferente entre os dois olhos, por doença do nervo óptico ou retiniana extensa. Catarata, opacidades corneanas e hemorragia vítrea leve não o produzem. Diante de DPAR em olho com catarata, deve-se procurar doença do nervo óptico ou da retina associada.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Papiledema e vias ópticas'],
    statement:
      '<p>Mulher de 26 anos, com IMC de 38 kg/m², refere cefaleia diária há 2 meses, zumbido pulsátil e escurecimentos visuais transitórios de segundos ao se levantar. Há papiledema bilateral e paresia do VI nervo à direita. A ressonância com venografia não mostra massa nem trombose venosa, e a punção lombar em decúbito lateral tem pressão de abertura de 38 cmH<sub>2</sub>O, com líquor de composição normal.</p><p>Qual o tratamento inicial recomendado?</p>',
    alternatives: [
      {
        text: 'Corticoide sistêmico em dose alta por tempo prolongado',
        explanation: 'O corticoide causa ganho de peso e rebote e não é tratamento de manutenção.',
      },
      {
        text: 'Derivação ventriculoperitoneal imediata em todos os casos',
        explanation: 'A cirurgia se reserva às formas fulminantes ou refratárias ao tratamento clínico.',
      },
      {
        text: 'Observação, pois o papiledema não causa perda visual permanente',
        explanation: 'O papiledema crônico pode causar perda visual permanente, a principal morbidade da doença.',
      },
      {
        text: 'Perda de peso associada a acetazolamida, com monitorização da acuidade e do campo visual',
        explanation: 'No IIHTT, a acetazolamida associada à dieta melhorou o campo visual em relação à dieta isolada.',
      },
      {
        text: 'Triptano, por se tratar de enxaqueca crônica',
        explanation: 'Papiledema com pressão de abertura elevada define hipertensão intracraniana, e não enxaqueca.',
      },
    ],
    correct: 'D',
    explanation:
      'A hipertensão intracraniana idiopática acomete mulheres jovens com obesidade, com cefaleia, zumbido pulsátil, obscurecimentos visuais transitórios, papiledema e, às vezes, paresia do VI nervo. O diagnóstico exige neuroimagem com venografia normal e pressão de abertura elevada com líquor normal. O tratamento inicial é perda de peso com acetazolamida; nas formas fulminantes, indicam-se fenestração da bainha do nervo óptico, derivação liquórica ou stent de seio venoso.',
    source: { institution: 'SES-DF', exam: 'R3 – Oftalmologia', year: 2024, board: 'Cebraspe' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Neuroftalmologia', 'Papiledema e vias ópticas'],
    statement:
      '<p>Homem de 45 anos refere esbarrar em objetos laterais e cefaleia. A perimetria mostra hemianopsia temporal bilateral, mais densa nos quadrantes superiores, que respeita o meridiano vertical.</p><p>Qual a localização e a causa mais provável?</p>',
    alternatives: [
      {
        text: 'Quiasma óptico; craniofaringioma comprimindo por cima, que afeta primeiro os quadrantes superiores',
        explanation: 'A compressão por cima atinge primeiro as fibras superiores e causa defeito temporal inferior.',
      },
      { text: 'Trato óptico; AVC isquêmico', explanation: 'A lesão do trato causa hemianopsia homônima incongruente.' },
      {
        text: 'Quiasma óptico; macroadenoma de hipófise comprimindo por baixo',
        explanation:
          'A compressão inferior atinge primeiro as fibras nasais inferiores, que representam os campos temporais superiores.',
      },
      {
        text: 'Lobo occipital; tumor',
        explanation: 'A lesão occipital causa hemianopsia homônima congruente, muitas vezes com preservação macular.',
      },
      {
        text: 'Nervos ópticos; glaucoma bilateral',
        explanation: 'O glaucoma causa defeitos que respeitam o meridiano horizontal, e não o vertical.',
      },
    ],
    correct: 'C',
    explanation:
      'As fibras nasais de cada retina, que representam os campos temporais, cruzam no quiasma; por isso a compressão quiasmática causa hemianopsia bitemporal. O macroadenoma hipofisário comprime de baixo para cima e afeta primeiro os campos temporais superiores; o craniofaringioma, que comprime de cima, afeta primeiro os inferiores. Lesões retroquiasmáticas causam defeitos homônimos, mais congruentes quanto mais posteriores.',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Celulites periorbitárias'],
    statement:
      '<p>Menino de 7 anos, com resfriado há 1 semana, apresenta febre, edema e hiperemia palpebral à esquerda, proptose, dor à movimentação ocular e limitação da abdução. A acuidade é de 20/30 e não há DPAR.</p><p>Qual a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Internação, antibioticoterapia intravenosa de amplo espectro e tomografia de órbitas e seios da face com contraste',
        explanation:
          'Proptose e oftalmoplegia dolorosa indicam celulite orbitária, que exige tratamento intravenoso e imagem para excluir abscesso.',
      },
      {
        text: 'Amoxicilina-clavulanato oral com reavaliação ambulatorial em 48 horas',
        explanation:
          'O tratamento oral ambulatorial serve à celulite pré-septal, sem proptose nem alteração da motilidade.',
      },
      { text: 'Corticoide oral isolado', explanation: 'O corticoide isolado não trata a infecção e pode agravá-la.' },
      { text: 'Compressas mornas e anti-histamínico', explanation: 'O quadro é infeccioso e grave, e não alérgico.' },
      {
        text: 'Drenagem cirúrgica imediata em todos os casos, antes da imagem',
        explanation:
          'A cirurgia é indicada por abscesso significativo, piora clínica ou ameaça visual, e não de rotina.',
      },
    ],
    correct: 'A',
    explanation:
      'A celulite orbitária se origina, em geral, de sinusite etmoidal, e se diferencia da pré-septal por proptose, dor à movimentação ocular, oftalmoplegia, baixa visual e DPAR. O tratamento é internação com antibiótico intravenoso que cubra estreptococos, estafilococos e anaeróbios, e tomografia com contraste. Abscessos subperiosteais pequenos em crianças menores podem responder ao antibiótico, mas exigem vigilância da visão.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'IBFC' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Celulites periorbitárias'],
    statement:
      '<p>Na classificação de Chandler das complicações orbitárias das sinusites, o abscesso subperiosteal corresponde a qual grupo?</p>',
    alternatives: [
      {
        text: 'Grupo I: edema inflamatório (celulite pré-septal)',
        explanation: 'Corresponde ao edema palpebral sem envolvimento orbitário.',
      },
      { text: 'Grupo II: celulite orbitária', explanation: 'Corresponde à infecção difusa da órbita, sem coleção.' },
      {
        text: 'Grupo III: abscesso subperiosteal',
        explanation: 'A coleção entre a periórbita e a parede óssea, em geral medial, define o grupo III.',
      },
      {
        text: 'Grupo IV: abscesso orbitário',
        explanation: 'Corresponde à coleção dentro da órbita, fora do periósteo.',
      },
      {
        text: 'Grupo V: trombose do seio cavernoso',
        explanation: 'É a complicação mais grave, com acometimento bilateral e neurológico.',
      },
    ],
    correct: 'C',
    explanation:
      'A classificação de Chandler descreve a progressão das complicações orbitárias das sinusites: edema inflamatório (I), celulite orbitária (II), abscesso subperiosteal (III), abscesso orbitário (IV) e trombose do seio cavernoso (V). O abscesso subperiosteal costuma ser medial, adjacente ao seio etmoidal. A tomografia com contraste define o grupo e orienta a drenagem.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'Instituto AOCP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Celulites periorbitárias'],
    statement:
      '<p>Criança de 4 anos apresenta edema e hiperemia da pálpebra superior direita há 1 dia, após picada de inseto com escoriação, com febre baixa. A acuidade visual, os reflexos pupilares e a motilidade ocular são normais, sem proptose nem dor à movimentação ocular, e ela está em bom estado geral.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Internação e antibiótico intravenoso obrigatórios',
        explanation:
          'A internação se reserva a lactentes, toxemia, falha do tratamento oral ou suspeita de acometimento orbitário.',
      },
      {
        text: 'Antibiótico oral com cobertura para Staphylococcus aureus e Streptococcus (como amoxicilina-clavulanato ou cefalexina), com reavaliação em 24 a 48 horas',
        explanation:
          'A celulite pré-septal em criança em bom estado pode ser tratada ambulatorialmente, com reavaliação próxima.',
      },
      {
        text: 'Tomografia de órbitas obrigatória antes do tratamento',
        explanation: 'Sem sinais orbitários, a imagem não é necessária de início.',
      },
      {
        text: 'Antibiótico tópico isolado',
        explanation: 'O antibiótico tópico não atinge a infecção dos tecidos palpebrais.',
      },
    ],
    correct: 'B',
    explanation:
      'A celulite pré-septal acomete os tecidos anteriores ao septo orbitário, que funciona como barreira à disseminação para a órbita. Origina-se de lesões cutâneas, hordéolos, dacriocistite ou sinusite, e não cursa com proptose, oftalmoplegia ou baixa visual. O surgimento desses sinais indica celulite orbitária e muda a conduta.',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Orbitopatia de Graves'],
    statement:
      '<p>Mulher de 42 anos, tabagista, com hipertireoidismo recém-diagnosticado, queixa-se de olhos arregalados e irritação ocular. Há retração palpebral superior bilateral com exposição de esclera acima do limbo, atraso da pálpebra superior no olhar para baixo e proptose leve.</p><p>Sobre esse quadro, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A orbitopatia de Graves é a causa mais comum de proptose uni ou bilateral no adulto, e o tabagismo aumenta o risco e a gravidade da doença',
        explanation: 'O tabagismo é o principal fator de risco modificável, e a cessação deve ser orientada.',
      },
      {
        text: 'A retração palpebral é rara e, quando presente, sugere outro diagnóstico',
        explanation: 'A retração palpebral é o sinal mais comum da orbitopatia de Graves.',
      },
      {
        text: 'O iodo radioativo é o tratamento de escolha do hipertireoidismo nessa paciente, pois nunca agrava a orbitopatia',
        explanation:
          'O iodo radioativo pode agravar a orbitopatia, sobretudo em tabagistas, e pode exigir corticoide profilático.',
      },
      {
        text: 'A gravidade da orbitopatia acompanha sempre os níveis de T4 livre',
        explanation: 'A orbitopatia tem curso próprio e pode ocorrer até em eutireoidianos.',
      },
      {
        text: 'O atraso palpebral (sinal de von Graefe) é exclusivo da miastenia gravis',
        explanation: 'É sinal clássico da orbitopatia de Graves.',
      },
    ],
    correct: 'A',
    explanation:
      'A orbitopatia de Graves é autoimune, em que autoanticorpos contra o receptor de TSH, com participação do receptor de IGF-1, ativam fibroblastos orbitários e aumentam músculos e gordura. O escore de atividade clínica (CAS de 3 ou mais em 7) identifica a fase ativa, que é a janela para imunossupressão. Nas formas leves, o selênio pode ser usado; nas moderadas a graves ativas, a metilprednisolona intravenosa é primeira linha.',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'Cebraspe' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Orbitopatia de Graves'],
    statement:
      '<p>Na tomografia de órbitas de paciente com orbitopatia de Graves, qual o padrão típico de acometimento da musculatura extrínseca?</p>',
    alternatives: [
      {
        text: 'Aumento do ventre e do tendão, semelhante ao da miosite orbitária idiopática',
        explanation: 'O acometimento do tendão sugere miosite orbitária, que costuma ser unilateral e dolorosa.',
      },
      {
        text: 'Acometimento predominante do reto lateral, de forma unilateral',
        explanation: 'O reto lateral é o músculo menos acometido.',
      },
      {
        text: 'Aumento exclusivo da gordura orbitária, sem alteração muscular em nenhum caso',
        explanation:
          'O aumento muscular é o achado mais característico, embora alguns pacientes tenham predomínio de gordura.',
      },
      {
        text: 'Aumento do ventre muscular poupando os tendões, mais frequente no reto inferior, seguido do reto medial',
        explanation:
          'O espessamento fusiforme do ventre com tendões poupados, na ordem reto inferior, medial, superior e lateral, é típico.',
      },
      {
        text: 'Calcificações musculares difusas',
        explanation: 'Calcificações não são achado da orbitopatia de Graves.',
      },
    ],
    correct: 'D',
    explanation:
      'Na orbitopatia de Graves, os músculos se espessam por infiltração inflamatória e deposição de glicosaminoglicanos, com tendões poupados. O reto inferior fibrosado limita a elevação e causa hipotropia, e o reto medial causa esotropia restritiva. O apinhamento dos músculos no ápice orbitário pode comprimir o nervo óptico.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2018,
      board: 'CBO',
    },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Orbitopatia de Graves'],
    statement:
      '<p>Homem de 58 anos, com orbitopatia de Graves ativa, refere piora da visão e das cores no olho direito nas últimas 2 semanas. A acuidade é de 20/60, há DPAR à direita e discromatopsia, e a tomografia mostra apinhamento muscular no ápice orbitário.</p><p>Qual a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Selênio oral e lubrificantes',
        explanation: 'São medidas das formas leves e não tratam a compressão do nervo óptico.',
      },
      {
        text: 'Radioterapia orbitária isolada como tratamento de urgência',
        explanation: 'A radioterapia tem efeito lento e não é medida isolada de urgência.',
      },
      {
        text: 'Cirurgia de estrabismo imediata',
        explanation: 'A cirurgia de estrabismo é feita na fase inativa, após a descompressão, se indicada.',
      },
      {
        text: 'Observação até a doença entrar na fase inativa',
        explanation: 'A espera arrisca perda visual permanente.',
      },
      {
        text: 'Pulsoterapia com metilprednisolona intravenosa com urgência e, se não houver resposta em 1 a 2 semanas, descompressão orbitária',
        explanation: 'A neuropatia óptica compressiva ameaça a visão, e o corticoide intravenoso é a primeira medida.',
      },
    ],
    correct: 'E',
    explanation:
      'A neuropatia óptica distireoidiana é a complicação mais grave da orbitopatia de Graves, causada pela compressão do nervo no ápice orbitário pelos músculos aumentados. O tratamento é pulsoterapia e, sem resposta, descompressão orbitária. A reabilitação cirúrgica segue a ordem descompressão, estrabismo e pálpebras, na fase inativa.',
    source: { institution: 'UNIFESP', exam: 'R3 – Oftalmologia', year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Pálpebras'],
    statement:
      '<p>Criança de 3 anos tem ptose congênita unilateral à direita, com função do músculo levantador da pálpebra superior de 3 mm e sulco palpebral ausente. A margem palpebral não encobre o eixo visual, e a acuidade é normal em ambos os olhos.</p><p>Qual técnica cirúrgica é a mais indicada quando for feita a correção?</p>',
    alternatives: [
      {
        text: 'Reinserção da aponeurose do levantador',
        explanation: 'É a técnica da ptose aponeurótica adquirida, com boa função do levantador.',
      },
      {
        text: 'Ressecção do músculo de Müller (conjuntivomüllerectomia)',
        explanation: 'Serve a ptoses leves com boa função e resposta à fenilefrina.',
      },
      {
        text: 'Suspensão ao músculo frontal',
        explanation: 'Com função do levantador ruim (4 mm ou menos), a pálpebra é elevada pelo músculo frontal.',
      },
      { text: 'Blefaroplastia superior isolada', explanation: 'Retira excesso de pele e não corrige ptose.' },
    ],
    correct: 'C',
    explanation:
      'A função do levantador é medida pela excursão da margem palpebral do olhar para baixo ao olhar para cima, com o frontal bloqueado, e orienta a técnica: boa (8 mm ou mais), ressecção ou avanço da aponeurose; ruim (4 mm ou menos), suspensão ao frontal. Na ptose congênita, a cirurgia precoce é indicada quando a pálpebra oclui o eixo visual ou há torcicolo importante, pelo risco de ambliopia. O astigmatismo induzido pela ptose também deve ser corrigido.',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Oftalmologia', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Pálpebras'],
    statement:
      '<p>Homem de 70 anos, agricultor, apresenta lesão nodular de crescimento lento na pálpebra inferior esquerda há 1 ano, com bordas peroladas, telangiectasias superficiais, ulceração central e perda de cílios na área.</p><p>Qual o diagnóstico mais provável e o tratamento de escolha?</p>',
    alternatives: [
      {
        text: 'Calázio; compressas mornas',
        explanation: 'O calázio não tem bordas peroladas, telangiectasias nem ulceração com perda de cílios.',
      },
      {
        text: 'Carcinoma basocelular; crioterapia isolada sem biópsia',
        explanation:
          'Toda lesão suspeita exige confirmação histológica, e a crioterapia sem controle de margens tem mais recidiva.',
      },
      {
        text: 'Ceratoacantoma; observação até a regressão',
        explanation:
          'O ceratoacantoma cresce rapidamente em semanas, e a observação de uma lesão suspeita é inadequada.',
      },
      {
        text: 'Carcinoma basocelular; excisão com controle de margens (cirurgia micrográfica de Mohs ou congelação) e reconstrução palpebral',
        explanation: 'O controle histológico das margens reduz a recidiva e preserva tecido palpebral.',
      },
      {
        text: 'Melanoma; enucleação',
        explanation: 'O quadro é típico de carcinoma basocelular, e a enucleação não trata tumor palpebral.',
      },
    ],
    correct: 'D',
    explanation:
      'O carcinoma basocelular responde por cerca de 90% dos tumores malignos palpebrais, com predomínio na pálpebra inferior e no canto medial, ligado à exposição solar. A perda de cílios (madarose) e a ulceração sugerem malignidade. Tumores do canto medial têm maior risco de invasão orbitária, e o tratamento padrão é a excisão com controle de margens.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'AMRIGS' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Pálpebras'],
    statement:
      '<p>Mulher de 72 anos apresenta o terceiro calázio na mesma posição da pálpebra superior direita em 1 ano, com perda de cílios, espessamento difuso da margem palpebral e blefaroconjuntivite unilateral crônica que não responde ao tratamento.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Nova drenagem com curetagem e descarte do material',
        explanation: 'O material de calázios recorrentes deve ser enviado para exame histopatológico.',
      },
      {
        text: 'Injeção de corticoide intralesional e observação',
        explanation: 'Retardaria o diagnóstico de uma possível neoplasia.',
      },
      { text: 'Antibiótico oral por 3 meses', explanation: 'Não trata uma neoplasia e atrasa o diagnóstico.' },
      {
        text: 'Compressas mornas e higiene palpebral, sem investigação',
        explanation: 'A recorrência no mesmo local exige investigação histológica.',
      },
      {
        text: 'Biópsia incisional, com mapeamento conjuntival se confirmada a neoplasia, para excluir carcinoma de glândula sebácea',
        explanation:
          'Calázio recorrente no mesmo local em idoso, com blefarite unilateral refratária, é sinal de alerta para carcinoma sebáceo.',
      },
    ],
    correct: 'E',
    explanation:
      'O carcinoma de glândula sebácea origina-se das glândulas de Meibomius ou de Zeis, acomete sobretudo mulheres idosas e a pálpebra superior, e simula calázio recorrente ou blefaroconjuntivite unilateral crônica. Dissemina-se de forma pagetoide pela conjuntiva, o que justifica o mapeamento com biópsias. Pode se associar à síndrome de Muir-Torre.',
    source: { institution: 'PSU-MG', exam: 'R3 – Oftalmologia', year: 2025, board: 'IBFC' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Vias lacrimais'],
    statement:
      '<p>Lactente de 4 meses apresenta lacrimejamento e secreção mucoide no olho direito desde as primeiras semanas de vida, com refluxo de secreção pelo ponto lacrimal à compressão do saco lacrimal. Não há fotofobia, e a córnea é transparente, com diâmetro normal.</p><p>Qual a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Massagem do saco lacrimal (manobra de Crigler) e higiene, aguardando a resolução espontânea, frequente no primeiro ano; sondagem se persistir',
        explanation:
          'A obstrução congênita do ducto nasolacrimal resolve espontaneamente na maioria dos casos até 1 ano.',
      },
      {
        text: 'Sondagem imediata sob anestesia geral',
        explanation: 'A sondagem é reservada aos casos persistentes ou complicados.',
      },
      {
        text: 'Dacriocistorrinostomia',
        explanation: 'É cirurgia para casos refratários à sondagem e a outros procedimentos.',
      },
      {
        text: 'Colírio de corticoide',
        explanation: 'Não há inflamação a tratar, e o corticoide não desobstrui o ducto.',
      },
      {
        text: 'Cirurgia angular por glaucoma congênito',
        explanation: 'Sem fotofobia, aumento ou opacidade corneana, não há sinais de glaucoma congênito.',
      },
    ],
    correct: 'A',
    explanation:
      'A obstrução congênita do ducto nasolacrimal decorre da persistência da membrana na válvula de Hasner e se manifesta por epífora e secreção, sem fotofobia. A massagem de Crigler e a higiene são a conduta inicial, e a sondagem é feita se os sintomas persistirem, em geral por volta de 1 ano. A dacriocistocele e a dacriocistite aguda exigem abordagem mais precoce, e o glaucoma congênito deve sempre ser lembrado no diagnóstico diferencial da epífora.',
    source: { institution: 'UERJ', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'Instituto AOCP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Vias lacrimais'],
    statement:
      '<p>Mulher de 60 anos, com epífora crônica no olho esquerdo, apresenta há 2 dias tumefação dolorosa, endurecida e eritematosa na região do canto medial, abaixo do tendão cantal medial, com febre baixa.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Dacriocistite aguda; sondagem e irrigação imediatas da via lacrimal',
        explanation: 'A manipulação na fase aguda é dolorosa e pode disseminar a infecção.',
      },
      {
        text: 'Celulite orbitária por sinusite etmoidal; drenagem endonasal imediata',
        explanation: 'Não há proptose nem oftalmoplegia, e a tumefação está no saco lacrimal.',
      },
      {
        text: 'Dacriocistite aguda; antibiótico sistêmico, compressas mornas e, após a fase aguda, dacriocistorrinostomia',
        explanation: 'A infecção do saco lacrimal é tratada com antibiótico, e a cirurgia resolve a obstrução de base.',
      },
      {
        text: 'Calázio; curetagem',
        explanation: 'O calázio é uma lesão da placa tarsal, e não do canto medial abaixo do tendão.',
      },
    ],
    correct: 'C',
    explanation:
      'A dacriocistite aguda complica a obstrução adquirida do ducto nasolacrimal, mais comum em mulheres de meia-idade, e é causada sobretudo por estafilococos e estreptococos. O tratamento é antibiótico sistêmico, com drenagem se houver abscesso, e a dacriocistorrinostomia é feita após a fase aguda. Massas acima do tendão cantal medial ou lágrimas sanguinolentas sugerem tumor do saco lacrimal.',
    source: { institution: 'HCPA', exam: 'R3 – Oftalmologia', year: 2018, board: 'AMRIGS' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Fraturas orbitárias'],
    statement:
      '<p>Menino de 12 anos leva uma bolada no olho direito. Tem pouca equimose (olho branco), mas apresenta náuseas, vômitos, bradicardia e dor intensa ao tentar olhar para cima, com restrição acentuada da elevação. A tomografia mostra fratura linear do assoalho da órbita com tecido muscular aprisionado.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Observação por 2 semanas, aguardando a regressão do edema',
        explanation: 'A espera é a conduta de fraturas em adultos sem encarceramento, e não no alçapão pediátrico.',
      },
      {
        text: 'Cirurgia de urgência para liberar o músculo reto inferior encarcerado',
        explanation:
          'O encarceramento muscular em alçapão causa isquemia e reflexo oculocardíaco, e deve ser liberado o mais rápido possível.',
      },
      {
        text: 'Antibiótico e corticoide orais, com cirurgia apenas se houver enoftalmo tardio',
        explanation: 'Adiar a cirurgia resulta em fibrose e restrição permanentes.',
      },
      {
        text: 'Tratamento clínico da bradicardia com atropina, sem cirurgia',
        explanation: 'A bradicardia decorre do encarceramento, e a causa deve ser corrigida.',
      },
      {
        text: 'Ressonância magnética para confirmar antes de qualquer decisão',
        explanation: 'A tomografia já mostra o encarceramento, e atrasar a cirurgia piora o prognóstico.',
      },
    ],
    correct: 'B',
    explanation:
      'Em crianças, o osso elástico do assoalho fratura em alçapão e volta à posição, aprisionando o reto inferior com pouca equimose externa, a fratura em olho branco. O reflexo oculocardíaco (bradicardia, náuseas, síncope) e a restrição dolorosa da elevação indicam cirurgia urgente. Em adultos, a fratura de assoalho sem encarceramento é operada em até cerca de 2 semanas se houver enoftalmo significativo, fratura extensa ou diplopia persistente.',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Estrabismo e Oftalmopediatria', 'Ambliopia'],
    statement:
      '<p>Menina de 5 anos, sem estrabismo, tem acuidade visual de 20/20 no olho direito e 20/80 no esquerdo, com refração sob cicloplegia de +0,50 D no olho direito e +4,50 D no esquerdo. O exame estrutural é normal.</p><p>Qual o primeiro passo do tratamento?</p>',
    alternatives: [
      {
        text: 'Prescrever a correção óptica total e reavaliar a acuidade após semanas de uso (até cerca de 16 a 18 semanas), antes de iniciar a oclusão',
        explanation: 'A correção óptica isolada melhora muitas ambliopias anisometrópicas e deve preceder a oclusão.',
      },
      {
        text: 'Oclusão do olho esquerdo por 6 horas diárias',
        explanation: 'Ocluir o olho amblíope agravaria a ambliopia; oclui-se o olho dominante.',
      },
      {
        text: 'Oclusão imediata do olho direito em tempo integral, sem óculos',
        explanation: 'Sem a correção óptica, o olho amblíope continua recebendo imagem borrada.',
      },
      {
        text: 'Aguardar até os 7 anos para avaliar a evolução espontânea',
        explanation: 'A ambliopia não se resolve espontaneamente, e a resposta é melhor quanto mais cedo o tratamento.',
      },
      {
        text: 'Cirurgia refrativa no olho esquerdo',
        explanation: 'A cirurgia refrativa não é tratamento de primeira linha da ambliopia infantil.',
      },
    ],
    correct: 'A',
    explanation:
      'A ambliopia anisometrópica resulta da imagem cronicamente borrada do olho mais ametrope. Os estudos do PEDIG mostraram que a correção óptica isolada melhora a acuidade em boa parte das crianças, e só depois se penaliza o olho dominante. Na ambliopia moderada, 2 horas diárias de oclusão equivalem a 6 horas.',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Estrabismo e Oftalmopediatria', 'Ambliopia'],
    statement:
      '<p>Recém-nascido de 10 dias tem teste do reflexo vermelho alterado no olho esquerdo, e o exame oftalmológico confirma catarata congênita unilateral, densa e central, de 4 mm, sem outras alterações.</p><p>Qual a conduta adequada?</p>',
    alternatives: [
      {
        text: 'Aguardar até os 2 anos para implantar lente intraocular definitiva',
        explanation: 'Esperar 2 anos leva a ambliopia irreversível.',
      },
      {
        text: 'Oclusão do olho direito sem cirurgia',
        explanation: 'Sem remover a opacidade, o olho esquerdo continua privado de imagem.',
      },
      {
        text: 'Cirurgia precoce, idealmente nas primeiras 6 semanas de vida, seguida de correção óptica e tratamento da ambliopia',
        explanation:
          'A catarata densa unilateral causa ambliopia por privação grave, e a cirurgia precoce é essencial para o prognóstico visual.',
      },
      {
        text: 'Observação, pois catarata unilateral não causa ambliopia',
        explanation: 'A catarata unilateral densa causa a forma mais grave de ambliopia.',
      },
      {
        text: 'Cirurgia apenas na idade escolar, quando a acuidade puder ser medida',
        explanation: 'O período crítico do desenvolvimento visual já terá passado.',
      },
    ],
    correct: 'C',
    explanation:
      'A ambliopia por privação é a forma mais grave, e a catarata congênita densa unilateral deve ser operada nas primeiras 6 semanas; nas bilaterais, até cerca de 8 a 10 semanas, com intervalo curto entre os olhos. Após a cirurgia, corrige-se a afacia com lente de contato ou lente intraocular e trata-se a ambliopia com oclusão. No estudo IATS, em lactentes, a lente intraocular não trouxe melhor acuidade que a lente de contato e teve mais reoperações.',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'FUVEST' },
  },
  {
    subject: ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Estrabismo e Oftalmopediatria', 'Ambliopia'],
    statement:
      '<p>Menino de 6 anos, com ambliopia anisometrópica moderada no olho direito (20/60), persistente após 18 semanas de uso correto dos óculos, recusa o tampão.</p><p>Qual alternativa terapêutica tem eficácia comprovada, semelhante à oclusão?</p>',
    alternatives: [
      { text: 'Oclusão do olho amblíope', explanation: 'Ocluir o olho amblíope agravaria a ambliopia.' },
      {
        text: 'Penalização do olho dominante com atropina 1%, inclusive em esquema de fins de semana',
        explanation:
          'Nos estudos do PEDIG, a atropina no olho dominante teve eficácia semelhante à oclusão na ambliopia moderada.',
      },
      { text: 'Exercícios de convergência', explanation: 'Tratam a insuficiência de convergência, e não a ambliopia.' },
      {
        text: 'Aumento do grau da lente do olho amblíope',
        explanation: 'Hipercorrigir o olho amblíope não melhora a acuidade.',
      },
      {
        text: 'Suspensão dos óculos por 1 mês',
        explanation: 'Retirar a correção piora a qualidade da imagem no olho amblíope.',
      },
    ],
    correct: 'B',
    explanation:
      'A atropina 1% no olho dominante borra a visão de perto desse olho e força o uso do amblíope; os estudos do PEDIG mostraram eficácia semelhante à oclusão na ambliopia moderada, com melhor adesão. A aplicação em fins de semana foi tão eficaz quanto a diária. Em qualquer penalização, a acuidade do olho dominante deve ser monitorizada, pelo risco de ambliopia reversa.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2021,
      board: 'CBO',
    },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Estrabismo',
      'Esotropias',
    ],
    statement:
      '<p>Menino de 2 anos e meio passou a desviar o olho esquerdo para dentro há 3 meses, sobretudo ao olhar objetos de perto. A refração sob cicloplegia mostra hipermetropia de +4,00 D em ambos os olhos, e o desvio é semelhante para longe e para perto.</p><p>Qual a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Cirurgia de recuo dos retos mediais',
        explanation: 'A cirurgia não é o primeiro passo na esotropia acomodativa, que responde aos óculos.',
      },
      {
        text: 'Prescrever metade da hipermetropia para facilitar a adaptação',
        explanation: 'A correção parcial mantém o esforço acomodativo e o desvio.',
      },
      {
        text: 'Oclusão alternada sem óculos',
        explanation: 'A oclusão pode tratar ambliopia associada, mas não corrige o desvio acomodativo.',
      },
      {
        text: 'Prescrever óculos com toda a hipermetropia medida sob cicloplegia',
        explanation:
          'Na esotropia acomodativa refrativa, a correção total da hipermetropia relaxa a acomodação e alinha os olhos.',
      },
      {
        text: 'Toxina botulínica nos retos laterais',
        explanation: 'A toxina é aplicada nos retos mediais, e não é o tratamento da esotropia acomodativa.',
      },
    ],
    correct: 'D',
    explanation:
      'A esotropia acomodativa surge em geral entre 2 e 3 anos, em hipermétropes moderados a altos, pelo esforço acomodativo e pela convergência associada. Na forma refrativa, com relação AC/A normal, a prescrição de toda a hipermetropia medida sob cicloplegia alinha os olhos; se o desvio for maior para perto (AC/A alta), podem ser indicadas lentes bifocais. Início agudo em criança maior ou sinais neurológicos exigem neuroimagem.',
    source: { institution: 'PSU-MG', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'IBFC' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Estrabismo',
      'Esotropias',
    ],
    statement:
      '<p>Lactente de 8 meses, de ascendência asiática, é levado porque os pais acham que o olho é torto para dentro. Há epicanto e dorso nasal largo, com menos esclera visível no lado nasal. O reflexo corneano à luz (Hirschberg) está centrado em ambos os olhos, e o teste de cobertura não mostra movimento de refixação.</p><p>Qual o diagnóstico e a conduta?</p>',
    alternatives: [
      {
        text: 'Esotropia infantil; cirurgia precoce',
        explanation:
          'A esotropia infantil mostra reflexo corneano deslocado e movimento de refixação ao teste de cobertura.',
      },
      { text: 'Paralisia do VI nervo; neuroimagem', explanation: 'Não há desvio nem limitação da abdução.' },
      {
        text: 'Esotropia acomodativa; óculos',
        explanation: 'Não há desvio, e a esotropia acomodativa costuma surgir entre 2 e 3 anos.',
      },
      {
        text: 'Pseudoesotropia; tranquilizar a família e manter o acompanhamento de rotina',
        explanation: 'Reflexos centrados e teste de cobertura normal afastam estrabismo verdadeiro.',
      },
    ],
    correct: 'D',
    explanation:
      'A pseudoesotropia é causada pelo epicanto e pelo dorso nasal largo, que escondem a esclera nasal e dão a impressão de desvio. O reflexo corneano centrado e a ausência de movimento ao teste de cobertura afastam estrabismo. A família deve ser orientada a retornar se notar desvio real, pois o estrabismo verdadeiro pode surgir depois.',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Estrabismo',
      'Esotropias',
    ],
    statement:
      '<p>Menina de 6 anos tem, desde o nascimento, limitação da abdução do olho esquerdo, com estreitamento da fenda palpebral e retração do globo na tentativa de adução, e leve giro da cabeça para a esquerda. Não há diplopia.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Paralisia congênita do VI nervo, com retração do globo característica',
        explanation: 'A paralisia do VI nervo limita a abdução, mas não causa retração do globo na adução.',
      },
      {
        text: 'Síndrome de Brown',
        explanation: 'Cursa com limitação da elevação em adução, por restrição do tendão do oblíquo superior.',
      },
      {
        text: 'Síndrome de Möbius isolada, sem acometimento facial',
        explanation: 'A síndrome de Möbius inclui paralisia facial, associada à do VI nervo.',
      },
      {
        text: 'Esotropia infantil com hiperfunção dos oblíquos inferiores',
        explanation:
          'A esotropia infantil tem abdução preservada ou limitada por fixação cruzada, sem retração do globo.',
      },
      {
        text: 'Síndrome de Duane tipo 1, por inervação anômala do reto lateral por ramos do III nervo na ausência do núcleo do VI nervo',
        explanation:
          'A cocontração dos retos medial e lateral na adução explica a retração do globo e o estreitamento da fenda.',
      },
    ],
    correct: 'E',
    explanation:
      'A síndrome de Duane é um distúrbio congênito da inervação craniana, mais comum em meninas e no olho esquerdo. No tipo 1, o mais frequente, há limitação da abdução; no tipo 2, da adução; e no tipo 3, de ambas, sempre com retração do globo na adução. O giro de cabeça preserva a fusão, e a cirurgia se indica para torcicolo importante ou desvio na posição primária.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2024, board: 'VUNESP' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Estrabismo',
      'Exotropias',
    ],
    statement:
      '<p>Menino de 5 anos tem desvio de um dos olhos para fora, notado pelos pais quando ele está cansado, distraído ou olhando para longe; também fecha um olho sob luz solar intensa. No consultório, os olhos ficam alinhados na maior parte do tempo, e o desvio aparece ao final do teste de cobertura para longe, com recuperação espontânea após piscar.</p><p>Qual o diagnóstico e a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Exotropia intermitente; correção de eventual erro refrativo e acompanhamento do controle do desvio, com cirurgia se o controle piorar ou o desvio ficar mais frequente',
        explanation: 'Muitos casos permanecem estáveis, e a cirurgia é indicada pela perda de controle.',
      },
      {
        text: 'Exotropia constante de origem neurológica; ressonância de crânio urgente',
        explanation: 'O desvio é intermitente e bem controlado, sem sinais neurológicos.',
      },
      {
        text: 'Esotropia acomodativa; óculos com toda a hipermetropia',
        explanation: 'O desvio é para fora, e não para dentro.',
      },
      {
        text: 'Exotropia intermitente; cirurgia imediata ao diagnóstico em todos os casos',
        explanation:
          'Os estudos do PEDIG mostraram baixa taxa de piora com observação, sem indicação cirúrgica universal.',
      },
      {
        text: 'Insuficiência de convergência; exercícios de convergência como única conduta',
        explanation:
          'A insuficiência de convergência é um desvio para perto, em escolares e adolescentes com sintomas de leitura.',
      },
    ],
    correct: 'A',
    explanation:
      'A exotropia intermitente é o estrabismo divergente mais comum na infância e se manifesta com cansaço, desatenção ou visão para longe; fechar um olho sob luz intensa é característico. A conduta inclui correção refrativa e acompanhamento do controle do desvio. A cirurgia é considerada quando o desvio se torna frequente ou constante, ou quando a estereopsia se deteriora.',
    source: { institution: 'UERJ', exam: 'R3 – Oftalmologia', year: 2021, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Retinopatia da prematuridade',
    ],
    statement:
      '<p>Recém-nascido prematuro nasceu com 31 semanas de idade gestacional e 1.650 g, sem intercorrências graves na UTI neonatal.</p><p>Segundo as diretrizes brasileiras, qual a indicação de triagem para retinopatia da prematuridade?</p>',
    alternatives: [
      {
        text: 'Não está indicada, pois o peso é maior que 1.500 g',
        explanation: 'Os critérios são alternativos: a idade gestacional de 31 semanas já indica a triagem.',
      },
      {
        text: 'Está indicada, com o primeiro exame no primeiro dia de vida',
        explanation: 'A doença ainda não se manifesta ao nascimento; o exame é feito entre a 4ª e a 6ª semana.',
      },
      {
        text: 'Está indicada pela idade gestacional de até 32 semanas, com o primeiro exame por oftalmoscopia indireta entre a 4ª e a 6ª semana de vida',
        explanation: 'Basta um dos critérios, peso ou idade gestacional, para indicar a triagem.',
      },
      {
        text: 'Está indicada apenas se o recém-nascido recebeu oxigênio por mais de 30 dias',
        explanation: 'O oxigênio é fator de risco, mas não condição para a triagem.',
      },
      {
        text: 'Basta o teste do reflexo vermelho na alta',
        explanation: 'O reflexo vermelho não detecta a retinopatia da prematuridade, que exige oftalmoscopia indireta.',
      },
    ],
    correct: 'C',
    explanation:
      'No Brasil, a triagem da retinopatia da prematuridade é indicada para recém-nascidos com peso ao nascer de até 1.500 g e/ou idade gestacional de até 32 semanas, e para prematuros maiores com fatores de risco, como uso prolongado de oxigênio, sepse, transfusões e hemorragia intraventricular. O exame é feito por oftalmoscopia indireta sob midríase, com depressão escleral, e repetido conforme os achados até a vascularização completa da retina.',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'AMRIGS' },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Retinopatia da prematuridade',
    ],
    statement:
      '<p>Pela classificação internacional (ICROP, 3ª edição) e pelos critérios do estudo ETROP, qual dos achados abaixo caracteriza retinopatia da prematuridade tipo 1, com indicação de tratamento em até 72 horas?</p>',
    alternatives: [
      { text: 'Zona II, estágio 2, sem doença plus', explanation: 'Não é tipo 1 nem tipo 2, e indica acompanhamento.' },
      {
        text: 'Zona II, estágio 3, com doença plus',
        explanation: 'Zona II com estágio 2 ou 3 e doença plus é critério de ROP tipo 1.',
      },
      {
        text: 'Zona III, estágio 2, sem doença plus',
        explanation: 'É doença periférica leve, que regride espontaneamente na maioria das vezes.',
      },
      {
        text: 'Zona II, estágio 3, sem doença plus',
        explanation: 'É ROP tipo 2, que exige acompanhamento próximo, e não tratamento imediato.',
      },
      {
        text: 'Zona I, estágio 1, sem doença plus',
        explanation: 'É ROP tipo 2 e exige vigilância rigorosa, sem tratamento imediato.',
      },
    ],
    correct: 'B',
    explanation:
      'A ROP tipo 1, com indicação de tratamento, inclui zona I com qualquer estágio e doença plus, zona I estágio 3 sem plus, e zona II estágio 2 ou 3 com plus. A ROP tipo 2 (zona I estágio 1 ou 2 sem plus, ou zona II estágio 3 sem plus) exige acompanhamento semanal. A ICROP3 introduziu conceitos como a ROP agressiva e a zona II posterior, que valorizam a doença mais central.',
    source: {
      institution: 'CBO',
      exam: 'Prova de Título CBO (Título de Especialista do Conselho Brasileiro de Oftalmologia)',
      year: 2026,
      board: 'CBO',
    },
  },
  {
    subject: [
      'Neuroftalmologia, Órbita e Oftalmopediatria',
      'Estrabismo e Oftalmopediatria',
      'Retinopatia da prematuridade',
    ],
    statement: '<p>Sobre o tratamento da retinopatia da prematuridade, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A crioterapia é hoje o tratamento de primeira escolha',
        explanation: 'A crioterapia foi substituída pela fotocoagulação a laser, mais eficaz e menos traumática.',
      },
      {
        text: 'Após o anti-VEGF, a vascularização completa da retina é imediata, dispensando novos exames',
        explanation: 'A vascularização pode demorar meses, e o seguimento é obrigatório.',
      },
      {
        text: 'A fotocoagulação deve ser aplicada na retina vascularizada posterior à crista',
        explanation: 'O laser é aplicado na retina avascular anterior à crista.',
      },
      {
        text: 'O tratamento pode aguardar até 4 semanas após o diagnóstico de ROP tipo 1',
        explanation: 'O tratamento deve ser feito em até 72 horas.',
      },
      {
        text: 'O anti-VEGF intravítreo é alternativa à fotocoagulação a laser, sobretudo na doença de zona I, mas exige seguimento mais prolongado pelo risco de reativação tardia',
        explanation: 'A vascularização após o anti-VEGF é mais lenta e pode haver recidiva semanas a meses depois.',
      },
    ],
    correct: 'E',
    explanation:
      'A fotocoagulação a laser da retina avascular é o tratamento consagrado da ROP tipo 1. O anti-VEGF intravítreo (bevacizumabe no BEAT-ROP, ranibizumabe no RAINBOW, aflibercepte) é alternativa, com vantagem na doença posterior, menos miopia e vascularização mais fisiológica. Em troca, exige seguimento prolongado pelo risco de reativação, e seus efeitos sistêmicos em prematuros ainda são estudados.',
    source: { institution: 'UNICAMP', exam: 'R3 – Oftalmologia', year: 2016, board: 'VUNESP' },
  },
];
