import type { DemoCase } from './demo-case-types.ts';

/** Casos clínicos de oftalmologia, parte 4: descolamento de retina, endoftalmite pós-facectomia e um rascunho (leucocoria). */
export const oftalmologiaCases4: readonly DemoCase[] = [
  {
    title: 'Flashes de luz, moscas volantes e uma sombra que sobe',
    summary:
      'Mulher de 57 anos, míope desde a infância, procura o plantão porque há três dias vê flashes e pontos pretos no olho direito; hoje notou uma sombra na parte de baixo da visão.',
    subjects: [['Retina e Úvea', 'Retina Cirúrgica', 'Descolamento de retina']],
    difficulty: 'easy',
    estimatedMinutes: 15,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese',
        body: '<p>Dona Sílvia, 57 anos, contadora, usa óculos de −7,00 D nos dois olhos desde os 8 anos. Há 3 dias começou a ver "relâmpagos" no canto do olho direito, mais no escuro, e uma nuvem de pontinhos. Hoje, ao acordar, percebeu uma "sombra cinza" na parte de baixo e de dentro da visão desse olho.</p><p>PA 128/80 mmHg, FC 76 bpm.</p>',
        prompt: 'O que você pergunta à paciente?',
        discussion:
          '<p>Fotopsias e moscas volantes de início súbito indicam descolamento posterior do vítreo, que em cerca de 10 a 15% dos casos causa rotura retiniana. Uma sombra ou "cortina" no campo visual indica que o líquido já passou para o espaço sub-retiniano. A localização da sombra aponta o quadrante oposto da retina, e a visão central preservada sugere mácula ainda colada, o que torna a cirurgia uma urgência.</p>',
        options: [
          {
            label: 'Características das fotopsias e das moscas volantes',
            finding:
              '<p>Flashes breves, no canto temporal, piores no escuro e ao mexer o olho; "uma teia e muitos pontinhos" surgiram juntos há 3 dias.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Fotopsias são tração vitreorretiniana; uma chuva de pontos sugere hemorragia ou pigmento, marcadores de rotura.',
            lessonTitle: 'Descolamento de retina',
          },
          {
            label: 'Onde está a sombra e se ela está crescendo',
            finding:
              '<p>Sombra no campo inferior e nasal, que "subiu um pouco" desde a manhã. Ainda consegue ler o celular com esse olho.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Defeito inferonasal corresponde a descolamento temporal superior; visão central preservada sugere mácula colada e urgência cirúrgica.',
          },
          {
            label: 'Grau de miopia e cirurgias oculares prévias',
            finding: '<p>Miopia de −7,00 D; nunca operou catarata nem fez cirurgia refrativa.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Miopia alta, pseudofacia e trauma são os principais fatores de risco para descolamento regmatogênico.',
          },
          {
            label: 'Trauma ocular recente',
            finding: '<p>Nega trauma.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Trauma contuso pode causar diálise retiniana, mais comum em jovens e no quadrante temporal inferior.',
          },
          {
            label: 'Descolamento de retina no outro olho ou na família',
            finding: '<p>Um irmão, também míope, operou descolamento de retina aos 50 anos.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'A história familiar e a miopia do irmão reforçam o risco e a importância de mapear o olho esquerdo.',
          },
          {
            label: 'Medicamentos anticoagulantes ou antiplaquetários',
            finding: '<p>Não usa.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Relevante para planejar o bloqueio anestésico e a cirurgia.',
          },
          {
            label: 'Consumo diário de café',
            finding: '<p>Três xícaras por dia.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Não tem relação com o descolamento de retina nem com a conduta.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame sob midríase',
        body: '<p>Você dilata as pupilas com tropicamida 1% e fenilefrina 10% (ângulos abertos à biomicroscopia, Van Herick grau 4).</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O mapeamento de retina com oftalmoscopia binocular indireta e depressão escleral é o exame que encontra a rotura e define a extensão do descolamento e o estado da mácula. Pigmento no vítreo anterior (sinal de Shafer) tem alto valor preditivo de rotura. O olho contralateral é sempre mapeado.</p>',
        options: [
          {
            label: 'Acuidade visual com correção',
            finding: '<p>OD: 20/25. OE: 20/20.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Acuidade preservada apoia mácula colada, o que define a urgência.',
          },
          {
            label: 'Mapeamento de retina do OD com depressão escleral',
            finding:
              '<p>Descolamento de retina bolhoso, móvel, das 9 às 13 horas (temporal superior), com limite a cerca de 2 diâmetros de disco da fóvea; rotura em ferradura às 11 horas, com retalho tracionado pelo vítreo. Mácula colada.</p>',
            points: 18,
            rating: 'essential',
            feedback:
              'Confirma o descolamento regmatogênico, localiza a rotura e mostra a mácula colada: cirurgia nas próximas 24 horas.',
            lessonTitle: 'Descolamento de retina',
          },
          {
            label: 'Biomicroscopia do vítreo anterior',
            finding: '<p>Grânulos de pigmento no vítreo anterior do OD ("poeira de tabaco", sinal de Shafer).</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'O sinal de Shafer indica rotura retiniana em mais de 90% dos casos de descolamento do vítreo sintomático.',
          },
          {
            label: 'Tonometria',
            finding: '<p>OD: 11 mmHg. OE: 15 mmHg.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'A PIO costuma ser um pouco menor no olho com descolamento; medir antes de planejar gás intraocular.',
          },
          {
            label: 'Mapeamento de retina do OE com depressão escleral',
            finding:
              '<p>Degeneração em treliça (lattice) temporal inferior com dois buracos atróficos, sem líquido sub-retiniano. Retina aplicada.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Lesões predisponentes no olho contralateral são comuns no míope com descolamento e orientam vigilância ou profilaxia.',
          },
          {
            label: 'Exoftalmometria de Hertel',
            finding: '<p>17 mm nos dois olhos.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Proptose não faz parte do quadro; o exame não acrescenta nada ao diagnóstico retiniano.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>O cirurgião de retina pode operar amanhã cedo. Você organiza o que é preciso até lá.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Com meios transparentes, o diagnóstico é clínico. A OCT confirma se a fóvea está colada, o que separa a urgência (mácula colada) da cirurgia em poucos dias (mácula descolada). Ultrassonografia só se a retina não puder ser vista; exames pré-operatórios são guiados pela saúde da paciente e pela anestesia.</p>',
        options: [
          {
            label: 'OCT de mácula do olho direito',
            finding:
              '<p>Fóvea colada, sem líquido sub-retiniano subfoveal; espessura central de 262 µm; líquido sub-retiniano a cerca de 3.000 µm temporal superior à fóvea.</p>',
            points: 14,
            rating: 'essential',
            feedback: 'Documenta objetivamente a mácula colada e o quão perto o descolamento está dela.',
            costReais: 250,
            turnaroundMinutes: 30,
          },
          {
            label: 'Retinografia de campo amplo',
            finding: '<p>Registra o descolamento temporal superior e a rotura às 11 horas.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Documentação útil para o cirurgião e o seguimento, sem mudar a indicação.',
            costReais: 200,
            turnaroundMinutes: 30,
          },
          {
            label: 'ECG e glicemia para a avaliação pré-anestésica',
            finding: '<p>ECG em ritmo sinusal, sem alterações. Glicemia 94 mg/dL (70–99).</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Exames mínimos guiados pela idade e pela anestesia; não devem atrasar a cirurgia de urgência.',
            costReais: 45,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ultrassonografia ocular modo B',
            finding:
              '<p>Membrana hiperecoica móvel no quadrante temporal superior, compatível com retina descolada.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Com meios transparentes, o mapeamento já mostrou tudo; a ultrassonografia é para hemorragia vítrea ou catarata densa.',
            costReais: 200,
            turnaroundMinutes: 20,
          },
          {
            label: 'Campo visual computadorizado',
            finding: '<p>Defeito inferonasal denso no OD.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Confirma o que a confrontação mostra e consome tempo antes de uma cirurgia de urgência.',
            costReais: 150,
            turnaroundMinutes: 40,
          },
          {
            label: 'Angiofluoresceinografia',
            finding: '<p>Sem vazamentos; área descolada com enchimento normal.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Não tem papel no descolamento regmatogênico; seria útil só para suspeita de causa exsudativa ou tumoral.',
            costReais: 420,
            turnaroundMinutes: 60,
          },
          {
            label: 'Tomografia de órbitas',
            finding: '<p>Sem alterações orbitárias.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Radiação e custo sem benefício; a doença é intraocular e está visível.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Resumo: míope alta com fotopsias, moscas volantes, sinal de Shafer, rotura em ferradura às 11 horas e descolamento temporal superior de 4 horas de relógio com mácula colada.</p>',
        prompt: 'Qual o diagnóstico principal e os diferenciais?',
        discussion:
          '<p>Descolamento de retina regmatogênico com mácula colada. O descolamento do vítreo sem rotura tem os mesmos sintomas, sem sombra; a retinosquise senil é lisa, imóvel e costuma ser temporal inferior e bilateral; o descolamento exsudativo muda com a posição e não tem rotura; o tracional é côncavo e ocorre na retinopatia diabética proliferativa.</p>',
        hypotheses: [
          {
            label: 'Descolamento de retina regmatogênico com mácula colada',
            synonyms: [
              'DRR',
              'descolamento de retina',
              'descolamento regmatogenico',
              'DR macula on',
              'descolamento de retina regmatogenico',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: rotura com tração vítrea e líquido sub-retiniano, ainda sem atingir a fóvea.',
            lessonTitle: 'Descolamento de retina',
          },
          {
            label: 'Descolamento posterior do vítreo sem rotura',
            synonyms: ['DPV', 'descolamento do vitreo', 'descolamento posterior de vitreo'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Causa fotopsias e moscas, mas não sombra no campo; aqui houve rotura e descolamento.',
          },
          {
            label: 'Retinosquise degenerativa',
            synonyms: ['retinosquise', 'retinosquise senil'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Elevação lisa, imóvel, geralmente temporal inferior e bilateral, com escotoma absoluto e sem sintomas vítreos.',
          },
          {
            label: 'Descolamento de retina exsudativo',
            synonyms: ['descolamento seroso', 'descolamento exsudativo'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Sem rotura, com líquido que se desloca com a posição; pensar em tumor, inflamação ou doença sistêmica.',
          },
          {
            label: 'Melanoma de coroide',
            synonyms: ['melanoma de coroide', 'melanoma uveal', 'tumor de coroide'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Pode causar descolamento exsudativo; a ausência de massa e a rotura vista afastam.',
          },
          {
            label: 'Enxaqueca com aura visual',
            synonyms: ['enxaqueca com aura', 'aura visual', 'migranea'],
            points: -10,
            differentialPoints: -2,
            rating: 'harmful',
            feedback:
              'A aura é bilateral, cintilante e passa em até 60 minutos; atribuir a ela uma sombra monocular é perder a mácula.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>A paciente pergunta se pode voltar para casa de ônibus (1 hora de viagem) e voltar amanhã para a cirurgia.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>O descolamento com mácula colada é operado em até 24 horas: vitrectomia, introflexão escleral ou retinopexia pneumática, conforme a rotura, o cristalino e a experiência do cirurgião. Até lá, repouso relativo com posicionamento que mantenha a área descolada pendente reduz a progressão para a mácula. O laser de barragem isolado não trata um descolamento de 4 horas de relógio.</p>',
        options: [
          {
            label: 'Encaminhar para cirurgia de retina em até 24 horas',
            points: 20,
            rating: 'essential',
            feedback: 'Com a mácula colada, operar antes que ela descole preserva a visão central.',
            expertPosition: 1,
            lessonTitle: 'Descolamento de retina',
          },
          {
            label: 'Repouso relativo com posicionamento: deitada, com a área descolada pendente, evitando esforço',
            points: 6,
            rating: 'useful',
            feedback: 'Reduz a migração do líquido sub-retiniano em direção à mácula até a cirurgia.',
            expertPosition: 2,
          },
          {
            label: 'Orientar sinais de alarme para o olho esquerdo (flashes, moscas, sombra)',
            points: 5,
            rating: 'useful',
            feedback:
              'O risco de descolamento no olho contralateral de míopes com lattice é alto; procurar o serviço no mesmo dia.',
            expertPosition: 3,
          },
          {
            label: 'Fotocoagulação profilática da lattice com buracos no olho esquerdo, em outro momento',
            points: 4,
            rating: 'useful',
            feedback:
              'Pode ser considerada no olho contralateral de paciente com descolamento, sobretudo míope alta com história familiar.',
            expertPosition: 4,
          },
          {
            label: 'Prednisona oral para reduzir a inflamação',
            points: -3,
            rating: 'unnecessary',
            feedback: 'O descolamento regmatogênico é mecânico; corticoide não muda a evolução.',
          },
          {
            label: 'Laser de barragem ao redor do descolamento como tratamento definitivo',
            points: -12,
            rating: 'harmful',
            feedback:
              'A barreira a laser não contém um descolamento bolhoso de 4 horas de relógio e atrasa a cirurgia.',
          },
          {
            label: 'Retorno ambulatorial em 2 semanas com retinografia',
            points: -18,
            rating: 'harmful',
            feedback: 'Nesse intervalo a mácula descola, e a visão final cai muito.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Fotopsias e moscas volantes súbitas num míope alto contam a história do descolamento posterior do vítreo; a sombra que sobe no campo inferonasal conta que uma rotura já deixou passar líquido para baixo da retina temporal superior. A visão central preservada sugere mácula colada.</p><p>O mapeamento com depressão escleral confirma o descolamento regmatogênico, localiza a rotura em ferradura às 11 horas e mostra a mácula colada, que a OCT documenta. O olho contralateral tem lattice com buracos atróficos.</p><p>A conduta é cirurgia em até 24 horas, com repouso e posicionamento até lá. Laser de barragem, corticoide e retorno eletivo são erros que custam a mácula. O olho esquerdo fica sob vigilância, com orientação de sinais de alarme e eventual profilaxia.</p>',
    references: [
      'AAO Preferred Practice Pattern: Posterior Vitreous Detachment, Retinal Breaks, and Lattice Degeneration, 2019',
      "Sadda SR et al. Ryan's Retina, 7ª ed. Elsevier",
      'Hollands H et al. Acute-onset floaters and flashes: is this patient at risk for retinal detachment? JAMA 2009',
    ],
    lessonTitles: ['Descolamento de retina'],
    questionStarts: [
      '<p>Homem de 55 anos, míope de -7,00 D, r',
      '<p>Mulher de 60 anos refere início súbit',
      '<p>Jovem de 22 anos, fácico, míope moder',
    ],
  },
  {
    title: 'Dor e visão turva no quinto dia após a cirurgia de catarata',
    summary:
      'Mulher de 74 anos, diabética, operou catarata do olho direito há 5 dias. A visão, que tinha melhorado, piorou desde ontem, e o olho ficou vermelho e dolorido. A filha liga para o serviço no domingo à noite.',
    subjects: [
      ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia', 'Endoftalmite'],
      ['Segmento Anterior', 'Cristalino', 'Complicações da facectomia'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 28,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese no plantão',
        body: '<p>Dona Aparecida, 74 anos, chega às 21h. Foi operada de catarata no olho direito na terça-feira. "No dia seguinte eu já enxergava bem; ontem começou a doer e embaçar, e hoje quase não vejo." Está afebril.</p><p>PA 150/88 mmHg, FC 82 bpm, T<sub>ax</sub> 36,8 °C, glicemia capilar 212 mg/dL.</p>',
        prompt: 'O que você pergunta à paciente?',
        discussion:
          '<p>Dor progressiva e queda da visão entre o 2º e o 7º dia de pós-operatório são endoftalmite até prova em contrário. A anamnese busca o tempo de início (a TASS começa em 12 a 24 horas e costuma doer pouco), as intercorrências cirúrgicas (ruptura de cápsula posterior e perda vítrea aumentam o risco), o uso dos colírios e fatores do hospedeiro, como diabetes e blefarite.</p>',
        options: [
          {
            label: 'Quando começaram a dor e a piora visual e como evoluíram',
            finding:
              '<p>Visão boa no 1º e no 2º dia. A dor começou há 30 horas e piora a cada hora; hoje "só vejo vultos".</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Intervalo livre seguido de piora rápida, no 3º a 5º dia, é o padrão da endoftalmite aguda bacteriana.',
          },
          {
            label: 'Como foi a cirurgia e se houve intercorrências',
            finding:
              '<p>O relatório cirúrgico descreve ruptura da cápsula posterior com perda vítrea, vitrectomia anterior e lente implantada no sulco. Não recebeu antibiótico intracameral.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Ruptura capsular com perda vítrea multiplica o risco de endoftalmite; o antibiótico intracameral no fim da cirurgia reduz esse risco (ESCRS).',
            lessonTitle: 'Catarata: biometria e complicações pós-operatórias',
          },
          {
            label: 'Uso dos colírios pós-operatórios',
            finding:
              '<p>Moxifloxacino e prednisolona 4 vezes ao dia; "esqueci algumas vezes" e pinga encostando o frasco no olho.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Má técnica de instilação contamina o frasco; a adesão orienta a educação e o risco.',
          },
          {
            label: 'Controle do diabetes e imunossupressão',
            finding:
              '<p>Diabetes tipo 2 há 12 anos, em insulina NPH; HbA1c recente de 8,6%. Nega corticoide sistêmico.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Diabetes aumenta o risco e a gravidade da endoftalmite e exige controle glicêmico durante o tratamento.',
          },
          {
            label: 'Blefarite ou conjuntivite antes da cirurgia',
            finding: '<p>Refere "crostas nos cílios" há anos, que limpa com água.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'A flora palpebral é a fonte da maioria das endoftalmites pós-facectomia (<em>Staphylococcus</em> coagulase-negativo).',
          },
          {
            label: 'Se o olho foi coçado ou sofreu trauma',
            finding: '<p>Nega trauma; dorme com o protetor de acrílico.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Trauma pode abrir a incisão e levar a vazamento e infecção; o Seidel no exame completa a avaliação.',
          },
          {
            label: 'Histórico de enxaqueca',
            finding: '<p>Teve enxaqueca na juventude.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Dor ocular com baixa visual após cirurgia intraocular não deve ser atribuída a cefaleia primária.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame oftalmológico',
        body: '<p>A paciente é levada à lâmpada de fenda do plantão.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>A acuidade visual define a conduta pelo Endophthalmitis Vitrectomy Study: percepção luminosa apenas indica vitrectomia imediata; movimentos de mãos ou melhor, punção com injeção intravítrea. A biomicroscopia mostra a reação de câmara anterior, o hipópio e as incisões, e o reflexo vermelho e o fundo mostram o grau de vitreíte.</p>',
        options: [
          {
            label: 'Acuidade visual, com projeção luminosa',
            finding:
              '<p>OD: movimentos de mãos a 50 cm, projeção luminosa boa nos 4 quadrantes. OE: 20/60 (catarata).</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'No EVS, a acuidade separa quem precisa de vitrectomia imediata (percepção luminosa) de quem pode ser tratado com punção e injeção.',
          },
          {
            label: 'Biomicroscopia com teste de Seidel',
            finding:
              '<p>OD: edema palpebral leve, hiperemia e quemose conjuntival, edema corneano moderado, fibrina na pupila, células 4+ e hipópio de 2 mm. Incisões fechadas, Seidel negativo. Lente intraocular no sulco.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Hipópio e fibrina após cirurgia recente são sinais de endoftalmite; o Seidel negativo afasta vazamento da incisão.',
          },
          {
            label: 'Reflexo vermelho e fundoscopia',
            finding: '<p>Reflexo vermelho muito reduzido; vitreíte densa, sem visualização dos vasos retinianos.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A vitreíte confirma o acometimento do segmento posterior; sem ver a retina, o ultrassom é necessário.',
          },
          {
            label: 'Tonometria',
            finding: '<p>OD: 24 mmHg. OE: 16 mmHg.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A PIO pode subir pela inflamação ou cair pelo vazamento; orienta o tratamento adjuvante.',
          },
          {
            label: 'Reflexos pupilares',
            finding:
              '<p>Pupila do OD pouco reativa pela fibrina e pelas sinéquias; DPAR não avaliável com segurança.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Informação limitada pela inflamação, mas registra o estado basal.',
          },
          {
            label: 'Ceratometria e topografia corneana',
            finding: '<p>Exame de baixa qualidade pelo edema corneano.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem relação com a decisão urgente; é exame de planejamento refrativo.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Hipótese diagnóstica',
        body: '<p>Resumo: 5º dia após facectomia complicada por ruptura capsular, dor progressiva, visão de movimentos de mãos, hipópio de 2 mm e vitreíte densa, em diabética mal controlada.</p>',
        prompt: 'Qual a sua hipótese principal e os diferenciais?',
        discussion:
          '<p>Endoftalmite aguda pós-facectomia. A síndrome tóxica do segmento anterior (TASS) começa nas primeiras 12 a 24 horas, com edema corneano difuso "de limbo a limbo", pouca dor e sem vitreíte importante, e responde ao corticoide. Restos de cristalino causam uveíte, mas com fragmentos visíveis. A endoftalmite crônica por <em>Cutibacterium acnes</em> surge semanas a meses depois, com placa capsular.</p>',
        hypotheses: [
          {
            label: 'Endoftalmite aguda pós-facectomia',
            synonyms: [
              'endoftalmite',
              'endoftalmite pos-operatoria',
              'endoftalmite aguda',
              'endoftalmite pos-facectomia',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: emergência que exige punção e antibiótico intravítreo em horas.',
            lessonTitle: 'Catarata: biometria e complicações pós-operatórias',
          },
          {
            label: 'Síndrome tóxica do segmento anterior (TASS)',
            synonyms: ['TASS', 'sindrome toxica do segmento anterior'],
            points: -5,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Diferencial clássico, mas começa nas primeiras 24 horas, dói pouco e não causa vitreíte densa.',
          },
          {
            label: 'Uveíte por restos de cristalino',
            synonyms: ['restos de cristalino', 'uveite facoanafilatica', 'uveite facogenica'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Possível após ruptura capsular, mas com fragmentos de cristalino visíveis e menos dor.',
          },
          {
            label: 'Endoftalmite crônica por Cutibacterium acnes',
            synonyms: ['endoftalmite cronica', 'propionibacterium', 'cutibacterium'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Surge semanas a meses após a cirurgia, com placa branca capsular e inflamação indolente.',
          },
          {
            label: 'Inflamação pós-operatória habitual',
            synonyms: ['reacao inflamatoria pos-operatoria', 'uveite pos-operatoria', 'inflamacao esperada'],
            points: -15,
            differentialPoints: -3,
            rating: 'harmful',
            feedback:
              'Hipópio, vitreíte e piora após o 2º dia não são inflamação esperada; aumentar o corticoide e esperar custa o olho.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames antes de tratar',
        body: '<p>São 22h. O centro cirúrgico pode receber a paciente para uma punção em 1 hora; o laboratório de microbiologia tem plantão.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Sem visualização do fundo, o ultrassom modo B avalia a vitreíte e afasta descolamento de retina ou corpo estranho. A punção do vítreo (e do humor aquoso) para Gram e cultura é feita no mesmo ato da injeção dos antibióticos. A PCR aumenta o rendimento quando a cultura é negativa. A endoftalmite pós-operatória é exógena: hemocultura não ajuda.</p>',
        options: [
          {
            label: 'Ultrassonografia ocular modo B',
            finding:
              '<p>Ecos vítreos difusos de média refletividade, espessamento da coroide; retina aplicada; sem corpo estranho.</p>',
            points: 14,
            rating: 'essential',
            feedback: 'Confirma vitreíte importante e afasta descolamento, que mudaria a conduta cirúrgica.',
            costReais: 200,
            turnaroundMinutes: 20,
          },
          {
            label: 'Gram e cultura do vítreo e do humor aquoso (colhidos na punção)',
            finding:
              '<p>Gram do vítreo: cocos Gram-positivos em agrupamentos. Cultura em 48 horas: <em>Staphylococcus epidermidis</em>, sensível a vancomicina, resistente a oxacilina.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Identifica o agente (os coagulase-negativos são os mais comuns, com melhor prognóstico) e orienta a reinjeção se necessária.',
            costReais: 250,
            turnaroundMinutes: 2880,
          },
          {
            label: 'PCR bacteriana (16S rDNA) do vítreo',
            finding: '<p>Positiva para <em>Staphylococcus</em> spp.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Aumenta a detecção quando a cultura é negativa ou houve antibiótico prévio; não disponível em todos os serviços.',
            costReais: 600,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Glicemia, creatinina e hemograma',
            finding: '<p>Glicemia 218 mg/dL (70–99). Creatinina 1,0 mg/dL. Leucócitos 9.400/mm³.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'O controle glicêmico faz parte do tratamento; a função renal orienta antibióticos sistêmicos, se usados.',
            costReais: 30,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemoculturas',
            finding: '<p>Negativas em 5 dias.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'A endoftalmite pós-operatória é exógena; hemoculturas são para a endoftalmite endógena, com foco sistêmico.',
            costReais: 60,
            turnaroundMinutes: 7200,
          },
          {
            label: 'Tomografia de órbitas',
            finding: '<p>Espessamento difuso da parede ocular direita; sem coleções orbitárias.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Sem suspeita de corpo estranho metálico ou celulite orbitária, o ultrassom basta.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
          {
            label: 'Angiofluoresceinografia',
            finding: '<p>Exame impossível pela opacidade de meios.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Com vitreíte densa, a angiografia não mostra a retina e atrasa o tratamento.',
            costReais: 420,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>A filha pergunta se dá para "começar com colírio e ver como fica até segunda-feira".</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>O tratamento é a punção do vítreo com injeção intravítrea de vancomicina 1 mg/0,1 mL e ceftazidima 2,25 mg/0,1 mL nas primeiras horas. Pelo EVS, a vitrectomia imediata é reservada a quem tem apenas percepção luminosa; diabéticos podem ter benefício maior com vitrectomia, e a piora em 24 a 48 horas também a indica. Colírios e antibiótico sistêmico são adjuvantes, nunca substitutos.</p>',
        options: [
          {
            label: 'Punção do vítreo e injeção intravítrea de vancomicina e ceftazidima, ainda hoje',
            points: 20,
            rating: 'essential',
            feedback: 'O antibiótico intravítreo é o tratamento que esteriliza o olho; cada hora conta.',
            expertPosition: 1,
            lessonTitle: 'Catarata: biometria e complicações pós-operatórias',
          },
          {
            label: 'Corticoide tópico intensivo, cicloplégico e antibiótico tópico',
            points: 6,
            rating: 'useful',
            feedback: 'Controla a inflamação do segmento anterior e a dor; é adjuvante.',
            expertPosition: 2,
          },
          {
            label: 'Reavaliar em 24 e 48 horas; vitrectomia se houver piora ou perda da percepção luminosa',
            points: 12,
            rating: 'essential',
            feedback:
              'A evolução define a necessidade de vitrectomia ou reinjeção; em diabéticos, o limiar para vitrectomia é menor.',
            expertPosition: 3,
          },
          {
            label: 'Controle glicêmico com o clínico',
            points: 5,
            rating: 'useful',
            feedback: 'Hiperglicemia piora a resposta à infecção e a cicatrização.',
            expertPosition: 4,
          },
          {
            label: 'Notificar a comissão de controle de infecção hospitalar',
            points: 5,
            rating: 'useful',
            feedback:
              'Endoftalmite é infecção relacionada à assistência: a notificação permite detectar surtos e rever a profilaxia.',
            expertPosition: 5,
          },
          {
            label: 'Vitrectomia via pars plana imediata, como primeira escolha',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Com visão de movimentos de mãos, o EVS não mostrou vantagem da vitrectomia imediata sobre punção e injeção.',
          },
          {
            label: 'Antibiótico endovenoso isolado, sem injeção intravítrea',
            points: -15,
            rating: 'harmful',
            feedback:
              'Antibióticos sistêmicos atingem concentrações baixas no vítreo; o EVS não mostrou benefício deles.',
          },
          {
            label: 'Aumentar a prednisolona para de hora em hora e reavaliar na segunda-feira',
            points: -20,
            rating: 'harmful',
            feedback: 'Tratar endoftalmite como inflamação e esperar 36 horas pode levar à perda do olho.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: o Endophthalmitis Vitrectomy Study',
        body: '<p>No seminário da residência, a discussão volta ao EVS.</p>',
        prompt: 'Segundo o EVS, em qual situação a vitrectomia imediata foi superior à punção com injeção intravítrea?',
        discussion:
          '<p>No EVS, pacientes com acuidade de percepção luminosa tiveram três vezes mais chance de alcançar 20/40 com vitrectomia imediata. Com movimentos de mãos ou melhor, a punção com injeção foi equivalente. O estudo também mostrou que antibióticos endovenosos não trouxeram benefício.</p>',
        options: [
          {
            label: 'Acuidade visual de percepção luminosa apenas',
            points: 15,
            rating: 'essential',
            feedback: 'Correta: é o critério do EVS para vitrectomia imediata.',
            correct: true,
          },
          {
            label: 'Hipópio maior que 1 mm',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O tamanho do hipópio não foi critério de indicação no EVS.',
          },
          {
            label: 'Pressão intraocular acima de 25 mmHg',
            points: 0,
            rating: 'unnecessary',
            feedback: 'A PIO não define a indicação de vitrectomia no EVS.',
          },
          {
            label: 'Acuidade de movimentos de mãos',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Com movimentos de mãos, punção e injeção tiveram resultado equivalente.',
          },
          {
            label: 'Início dos sintomas após o 3º dia de pós-operatório',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O tempo de início ajuda no diagnóstico, não na escolha entre as duas condutas.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Dor progressiva e queda da visão no 3º ao 5º dia após facectomia, com hipópio e vitreíte, são endoftalmite aguda até prova em contrário. Nesta paciente, a ruptura capsular com perda vítrea, a ausência de antibiótico intracameral, a blefarite e o diabetes mal controlado somam risco. A TASS, o principal diferencial, começaria nas primeiras 24 horas e sem vitreíte densa.</p><p>A acuidade de movimentos de mãos, pelo EVS, indica punção do vítreo com injeção de vancomicina e ceftazidima em horas, depois do ultrassom confirmar retina aplicada. O Gram e a cultura do material colhido orientam a reavaliação; o corticoide tópico e o cicloplégico são adjuvantes.</p><p>A vigilância nas 24 a 48 horas seguintes decide sobre vitrectomia (piora, perda da percepção luminosa; limiar menor em diabéticos). Esperar com corticoide, ou usar só antibiótico endovenoso, são os erros que custam o olho. O caso deve ser notificado à CCIH.</p>',
    references: [
      'Endophthalmitis Vitrectomy Study Group. Results of the Endophthalmitis Vitrectomy Study. Arch Ophthalmol 1995',
      'ESCRS Guidelines for Prevention and Treatment of Endophthalmitis Following Cataract Surgery, 2013',
      'AAO Preferred Practice Pattern: Cataract in the Adult Eye, 2021',
    ],
    lessonTitles: ['Catarata: biometria e complicações pós-operatórias'],
    questionStarts: [
      '<p>Homem de 71 anos, no 4º dia de pós-op',
      '<p>Sobre a endoftalmite aguda pós-facect',
      '<p>Durante facoemulsificação em homem de',
    ],
  },
  {
    title: 'Um brilho branco na pupila nas fotos do aniversário',
    summary:
      'Menino de 20 meses é trazido pela mãe, que notou um reflexo branco no olho esquerdo nas fotos com flash da festa de aniversário do irmão. A pediatra confirmou o achado no teste do reflexo vermelho.',
    subjects: [['Retina e Úvea', 'Oncologia Ocular', 'Retinoblastoma']],
    difficulty: 'medium',
    estimatedMinutes: 18,
    draft: true,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese com a mãe',
        body: '<p>Davi, 20 meses, 11 kg, nascido a termo, com teste do olhinho "normal" na maternidade. A mãe mostra no celular três fotos em que a pupila esquerda aparece branca. Há um mês "o olho esquerdo às vezes vira para dentro".</p>',
        prompt: 'O que você pergunta à mãe?',
        discussion:
          '<p>Leucocoria numa criança pequena é retinoblastoma até prova em contrário. A anamnese data o início, busca estrabismo (o segundo sinal mais comum), história familiar (formas hereditárias, gene <em>RB1</em>) e dados que sugiram diferenciais: prematuridade (retinopatia da prematuridade), contato com cães e terra (toxocaríase).</p>',
        options: [
          {
            label: 'Desde quando aparece o reflexo branco e se mudou',
            finding: '<p>A primeira foto com o reflexo é de 2 meses atrás; nas mais recentes, aparece em todas.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Leucocoria que surge e se torna constante em meses sugere lesão em crescimento.',
            lessonTitle: 'Episódio 3: Leucocoria no teste do olhinho',
          },
          {
            label: 'Casos de tumor ocular ou perda de olho na família',
            finding: '<p>O pai teve "um tumor no olho" tratado com quimioterapia quando bebê, no Rio de Janeiro.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Pai com retinoblastoma indica forma hereditária: risco de 50% de transmissão, doença bilateral e outros tumores.',
          },
          {
            label: 'Estrabismo e comportamento visual',
            finding:
              '<p>Desvio convergente intermitente do olho esquerdo; a criança "esbarra" em objetos do lado esquerdo.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Estrabismo pode ser o primeiro sinal de perda visual por tumor macular; toda criança com desvio precisa de fundo de olho.',
          },
          {
            label: 'Prematuridade e internação em UTI neonatal',
            finding: '<p>Nasceu com 39 semanas e 3.250 g; não ficou em UTI.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Afasta retinopatia da prematuridade como causa de leucocoria.',
          },
          {
            label: 'Contato com cães filhotes e terra',
            finding: '<p>Não têm animais; brinca pouco em terra.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A toxocaríase ocular é um diferencial de leucocoria, geralmente em crianças maiores.',
          },
          {
            label: 'Tempo de uso de telas',
            finding: '<p>Assiste a desenhos cerca de 2 horas por dia.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem relação com leucocoria nem com o estrabismo deste menino.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame oftalmológico',
        body: '<p>A criança colabora pouco, mas aceita a lanterna e brinquedos.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O reflexo vermelho, a fixação e o exame do fundo dos dois olhos sob midríase, muitas vezes sob anestesia geral, definem a doença. O olho contralateral é sempre examinado: nas formas hereditárias, a doença é frequentemente bilateral.</p>',
        options: [
          {
            label: 'Teste do reflexo vermelho (Bruckner)',
            finding: '<p>OD: reflexo vermelho normal. OE: reflexo branco-amarelado.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Confirma a leucocoria e a unilateralidade aparente.',
          },
          {
            label: 'Fixação e seguimento de objetos com cada olho',
            finding: '<p>Fixa e segue com o OD; com o OD ocluído, não fixa com o OE e chora.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'A perda de fixação mostra baixa visual importante no olho afetado.',
          },
          {
            label: 'Mapeamento de retina sob midríase dos dois olhos',
            finding:
              '<p>OE: massa branca, elevada, de cerca de 12 mm, no polo posterior, com vasos dilatados e calcificações em "queijo cottage"; sementes vítreas. OD: lesão branca de 2 mm na média periferia temporal.</p>',
            points: 16,
            rating: 'essential',
            feedback: 'Mostra a doença bilateral, típica da forma hereditária, e estadia cada olho.',
            lessonTitle: 'Episódio 3: Leucocoria no teste do olhinho',
          },
          {
            label: 'Teste de cobertura',
            finding: '<p>Esotropia do OE de cerca de 20 dioptrias prismáticas, sem fixação.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Quantifica o estrabismo sensorial causado pela baixa visual.',
          },
          {
            label: 'Medida da refração para óculos',
            finding: '<p>Hipermetropia de +1,50 D nos dois olhos, normal para a idade.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Óculos não explicam leucocoria; a prioridade é o diagnóstico do tumor.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>O serviço de oncologia ocular de referência pode receber a criança em 3 dias.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Ultrassom e ressonância magnética de órbitas e crânio documentam a massa, as calcificações, a extensão ao nervo óptico e o pinealoblastoma (retinoblastoma trilateral). A tomografia é evitada pelo risco de segundos tumores por radiação nas formas hereditárias. Biópsia é contraindicada pelo risco de disseminação.</p>',
        options: [
          {
            label: 'Ultrassonografia ocular modo B',
            finding:
              '<p>OE: massa intraocular de 12 × 10 mm com focos hiperecoicos e sombra acústica (calcificações).</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'As calcificações intralesionais são típicas do retinoblastoma e ajudam a diferenciar de doença de Coats.',
            costReais: 200,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética de órbitas e crânio com contraste, sob sedação',
            finding: '<p>Massa intraocular no OE sem invasão do nervo óptico pós-laminar; glândula pineal normal.</p>',
            points: 14,
            rating: 'essential',
            feedback: 'Avalia o nervo óptico, a órbita e a pineal, sem radiação.',
            costReais: 1600,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Teste genético para mutação germinativa do RB1',
            finding: '<p>Mutação germinativa patogênica em <em>RB1</em>, a mesma do pai.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Orienta o aconselhamento genético e o rastreamento dos irmãos.',
            costReais: 2500,
            turnaroundMinutes: 43200,
          },
          {
            label: 'Tomografia computadorizada de órbitas',
            finding: '<p>Massa calcificada intraocular à esquerda.</p>',
            points: -10,
            rating: 'harmful',
            feedback: 'A radiação aumenta o risco de segundos tumores (sarcomas) nas crianças com mutação germinativa.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
          {
            label: 'Biópsia da lesão por punção aspirativa',
            finding: '<p>O oncologista ocular recusa o procedimento.</p>',
            points: -20,
            rating: 'harmful',
            feedback:
              'A punção de um retinoblastoma pode disseminar o tumor para a órbita; o diagnóstico é clínico e por imagem.',
            costReais: 800,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Sorologia para toxocaríase',
            finding: '<p>ELISA para <em>Toxocara</em> não reagente.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Com calcificações, história familiar e doença bilateral, a toxocaríase é muito improvável.',
            costReais: 70,
            turnaroundMinutes: 4320,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Resumo: leucocoria e esotropia no OE, pai tratado de tumor ocular, massa calcificada de 12 mm com sementes vítreas no OE e lesão pequena no OD.</p>',
        prompt: 'Qual o diagnóstico principal e os diferenciais?',
        discussion:
          '<p>Retinoblastoma bilateral hereditário. Os diferenciais de leucocoria são doença de Coats (meninos, unilateral, exsudação sem calcificação), persistência da vasculatura fetal (microftalmia, desde o nascimento), toxocaríase, catarata congênita e retinopatia da prematuridade.</p>',
        hypotheses: [
          {
            label: 'Retinoblastoma bilateral hereditário',
            synonyms: ['retinoblastoma', 'retinoblastoma bilateral', 'RB bilateral', 'tumor de retina infantil'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: tumor intraocular maligno mais comum da infância, aqui na forma hereditária.',
            lessonTitle: 'Episódio 3: Leucocoria no teste do olhinho',
          },
          {
            label: 'Doença de Coats',
            synonyms: ['coats', 'telangiectasia retiniana', 'doenca de coats'],
            points: -5,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Principal diferencial em meninos, mas unilateral, com exsudação amarela e sem calcificações.',
          },
          {
            label: 'Persistência da vasculatura fetal',
            synonyms: ['PVF', 'vitreo primario hiperplasico persistente', 'VPHP'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Presente desde o nascimento, com microftalmia e catarata; sem massa calcificada.',
          },
          {
            label: 'Toxocaríase ocular',
            synonyms: ['toxocariase', 'toxocara', 'granuloma por toxocara'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Granuloma com tração, em crianças maiores, sem história familiar.',
          },
          {
            label: 'Catarata congênita',
            synonyms: ['catarata congenita', 'catarata infantil'],
            points: -10,
            differentialPoints: 0,
            rating: 'harmful',
            feedback:
              'O cristalino está transparente e a massa é retiniana; operar catarata atrasaria o tratamento do tumor.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>A família mora a 400 km do centro de referência e pergunta se pode "esperar as férias" para ir.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>O retinoblastoma é tratado em centro de referência, com urgência: exame sob anestesia, estadiamento (classificação internacional) e plano conjunto com a oncologia pediátrica (quimioterapia intra-arterial ou sistêmica, terapias focais, enucleação nos olhos sem potencial visual). O aconselhamento genético e o exame dos irmãos são parte do tratamento.</p>',
        options: [
          {
            label: 'Encaminhamento urgente a centro de oncologia ocular, com contato direto e transporte pelo TFD',
            points: 18,
            rating: 'essential',
            feedback: 'O tempo até o tratamento define a sobrevida e a chance de preservar o olho.',
            expertPosition: 1,
          },
          {
            label: 'Exame sob anestesia com estadiamento dos dois olhos',
            points: 12,
            rating: 'essential',
            feedback: 'Define o grupo de cada olho e o tratamento.',
            expertPosition: 2,
          },
          {
            label: 'Aconselhamento genético e exame de fundo de olho dos irmãos',
            points: 8,
            rating: 'useful',
            feedback: 'Irmãos de criança com mutação herdada têm 50% de risco e precisam de rastreamento seriado.',
            expertPosition: 3,
          },
          {
            label: 'Oclusão do olho direito para tratar ambliopia do esquerdo',
            points: -5,
            rating: 'unnecessary',
            feedback: 'A baixa visual do OE é orgânica; ocluir o olho bom agora não traz benefício.',
          },
          {
            label: 'Reavaliar em 6 meses, nas férias',
            points: -20,
            rating: 'harmful',
            feedback:
              'O tumor cresce e pode invadir nervo óptico e órbita; a demora custa o olho e pode custar a vida.',
          },
          {
            label: 'Cirurgia de estrabismo para corrigir o desvio',
            points: -15,
            rating: 'harmful',
            feedback: 'O desvio é sensorial, causado pelo tumor; operar o estrabismo ignora a doença de base.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Leucocoria numa criança pequena é retinoblastoma até prova em contrário, e o estrabismo recente reforça a suspeita. O pai tratado de tumor ocular na infância aponta para a forma hereditária, confirmada pela doença bilateral ao mapeamento sob midríase.</p><p>Ultrassom e ressonância confirmam a massa calcificada e avaliam nervo óptico e pineal, sem radiação. Tomografia e biópsia são evitadas. O encaminhamento é urgente a um centro de oncologia ocular, com aconselhamento genético e rastreamento dos irmãos.</p>',
    references: [
      'Dimaras H et al. Retinoblastoma. Nat Rev Dis Primers 2015',
      'Shields CL, Shields JA. Intraocular Tumors: An Atlas and Textbook, 3ª ed.',
      'Sociedade Brasileira de Pediatria. Teste do reflexo vermelho: documento científico',
    ],
    lessonTitles: ['Episódio 3: Leucocoria no teste do olhinho'],
    questionStarts: ['<p>Menina de 18 meses é levada ao pediat', '<p>Sobre o retinoblastoma hereditário (m'],
  },
];
