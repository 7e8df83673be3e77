import type { DemoCase } from './demo-case-types.ts';

/** Casos clínicos de oftalmologia, parte 2: neuropatia óptica isquêmica arterítica e ceratite em usuária de lente. */
export const oftalmologiaCases2: readonly DemoCase[] = [
  {
    title: 'Acordou sem enxergar de um olho e dói para mastigar',
    summary:
      'Mulher de 78 anos acorda com perda visual súbita e indolor no olho direito. Nas últimas semanas vinha com cefaleia nova e "cansaço na boca" ao comer. A filha quer saber se é "derrame no olho".',
    subjects: [
      [
        'Neuroftalmologia, Órbita e Oftalmopediatria',
        'Neuroftalmologia',
        'Neuropatias ópticas',
        'Neuropatia óptica isquêmica',
      ],
    ],
    difficulty: 'hard',
    estimatedMinutes: 40,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese',
        body: '<p>Dona Helena, 78 anos, professora aposentada, percebeu ao acordar que "a metade de baixo" da visão do olho direito tinha sumido. Não sente dor no olho. Há 6 semanas tem dor de cabeça "que nunca teve", de predomínio temporal.</p><p>PA 146/84 mmHg, FC 92 bpm, T<sub>ax</sub> 37,7 °C, peso 52 kg (58 kg há 3 meses).</p>',
        prompt: 'O que você pergunta à paciente?',
        discussion:
          '<p>Acima dos 50 anos, toda perda visual isquêmica do nervo óptico obriga a perguntar pelos sintomas da arterite de células gigantes: cefaleia nova, hipersensibilidade do couro cabeludo, claudicação mandibular, sintomas de polimialgia reumática, febre e perda de peso. A claudicação mandibular é o sintoma mais específico. Episódios visuais transitórios precedendo a perda são um sinal de alarme.</p>',
        options: [
          {
            label: 'Dor ou cansaço na mandíbula ao mastigar',
            finding:
              '<p>"Quando como carne, a boca cansa e dói depois de um tempo; paro, descanso e volta." Há 3 semanas.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Claudicação mandibular é o sintoma de maior razão de verossimilhança para arterite de células gigantes.',
            lessonTitle: 'Neurite óptica e neuropatia óptica isquêmica',
          },
          {
            label: 'Características da cefaleia e dor ao pentear o cabelo',
            finding:
              '<p>Dor temporal bilateral, pior à direita; "dói para encostar no travesseiro e para pentear".</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Cefaleia nova após os 50 anos com hipersensibilidade do couro cabeludo é a queixa mais frequente da arterite.',
          },
          {
            label: 'Episódios anteriores de perda visual transitória ou visão dupla',
            finding:
              '<p>Há 10 dias, por duas vezes, a visão do olho direito "apagou" por cerca de 1 minuto e voltou. Uma vez viu dobrado por algumas horas.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Amaurose fugaz e diplopia transitória precedem a perda definitiva em até um terço dos casos arteríticos: são sinais de isquemia iminente.',
          },
          {
            label: 'Febre, perda de peso e rigidez matinal nos ombros e quadris',
            finding:
              '<p>Perdeu 6 kg em 3 meses, tem "febrinha" à tarde e rigidez nos ombros ao acordar que dura mais de 1 hora.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Sintomas constitucionais e de polimialgia reumática acompanham a arterite em cerca de 40–50% dos pacientes.',
          },
          {
            label: 'Comorbidades e medicamentos (diabetes, osteoporose, úlcera)',
            finding:
              '<p>Hipertensa em anlodipino 5 mg. Diabetes tipo 2 em metformina, HbA1c 6,8%. Osteopenia na última densitometria. Nega úlcera péptica.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'O corticoide em dose alta por meses exige planejar glicemia, proteção óssea e gástrica desde o primeiro dia.',
          },
          {
            label: 'Dor à movimentação dos olhos',
            finding: '<p>Nega dor ao mover os olhos.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Dor à movimentação ocular é típica da neurite óptica desmielinizante, de adultos jovens; sua ausência reforça a causa isquêmica.',
          },
          {
            label: 'Uso de lentes de contato',
            finding: '<p>Nunca usou.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Uma perda visual indolor e altitudinal não é doença de superfície ocular; a pergunta não muda a hipótese.',
          },
          {
            label: 'Exposição ocupacional a solventes',
            finding: '<p>Nunca trabalhou com solventes.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Neuropatias tóxicas são bilaterais, simétricas e progressivas, com escotoma central; não é o quadro.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame oftalmológico e físico dirigido',
        body: '<p>A paciente está lúcida, um pouco emagrecida. Você tem lâmpada de fenda, oftalmoscópio e tabela de cores.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O exame confirma uma neuropatia óptica (baixa visual, DPAR, discromatopsia, defeito altitudinal) e procura os sinais da arterite: disco com edema pálido, "branco-giz", e artérias temporais espessadas, dolorosas e sem pulso. O disco do olho contralateral com escavação normal é um dado a favor da forma arterítica, pois a forma não arterítica ocorre em discos pequenos, sem escavação ("disco de risco").</p>',
        options: [
          {
            label: 'Acuidade visual e campo visual por confrontação',
            finding:
              '<p>OD: conta dedos a 2 metros; defeito altitudinal inferior à confrontação. OE: 20/30, campo normal.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Documenta a gravidade e o padrão altitudinal típico da isquemia do nervo óptico.',
          },
          {
            label: 'Reflexos pupilares com teste da lanterna alternada',
            finding: '<p>Defeito pupilar aferente relativo (DPAR) no olho direito.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'O DPAR localiza a lesão no nervo óptico (ou retina extensa) e é objetivo, sem depender da colaboração.',
            lessonTitle: 'Pupilas: DPAR, anisocoria e dissociação luz-perto',
          },
          {
            label: 'Fundoscopia dos dois olhos',
            finding:
              '<p>OD: edema de disco difuso e pálido, "branco-giz", com hemorragia em chama de vela peripapilar e mancha algodonosa na arcada inferior. OE: disco róseo, escavação de 0,35, bordas nítidas.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Edema pálido é o sinal clássico da forma arterítica (isquemia das artérias ciliares posteriores curtas); o disco contralateral escavado afasta o "disco de risco" da forma não arterítica.',
          },
          {
            label: 'Palpação das artérias temporais superficiais',
            finding:
              '<p>Artérias temporais espessadas, nodulares e dolorosas; pulso ausente à direita e diminuído à esquerda.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Artéria temporal espessada ou sem pulso aumenta muito a probabilidade de arterite; é um exame de 10 segundos.',
          },
          {
            label: 'Teste de cores de Ishihara',
            finding: '<p>OD: 2/17 pranchas. OE: 16/17.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A discromatopsia desproporcional à acuidade reforça a neuropatia óptica.',
          },
          {
            label: 'Gonioscopia',
            finding: '<p>Ângulos abertos, Shaffer 3, sem alterações.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'A PIO e o segmento anterior não explicam a perda visual; a gonioscopia atrasa o que importa: o diagnóstico e o corticoide.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>São 10h da manhã de uma terça-feira. O hospital tem laboratório 24 horas, ultrassonografia vascular e cirurgia vascular.</p><p><img src="/casos/oftalmologia-disco-edema-palido.svg" alt="Desenho comparando o disco óptico direito com edema pálido branco-giz e hemorragia em chama com o disco esquerdo normal e escavação de 0,35"></p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>VHS e PCR são pedidos no mesmo dia e, juntas, têm sensibilidade acima de 95%; trombocitose reforça. A ultrassonografia das temporais (sinal do halo) é a primeira imagem recomendada pela EULAR, e a biópsia da artéria temporal, com fragmento de pelo menos 1,5 cm, continua sendo o padrão de referência. Nenhum deles deve atrasar o corticoide: a biópsia permanece positiva por 2 a 4 semanas de tratamento.</p>',
        options: [
          {
            label: 'VHS (velocidade de hemossedimentação)',
            finding: '<p>92 mm/h (referência para mulher de 78 anos: até (idade + 10)/2 ≈ 44 mm/h).</p>',
            points: 14,
            rating: 'essential',
            feedback: 'Muito elevada, como em cerca de 85% dos casos; VHS normal não afasta a doença.',
            costReais: 12,
            turnaroundMinutes: 60,
          },
          {
            label: 'Proteína C-reativa',
            finding: '<p>64 mg/L (referência: até 5 mg/L).</p>',
            points: 14,
            rating: 'essential',
            feedback: 'A PCR é mais sensível que a VHS; as duas juntas aumentam a sensibilidade para mais de 95%.',
            costReais: 20,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemograma completo',
            finding:
              '<p>Hb 10,8 g/dL (12–16), VCM 84 fL. Leucócitos 9.800/mm³. Plaquetas 512.000/mm³ (150.000–450.000).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Anemia de doença crônica e trombocitose acima de 400.000 aumentam a probabilidade de arterite em quem tem NOIA.',
            costReais: 15,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ultrassonografia com Doppler das artérias temporais',
            finding:
              '<p>Sinal do halo hipoecoico bilateral, espessura da parede de 0,8 mm à direita; sinal da compressão positivo.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'A EULAR recomenda o ultrassom como primeira imagem na suspeita de arterite craniana; o halo tem alta especificidade.',
            costReais: 250,
            turnaroundMinutes: 60,
          },
          {
            label: 'Biópsia de artéria temporal (fragmento de 2 cm), programada em até 2 semanas',
            finding:
              '<p>Laudo em 5 dias: arterite granulomatosa transmural com células gigantes multinucleadas e fragmentação da lâmina elástica interna.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Confirma o diagnóstico que sustentará meses de corticoide; pode ser feita até 2 semanas após o início do tratamento sem perder sensibilidade.',
            costReais: 1200,
            turnaroundMinutes: 7200,
          },
          {
            label: 'Glicemia de jejum e densitometria óssea basais',
            finding: '<p>Glicemia 138 mg/dL (70–99). Densitometria: T-score de −2,1 em colo de fêmur.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Dados de base para o controle glicêmico e a prevenção da osteoporose durante a corticoterapia prolongada.',
            costReais: 120,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Ressonância magnética de crânio e órbitas com contraste',
            finding:
              '<p>Microangiopatia de substância branca leve, compatível com a idade; nervos ópticos sem realce.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'É o exame da neurite óptica desmielinizante e das compressões; aqui não muda a conduta e consome horas preciosas.',
            costReais: 1400,
            turnaroundMinutes: 480,
          },
          {
            label: 'Pesquisa de trombofilias',
            finding: '<p>Antitrombina, proteínas C e S e fator V Leiden normais.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Trombofilias não causam neuropatia óptica isquêmica nessa idade e contexto; o exame é caro e sem impacto.',
            costReais: 850,
            turnaroundMinutes: 4320,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Resumo: perda visual súbita, indolor e altitudinal no OD, com DPAR e edema de disco pálido, em mulher de 78 anos com cefaleia nova, claudicação mandibular, artérias temporais sem pulso, VHS de 92 mm/h e PCR de 64 mg/L.</p>',
        prompt: 'Qual a sua hipótese principal e os diferenciais?',
        discussion:
          '<p>O quadro é de neuropatia óptica isquêmica anterior arterítica por arterite de células gigantes. O principal diferencial é a forma não arterítica, mais comum, mas que ocorre em discos pequenos e sem sintomas sistêmicos nem provas inflamatórias elevadas. A oclusão da artéria central da retina, que a arterite também pode causar, dá retina pálida com mancha vermelho-cereja.</p>',
        hypotheses: [
          {
            label: 'Neuropatia óptica isquêmica anterior arterítica por arterite de células gigantes',
            synonyms: ['NOIA arteritica', 'arterite de celulas gigantes', 'arterite temporal', 'ACG', 'NOIA-A'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: a emergência é proteger o olho esquerdo com corticoide imediato.',
            lessonTitle: 'Neurite óptica e neuropatia óptica isquêmica',
          },
          {
            label: 'Neuropatia óptica isquêmica anterior não arterítica',
            synonyms: ['NOIA nao arteritica', 'NOIA-NA', 'NAION'],
            points: -5,
            differentialPoints: 6,
            rating: 'useful',
            feedback:
              'É o principal diferencial, mas não explica claudicação mandibular, provas inflamatórias altas nem o disco contralateral escavado.',
          },
          {
            label: 'Oclusão da artéria central da retina',
            synonyms: ['OACR', 'oclusao arterial retiniana', 'oclusao da arteria central'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'A arterite também pode ocluir a artéria central, mas o fundo mostraria retina pálida e mancha vermelho-cereja, não edema de disco.',
          },
          {
            label: 'Neurite óptica desmielinizante',
            synonyms: ['neurite optica', 'neurite retrobulbar', 'esclerose multipla'],
            points: -10,
            differentialPoints: -2,
            rating: 'harmful',
            feedback:
              'Acomete adultos jovens, com dor à movimentação ocular; tratar como neurite atrasa a dose certa de corticoide e a investigação sistêmica.',
          },
          {
            label: 'Neuropatia óptica compressiva',
            synonyms: ['compressao do nervo optico', 'tumor de orbita', 'meningioma'],
            points: -5,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback:
              'A compressão causa perda progressiva, não súbita, e atrofia ou edema sem o contexto inflamatório.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>A reumatologista de plantão pode ver a paciente ainda hoje. A filha pergunta se não é melhor "esperar a biópsia para ter certeza antes de dar corticoide".</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Com perda visual, o corticoide começa no mesmo dia, de preferência pulsoterapia endovenosa, sem esperar a biópsia. O objetivo não é recuperar o olho perdido, o que raramente ocorre, mas proteger o outro, que sem tratamento é acometido em dias a semanas em até metade dos casos. O tocilizumabe (GiACTA) reduz a dose acumulada de corticoide e as recaídas.</p>',
        options: [
          {
            label: 'Metilprednisolona 1 g/dia EV por 3 dias, iniciada hoje',
            points: 18,
            rating: 'essential',
            feedback:
              'Na arterite com perda visual, a pulsoterapia é a conduta mais usada para proteger o olho contralateral.',
            expertPosition: 1,
            lessonTitle: 'Neurite óptica e neuropatia óptica isquêmica',
          },
          {
            label: 'Biópsia de artéria temporal em até 2 semanas, sem atrasar o corticoide',
            points: 12,
            rating: 'essential',
            feedback:
              'Confirma o diagnóstico de uma doença que exige 1 a 2 anos de tratamento; o corticoide não a negativa nesse prazo.',
            expertPosition: 2,
          },
          {
            label: 'Prednisona 1 mg/kg/dia (máximo 60 mg) após o pulso, com redução lenta ao longo de 12 meses ou mais',
            points: 14,
            rating: 'essential',
            feedback: 'Mantém o controle da inflamação; a redução rápida leva a recaída e a novo risco visual.',
            expertPosition: 3,
          },
          {
            label: 'Cálcio, vitamina D, bisfosfonato e controle glicêmico durante a corticoterapia',
            points: 6,
            rating: 'useful',
            feedback:
              'A paciente tem osteopenia e diabetes: prevenir fratura e descompensação faz parte do tratamento.',
            expertPosition: 4,
          },
          {
            label: 'Encaminhar à reumatologia para discutir tocilizumabe como poupador de corticoide',
            points: 6,
            rating: 'useful',
            feedback: 'O ensaio GiACTA mostrou remissão sustentada maior e menos corticoide com tocilizumabe.',
            expertPosition: 5,
          },
          {
            label: 'Massagem ocular e paracentese de câmara anterior',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'São manobras propostas para a oclusão da artéria central da retina, sem benefício comprovado e sem papel na neuropatia isquêmica.',
          },
          {
            label: 'Aguardar o resultado da biópsia para iniciar o corticoide',
            points: -20,
            rating: 'harmful',
            feedback:
              'Cada dia sem corticoide expõe o olho esquerdo à mesma isquemia; a suspeita clínica basta para tratar.',
          },
          {
            label: 'Prednisona 15 mg/dia, como na polimialgia reumática',
            points: -15,
            rating: 'harmful',
            feedback: 'Dose de polimialgia isolada é insuficiente para a arterite com acometimento visual.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: o que o corticoide protege',
        body: '<p>No terceiro dia de pulso, a acuidade do OD continua conta dedos. A filha pergunta para que serve o tratamento, se a visão não voltou.</p>',
        prompt: 'Qual o principal objetivo do corticoide imediato nesta paciente?',
        discussion:
          '<p>A visão perdida por neuropatia isquêmica arterítica raramente se recupera. O tratamento urgente existe para evitar o acometimento do segundo olho e as complicações vasculares sistêmicas (aorta, AVC).</p>',
        options: [
          {
            label: 'Evitar a perda visual do olho esquerdo',
            points: 15,
            rating: 'essential',
            feedback:
              'Correta: sem tratamento, o olho contralateral é acometido em até metade dos casos, em geral em dias a semanas.',
            correct: true,
          },
          {
            label: 'Recuperar a acuidade visual do olho direito',
            points: 0,
            rating: 'unnecessary',
            feedback: 'A melhora do olho acometido é rara e discreta; não é esse o objetivo.',
          },
          {
            label: 'Tornar a biópsia mais fácil de interpretar',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O corticoide, ao contrário, pode reduzir a positividade da biópsia após algumas semanas.',
          },
          {
            label: 'Reduzir o edema de disco para permitir a fundoscopia',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O edema regride para atrofia óptica com ou sem corticoide; não é a razão do tratamento.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Perda visual súbita, indolor e altitudinal com DPAR e edema de disco localiza a lesão na cabeça do nervo óptico e sugere isquemia. Aos 78 anos, a pergunta obrigatória é se há arterite de células gigantes: cefaleia nova, dor ao pentear, claudicação mandibular, polimialgia, febre e perda de peso. Os pródromos de amaurose fugaz e diplopia e o edema "branco-giz" com disco contralateral escavado completam a suspeita.</p><p>VHS e PCR muito elevadas, trombocitose e artérias temporais espessadas e sem pulso tornam o diagnóstico muito provável. O corticoide começa no mesmo dia, em pulso endovenoso pela perda visual, e a biópsia é feita nas duas semanas seguintes para confirmar o diagnóstico, sem atrasar o tratamento.</p><p>A visão do olho direito dificilmente volta; o que se protege é o olho esquerdo. O seguimento é conjunto com a reumatologia: redução lenta do corticoide, prevenção de osteoporose e diabetes, tocilizumabe para poupar corticoide e vigilância de aortite.</p>',
    references: [
      'Maz M et al. 2021 American College of Rheumatology/Vasculitis Foundation Guideline for the Management of Giant Cell Arteritis and Takayasu Arteritis. Arthritis Care Res 2021',
      'Hellmich B et al. 2018 Update of the EULAR recommendations for the management of large vessel vasculitis. Ann Rheum Dis 2020',
      "Miller NR, Newman NJ. Walsh & Hoyt's Clinical Neuro-Ophthalmology: The Essentials, 3ª ed.",
      'Stone JH et al. Trial of tocilizumab in giant-cell arteritis (GiACTA). N Engl J Med 2017',
    ],
    lessonTitles: ['Neurite óptica e neuropatia óptica isquêmica', 'Pupilas: DPAR, anisocoria e dissociação luz-perto'],
    questionStarts: ['<p>Mulher de 76 anos refere perda visual', '<p>Homem de 60 anos, hipertenso, diabéti'],
  },
  {
    title: 'Olho vermelho e mancha branca na córnea de uma estudante',
    summary:
      'Estudante de 23 anos, usuária de lentes de contato, chega com o olho esquerdo vermelho, muito dolorido e lacrimejando há um dia e meio. Ela já pingou um colírio comprado na farmácia.',
    subjects: [
      ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite bacteriana'],
      ['Segmento Anterior', 'Córnea e Superfície Ocular', 'Ceratites infecciosas', 'Ceratite por Acanthamoeba'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 25,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese',
        body: '<p>Júlia, 23 anos, estudante de arquitetura, acordou ontem com o olho esquerdo irritado. Em 36 horas a dor piorou muito, não suporta luz e a visão ficou embaçada. Tirou as lentes ontem. T<sub>ax</sub> 36,6 °C, FC 88 bpm.</p>',
        prompt: 'O que você pergunta à paciente?',
        discussion:
          '<p>Em todo olho vermelho doloroso de usuário de lente de contato, a hipótese de ceratite infecciosa vem primeiro. A anamnese identifica os fatores de risco (dormir com lentes, higiene, contato com água), o tempo de evolução (bactérias como <em>Pseudomonas</em> progridem em horas; fungos e <em>Acanthamoeba</em>, em dias a semanas) e o uso de corticoide, que agrava fungos e herpes e mascara o quadro.</p>',
        options: [
          {
            label: 'Tipo de lente, tempo de uso diário e se dorme com as lentes',
            finding:
              '<p>Lentes gelatinosas de descarte mensal, que usa há 5 anos. Costuma dormir com elas "umas três noites por semana" e troca o estojo "quando lembra".</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Dormir com lentes multiplica o risco de ceratite microbiana em 5 a 10 vezes; o estojo contaminado é o reservatório mais comum.',
            lessonTitle: 'Ceratites infecciosas',
          },
          {
            label: 'Contato das lentes com água: torneira, piscina, mar, banho',
            finding:
              '<p>Nega enxaguar as lentes ou o estojo com água da torneira e não nada com lentes. Toma banho com elas.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Água de torneira e piscina são a fonte de <em>Acanthamoeba</em>; a pergunta ajuda a priorizar o diferencial e os meios de cultura.',
          },
          {
            label: 'Colírios usados desde o início dos sintomas',
            finding:
              '<p>Comprou na farmácia um colírio de dexametasona com neomicina e pingou 4 vezes desde ontem.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Corticoide sem diagnóstico piora ceratites fúngicas e herpéticas e pode reduzir o rendimento das culturas; precisa ser suspenso.',
          },
          {
            label: 'Trauma com vegetal ou terra',
            finding: '<p>Nega trauma. Não mexe com plantas.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Trauma vegetal é o principal fator de risco para ceratite fúngica por filamentosos (<em>Fusarium</em>), frequente no Brasil rural.',
          },
          {
            label: 'Episódios anteriores de olho vermelho e herpes labial',
            finding: '<p>Nunca teve episódio parecido; herpes labial ocasional.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Ceratite herpética recorre e costuma ter episódios prévios; herpes labial isolado é comum e pouco específico.',
          },
          {
            label: 'Alergias a medicamentos',
            finding: '<p>Nega alergias.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Vai receber antibióticos em colírio de alta frequência; alergia a aminoglicosídeos ou cefalosporinas muda a escolha.',
          },
          {
            label: 'Uso de anticoncepcional oral',
            finding: '<p>Usa etinilestradiol com levonorgestrel.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Não interfere no diagnóstico nem no tratamento tópico da ceratite.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame à lâmpada de fenda',
        body: '<p>A paciente mantém o olho esquerdo fechado e precisa de anestésico tópico (proximetacaína) para colaborar.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>A biomicroscopia com fluoresceína mede o defeito epitelial e o infiltrado, avalia a câmara anterior (reação, hipópio) e a profundidade da úlcera. A úlcera central, maior que 2 mm, com hipópio ou afinamento, é grave e pede coleta de material antes do antibiótico. Sensibilidade corneana preservada fala contra herpes.</p>',
        options: [
          {
            label: 'Acuidade visual',
            finding: '<p>OD: 20/20 sem correção com os óculos. OE: 20/200, sem melhora com estenopeico.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Registra a gravidade: a úlcera central compromete o eixo visual e deixará cicatriz.',
          },
          {
            label: 'Biomicroscopia com fluoresceína',
            finding:
              '<p>OE: hiperemia ciliar intensa, secreção mucopurulenta aderida, infiltrado estromal paracentral de 3,5 × 3,0 mm com bordas difusas e edema ao redor ("vidro fosco"), defeito epitelial de 4,0 × 3,5 mm corado pela fluoresceína, reação de câmara anterior 2+ e hipópio de 1 mm. Sem afinamento importante.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Infiltrado supurativo com necrose e edema ao redor, de evolução rápida em usuária de lente, é o retrato da ceratite por <em>Pseudomonas</em>.',
            lessonTitle: 'Ceratites infecciosas',
          },
          {
            label: 'Sensibilidade corneana com fio de algodão, antes do anestésico',
            finding: '<p>Sensibilidade preservada e simétrica nos dois olhos.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'A hipoestesia corneana sugere herpes ou úlcera neurotrófica; sensibilidade normal favorece causa bacteriana.',
          },
          {
            label: 'Eversão das pálpebras',
            finding: '<p>Papilas finas na conjuntiva tarsal superior; sem corpo estranho.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Afasta corpo estranho subtarsal e mostra a reação papilar comum em usuários de lente.',
          },
          {
            label: 'Tonometria de aplanação de Goldmann no olho esquerdo',
            finding:
              '<p>A ponteira encosta na úlcera; a medida é imprecisa (cerca de 18 mmHg) e o tonômetro precisa ser desinfetado.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Tonometria de contato sobre úlcera infectada arrisca piorar o defeito e contaminar o instrumento; se necessária, use método sem contato ou palpação.',
          },
          {
            label: 'Mapeamento de retina sob midríase',
            finding:
              '<p>Visão do fundo dificultada pelo infiltrado; reflexo vermelho presente, polo posterior sem alterações aparentes.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'A doença é corneana; o ultrassom basta se houver dúvida de acometimento posterior.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames antes do antibiótico',
        body: '<p>O serviço tem laboratório de microbiologia ocular com plantão. Você tem espátula de Kimura e meios de cultura na geladeira.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Úlceras centrais, grandes (acima de 2 mm), com hipópio, ou atípicas pedem raspado para Gram, Giemsa e culturas antes de começar o antibiótico. Em usuários de lentes, lente e estojo também são cultivados. O ágar não nutriente com <em>E. coli</em> é o meio para <em>Acanthamoeba</em>, e o Sabouraud, para fungos.</p>',
        options: [
          {
            label: 'Raspado corneano com bacterioscopia pelo Gram e Giemsa',
            finding: '<p>Numerosos bacilos Gram-negativos e polimorfonucleares; sem hifas ou cistos ao Giemsa.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Em uma hora orienta o tratamento empírico: bacilo Gram-negativo em usuária de lente é <em>Pseudomonas</em> até prova em contrário.',
            costReais: 80,
            turnaroundMinutes: 60,
          },
          {
            label:
              'Culturas do raspado (ágar sangue, chocolate, Sabouraud e ágar não nutriente com E. coli) e antibiograma',
            finding:
              '<p>Em 48 horas: <em>Pseudomonas aeruginosa</em>, sensível a ciprofloxacino, tobramicina, ceftazidima e piperacilina-tazobactam. Sabouraud e ágar não nutriente negativos.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Confirma o agente e o perfil de sensibilidade, indispensável se a úlcera não melhorar em 48 a 72 horas.',
            costReais: 180,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Cultura da lente de contato e do estojo',
            finding: '<p><em>Pseudomonas aeruginosa</em> no estojo, com o mesmo antibiograma.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Em usuários de lente, o estojo reforça o agente e educa a paciente sobre a fonte.',
            costReais: 120,
            turnaroundMinutes: 2880,
          },
          {
            label: 'PCR do raspado para Acanthamoeba e herpes simples',
            finding: '<p>Negativo para <em>Acanthamoeba</em> e HSV-1.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Útil quando a evolução é atípica ou não há resposta; num quadro bacteriano típico, pode esperar a evolução.',
            costReais: 450,
            turnaroundMinutes: 4320,
          },
          {
            label: 'Ultrassonografia ocular modo B',
            finding: '<p>Vítreo anecoico, retina aplicada.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Com reflexo vermelho presente e sem suspeita de endoftalmite, não muda a conduta.',
            costReais: 200,
            turnaroundMinutes: 20,
          },
          {
            label: 'Hemograma e PCR sérica',
            finding: '<p>Leucócitos 8.200/mm³; PCR 3 mg/L (até 5).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'A ceratite é uma infecção localizada; exames sistêmicos são normais e não guiam o tratamento.',
            costReais: 35,
            turnaroundMinutes: 60,
          },
          {
            label: 'Tomografia computadorizada de órbitas',
            finding: '<p>Sem alterações orbitárias.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Sem proptose, dor à movimentação ou edema palpebral importante, não há indicação de imagem orbitária.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Resumo: infiltrado estromal supurativo de 3,5 mm com hipópio em usuária de lente gelatinosa que dorme com as lentes, evolução em 36 horas, bacilos Gram-negativos no raspado.</p>',
        prompt: 'Qual a sua hipótese principal e os diferenciais?',
        discussion:
          '<p>Ceratite bacteriana por <em>Pseudomonas aeruginosa</em> associada a lente de contato. <em>Acanthamoeba</em> entra no diferencial de todo usuário de lente, com dor desproporcional, infiltrado em anel e curso arrastado; fungos, após trauma vegetal; herpes, com dendritos ou hipoestesia.</p>',
        hypotheses: [
          {
            label: 'Ceratite bacteriana por Pseudomonas associada a lente de contato',
            synonyms: [
              'ceratite bacteriana',
              'ulcera de cornea bacteriana',
              'ceratite por pseudomonas',
              'ulcera corneana',
              'ceratite microbiana',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: o fator de risco, a velocidade e o Gram apontam para <em>Pseudomonas</em>.',
            lessonTitle: 'Ceratites infecciosas',
          },
          {
            label: 'Ceratite por Acanthamoeba',
            synonyms: ['acanthamoeba', 'ceratite amebiana', 'acantameba'],
            points: -3,
            differentialPoints: 6,
            rating: 'useful',
            feedback:
              'Diferencial obrigatório em usuária de lente, mas tem evolução em semanas, perineurite radial e anel estromal.',
          },
          {
            label: 'Ceratite fúngica',
            synonyms: ['ceratite fungica', 'fusarium', 'ceratomicose'],
            points: -3,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Infiltrado de bordas plumosas e lesões satélites após trauma vegetal; o Giemsa e o Sabouraud foram negativos.',
          },
          {
            label: 'Ceratite herpética estromal',
            synonyms: ['ceratite herpetica', 'herpes simples', 'HSV'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Cursa com hipoestesia e história de recorrência; não é supurativa dessa forma.',
          },
          {
            label: 'Infiltrado estéril associado à lente de contato',
            synonyms: ['infiltrado esteril', 'ceratite esteril', 'CLARE'],
            points: -10,
            differentialPoints: 1,
            rating: 'harmful',
            feedback:
              'Infiltrados estéreis são pequenos, periféricos e com pouco ou nenhum defeito epitelial; tratar esta úlcera como estéril seria desastroso.',
          },
          {
            label: 'Conjuntivite bacteriana',
            synonyms: ['conjuntivite', 'conjuntivite purulenta'],
            points: -10,
            differentialPoints: -3,
            rating: 'harmful',
            feedback: 'A conjuntivite não causa infiltrado corneano, hipópio nem baixa visual de 20/200.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>O Gram saiu. A paciente pergunta se pode voltar a usar as lentes "no fim de semana" e se pode tapar o olho para dormir melhor.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Após a coleta, o tratamento empírico é intensivo: fluoroquinolona de quarta geração ou colírios fortificados (tobramicina ou gentamicina com cefazolina), com dose de ataque e depois de hora em hora, dia e noite. Cicloplégico alivia a dor. O olho não é ocluído e as lentes ficam suspensas. O corticoide tópico, se usado, só entra depois de resposta clara ao antibiótico (SCUT).</p>',
        options: [
          {
            label: 'Suspender as lentes e descartar lentes e estojo',
            points: 12,
            rating: 'essential',
            feedback: 'Remove a fonte da infecção; o uso só volta após a cicatrização e a reeducação sobre higiene.',
            expertPosition: 1,
          },
          {
            label: 'Suspender o colírio de dexametasona com neomicina',
            points: 12,
            rating: 'essential',
            feedback: 'O corticoide, antes do controle da infecção, facilita a progressão e o afinamento.',
            expertPosition: 2,
          },
          {
            label:
              'Moxifloxacino 0,5% ou fortificados (tobramicina 14 mg/mL e cefazolina 50 mg/mL): ataque e depois de hora em hora, dia e noite',
            points: 18,
            rating: 'essential',
            feedback:
              'Cobre <em>Pseudomonas</em> e Gram-positivos; úlceras grandes e centrais pedem fortificados em muitos serviços.',
            expertPosition: 3,
            lessonTitle: 'Ceratites infecciosas',
          },
          {
            label: 'Ciclopentolato 1% 3 vezes ao dia',
            points: 5,
            rating: 'useful',
            feedback:
              'A cicloplegia alivia a dor do espasmo ciliar e evita sinéquias posteriores com a reação de câmara anterior.',
            expertPosition: 4,
          },
          {
            label: 'Reavaliação diária com medida do infiltrado e ajuste pelo antibiograma',
            points: 10,
            rating: 'essential',
            feedback:
              'A resposta se vê em 24 a 48 horas (menos dor, bordas mais nítidas, reepitelização); falha indica revisar agente e aderência.',
            expertPosition: 5,
          },
          {
            label: 'Ciprofloxacino 500 mg via oral de 12/12 horas',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Antibiótico sistêmico não alcança o estroma corneano em concentração útil; só se justifica com perfuração ou esclerite associada.',
          },
          {
            label: 'Oclusão do olho com curativo compressivo',
            points: -15,
            rating: 'harmful',
            feedback:
              'O curativo aquece e umedece o olho, favorece o crescimento bacteriano e atrapalha o colírio frequente; em usuários de lente, nunca ocluir.',
          },
          {
            label: 'Trocar por lentes novas do mesmo tipo após 3 dias de colírio',
            points: -12,
            rating: 'harmful',
            feedback:
              'A lente sobre um epitélio doente mantém a hipóxia e o risco de reinfecção; volta só após cicatrização completa.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: o agente do usuário de lente',
        body: '<p>O residente do primeiro ano pergunta por que você pensou em <em>Pseudomonas</em> antes do resultado da cultura.</p>',
        prompt:
          'Em usuários de lentes de contato gelatinosas com ceratite supurativa de evolução rápida, qual o agente mais frequente?',
        discussion:
          '<p><em>Pseudomonas aeruginosa</em> adere à superfície da lente e ao epitélio hipóxico e produz proteases que necrosam o estroma em horas. <em>Acanthamoeba</em> é típica do usuário de lente, mas é bem menos frequente e tem evolução lenta.</p>',
        options: [
          {
            label: 'Pseudomonas aeruginosa',
            points: 15,
            rating: 'essential',
            feedback: 'Correta: é o agente mais isolado em ceratites associadas a lentes de contato.',
            correct: true,
          },
          {
            label: 'Staphylococcus aureus',
            points: 0,
            rating: 'unnecessary',
            feedback:
              'É comum em ceratites de olhos com doença de superfície, mas não é o principal agente do usuário de lente.',
          },
          {
            label: 'Acanthamoeba',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Associada a lentes e água, mas rara e de evolução arrastada, em semanas.',
          },
          {
            label: 'Fusarium solani',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Principal fungo filamentoso no Brasil, ligado a trauma vegetal.',
          },
          {
            label: 'Herpes simples tipo 1',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Causa ceratite recorrente, epitelial dendrítica ou estromal, sem relação com lentes.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Olho vermelho doloroso com baixa visual em usuária de lente de contato é ceratite até prova em contrário. O risco está no hábito: dormir com lentes gelatinosas e trocar pouco o estojo. A evolução em 36 horas, com infiltrado supurativo, edema ao redor e hipópio, aponta para bactéria, e o Gram com bacilos Gram-negativos confirma a suspeita de <em>Pseudomonas</em>.</p><p>Por ser central, maior que 2 mm e com hipópio, a úlcera pede raspado e culturas antes do antibiótico, incluindo meios para fungos e <em>Acanthamoeba</em>, o diferencial obrigatório do usuário de lente. O colírio de corticoide da farmácia é suspenso.</p><p>O tratamento é antibiótico tópico intensivo, cicloplégico e reavaliação diária; nada de oclusão nem de lentes até a cicatrização. O SCUT não mostrou benefício geral do corticoide adjuvante; se usado, só após resposta clara e agente identificado. A alta vem com educação sobre higiene das lentes.</p>',
    references: [
      'AAO Preferred Practice Pattern: Bacterial Keratitis, 2023',
      'Srinivasan M et al. Corticosteroids for bacterial keratitis: the Steroids for Corneal Ulcers Trial (SCUT). Arch Ophthalmol 2012',
      'Mannis MJ, Holland EJ. Cornea, 5ª ed. Elsevier',
    ],
    lessonTitles: ['Ceratites infecciosas'],
    questionStarts: [
      '<p>Estudante de 21 anos, usuária de lent',
      '<p>O Steroids for Corneal Ulcers Trial (',
      '<p>Mulher de 26 anos, usuária de lentes ',
    ],
  },
];
