import type { DemoQuestion } from './demo-question-types.ts';

/** Ortopedia, part 6: pé torto congênito, tumores ósseos, infecções osteoarticulares e doenças osteometabólicas. */
export const questions6: readonly DemoQuestion[] = [
  {
    subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Pé torto congênito'],
    statement:
      '<p>Lactente de 2 meses em tratamento de pé torto congênito idiopático pelo método de Ponseti. Após cinco gessos, o antepé está abduzido cerca de 60° em relação à perna, mas a dorsiflexão do tornozelo não passa de 0°.</p><p>Qual o próximo passo?</p>',
    alternatives: [
      {
        text: 'Continuar os gessos, forçando a dorsiflexão.',
        explanation:
          'Incorreta: forçar a dorsiflexão com o tendão encurtado quebra o mediopé e produz o pé em mata-borrão.',
      },
      {
        text: 'Tenotomia percutânea do tendão calcâneo, seguida de gesso por cerca de 3 semanas.',
        explanation:
          'Correta: com aduto e varo corrigidos, o equino residual é tratado pela tenotomia, necessária na maioria dos casos.',
      },
      {
        text: 'Liberação posteromedial extensa.',
        explanation: 'Incorreta: as liberações amplas levam a rigidez e foram substituídas pelo método de Ponseti.',
      },
      {
        text: 'Transferência do tendão tibial anterior.',
        explanation: 'Incorreta: é indicada em recidivas com supinação dinâmica em crianças maiores.',
      },
      {
        text: 'Iniciar a órtese de abdução sem corrigir o equino.',
        explanation: 'Incorreta: a órtese mantém a correção obtida, e o equino ainda não foi corrigido.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>No método de Ponseti, após a correção do cavo, do aduto e do varo com gessos seriados (em geral cinco a sete), o equino residual é corrigido por tenotomia percutânea do tendão calcâneo na grande maioria dos casos. Segue-se gesso por cerca de 3 semanas e, depois, a órtese de abdução. Forçar a dorsiflexão antes da tenotomia é um erro clássico.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2019,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Pediátrica', 'Trauma e Deformidades na Criança', 'Pé torto congênito'],
    statement:
      '<p>Após a correção do pé torto congênito pelo método de Ponseti, qual a principal causa de recidiva da deformidade?</p>',
    alternatives: [
      {
        text: 'Tenotomia do tendão calcâneo incompleta.',
        explanation: 'Incorreta: pode contribuir, mas não é a principal causa.',
      },
      {
        text: 'Número excessivo de gessos.',
        explanation: 'Incorreta: o número de gessos reflete a rigidez do pé, e não causa recidiva.',
      },
      {
        text: 'Acometimento bilateral.',
        explanation: 'Incorreta: a bilateralidade não é o principal determinante de recidiva.',
      },
      {
        text: 'Início do tratamento nas primeiras semanas de vida.',
        explanation: 'Incorreta: o início precoce é desejável e facilita a correção.',
      },
      {
        text: 'Não adesão ao uso da órtese de abdução, usada em tempo integral por cerca de 3 meses e depois à noite e nos cochilos até cerca de 4 anos.',
        explanation: 'Correta: a falta de adesão à órtese é o principal fator de recidiva.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O método de Ponseti corrige a maioria dos pés tortos idiopáticos, mas a manutenção depende da órtese de abdução (barra com botas, tipo Denis Browne), com o pé afetado em rotação externa. A não adesão à órtese é o principal fator de recidiva. Recidivas iniciais são tratadas com novos gessos e, às vezes, nova tenotomia ou transferência do tibial anterior.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores benignos e lesões pseudotumorais', 'Osteoma osteoide'],
    statement:
      '<p>Menino, 14 anos, refere dor na coxa direita há 4 meses, pior à noite, com alívio marcante com anti-inflamatórios. A radiografia mostra espessamento cortical na diáfise do fêmur, e a tomografia revela lesão radiotransparente de 8 mm circundada por esclerose.</p><p>Qual o diagnóstico e o tratamento mais utilizado?</p>',
    alternatives: [
      {
        text: 'Osteoma osteoide; ablação por radiofrequência guiada por tomografia.',
        explanation:
          'Correta: o nicho pequeno com esclerose reativa e a dor noturna aliviada por anti-inflamatórios são típicos.',
      },
      {
        text: 'Osteossarcoma; biópsia e quimioterapia.',
        explanation:
          'Incorreta: o osteossarcoma é agressivo, com destruição óssea e reação periosteal, sem nicho bem delimitado.',
      },
      {
        text: 'Abscesso de Brodie; antibioticoterapia.',
        explanation:
          'Incorreta: o abscesso costuma ser maior, metafisário e com trajeto, e não tem alívio característico com anti-inflamatório.',
      },
      {
        text: 'Fratura de estresse; repouso.',
        explanation: 'Incorreta: a fratura de estresse piora com a atividade e mostra traço, e não nicho.',
      },
      {
        text: 'Osteoblastoma; ressecção em bloco.',
        explanation:
          'Incorreta: o osteoblastoma tem mais de 2 cm, predomina nos elementos posteriores da coluna e responde pouco aos anti-inflamatórios.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O osteoma osteoide é um tumor osteoblástico benigno, com nicho menor que 1,5 a 2 cm, comum entre 5 e 25 anos, em fêmur e tíbia. A dor noturna aliviada por anti-inflamatórios relaciona-se à produção de prostaglandinas. A tomografia é o melhor exame para localizar o nicho. A ablação percutânea por radiofrequência é o tratamento de escolha na maioria dos casos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2017,
      board: 'SBOT',
    },
  },
  {
    subject: [
      'Ortopedia Geral',
      'Tumores Ósseos',
      'Tumores benignos e lesões pseudotumorais',
      'Tumor de células gigantes',
    ],
    statement:
      '<p>Mulher, 28 anos, refere dor no joelho direito há 3 meses. A radiografia mostra lesão lítica excêntrica na região epifisometafisária do fêmur distal, que se estende até o osso subcondral, sem matriz mineralizada e sem halo esclerótico.</p><p>Qual o diagnóstico mais provável e o tratamento habitual?</p>',
    alternatives: [
      {
        text: 'Condroblastoma; observação.',
        explanation:
          'Incorreta: o condroblastoma é epifisário em pacientes com fise aberta e costuma ter halo esclerótico e calcificações.',
      },
      {
        text: 'Cisto ósseo aneurismático; radioterapia.',
        explanation:
          'Incorreta: é mais comum antes dos 20 anos, metafisário, com níveis líquido-líquido, e a radioterapia não é tratamento padrão.',
      },
      {
        text: 'Tumor de células gigantes; curetagem estendida com adjuvantes locais e preenchimento com cimento ou enxerto.',
        explanation:
          'Correta: lesão lítica excêntrica epifisometafisária, até o subcondral, em adulto esqueleticamente maduro.',
      },
      {
        text: 'Osteossarcoma; amputação imediata.',
        explanation:
          'Incorreta: o quadro radiográfico não sugere osteossarcoma, e a amputação não é conduta sem diagnóstico.',
      },
      {
        text: 'Fibroma não ossificante; observação.',
        explanation:
          'Incorreta: é lesão cortical metafisária de crianças, geralmente assintomática e com borda esclerótica.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O tumor de células gigantes acomete adultos de 20 a 40 anos com fises fechadas, sobretudo no fêmur distal, na tíbia proximal e no rádio distal. É benigno, mas localmente agressivo e pode, raramente, dar metástases pulmonares. O tratamento habitual é curetagem estendida com adjuvantes (broca de alta rotação, fenol, cimento). O denosumabe é usado em lesões irressecáveis ou para facilitar a cirurgia.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2022,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores benignos e lesões pseudotumorais', 'Cisto ósseo simples'],
    statement:
      '<p>Menino, 9 anos, sofre fratura do úmero proximal após trauma leve. A radiografia mostra lesão lítica central, metafisária, bem delimitada e levemente insuflativa, com um fragmento cortical depositado na porção inferior da lesão.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Cisto ósseo aneurismático.',
        explanation: 'Incorreta: é mais excêntrico e expansivo, com septações e níveis líquido-líquido na ressonância.',
      },
      {
        text: 'Displasia fibrosa.',
        explanation: 'Incorreta: tem aspecto em vidro fosco e pode causar deformidade, sem o fragmento caído.',
      },
      {
        text: 'Encondroma.',
        explanation: 'Incorreta: é típico dos ossos curtos da mão, com calcificações da matriz condral.',
      },
      {
        text: 'Cisto ósseo simples (unicameral).',
        explanation: 'Correta: lesão central metafisária do úmero proximal com o sinal do fragmento caído é típica.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O cisto ósseo simples é uma lesão com conteúdo líquido, central e metafisária, mais comum no úmero e no fêmur proximais de crianças. Costuma ser diagnosticado após fratura patológica. O sinal do fragmento caído indica conteúdo líquido. A fratura é tratada de forma conservadora na maioria dos casos; cistos persistentes em áreas de carga podem exigir tratamento, como injeções ou curetagem com enxerto.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores benignos e lesões pseudotumorais', 'Osteocondroma'],
    statement:
      '<p>Homem, 35 anos, com osteocondroma conhecido na pelve desde a adolescência, refere crescimento da lesão e dor nos últimos meses. A ressonância mostra capa cartilaginosa de 3 cm de espessura.</p><p>Qual a interpretação e a conduta?</p>',
    alternatives: [
      {
        text: 'Crescimento esperado do osteocondroma; tranquilizar o paciente.',
        explanation: 'Incorreta: osteocondromas param de crescer com o fim do crescimento esquelético.',
      },
      {
        text: 'Observação com nova ressonância em 2 anos.',
        explanation: 'Incorreta: os achados sugerem malignização e exigem ação.',
      },
      {
        text: 'Uso de bisfosfonato.',
        explanation: 'Incorreta: não tem papel no tratamento de lesões cartilaginosas suspeitas.',
      },
      {
        text: 'Radioterapia exclusiva.',
        explanation: 'Incorreta: o condrossarcoma é pouco sensível à radioterapia, e o tratamento é cirúrgico.',
      },
      {
        text: 'Suspeita de condrossarcoma secundário; encaminhar a serviço de oncologia ortopédica para estadiamento e ressecção com margens amplas.',
        explanation:
          'Correta: crescimento após a maturidade, dor e capa cartilaginosa espessa são sinais de malignização.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O osteocondroma é o tumor ósseo benigno mais comum, com cortical e medular em continuidade com o osso de origem e capa de cartilagem. Após a maturidade esquelética, crescimento, dor nova e capa cartilaginosa acima de cerca de 1,5 a 2 cm sugerem transformação em condrossarcoma secundário. O risco é maior na forma múltipla hereditária e em lesões da pelve e da cintura escapular.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2025,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores malignos primários'],
    statement:
      '<p>Adolescente, 15 anos, com dor e aumento de volume acima do joelho há 2 meses. A radiografia mostra lesão mista, lítica e blástica, na metáfise distal do fêmur, com reação periosteal em “raios de sol” e triângulo de Codman.</p><p>Qual o diagnóstico mais provável e a sequência de tratamento?</p>',
    alternatives: [
      {
        text: 'Sarcoma de Ewing; radioterapia exclusiva.',
        explanation:
          'Incorreta: o Ewing é tipicamente diafisário, e o tratamento inclui quimioterapia e controle local.',
      },
      {
        text: 'Osteossarcoma; biópsia pela equipe que fará a cirurgia, estadiamento com tomografia de tórax, quimioterapia neoadjuvante, ressecção com margens amplas e quimioterapia adjuvante.',
        explanation: 'Correta: é o tratamento padrão do osteossarcoma convencional.',
      },
      {
        text: 'Osteomielite; antibioticoterapia.',
        explanation:
          'Incorreta: a reação periosteal agressiva com massa em adolescente exige excluir tumor por biópsia.',
      },
      {
        text: 'Osteocondroma; observação.',
        explanation:
          'Incorreta: o osteocondroma é uma exostose com continuidade cortical, sem reação periosteal agressiva.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O osteossarcoma é o tumor ósseo maligno primário mais comum em adolescentes, e predomina nas metáfises do fêmur distal, da tíbia proximal e do úmero proximal. Reação periosteal em raios de sol e triângulo de Codman são sinais de agressividade. A biópsia deve ser planejada pela equipe que fará a ressecção, para não comprometer a cirurgia. O pulmão é o principal sítio de metástase.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Tumores malignos primários'],
    statement:
      '<p>Menino, 12 anos, com dor na coxa há 6 semanas, febre baixa e VHS elevada. A radiografia mostra lesão permeativa na diáfise do fêmur, com reação periosteal em “casca de cebola”, e a ressonância revela grande massa de partes moles.</p><p>Qual o diagnóstico mais provável e sua alteração genética característica?</p>',
    alternatives: [
      {
        text: 'Sarcoma de Ewing; translocação t(11;22), com fusão EWSR1-FLI1.',
        explanation:
          'Correta: lesão diafisária permeativa com casca de cebola, massa de partes moles e sintomas sistêmicos em criança é típica.',
      },
      {
        text: 'Osteossarcoma; mutação isolada de TP53.',
        explanation:
          'Incorreta: o osteossarcoma é metafisário, com matriz osteoide, e não tem essa translocação característica.',
      },
      {
        text: 'Osteomielite aguda; infecção por <em>S. aureus</em>.',
        explanation:
          'Incorreta: é o principal diagnóstico diferencial, mas a grande massa de partes moles favorece tumor, e a biópsia esclarece.',
      },
      {
        text: 'Histiocitose de células de Langerhans; mutação BRAF.',
        explanation:
          'Incorreta: costuma produzir lesão lítica bem delimitada, muitas vezes no crânio, sem grande massa de partes moles.',
      },
      { text: 'Linfoma ósseo primário; translocação t(14;18).', explanation: 'Incorreta: é mais comum em adultos.' },
    ],
    correct: 'A',
    explanation:
      '<p>O sarcoma de Ewing é o segundo tumor ósseo maligno primário mais comum na infância, mais frequente na diáfise de ossos longos e na pelve. Febre, VHS elevada e leucocitose podem simular osteomielite. A translocação t(11;22), com fusão EWSR1-FLI1, é característica. O tratamento associa quimioterapia e controle local por cirurgia e/ou radioterapia, à qual o tumor é sensível.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2025,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Metástases ósseas'],
    statement:
      '<p>Mulher, 60 anos, com câncer de mama, tem metástase lítica na região peritrocantérica do fêmur direito, que acomete mais de dois terços da cortical, com dor que piora ao apoiar o membro.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Radioterapia isolada e observação.',
        explanation: 'Incorreta: com risco alto de fratura, a radioterapia isolada não evita a fratura patológica.',
      },
      {
        text: 'Bisfosfonato e observação.',
        explanation:
          'Incorreta: reduz eventos esqueléticos a longo prazo, mas não protege uma lesão com risco iminente de fratura.',
      },
      {
        text: 'Amputação do membro.',
        explanation: 'Incorreta: não há indicação de amputação para metástase de carcinoma.',
      },
      {
        text: 'Fixação profilática, em geral com haste cefalomedular, seguida de radioterapia.',
        explanation: 'Correta: o escore de Mirels é 12 (acima de 8), indicando fixação profilática.',
      },
      {
        text: 'Biópsia excisional com curetagem isolada.',
        explanation:
          'Incorreta: com diagnóstico de câncer de mama conhecido e lesão típica, o foco é estabilizar o osso.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O escore de Mirels avalia o risco de fratura patológica por localização, dor, tipo de lesão e tamanho (1 a 3 pontos cada). Lesão peritrocantérica (3), dor funcional (3), lítica (3) e acometendo mais de dois terços da cortical (3) somam 12. Escores de 9 ou mais indicam fixação profilática; 8 é limítrofe. A radioterapia pós-operatória reduz a progressão local.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2020,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Tumores Ósseos', 'Metástases ósseas'],
    statement:
      '<p>Homem, 68 anos, sem diagnóstico prévio de câncer, procura atendimento por dor no braço. A radiografia mostra lesão lítica solitária na diáfise do úmero, sem fratura.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Biópsia percutânea imediata no pronto-socorro, antes de qualquer outro exame.',
        explanation: 'Incorreta: a biópsia sem estadiamento prévio pode ser desnecessária ou mal planejada.',
      },
      {
        text: 'Fixação com haste intramedular imediata, sem diagnóstico histológico.',
        explanation: 'Incorreta: se a lesão for um sarcoma primário, a haste contamina todo o canal medular.',
      },
      {
        text: 'Investigação sistemática antes da biópsia: exame clínico (mama, próstata, tireoide), exames laboratoriais com eletroforese de proteínas, tomografias de tórax, abdome e pelve e cintilografia óssea; biópsia, se necessária, planejada pela equipe que fará o tratamento.',
        explanation:
          'Correta: identifica o tumor primário ou o mieloma e evita procedimentos que comprometam o tratamento de um eventual sarcoma.',
      },
      {
        text: 'Curetagem e cimentação da lesão como tratamento definitivo.',
        explanation: 'Incorreta: sem diagnóstico, não se define o tratamento.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Acima dos 40 anos, uma lesão óssea lítica é, em ordem de frequência, metástase ou mieloma, mais do que tumor primário. A investigação inclui exame físico, hemograma, cálcio, função renal, eletroforese de proteínas, PSA no homem, tomografias e cintilografia (que pode ser normal no mieloma). A biópsia, quando necessária, segue os princípios oncológicos, para não prejudicar a ressecção de um sarcoma.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FAURGS' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Osteomielite'],
    statement:
      '<p>Criança, 7 anos, com anemia falciforme, apresenta febre e dor na tíbia, com diagnóstico de osteomielite aguda.</p><p>Qual o agente etiológico mais frequente nesse contexto?</p>',
    alternatives: [
      {
        text: '<em>Streptococcus pyogenes</em>.',
        explanation:
          'Incorreta: causa osteomielite em crianças, mas não é o agente característico na doença falciforme.',
      },
      {
        text: '<em>Salmonella</em> spp.',
        explanation: 'Gabarito oficial: é o agente classicamente associado à osteomielite na anemia falciforme.',
      },
      {
        text: '<em>Staphylococcus aureus</em>.',
        explanation:
          'Também defensável: diversas séries mostram o <em>S. aureus</em> com frequência semelhante ou maior que a da <em>Salmonella</em> nesses pacientes.',
      },
      {
        text: '<em>Pseudomonas aeruginosa</em>.',
        explanation: 'Incorreta: associa-se à osteomielite do pé após ferimento perfurante através do calçado.',
      },
      {
        text: '<em>Kingella kingae</em>.',
        explanation:
          'Incorreta: é agente importante em crianças menores de 4 anos, sem relação com a doença falciforme.',
      },
    ],
    correct: 'B',
    annulled: true,
    explanation:
      '<p>Na doença falciforme, infartos ósseos e a asplenia funcional favorecem osteomielite, e a <em>Salmonella</em> é o agente classicamente associado, mas o <em>S. aureus</em> segue frequente. <strong>Questão anulada</strong>: o gabarito indicava <em>Salmonella</em>, porém a literatura mostra o <em>S. aureus</em> como igual ou mais frequente em várias séries, e as alternativas B e C eram defensáveis. A cobertura empírica deve incluir os dois agentes.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Osteomielite'],
    statement:
      '<p>Homem, 60 anos, com osteomielite crônica da tíbia e fístula ativa há 30 anos, nota mudança no aspecto da fístula, com secreção fétida, sangramento fácil e lesão vegetante na borda.</p><p>Qual a principal hipótese a ser investigada?</p>',
    alternatives: [
      {
        text: 'Formação de novo sequestro ósseo.',
        explanation: 'Incorreta: pode aumentar a secreção, mas não explica a lesão vegetante sangrante.',
      },
      {
        text: 'Reagudização da infecção, a ser tratada apenas com antibiótico.',
        explanation: 'Incorreta: a mudança de aspecto da fístula exige excluir malignidade.',
      },
      {
        text: 'Amiloidose secundária.',
        explanation: 'Incorreta: é complicação sistêmica da infecção crônica, sem lesão cutânea vegetante.',
      },
      {
        text: 'Fratura patológica.',
        explanation: 'Incorreta: causaria dor e deformidade, e não lesão vegetante na pele.',
      },
      {
        text: 'Carcinoma espinocelular no trajeto fistuloso (úlcera de Marjolin), a ser confirmado por biópsia.',
        explanation: 'Correta: a transformação maligna de fístulas crônicas é complicação rara, porém clássica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A osteomielite crônica caracteriza-se por osso necrótico (sequestro), osso neoformado ao redor (invólucro) e fístulas. Após anos de drenagem, o epitélio do trajeto pode sofrer transformação maligna, em geral para carcinoma espinocelular (úlcera de Marjolin). Mudança no aspecto da fístula, dor, sangramento e odor indicam biópsia; o tratamento costuma ser ressecção ampla ou amputação.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Osteomielite'],
    statement:
      '<p>Menino, 8 anos, com febre há 3 dias e dor intensa na região distal da coxa, recusa-se a apoiar o membro. A radiografia é normal, e a proteína C reativa está elevada.</p><p>Sobre a investigação de osteomielite hematogênica aguda, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A ressonância magnética é o exame mais sensível na fase inicial, e a radiografia costuma alterar-se apenas após 10 a 14 dias.',
        explanation: 'Correta: a ressonância detecta edema medular e abscessos precocemente.',
      },
      {
        text: 'A radiografia normal exclui o diagnóstico.',
        explanation: 'Incorreta: as alterações radiográficas são tardias.',
      },
      {
        text: 'A tomografia é o exame de escolha na fase aguda.',
        explanation: 'Incorreta: a tomografia é melhor para sequestros na fase crônica.',
      },
      {
        text: 'A cintilografia é obrigatória antes de iniciar o antibiótico.',
        explanation:
          'Incorreta: o antibiótico não deve esperar exames de imagem; hemoculturas e, se possível, punção devem preceder a primeira dose.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A osteomielite hematogênica aguda da criança acomete a metáfise de ossos longos, e o <em>S. aureus</em> é o agente mais comum. As radiografias iniciais são normais, e a reação periosteal e a rarefação óssea surgem após 10 a 14 dias. A ressonância é o exame mais sensível precocemente e mostra abscessos que precisam de drenagem. Hemoculturas e punção devem ser colhidas sem atrasar o antibiótico.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Artrite séptica'],
    statement:
      '<p>Criança, 5 anos, com febre de 39 °C, recusa-se a apoiar o membro inferior direito. Exames: VHS 55 mm/h, leucócitos 15.000/mm<sup>3</sup> e PCR elevada. A ultrassonografia mostra derrame no quadril direito.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Diagnóstico de sinovite transitória; anti-inflamatório e repouso.',
        explanation: 'Incorreta: a presença dos quatro critérios de Kocher torna a artrite séptica muito provável.',
      },
      {
        text: 'Observação por 48 horas antes de qualquer procedimento.',
        explanation:
          'Incorreta: o atraso na drenagem pode destruir a cartilagem e levar a osteonecrose da cabeça femoral.',
      },
      {
        text: 'Antibiótico oral e retorno ambulatorial.',
        explanation: 'Incorreta: a artrite séptica do quadril exige drenagem e antibiótico intravenoso.',
      },
      {
        text: 'Artrite séptica provável; punção e drenagem cirúrgica de urgência, com culturas e antibiótico intravenoso.',
        explanation:
          'Correta: com febre, não apoio, VHS acima de 40 e leucocitose acima de 12.000, a probabilidade é muito alta.',
      },
      {
        text: 'Ressonância magnética eletiva para definir o diagnóstico.',
        explanation: 'Incorreta: pode ajudar em casos duvidosos, mas não deve atrasar a drenagem.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Os critérios de Kocher diferenciam artrite séptica de sinovite transitória do quadril: febre acima de 38,5 °C, incapacidade de apoiar, VHS acima de 40 mm/h e leucócitos acima de 12.000/mm<sup>3</sup>. Com os quatro presentes, a probabilidade de artrite séptica passa de 90%; a PCR acima de 2 mg/dL acrescenta valor. O quadril infectado é emergência, e a drenagem preserva a cabeça femoral e a fise.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'FUVEST' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Artrite séptica'],
    statement:
      '<p>Mulher, 22 anos, sexualmente ativa, apresenta febre, poliartralgia migratória, tenossinovite no dorso das mãos e dos punhos e lesões pustulosas em extremidades. Dias depois, surge monoartrite no joelho.</p><p>Qual o diagnóstico mais provável e o tratamento?</p>',
    alternatives: [
      {
        text: 'Artrite séptica por <em>S. aureus</em>; oxacilina.',
        explanation:
          'Incorreta: o <em>S. aureus</em> causa monoartrite purulenta, sem a tríade de tenossinovite, dermatite e poliartralgia.',
      },
      {
        text: 'Febre reumática; penicilina benzatina.',
        explanation: 'Incorreta: a febre reumática não causa lesões pustulosas nem tenossinovite desse tipo.',
      },
      {
        text: 'Infecção gonocócica disseminada; ceftriaxona, com rastreio de outras infecções sexualmente transmissíveis.',
        explanation:
          'Correta: a tríade de tenossinovite, dermatite pustulosa e poliartralgia migratória em jovem sexualmente ativa é típica.',
      },
      {
        text: 'Artrite reativa; anti-inflamatório isolado.',
        explanation: 'Incorreta: a artrite reativa não cursa com lesões pustulosas disseminadas nem bacteremia.',
      },
      {
        text: 'Lúpus eritematoso sistêmico; corticoide.',
        explanation: 'Incorreta: o quadro é infeccioso e não se explica por lúpus.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A <em>Neisseria gonorrhoeae</em> é causa importante de artrite séptica em adultos jovens sexualmente ativos. A forma disseminada tem a tríade de tenossinovite, dermatite (pústulas) e poliartralgia migratória, e pode evoluir para artrite purulenta, em geral do joelho. O tratamento é ceftriaxona intravenosa, com rastreio de outras IST e tratamento do parceiro.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Infecção periprotética'],
    statement:
      '<p>Segundo os critérios internacionais de consenso (MSIS/ICM), qual achado isolado define o diagnóstico de infecção periprotética?</p>',
    alternatives: [
      {
        text: 'Fístula que se comunica com a prótese, ou duas culturas positivas com o mesmo microrganismo.',
        explanation: 'Correta: são os critérios maiores, e qualquer um deles basta para o diagnóstico.',
      },
      {
        text: 'Proteína C reativa elevada.',
        explanation: 'Incorreta: é critério menor, inespecífico, que se eleva em várias situações.',
      },
      {
        text: 'Dor persistente após a artroplastia.',
        explanation: 'Incorreta: tem muitas causas e não define infecção.',
      },
      { text: 'Radiolucência ao redor dos componentes.', explanation: 'Incorreta: pode ocorrer na soltura asséptica.' },
    ],
    correct: 'A',
    explanation:
      '<p>Os critérios MSIS/ICM para infecção periprotética têm dois critérios maiores: fístula comunicando com a prótese e duas culturas positivas com o mesmo agente. Na ausência deles, usa-se um sistema de pontos com critérios menores: PCR e dímero-D séricos, VHS, leucócitos e neutrófilos no líquido sinovial, esterase leucocitária, alfa-defensina e achados histológicos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2024,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Infecção periprotética'],
    statement:
      '<p>Mulher, 70 anos, 3 semanas após artroplastia total do joelho, apresenta febre, drenagem pela ferida e derrame articular. Os componentes estão bem fixos. A punção mostra pus, com cultura positiva para <em>S. aureus</em> sensível à oxacilina.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Antibiótico oral isolado por 6 semanas.',
        explanation: 'Incorreta: sem desbridamento, o biofilme sobre o implante mantém a infecção.',
      },
      {
        text: 'Revisão em dois tempos, com espaçador de cimento.',
        explanation:
          'Incorreta: é indicada na infecção crônica ou com implante solto, e não na aguda com prótese fixa.',
      },
      {
        text: 'Artrodese do joelho.',
        explanation: 'Incorreta: procedimento de salvação, reservado a falhas repetidas.',
      },
      {
        text: 'Amputação acima do joelho.',
        explanation: 'Incorreta: reservada a infecções incontroláveis ou com risco de vida.',
      },
      {
        text: 'Desbridamento, troca dos componentes modulares e retenção do implante (DAIR), seguidos de antibioticoterapia prolongada.',
        explanation:
          'Correta: na infecção aguda pós-operatória, com implante fixo, o DAIR precoce tem boas taxas de sucesso.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A infecção periprotética aguda (pós-operatória precoce, até cerca de 4 semanas, ou hematogênica com sintomas há menos de 3 semanas) com implante estável pode ser tratada com DAIR: desbridamento amplo, lavagem, troca do polietileno e antibiótico prolongado. Infecções crônicas, com biofilme maduro ou soltura, exigem revisão em um ou dois tempos.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2026,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Osteoporose', 'Densitometria e diagnóstico'],
    statement:
      '<p>Mulher, 58 anos, na pós-menopausa, sem fraturas prévias, faz densitometria óssea: T-score de −2,7 no colo do fêmur e de −2,1 na coluna lombar.</p><p>Qual a interpretação?</p>',
    alternatives: [
      {
        text: 'Osteopenia, pois a coluna está acima de −2,5.',
        explanation: 'Incorreta: considera-se o menor T-score entre os sítios avaliados.',
      },
      {
        text: 'Densidade mineral óssea normal.',
        explanation: 'Incorreta: a normalidade exige T-score de −1,0 ou mais.',
      },
      {
        text: 'Osteoporose.',
        explanation: 'Correta: T-score igual ou inferior a −2,5 em qualquer sítio define osteoporose na pós-menopausa.',
      },
      {
        text: 'Osteoporose estabelecida (grave).',
        explanation: 'Incorreta: a forma estabelecida exige fratura por fragilidade associada.',
      },
      {
        text: 'O laudo deve usar o Z-score nessa paciente.',
        explanation: 'Incorreta: o Z-score é usado em mulheres na pré-menopausa, homens abaixo de 50 anos e crianças.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Pela OMS, em mulheres na pós-menopausa e homens a partir de 50 anos, o T-score define: normal (−1,0 ou mais), baixa massa óssea ou osteopenia (entre −1,0 e −2,5) e osteoporose (−2,5 ou menos). Usa-se o menor valor entre coluna lombar, colo femoral e fêmur total. Osteoporose com fratura por fragilidade é chamada estabelecida ou grave.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Osteoporose', 'Densitometria e diagnóstico'],
    statement:
      '<p>Julgue o item a seguir.</p><p>Em mulher de 75 anos com fratura do fêmur proximal por queda da própria altura, o diagnóstico de osteoporose e o início do tratamento dependem da confirmação por densitometria óssea com T-score igual ou inferior a −2,5.</p>',
    alternatives: [
      {
        text: 'Certo.',
        explanation:
          'Incorreta: a fratura de quadril ou vertebral por fragilidade já estabelece o diagnóstico clínico de osteoporose.',
      },
      {
        text: 'Errado.',
        explanation: 'Correta: o tratamento deve ser iniciado mesmo sem densitometria ou com T-score acima de −2,5.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A fratura por fragilidade, isto é, por trauma de baixa energia como queda da própria altura, especialmente de quadril ou vértebra, permite o diagnóstico clínico de osteoporose, independentemente da densitometria. Esses pacientes têm alto risco de nova fratura e devem iniciar tratamento farmacológico, de preferência por meio de programas de prevenção secundária (serviços de ligação de fraturas).</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'Cebraspe' },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Osteoporose', 'Tratamento e prevenção secundária'],
    statement:
      '<p>Mulher, 80 anos, 3 semanas após hemiartroplastia por fratura do colo do fêmur, sem tratamento prévio para osteoporose, com depuração de creatinina de 55 mL/min e vitamina D já reposta.</p><p>Qual a melhor conduta em relação à osteoporose?</p>',
    alternatives: [
      {
        text: 'Apenas cálcio e vitamina D.',
        explanation:
          'Incorreta: cálcio e vitamina D são adjuvantes, mas não reduzem de forma suficiente o risco de nova fratura.',
      },
      {
        text: 'Aguardar a densitometria para decidir o tratamento.',
        explanation: 'Incorreta: a fratura por fragilidade já indica tratamento.',
      },
      {
        text: 'Terapia de reposição hormonal.',
        explanation:
          'Incorreta: não é indicada para iniciar em mulher de 80 anos, pelo risco cardiovascular e tromboembólico.',
      },
      {
        text: 'Iniciar antirreabsortivo, como ácido zoledrônico 5 mg intravenoso anual, que reduz novas fraturas e a mortalidade após fratura do quadril.',
        explanation:
          'Correta: o ácido zoledrônico após fratura do quadril reduziu novas fraturas clínicas e a mortalidade no estudo HORIZON.',
      },
      {
        text: 'Teriparatida como primeira linha obrigatória para todos os pacientes.',
        explanation:
          'Incorreta: os anabólicos são preferidos em risco muito alto selecionado, mas não são obrigatórios para todos.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Após uma fratura do quadril, o risco de nova fratura é muito alto, e o tratamento deve começar ainda no período pós-operatório. O ácido zoledrônico anual é boa opção por dispensar adesão oral, desde que a função renal permita (contraindicado com depuração abaixo de 35 mL/min) e a vitamina D esteja adequada. Alendronato, denosumabe e anabólicos são alternativas conforme o perfil do paciente.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2023,
      board: 'SBOT',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Osteoporose', 'Tratamento e prevenção secundária'],
    statement:
      '<p>Paciente em uso de denosumabe há 4 anos para osteoporose deseja interromper o tratamento. Qual a orientação correta?</p>',
    alternatives: [
      {
        text: 'A suspensão sem transição aumenta o risco de fraturas vertebrais múltiplas por efeito rebote, e deve-se iniciar um bisfosfonato ao suspender o denosumabe.',
        explanation: 'Correta: o efeito do denosumabe cessa rapidamente, com aumento acentuado da reabsorção óssea.',
      },
      {
        text: 'Pode ser suspenso sem cuidados, pois tem efeito residual prolongado como os bisfosfonatos.',
        explanation: 'Incorreta: o denosumabe não se incorpora ao osso e não tem efeito residual.',
      },
      {
        text: 'Deve-se fazer “férias terapêuticas” após 5 anos, como com os bisfosfonatos.',
        explanation: 'Incorreta: as férias terapêuticas se aplicam aos bisfosfonatos, e não ao denosumabe.',
      },
      {
        text: 'Basta substituir por cálcio e vitamina D.',
        explanation: 'Incorreta: não impedem a perda óssea de rebote.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O denosumabe, anticorpo anti-RANKL aplicado a cada 6 meses, é um antirreabsortivo potente, mas seu efeito é reversível. A interrupção ou o atraso das doses provoca aumento acentuado da remodelação, perda rápida de massa óssea e risco de fraturas vertebrais múltiplas. Por isso, a suspensão deve ser seguida de bisfosfonato, em geral ácido zoledrônico ou alendronato.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'FAURGS' },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Raquitismo e osteomalácia'],
    statement:
      '<p>Criança, 18 meses, em aleitamento materno exclusivo prolongado, sem suplementação de vitamina D e com pouca exposição solar, apresenta alargamento dos punhos, rosário raquítico e genu varo.</p><p>Qual o perfil laboratorial esperado?</p>',
    alternatives: [
      {
        text: 'Cálcio elevado, fósforo elevado e fosfatase alcalina baixa.',
        explanation: 'Incorreta: esse perfil não corresponde ao raquitismo.',
      },
      {
        text: 'Cálcio, fósforo, fosfatase alcalina e PTH normais.',
        explanation: 'Incorreta: o raquitismo ativo cursa com fosfatase alcalina elevada.',
      },
      { text: 'Cálcio baixo, fósforo elevado e PTH baixo.', explanation: 'Incorreta: sugere hipoparatireoidismo.' },
      {
        text: 'Fósforo baixo, fosfatase alcalina elevada, PTH normal e 25-hidroxivitamina D normal, com perda urinária de fosfato.',
        explanation: 'Incorreta: é o perfil do raquitismo hipofosfatêmico ligado ao X, e não do carencial.',
      },
      {
        text: 'Cálcio normal ou baixo, fósforo baixo, fosfatase alcalina elevada, PTH elevado e 25-hidroxivitamina D baixa.',
        explanation:
          'Correta: é o perfil do raquitismo por deficiência de vitamina D, com hiperparatireoidismo secundário.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>No raquitismo carencial, a deficiência de vitamina D reduz a absorção intestinal de cálcio, o que eleva o PTH; o PTH mantém o cálcio próximo do normal à custa de perda renal de fosfato. O resultado é fósforo baixo, fosfatase alcalina alta e 25-hidroxivitamina D baixa. Radiograficamente, as fises ficam alargadas e as metáfises em taça e desfiadas. O tratamento é a reposição de vitamina D e cálcio.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Raquitismo e osteomalácia'],
    statement: '<p>As zonas de Looser (pseudofraturas), achado radiográfico característico da osteomalácia, são:</p>',
    alternatives: [
      {
        text: 'Fraturas de estresse completas da diáfise em atletas.',
        explanation: 'Incorreta: descrevem fraturas de estresse por sobrecarga em osso normal.',
      },
      {
        text: 'Faixas radiotransparentes perpendiculares à cortical, frequentemente bilaterais e simétricas, no colo femoral, nos ramos púbicos, nas costelas e na borda axilar da escápula.',
        explanation:
          'Correta: correspondem a acúmulo de osteoide não mineralizado em pontos de estresse ou de passagem de vasos.',
      },
      {
        text: 'Lesões líticas em saca-bocado na calota craniana.',
        explanation: 'Incorreta: são típicas do mieloma múltiplo.',
      },
      {
        text: 'Espessamento cortical com aumento do volume ósseo.',
        explanation: 'Incorreta: é característico da doença de Paget.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A osteomalácia é o defeito de mineralização da matriz osteoide no adulto, em geral por deficiência de vitamina D ou hipofosfatemia. Causa dor óssea difusa, fraqueza muscular proximal e marcha anserina. As zonas de Looser, faixas transparentes perpendiculares à cortical, são seu achado radiográfico típico e podem evoluir para fraturas completas.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2016,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Doença de Paget'],
    statement:
      '<p>Homem, 72 anos, assintomático, tem fosfatase alcalina elevada em exame de rotina, com cálcio, fósforo e gama-GT normais. A radiografia da pelve mostra espessamento cortical e trabecular, com aumento do volume do ilíaco direito.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Hiperparatireoidismo primário.',
        explanation: 'Incorreta: cursaria com cálcio elevado e fósforo baixo.',
      },
      {
        text: 'Osteomalácia.',
        explanation:
          'Incorreta: cursaria com fósforo ou cálcio baixos e rarefação óssea, e não com aumento do volume do osso.',
      },
      {
        text: 'Doença de Paget óssea.',
        explanation: 'Correta: fosfatase alcalina elevada isolada com osso espessado e aumentado em idoso é típica.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A doença de Paget é um distúrbio focal da remodelação óssea, com reabsorção osteoclástica exagerada seguida de formação desorganizada, que produz osso aumentado, espessado e frágil. Acomete idosos, sobretudo pelve, coluna, crânio, fêmur e tíbia. A fosfatase alcalina elevada com cálcio e fósforo normais é o achado laboratorial típico; metástases blásticas, como as de próstata, entram no diagnóstico diferencial.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2026, board: 'AMRIGS' },
  },
  {
    subject: ['Ortopedia Geral', 'Doenças Osteometabólicas', 'Doença de Paget'],
    statement:
      '<p>Homem, 76 anos, com doença de Paget do fêmur há muitos anos, refere aumento recente e progressivo da dor na coxa, inclusive noturna, e surgimento de massa palpável. A fosfatase alcalina subiu de forma acentuada.</p><p>Qual complicação deve ser investigada?</p>',
    alternatives: [
      {
        text: 'Osteonecrose da cabeça femoral.',
        explanation: 'Incorreta: não explica a massa nem a elevação acentuada da fosfatase alcalina.',
      },
      { text: 'Hipocalcemia grave.', explanation: 'Incorreta: não causa massa nem dor localizada progressiva.' },
      { text: 'Osteomalácia associada.', explanation: 'Incorreta: causa dor difusa e pseudofraturas, e não massa.' },
      {
        text: 'Transformação sarcomatosa (osteossarcoma secundário).',
        explanation:
          'Correta: dor nova e progressiva, massa e aumento da fosfatase alcalina são sinais de alerta para sarcoma.',
      },
      { text: 'Artrite séptica do quadril.', explanation: 'Incorreta: não há febre nem quadro articular agudo.' },
    ],
    correct: 'D',
    explanation:
      '<p>As complicações da doença de Paget incluem dor, deformidades, fraturas, artrose secundária, compressões neurológicas, surdez e insuficiência cardíaca de alto débito nas formas extensas. A transformação sarcomatosa, em geral osteossarcoma, é rara (menos de 1%), mas grave. O tratamento da doença ativa sintomática é feito com bisfosfonatos, como o ácido zoledrônico.</p>',
    source: {
      institution: 'SBOT',
      exam: 'Prova de Título TEOT (Título de Especialista em Ortopedia e Traumatologia, SBOT)',
      year: 2018,
      board: 'SBOT',
    },
  },
];
