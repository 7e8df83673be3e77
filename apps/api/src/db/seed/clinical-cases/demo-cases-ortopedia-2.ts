import type { DemoCase } from './demo-case-types.ts';

/** Ortopedia, part 2: fratura do colo do fêmur no idoso e síndrome da cauda equina. */
export const casesOrtopedia2: readonly DemoCase[] = [
  {
    title: 'Idosa que não consegue se levantar após queda no banheiro',
    summary:
      'Mulher de 81 anos, independente, cai à noite no banheiro de casa e é trazida pela filha com dor no quadril direito. Conduza a avaliação, a cirurgia e o que vem depois da alta.',
    subjects: [
      ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fraturas do quadril', 'Colo do fêmur'],
      ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Osteoporose', 'Tratamento e prevenção secundária'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 20,
    stages: [
      {
        kind: 'history',
        title: 'A chegada ao pronto-socorro',
        body: '<p>Dona Benedita, 81 anos, 58 kg, escorregou no banheiro às 23h e não conseguiu se levantar; a filha a encontrou no chão pela manhã. Chega às 8h com dor inguinal direita intensa. PA 148/86 mmHg, FC 96 bpm irregular, SpO<sub>2</sub> 95%, Tax 36,4 °C, dor 8/10.</p>',
        prompt: 'O que você pergunta à paciente e à filha?',
        discussion:
          '<p>Na fratura do quadril do idoso, a história busca a causa da queda (síncope, arritmia), o tempo no chão (rabdomiólise, lesão por pressão, desidratação), os medicamentos que mudam o momento da cirurgia (anticoagulantes) e o nível funcional e cognitivo prévio, que decide entre fixação, hemiartroplastia e artroplastia total.</p>',
        options: [
          {
            label: 'Como foi a queda: tropeçou, escorregou ou perdeu a consciência antes',
            finding:
              '<p>“Escorreguei no piso molhado, lembro de tudo. Não senti tontura antes.” Ficou cerca de 9 horas no chão.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Distingue queda mecânica de síncope (que exigiria investigação cardíaca) e revela o longo tempo no chão, com risco de rabdomiólise e lesão por pressão.',
          },
          {
            label: 'Como ela vivia antes: marcha, apoio, atividades',
            finding: '<p>Mora sozinha, anda sem bengala, vai à feira e à igreja a pé, cuida das próprias finanças.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Idosa independente, que deambula na comunidade e sem déficit cognitivo é candidata a artroplastia total; esse dado decide o implante.',
          },
          {
            label: 'Medicamentos em uso, em especial anticoagulantes',
            finding:
              '<p>Losartana 50 mg 12/12h, hidroclorotiazida 25 mg/dia e apixabana 5 mg 12/12h por fibrilação atrial; última dose às 20h de ontem.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'O anticoagulante direto define o momento e o tipo de anestesia; a tiazida sugere hiponatremia e orienta os eletrólitos.',
          },
          {
            label: 'Memória e orientação nos últimos meses',
            finding: '<p>A filha nega esquecimentos; a paciente está orientada no tempo e no espaço.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Cognição preservada pesa a favor da artroplastia total e é a base para detectar delirium no pós-operatório.',
          },
          {
            label: 'Fraturas anteriores e tratamento para osteoporose',
            finding:
              '<p>Fratura do punho direito aos 72 anos, tratada com gesso; nunca fez densitometria nem tratamento.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Segunda fratura por fragilidade sem tratamento: uma oportunidade perdida de prevenção secundária que não pode se repetir.',
          },
          {
            label: 'Dor prévia no quadril ao caminhar',
            finding: '<p>Nenhuma dor no quadril antes da queda.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Artrose sintomática prévia também favoreceria a artroplastia total.',
          },
          {
            label: 'Quantas gestações e partos teve',
            finding: '<p>Quatro gestações, quatro partos normais.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda nenhuma decisão do atendimento agudo.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame',
        body: '<p>A paciente está em decúbito dorsal, lúcida, queixosa, mucosas secas.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O membro encurtado e em rotação externa é o sinal clássico da fratura desviada do quadril. Completa-se o exame com a avaliação neurovascular, da pele (tempo no chão) e da cognição. Não se pede à paciente que fique de pé nem se testam manobras de carga.</p>',
        options: [
          {
            label: 'Inspeção e comprimento dos membros inferiores',
            finding:
              '<p>Membro inferior direito encurtado em cerca de 2 cm e em rotação externa; dor à rotação passiva do quadril.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Encurtamento com rotação externa indica fratura desviada do colo ou transtrocantérica.',
          },
          {
            label: 'Pulsos distais, sensibilidade e movimento do pé',
            finding: '<p>Pulsos pediosos palpáveis bilateralmente; sensibilidade e dorsiflexão preservadas.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'O exame neurovascular é obrigatório e documentado antes da cirurgia.',
          },
          {
            label: 'Pele do sacro e dos calcâneos',
            finding:
              '<p>Eritema que não clareia à digitopressão no calcâneo direito (lesão por pressão estágio 1).</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Nove horas no chão: a lesão por pressão começa cedo e exige colchão adequado e alívio de pressão desde a admissão.',
          },
          {
            label: 'Triagem de delirium (4AT)',
            finding: '<p>4AT = 0: alerta, orientada, atenção preservada.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Base para comparar; o delirium atinge até um terço dos idosos com fratura do quadril.',
          },
          {
            label: 'Ausculta cardíaca',
            finding: '<p>Ritmo irregular, sem sopros; FC 96 bpm.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Confirma a fibrilação atrial e afasta sopro de estenose aórtica importante, que mudaria a anestesia.',
          },
          {
            label: 'Pedir que fique de pé para o teste de Trendelenburg',
            finding: '<p>A paciente grita de dor e não consegue apoiar o membro.</p>',
            points: -10,
            rating: 'harmful',
            feedback:
              'Carga sobre uma fratura do quadril pode desviar uma fratura sem desvio e só causa dor; o teste não tem papel aqui.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames',
        body: '<p>Analgesia iniciada. O plantão de ortopedia quer operar em até 36 horas.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Radiografias da bacia e do quadril (AP e perfil) fazem o diagnóstico. Os exames pré-operatórios são os que mudam a conduta: hemograma, eletrólitos e função renal (tiazida, apixabana), eletrocardiograma. Exames que não mudam a decisão, como ecocardiograma sem sopro ou sintomas e densitometria, só atrasam a cirurgia, e cada dia de atraso aumenta a mortalidade.</p>',
        options: [
          {
            label: 'Radiografias AP da bacia e AP e perfil do quadril direito',
            finding:
              '<p>Fratura subcapital do colo do fêmur direito com desvio completo: a cabeça femoral está livre no acetábulo, com as trabéculas alinhadas às do acetábulo (Garden IV).</p><p><img src="/casos/ortopedia-quadril-garden.svg" alt="Esquema de radiografia AP do quadril direito com fratura do colo do fêmur totalmente desviada, Garden IV"></p>',
            points: 20,
            rating: 'essential',
            feedback:
              'Diagnóstico e classificação; o perfil mostra o desvio posterior e a bacia compara com o lado sadio.',
            costReais: 55,
            turnaroundMinutes: 30,
          },
          {
            label: 'Sódio, potássio, creatinina e CK',
            finding:
              '<p>Na 131 mEq/L (VR 135–145); K 3,6 mEq/L (VR 3,5–5,0); creatinina 1,1 mg/dL (VR 0,5–1,1), clearance estimado 38 mL/min; CK 1.240 U/L (VR 26–192).</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Hiponatremia pela tiazida, CK alta pelo tempo no chão e clearance reduzido, que prolonga o efeito da apixabana: tudo muda a hidratação e o momento da cirurgia.',
            costReais: 30,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemograma',
            finding: '<p>Hb 11,2 g/dL (VR 12–16); leucócitos 10.100/mm³; plaquetas 198.000/mm³.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'A fratura do colo sangra pouco, mas a hemoglobina de base guia a transfusão pós-operatória.',
            costReais: 12,
            turnaroundMinutes: 60,
          },
          {
            label: 'Eletrocardiograma',
            finding: '<p>Fibrilação atrial com resposta ventricular de 92 bpm, sem sinais de isquemia aguda.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Documenta o ritmo e a frequência antes da anestesia.',
            costReais: 25,
            turnaroundMinutes: 20,
          },
          {
            label: '25-hidroxivitamina D',
            finding: '<p>25(OH)D 14 ng/mL (adequado ≥ 30 ng/mL para idosos).</p>',
            points: 3,
            rating: 'useful',
            feedback: 'A deficiência deve ser corrigida antes do bisfosfonato intravenoso, para evitar hipocalcemia.',
            costReais: 70,
            turnaroundMinutes: 1440,
          },
          {
            label: 'TP/INR para avaliar o efeito da apixabana',
            finding: '<p>INR 1,2 (VR 0,8–1,2).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'O INR não mede o efeito dos inibidores do fator Xa; o tempo desde a última dose e a função renal guiam a decisão.',
            costReais: 10,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ecocardiograma transtorácico',
            finding:
              '<p>Fração de ejeção 58%, átrio esquerdo aumentado, sem valvopatia significativa (laudo em 3 dias).</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Sem sopro, dispneia ou insuficiência cardíaca, o eco não muda a conduta e atrasa a cirurgia.',
            costReais: 220,
            turnaroundMinutes: 4320,
          },
          {
            label: 'Densitometria óssea',
            finding: '<p>T-score −3,1 no colo femoral esquerdo.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Fratura do quadril por queda da própria altura já define osteoporose clinicamente; a densitometria não muda a indicação de tratamento.',
            costReais: 110,
            turnaroundMinutes: 10080,
          },
          {
            label: 'Ressonância magnética do quadril',
            finding: '<p>Confirma a fratura desviada do colo com edema ósseo.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'A ressonância serve à fratura oculta, com radiografia normal; aqui o diagnóstico já está feito.',
            costReais: 950,
            turnaroundMinutes: 1440,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Queda mecânica da própria altura, membro encurtado e rodado externamente, radiografia com desvio completo do colo do fêmur.</p>',
        prompt: 'Qual é o diagnóstico principal? Há diferenciais a registrar?',
        discussion:
          '<p>É uma fratura subcapital do colo do fêmur com desvio completo, Garden IV, por fragilidade. Uma fratura patológica deve ser lembrada diante de dor prévia ou lesão lítica, ausentes aqui. A distinção com a transtrocantérica importa porque o colo é intracapsular e ameaça a irrigação da cabeça.</p>',
        hypotheses: [
          {
            label: 'Fratura do colo do fêmur desviada (Garden IV)',
            synonyms: [
              'fratura do colo do femur',
              'colo do femur',
              'Garden IV',
              'fratura subcapital',
              'fratura intracapsular do quadril',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Desvio completo, cabeça sem contato com o colo: Garden IV, com alto risco de osteonecrose e pseudartrose.',
            lessonTitle: 'Fraturas do colo do fêmur: Garden e Pauwels',
          },
          {
            label: 'Fratura do colo do fêmur impactada em valgo (Garden I)',
            synonyms: ['Garden I', 'fratura impactada', 'colo impactado em valgo'],
            points: -5,
            differentialPoints: -2,
            rating: 'unnecessary',
            feedback:
              'A fratura impactada costuma permitir até alguma carga e não encurta o membro; a radiografia mostra desvio completo.',
          },
          {
            label: 'Fratura transtrocantérica do fêmur',
            synonyms: ['transtrocanterica', 'fratura trocanterica', 'fratura intertrocanterica'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Mesma apresentação clínica, mas é extracapsular, com outro implante (haste cefalomedular ou DHS).',
          },
          {
            label: 'Fratura dos ramos do púbis',
            synonyms: ['fratura do ramo pubico', 'ramos pubicos', 'fratura da pelve'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Causa dor inguinal após queda no idoso, mas não encurta nem roda o membro.',
          },
          {
            label: 'Fratura patológica por metástase',
            synonyms: ['fratura patologica', 'metastase ossea', 'lesao litica'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback:
              'Lembrar quando há dor prévia, perda de peso ou lesão lítica; a anatomia patológica da cabeça pode ser enviada.',
          },
          {
            label: 'Contusão do quadril',
            synonyms: ['contusao', 'contusao do quadril', 'trauma contuso do quadril'],
            points: -15,
            differentialPoints: -5,
            rating: 'harmful',
            feedback: 'Dar alta com esse diagnóstico a uma idosa que não apoia o membro é um erro grave e frequente.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'O plano',
        body: '<p>Ortogeriatria e anestesia avaliaram: paciente apta; última apixabana às 20h de ontem, clearance 38 mL/min após hidratação.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>Analgesia com bloqueio da fáscia ilíaca, correção hidroeletrolítica e cirurgia cerca de 48 horas após a última apixabana (em até 36 horas da admissão), intervalo adequado ao clearance reduzido; como a raquianestesia pediria intervalo maior, a opção é a anestesia geral. Para idosa independente e lúcida, a artroplastia total cimentada oferece melhor função; fixação no Garden IV falha em até um terço dos casos. Carga total no primeiro dia, tromboprofilaxia e prevenção secundária completam o tratamento.</p>',
        options: [
          {
            label: 'Bloqueio do nervo da fáscia ilíaca e analgesia multimodal',
            points: 12,
            rating: 'essential',
            feedback: 'Reduz opioides, delirium e permite posicionar a paciente para exames e anestesia.',
            expertPosition: 1,
          },
          {
            label: 'Suspender a apixabana, hidratar e programar a cirurgia em até 36 horas',
            points: 15,
            rating: 'essential',
            feedback:
              'Cirurgia precoce reduz mortalidade e complicações; o anticoagulante direto pede intervalo, não reversão nem adiamento longo.',
            expertPosition: 2,
          },
          {
            label: 'Artroplastia total do quadril cimentada',
            points: 20,
            rating: 'essential',
            feedback:
              'Idosa ativa, lúcida e que anda na comunidade: a artroplastia total dá melhor função; o cimento reduz fratura periprotética.',
            expertPosition: 3,
            lessonTitle: 'Colo do fêmur no idoso: fixação ou artroplastia',
          },
          {
            label: 'Sentar e andar com carga total no primeiro dia pós-operatório',
            points: 12,
            rating: 'essential',
            feedback: 'Mobilização precoce reduz pneumonia, trombose, delirium e perda de independência.',
            expertPosition: 4,
          },
          {
            label: 'Tromboprofilaxia e retomada da anticoagulação após a hemostasia',
            points: 6,
            rating: 'useful',
            feedback:
              'Cirurgia do quadril é de altíssimo risco para tromboembolismo; a apixabana retorna em 24 a 48 horas.',
            expertPosition: 5,
          },
          {
            label: 'Prevenção secundária: vitamina D, ácido zoledrônico e programa de prevenção de quedas',
            points: 12,
            rating: 'essential',
            feedback:
              'A fratura do quadril é sentinela: sem tratamento, o risco de nova fratura dobra; o ortopedista inicia ou encaminha.',
            expertPosition: 6,
            lessonTitle: 'Fratura por fragilidade: o ortopedista na prevenção secundária',
          },
          {
            label: 'Fixação com três parafusos canulados',
            points: -15,
            rating: 'harmful',
            feedback:
              'No idoso com Garden IV, a osteossíntese tem altas taxas de pseudartrose e osteonecrose e leva a reoperações.',
          },
          {
            label: 'Tratamento conservador com repouso no leito por 6 semanas',
            points: -20,
            rating: 'harmful',
            feedback:
              'Repouso prolongado no idoso causa pneumonia, trombose, lesão por pressão e alta mortalidade; só se aceita em quem não tem condição cirúrgica.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Por que não fixar?',
        body: '<p>Na visita, o residente pergunta por que não preservar a cabeça femoral da paciente.</p>',
        prompt: 'Qual a principal razão anatômica para preferir a artroplastia neste caso?',
        discussion:
          '<p>A cabeça femoral do adulto é irrigada principalmente pelos ramos retinaculares (epifisários laterais) da artéria circunflexa femoral medial, que correm ao longo do colo, dentro da cápsula. O desvio completo os rompe, com risco alto de osteonecrose e pseudartrose, e a artroplastia evita reoperações.</p>',
        options: [
          {
            label: 'O desvio rompe os ramos retinaculares da artéria circunflexa femoral medial, que nutrem a cabeça.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: essa é a base do alto risco de osteonecrose e pseudartrose na fratura desviada do colo.',
            lessonTitle: 'Fraturas do colo do fêmur: Garden e Pauwels',
          },
          {
            label: 'A artéria do ligamento redondo é a principal irrigação da cabeça do adulto e se rompe na queda.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a artéria do ligamento redondo contribui pouco no adulto.',
          },
          {
            label: 'A fratura é extracapsular e sangra muito, o que impede a redução.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o colo é intracapsular; quem é extracapsular e sangra mais é a transtrocantérica.',
          },
          {
            label: 'Os parafusos canulados são contraindicados em pacientes anticoagulados.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a anticoagulação muda o momento da cirurgia, não a escolha do implante.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>A fratura do quadril no idoso é uma urgência clínica com mortalidade de cerca de 20 a 30% em um ano. A história separa queda mecânica de síncope, mede o tempo no chão e registra anticoagulantes, função e cognição prévias: aqui, uma idosa independente e lúcida, em uso de apixabana e tiazida.</p><p>Radiografias fazem o diagnóstico (Garden IV); os exames pré-operatórios são os que mudam a conduta. O anticoagulante direto exige intervalo ajustado à função renal, não um adiamento indefinido nem exames que não medem seu efeito. O objetivo é operar em até 36 a 48 horas.</p><p>No Garden IV do idoso, a artroplastia supera a fixação; para quem anda na comunidade e tem cognição preservada, a total cimentada dá melhor função. O cuidado ortogeriátrico, a carga precoce e a prevenção secundária da osteoporose fazem parte do tratamento tanto quanto o implante.</p>',
    references: [
      'NICE. Hip fracture: management (CG124, atualizada em 2023)',
      "Rockwood and Green's Fractures in Adults, 10ª ed. (2024), capítulo de fraturas do colo do fêmur",
      'HEALTH Investigators. Total Hip Arthroplasty or Hemiarthroplasty for Hip Fracture. N Engl J Med. 2019;381:2199-208',
      'Griffiths R et al. Guideline for the management of hip fractures 2020. Anaesthesia. 2021;76(2):225-37',
    ],
    lessonTitles: [
      'Fraturas do colo do fêmur: Garden e Pauwels',
      'Colo do fêmur no idoso: fixação ou artroplastia',
      'Fratura por fragilidade: o ortopedista na prevenção secundária',
      'Episódio 1: Idosa de 82 anos com queda da própria altura',
    ],
    questionStarts: [
      '<p>Mulher, 79 anos, sofre queda da própr',
      '<p>Mulher, 78 anos, independente, caminh',
      '<p>Mulher, 80 anos, 3 semanas após hemia',
    ],
  },
  {
    title: 'Pedreiro com dor lombar que desce pelas duas pernas',
    summary:
      'Homem de 44 anos volta ao pronto-socorro pela terceira vez em uma semana com dor lombar irradiada. Desta vez ele conta algo novo. Decida o que perguntar, examinar e pedir, e com que urgência.',
    subjects: [
      ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Síndrome da cauda equina'],
      ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Hérnia de disco lombar'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 22,
    stages: [
      {
        kind: 'history',
        title: 'A terceira visita',
        body: '<p>Homem, 44 anos, pedreiro, 86 kg. Há 8 dias, ao levantar um saco de cimento, sentiu dor lombar forte que passou a irradiar para a perna esquerda. Veio duas vezes ao pronto-socorro e recebeu diclofenaco e ciclobenzaprina. Hoje a dor “desce pelas duas pernas”. PA 142/88 mmHg, FC 92 bpm, Tax 36,8 °C.</p>',
        prompt: 'O que você pergunta agora?',
        discussion:
          '<p>A irradiação bilateral transforma uma lombociatalgia comum em suspeita de compressão da cauda equina. As perguntas que decidem são as de sinais de alerta: função urinária, sensibilidade perineal (“em sela”), função intestinal e sexual. Febre, câncer e perda de peso procuram causas infecciosas e tumorais.</p>',
        options: [
          {
            label: 'Como está urinando: jato, esforço, sensação de bexiga cheia',
            finding:
              '<p>“Desde ontem preciso fazer força para urinar, o jato está fraco e não sinto direito quando a bexiga enche.”</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'Alteração da sensação vesical e esforço miccional de origem neurológica definem a síndrome da cauda equina incompleta, antes da retenção: é a janela de melhor prognóstico.',
          },
          {
            label: 'Dormência no períneo, nas nádegas ou ao se limpar',
            finding: '<p>“Ao usar o papel higiênico parece que a pele está adormecida dos dois lados.”</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Anestesia em sela é o sinal mais característico da compressão das raízes sacrais.',
          },
          {
            label: 'Função intestinal e sexual',
            finding: '<p>Evacuou normalmente ontem; refere dificuldade de ereção há 2 dias.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Disfunção sexual e intestinal acompanham o quadro, mas costumam ser relatadas só quando perguntadas.',
          },
          {
            label: 'Febre, perda de peso, câncer prévio, uso de drogas injetáveis',
            finding: '<p>Nega febre, perda de peso, neoplasia e uso de drogas.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Afasta em boa parte abscesso epidural e metástase, que também comprimem a cauda equina.',
          },
          {
            label: 'Qual perna dói mais e até onde vai a dor',
            finding:
              '<p>Dor nas duas pernas até a face lateral do pé, pior à esquerda; formigamento no dorso do pé esquerdo.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'O trajeto pelo dorso do pé sugere a raiz L5, comprimida por hérnia L4-L5.',
          },
          {
            label: 'Que tipo de colchão ele usa',
            finding: '<p>Colchão de espuma com 8 anos de uso.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem papel no diagnóstico nem na urgência do quadro.',
          },
          {
            label: 'Se a dor piora com o tempo frio',
            finding: '<p>“Acho que piora um pouco à noite.”</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Dado inespecífico que desvia o foco dos sinais de alerta.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame neurológico',
        body: '<p>O paciente caminha com dificuldade, apoiado na esposa. Abdome flácido.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Na suspeita de cauda equina, o exame inclui sensibilidade perineal, tônus anal e reflexos sacrais, além do exame das raízes lombares. A documentação cuidadosa (com horário) serve de base para comparar e tem valor médico-legal.</p>',
        options: [
          {
            label: 'Sensibilidade perineal e perianal (dermátomos S2 a S5)',
            finding: '<p>Hipoestesia perianal bilateral, mais acentuada à esquerda.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'A hipoestesia em sela objetiva confirma o comprometimento das raízes sacrais.',
          },
          {
            label: 'Toque retal: tônus anal e contração voluntária',
            finding: '<p>Tônus anal diminuído; contração voluntária fraca; reflexo bulbocavernoso presente.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Tônus reduzido reforça o diagnóstico; o toque retal é obrigatório na suspeita e deve ser registrado.',
          },
          {
            label: 'Força, sensibilidade e reflexos dos membros inferiores por raiz',
            finding:
              '<p>Extensão do hálux esquerdo grau 3/5 e direito 4/5; hipoestesia no dorso dos pés; patelar 2+ simétrico; aquileu esquerdo diminuído.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Déficit bilateral de L5 (extensor do hálux) com S1 esquerda mostra compressão de várias raízes.',
          },
          {
            label: 'Palpação do hipogástrio',
            finding: '<p>Bexiga palpável dois dedos acima da sínfise logo após o paciente urinar.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Sugere resíduo miccional; a confirmação objetiva vem do ultrassom.',
          },
          {
            label: 'Sinal de Lasègue bilateral',
            finding: '<p>Positivo a 35° à esquerda e a 50° à direita.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Confirma radiculopatia por tensão radicular, mas não diferencia cauda equina de hérnia comum.',
          },
          {
            label: 'Teste de Schober',
            finding: '<p>Aumento de 3 cm, limitado pela dor.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Avalia mobilidade lombar (espondiloartrites); não contribui para a urgência.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'A hipótese',
        body: '<p>Lombociatalgia bilateral há 8 dias, esforço miccional, anestesia em sela, tônus anal reduzido e déficit de L5 bilateral, sem febre.</p>',
        prompt: 'Qual é a sua hipótese principal? Que diferenciais você mantém?',
        discussion:
          '<p>O quadro é de síndrome da cauda equina, provavelmente por hérnia discal volumosa L4-L5, na forma incompleta (alteração urinária sem retenção estabelecida). Abscesso epidural e metástase são os diferenciais a afastar na imagem. Tratar como lombalgia mecânica é o erro de maior custo.</p>',
        hypotheses: [
          {
            label: 'Síndrome da cauda equina por hérnia discal lombar',
            synonyms: ['sindrome da cauda equina', 'cauda equina', 'SCE', 'compressao da cauda equina'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Sintomas urinários, anestesia em sela e déficit bilateral após esforço: diagnóstico clínico que exige ressonância de urgência.',
            lessonTitle: 'Lombalgia aguda: sinais de alerta e síndrome da cauda equina',
          },
          {
            label: 'Hérnia discal lombar com radiculopatia, sem cauda equina',
            synonyms: ['hernia de disco', 'hernia discal', 'radiculopatia L5', 'ciatalgia'],
            points: 0,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Era o diagnóstico da primeira visita; a bilateralidade e os sintomas esfincterianos mudaram o cenário.',
          },
          {
            label: 'Abscesso epidural',
            synonyms: ['abscesso epidural', 'espondilodiscite', 'infeccao epidural'],
            points: -3,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Diferencial obrigatório de compressão da cauda equina, menos provável sem febre ou fatores de risco.',
          },
          {
            label: 'Compressão por metástase vertebral',
            synonyms: ['metastase', 'compressao neoplasica', 'tumor vertebral'],
            points: -3,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Lembrar em maiores de 50 anos, com câncer prévio ou perda de peso; aqui o início ao esforço aponta para o disco.',
          },
          {
            label: 'Síndrome do cone medular',
            synonyms: ['cone medular', 'sindrome do cone'],
            points: -3,
            differentialPoints: 2,
            rating: 'useful',
            feedback:
              'O cone termina em L1-L2; dá disfunção esfincteriana precoce com pouca dor radicular, diferente deste quadro.',
          },
          {
            label: 'Lombalgia mecânica inespecífica',
            synonyms: ['lombalgia mecanica', 'lombalgia inespecifica', 'lumbago', 'distensao lombar'],
            points: -15,
            differentialPoints: -5,
            rating: 'harmful',
            feedback: 'Com sinais de alerta, esse rótulo leva à alta e à perda definitiva da função esfincteriana.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'A investigação',
        body: '<p>São 22h de uma sexta-feira. O hospital tem ressonância com plantão presencial e ultrassom à beira do leito.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>A ressonância magnética de urgência, no mesmo dia, é o exame de escolha; a tomografia só substitui quando a ressonância é contraindicada. O resíduo pós-miccional por ultrassom objetiva a disfunção vesical. Exames que não mudam a conduta imediata (eletroneuromiografia, urodinâmica) não têm lugar na urgência.</p>',
        options: [
          {
            label: 'Ressonância magnética da coluna lombar, de urgência',
            finding:
              '<p>Extrusão discal central e paramediana esquerda volumosa em L4-L5, ocupando cerca de 70% da área do canal, com compressão das raízes da cauda equina. Sem coleções nem lesões ósseas.</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'Confirma a compressão, localiza o nível e afasta abscesso e tumor; deve ser feita imediatamente, não no dia seguinte.',
            costReais: 900,
            turnaroundMinutes: 90,
          },
          {
            label: 'Resíduo pós-miccional por ultrassom',
            finding: '<p>Resíduo de 260 mL após micção voluntária (normal &lt; 100 mL).</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Resíduo acima de 200 mL aumenta muito a probabilidade de cauda equina e indica sondagem.',
            costReais: 60,
            turnaroundMinutes: 15,
          },
          {
            label: 'Hemograma e proteína C-reativa',
            finding: '<p>Leucócitos 8.700/mm³ (VR 4.000–11.000); PCR 0,6 mg/dL (VR &lt; 0,5).</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Ajuda a afastar infecção e serve como pré-operatório.',
            costReais: 25,
            turnaroundMinutes: 60,
          },
          {
            label: 'Radiografias da coluna lombar',
            finding: '<p>Redução discreta do espaço discal L4-L5, sem fraturas ou lise.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não mostra disco nem raízes e não muda a conduta.',
            costReais: 40,
            turnaroundMinutes: 30,
          },
          {
            label: 'Tomografia da coluna lombar',
            finding: '<p>Abaulamento discal L4-L5 com densidade de partes moles no canal.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Inferior à ressonância para partes moles; só vale quando a ressonância é impossível, e mesmo assim costuma exigir mielotomografia.',
            costReais: 400,
            turnaroundMinutes: 60,
          },
          {
            label: 'Eletroneuromiografia dos membros inferiores',
            finding: '<p>Agendada para daqui a 3 semanas; na fase aguda ainda não há sinais de desnervação.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Os sinais de desnervação surgem após 2 a 3 semanas; o exame não tem papel na urgência.',
            costReais: 450,
            turnaroundMinutes: 30240,
          },
          {
            label: 'Estudo urodinâmico antes de decidir',
            finding: '<p>Agendado no ambulatório de urologia em 10 dias.</p>',
            points: -10,
            rating: 'harmful',
            feedback:
              'Esperar por um exame ambulatorial para decidir uma descompressão urgente faz o paciente perder a janela da cirurgia.',
            costReais: 600,
            turnaroundMinutes: 14400,
          },
        ],
      },
      {
        kind: 'management',
        title: 'A conduta',
        body: '<p>A ressonância confirmou extrusão L4-L5 com compressão da cauda equina. A equipe de coluna está de sobreaviso.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>A síndrome da cauda equina é indicação de descompressão cirúrgica urgente, o quanto antes, sem esperar o dia útil: o prognóstico esfincteriano depende sobretudo de operar antes da retenção estabelecida. Sondagem vesical, analgesia e documentação neurológica seriada acompanham a preparação.</p>',
        options: [
          {
            label: 'Sondagem vesical de demora e registro do volume drenado',
            points: 8,
            rating: 'useful',
            feedback:
              'Com resíduo de 260 mL, a sondagem protege a bexiga da hiperdistensão enquanto se prepara a cirurgia.',
            expertPosition: 1,
          },
          {
            label: 'Acionar a equipe de coluna, jejum e avaliação pré-anestésica imediatos',
            points: 15,
            rating: 'essential',
            feedback: 'A indicação é urgente: organizar o centro cirúrgico na mesma noite é parte do tratamento.',
            expertPosition: 2,
          },
          {
            label: 'Discectomia descompressiva L4-L5 de urgência, na mesma noite',
            points: 20,
            rating: 'essential',
            feedback:
              'A descompressão precoce, antes da retenção completa, é o que mais preserva a função vesical, intestinal e sexual.',
            expertPosition: 3,
            lessonTitle: 'Lombalgia aguda: sinais de alerta e síndrome da cauda equina',
          },
          {
            label: 'Analgesia multimodal e exame neurológico seriado documentado',
            points: 6,
            rating: 'useful',
            feedback: 'Conforto e vigilância da progressão até o centro cirúrgico.',
            expertPosition: 4,
          },
          {
            label: 'Metilprednisolona em altas doses IV',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Não há evidência de benefício na compressão discal da cauda equina, e o corticoide aumenta infecção e hiperglicemia.',
          },
          {
            label: 'Internar e operar na segunda-feira, no horário eletivo',
            points: -15,
            rating: 'harmful',
            feedback:
              'Dois dias de espera podem converter a forma incompleta em retenção, com sequela esfincteriana permanente.',
          },
          {
            label: 'Alta com anti-inflamatório, fisioterapia e retorno ambulatorial',
            points: -20,
            rating: 'harmful',
            feedback:
              'É o erro clássico da terceira visita: a cauda equina não tratada deixa incontinência e disfunção sexual definitivas.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Prognóstico',
        body: '<p>O paciente é operado às 3h. No dia seguinte pergunta se voltará a urinar normalmente.</p>',
        prompt: 'Qual fator mais se associa a boa recuperação esfincteriana na síndrome da cauda equina?',
        discussion:
          '<p>O principal preditor de recuperação é o estado antes da cirurgia: pacientes operados na forma incompleta (sem retenção estabelecida) recuperam muito melhor que os já em retenção com incontinência por transbordamento. Por isso a urgência é medida em horas.</p>',
        options: [
          {
            label: 'Descompressão feita antes da retenção urinária estabelecida (forma incompleta).',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a forma incompleta operada cedo tem o melhor prognóstico vesical.',
          },
          {
            label: 'Uso de corticoide em altas doses no pré-operatório.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o corticoide não altera o prognóstico neurológico nesse cenário.',
          },
          {
            label: 'Acesso por laminectomia ampla em vez de microdiscectomia.',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: a técnica é escolhida para descomprimir bem; o prognóstico depende do tempo e do grau de lesão prévia.',
          },
          {
            label: 'Idade abaixo de 30 anos.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a idade pesa pouco diante do estado esfincteriano pré-operatório.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Lombociatalgia que se torna bilateral é um sinal de alerta por si só. Na terceira visita, a pergunta sobre a micção e a sensibilidade perineal transforma o caso: há esforço miccional, perda da sensação de bexiga cheia e anestesia em sela, ou seja, síndrome da cauda equina incompleta.</p><p>O exame confirma com hipoestesia perianal, tônus anal reduzido e déficit de L5 bilateral; o resíduo de 260 mL objetiva a disfunção. A ressonância de urgência mostra a extrusão L4-L5 e afasta abscesso e tumor.</p><p>A descompressão é urgente e não espera o dia útil: o estado esfincteriano no momento da cirurgia é o principal determinante do prognóstico. Dar alta com anti-inflamatório a quem tem sinais de alerta é o erro que este caso quer prevenir.</p>',
    references: [
      'Campbell’s Operative Orthopaedics, 14ª ed. (2021), capítulo de hérnia discal lombar',
      'Society of British Neurological Surgeons / BASS. Standards of care for suspected and confirmed cauda equina syndrome (2018)',
      'Todd NV. Guidelines for cauda equina syndrome. Red flags and white flags. Br J Neurosurg. 2017;31(3):336-9',
    ],
    lessonTitles: [
      'Lombalgia aguda: sinais de alerta e síndrome da cauda equina',
      'Hérnia de disco lombar: qual raiz está comprimida?',
    ],
    questionStarts: ['<p>Homem, 45 anos, com lombociatalgia bi', '<p>Homem, 40 anos, com dor lombar irradi'],
  },
];
