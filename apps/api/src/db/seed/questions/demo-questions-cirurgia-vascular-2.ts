import type { DemoQuestion } from './demo-question-types.ts';

/** Cirurgia vascular, part 2: arteriopatias não ateroscleróticas, aorta, aneurismas periféricos e viscerais, trauma. */
export const questions2: readonly DemoQuestion[] = [
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Vasculites'],
    statement:
      '<p>Mulher, 24 anos, refere cansaço e dor nos braços ao pentear os cabelos há 6 meses, além de febre baixa e perda de peso. Ao exame, pulsos radiais e braquiais muito diminuídos à esquerda, PA de 140 × 80 mmHg no braço direito e 100 × 70 mmHg no esquerdo e sopro em fossa supraclavicular esquerda. VHS de 68 mm/h.</p><p>Qual o diagnóstico mais provável?</p>',
    alternatives: [
      {
        text: 'Tromboangeíte obliterante.',
        explanation:
          'Incorreta: acomete homens jovens tabagistas e artérias distais de pequeno e médio calibre, não os grandes troncos.',
      },
      {
        text: 'Síndrome do desfiladeiro torácico arterial.',
        explanation: 'Incorreta: não explica febre, emagrecimento e provas inflamatórias elevadas.',
      },
      {
        text: 'Arterite de Takayasu.',
        explanation:
          'Correta: mulher jovem com sintomas sistêmicos, claudicação de membros superiores, pulsos reduzidos, assimetria de PA e sopro subclávio.',
      },
      { text: 'Arterite de células gigantes.', explanation: 'Incorreta: ocorre quase sempre após os 50 anos.' },
      {
        text: 'Aterosclerose precoce da subclávia.',
        explanation:
          'Incorreta: sem fatores de risco e com sintomas sistêmicos, a hipótese inflamatória é muito mais provável.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A arterite de Takayasu é uma vasculite granulomatosa de grandes vasos que acomete a aorta e seus ramos principais, sobretudo em mulheres com menos de 40 anos. Há uma fase inflamatória sistêmica (febre, emagrecimento, VHS e PCR elevadas) e uma fase oclusiva, com claudicação de membros superiores, diminuição de pulsos, assimetria de PA maior que 10 mmHg e sopros. A angiotomografia ou a angiorressonância mostram espessamento parietal e estenoses longas e lisas.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Vasculites'],
    statement:
      '<p>Paciente de 29 anos com arterite de Takayasu apresenta claudicação incapacitante do membro superior esquerdo por oclusão longa da artéria subclávia.</p><p>Quando indicada, a revascularização deve ser realizada, preferencialmente:</p>',
    alternatives: [
      {
        text: 'Na fase inflamatória ativa, para evitar a progressão da oclusão.',
        explanation:
          'Incorreta: operar com a doença ativa aumenta falhas, reestenoses e pseudoaneurismas anastomóticos.',
      },
      {
        text: 'Por angioplastia com stent em todos os casos, por ser menos invasiva.',
        explanation:
          'Incorreta: em lesões longas e fibróticas, a reestenose após angioplastia é frequente; a cirurgia costuma ser mais durável.',
      },
      {
        text: 'Somente após suspender definitivamente os imunossupressores.',
        explanation:
          'Incorreta: o controle da inflamação é mantido com tratamento imunossupressor, e não exige suspendê-lo.',
      },
      {
        text: 'Com endarterectomia da subclávia, técnica de escolha na arterite.',
        explanation: 'Incorreta: a endarterectomia não é adequada na arterite, em que toda a parede está espessada.',
      },
      {
        text: 'Na fase inativa da doença, após controle da inflamação, com ponte ancorada em segmentos arteriais não acometidos.',
        explanation: 'Correta: a remissão da inflamação e anastomoses em segmentos sadios melhoram a durabilidade.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O tratamento da arterite de Takayasu é clínico, com corticoide e imunossupressores ou biológicos. A revascularização é indicada para isquemia significativa, hipertensão renovascular, doença cerebrovascular sintomática ou aneurismas, de preferência na fase inativa. Pontes cirúrgicas ancoradas em segmentos não acometidos têm perviedade superior à angioplastia, que apresenta alta taxa de reestenose nessas lesões.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2020,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Vasculites'],
    statement:
      '<p>Homem, 32 anos, fumante de 30 cigarros por dia desde os 15 anos, apresenta úlceras dolorosas nas pontas dos dedos das mãos e do pé direito, episódios prévios de flebite superficial migratória e fenômeno de Raynaud. Sem diabetes, hipertensão ou dislipidemia. A arteriografia mostra oclusões segmentares das artérias distais dos membros, com colaterais em saca-rolhas e artérias proximais normais.</p><p>Qual a medida terapêutica mais importante?</p>',
    alternatives: [
      { text: 'Corticoide em dose alta.', explanation: 'Incorreta: não é uma vasculite responsiva a corticoide.' },
      {
        text: 'Abstinência completa e definitiva do tabaco, em qualquer forma.',
        explanation: 'Correta: é a única medida que comprovadamente interrompe a progressão e reduz amputações.',
      },
      {
        text: 'Ponte com veia safena para as artérias digitais.',
        explanation: 'Incorreta: o acometimento difuso e distal raramente oferece alvo para revascularização.',
      },
      {
        text: 'Anticoagulação plena com varfarina.',
        explanation: 'Incorreta: não altera a história natural da doença.',
      },
      {
        text: 'Substituição do cigarro por cigarro eletrônico com nicotina.',
        explanation: 'Incorreta: a nicotina, em qualquer forma, mantém a atividade da doença.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A tromboangeíte obliterante (doença de Buerger) acomete homens jovens tabagistas, com inflamação e trombose de artérias e veias de pequeno e médio calibre das extremidades, poupando as artérias proximais. Achados típicos são úlceras digitais, tromboflebite migratória, Raynaud e colaterais em saca-rolhas (sinal de Martorell). A abstinência total do tabaco, inclusive de produtos com nicotina, é o único tratamento que muda o prognóstico; quem continua fumando tem alto risco de amputação.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Vasculites'],
    statement:
      '<p>Mulher, 74 anos, refere cefaleia temporal direita há 3 semanas, dor na mandíbula ao mastigar, rigidez matinal em cinturas escapular e pélvica e dois episódios de perda visual transitória no olho direito. A artéria temporal direita está espessada e dolorosa. VHS de 92 mm/h.</p><p>Qual a conduta imediata?</p>',
    alternatives: [
      {
        text: 'Biópsia da artéria temporal e aguardar o resultado para iniciar o tratamento.',
        explanation: 'Incorreta: com sintomas visuais, o risco de cegueira definitiva não permite esperar a biópsia.',
      },
      {
        text: 'Anti-inflamatório não esteroidal e reavaliação em 1 semana.',
        explanation: 'Incorreta: AINE não trata a vasculite nem protege a visão.',
      },
      {
        text: 'Angiotomografia de crânio e ácido acetilsalicílico.',
        explanation: 'Incorreta: o quadro é clínico e a prioridade é o corticoide.',
      },
      {
        text: 'Corticoide em dose alta imediatamente, com biópsia da artéria temporal nos dias seguintes.',
        explanation:
          'Correta: o corticoide deve ser iniciado logo, e a biópsia continua diagnóstica por alguns dias a semanas após o início.',
      },
      {
        text: 'Endarterectomia da artéria temporal superficial.',
        explanation: 'Incorreta: não há papel cirúrgico no tratamento da arterite de células gigantes.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A arterite de células gigantes acomete pessoas acima de 50 anos, com cefaleia nova, claudicação da mandíbula, alterações da artéria temporal, polimialgia reumática e VHS elevada. A complicação mais temida é a neuropatia óptica isquêmica, com cegueira irreversível. Com suspeita clínica, sobretudo com sintomas visuais, inicia-se corticoide em dose alta imediatamente; biópsia ou ultrassonografia das temporais confirmam o diagnóstico sem atrasar o tratamento.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Síndrome do desfiladeiro torácico'],
    statement: '<p>Qual a forma mais frequente da síndrome do desfiladeiro torácico?</p>',
    alternatives: [
      {
        text: 'Neurogênica, por compressão do plexo braquial.',
        explanation: 'Correta: responde por cerca de 95% dos casos.',
      },
      {
        text: 'Venosa, por compressão da veia subclávia.',
        explanation: 'Incorreta: corresponde a cerca de 3% a 5% dos casos.',
      },
      {
        text: 'Arterial, por compressão da artéria subclávia.',
        explanation: 'Incorreta: é a forma mais rara, em torno de 1%.',
      },
      { text: 'Mista arterial e venosa.', explanation: 'Incorreta: formas combinadas são raras.' },
    ],
    correct: 'A',
    explanation:
      '<p>A síndrome do desfiladeiro torácico resulta da compressão do feixe neurovascular no triângulo dos escalenos, no espaço costoclavicular ou sob o peitoral menor. A forma neurogênica é a mais comum (cerca de 95%), com dor e parestesias no território do tronco inferior do plexo (C8–T1). A venosa (Paget-Schroetter) e a arterial são raras, mas têm achados objetivos e tratamento mais urgente.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Síndrome do desfiladeiro torácico'],
    statement:
      '<p>Homem, 22 anos, nadador, apresenta há 3 dias edema de todo o membro superior direito, dor em peso e coloração violácea, com veias colaterais visíveis no ombro e no tórax. O duplex mostra trombose das veias axilar e subclávia direitas.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Anticoagulação por 3 meses, sem outras medidas.',
        explanation:
          'Incorreta: mantida a compressão, a recorrência e os sintomas residuais são frequentes em jovens ativos.',
      },
      {
        text: 'Implante de stent na veia subclávia sem descompressão.',
        explanation: 'Incorreta: o stent sob a compressão costoclavicular tende a fraturar e ocluir.',
      },
      {
        text: 'Filtro de veia cava superior.',
        explanation: 'Incorreta: não há indicação e o dispositivo tem complicações graves nessa posição.',
      },
      {
        text: 'Ressecção da clavícula.',
        explanation: 'Incorreta: a descompressão é feita pela ressecção da primeira costela, não da clavícula.',
      },
      {
        text: 'Anticoagulação, trombólise dirigida por cateter e descompressão com ressecção da primeira costela.',
        explanation: 'Correta: é a estratégia que restaura a perviedade e remove a causa da compressão.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A síndrome de Paget-Schroetter é a trombose de esforço da veia axilossubclávia por compressão no espaço costoclavicular, em jovens que fazem movimentos repetitivos com o braço elevado. Em casos recentes, a trombólise dirigida por cateter restaura a luz, e a ressecção da primeira costela (com liberação dos escalenos e venólise) trata a causa. A angioplastia venosa, se necessária, deve vir após a descompressão.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'FUVEST' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Síndrome do desfiladeiro torácico'],
    statement:
      '<p>Mulher, 30 anos, apresenta episódios de palidez e dor nos dedos da mão direita e duas pequenas úlceras digitais. Radiografia de tórax com costela cervical completa à direita. O duplex mostra dilatação aneurismática da artéria subclávia distal à costela, com trombo mural.</p><p>Qual o tratamento indicado?</p>',
    alternatives: [
      {
        text: 'Bloqueador de canal de cálcio e observação.',
        explanation: 'Incorreta: o quadro não é vasoespástico, mas embólico, com lesão estrutural da subclávia.',
      },
      {
        text: 'Simpatectomia torácica isolada.',
        explanation: 'Incorreta: não trata a compressão nem a fonte embólica.',
      },
      {
        text: 'Ressecção da costela cervical com reparo ou substituição da artéria subclávia e tratamento das embolias distais.',
        explanation: 'Correta: é preciso descomprimir, eliminar a fonte embólica e revascularizar a mão.',
      },
      {
        text: 'Anticoagulação plena isolada por tempo indeterminado.',
        explanation: 'Incorreta: não trata a compressão nem o aneurisma que originam as embolias.',
      },
      {
        text: 'Fisioterapia postural por 6 meses.',
        explanation: 'Incorreta: é o tratamento inicial da forma neurogênica, não da arterial com embolização.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A forma arterial do desfiladeiro torácico costuma estar associada a anomalias ósseas, como costela cervical completa, que causam estenose, dilatação pós-estenótica ou aneurisma da subclávia com trombo mural. As embolias distais levam a isquemia digital, às vezes confundida com Raynaud. O tratamento é cirúrgico: descompressão óssea, reconstrução da subclávia e tratamento das oclusões distais.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2022,
      board: 'SBACV',
    },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Síndrome do desfiladeiro torácico'],
    statement:
      '<p>Homem, 35 anos, trabalhador de linha de montagem, refere dor no pescoço e no ombro direito e parestesias no 4º e 5º dedos da mão direita, que pioram ao trabalhar com os braços elevados. Pulsos e cor da mão normais, sem edema. Eletroneuromiografia normal e radiografia cervical sem costela cervical.</p><p>Qual a conduta inicial mais adequada?</p>',
    alternatives: [
      {
        text: 'Ressecção da primeira costela por via transaxilar.',
        explanation: 'Incorreta: a cirurgia é reservada aos que não melhoram com tratamento conservador adequado.',
      },
      {
        text: 'Fisioterapia com reeducação postural, alongamento e fortalecimento, com adaptação das atividades.',
        explanation: 'Correta: é o tratamento inicial da forma neurogênica, com melhora em boa parte dos pacientes.',
      },
      { text: 'Anticoagulação oral.', explanation: 'Incorreta: não há componente vascular trombótico.' },
      {
        text: 'Angiotomografia e angioplastia da subclávia.',
        explanation: 'Incorreta: pulsos normais e ausência de sinais isquêmicos afastam a forma arterial.',
      },
      {
        text: 'Descompressão do túnel do carpo.',
        explanation:
          'Incorreta: parestesias no território ulnar e piora com os braços elevados não sugerem síndrome do túnel do carpo.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na forma neurogênica do desfiladeiro torácico, o diagnóstico é sobretudo clínico: dor e parestesias no território C8–T1 que pioram com os braços elevados, muitas vezes com eletroneuromiografia normal. O tratamento inicial é conservador, com fisioterapia dirigida, ergonomia e analgesia, por alguns meses. A descompressão cirúrgica (ressecção da primeira costela e escalenectomia) fica para os refratários bem selecionados.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'Instituto AOCP' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Fenômeno de Raynaud'],
    statement: '<p>Na avaliação de uma paciente com fenômeno de Raynaud, qual achado sugere a forma secundária?</p>',
    alternatives: [
      {
        text: 'Início dos sintomas aos 16 anos.',
        explanation: 'Incorreta: o início na adolescência é típico da forma primária.',
      },
      {
        text: 'Acometimento simétrico de ambas as mãos.',
        explanation: 'Incorreta: a simetria é característica do Raynaud primário.',
      },
      {
        text: 'Pulsos radiais e ulnares normais.',
        explanation: 'Incorreta: pulsos normais são esperados na forma primária.',
      },
      {
        text: 'Capilaroscopia periungueal com megacapilares e áreas avasculares.',
        explanation: 'Correta: esse padrão esclerodérmico indica doença do tecido conjuntivo subjacente.',
      },
      {
        text: 'Desencadeamento dos episódios pelo frio e por estresse emocional.',
        explanation: 'Incorreta: são gatilhos comuns às duas formas.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O Raynaud primário é comum em mulheres jovens, simétrico, sem úlceras ou necrose, com capilaroscopia normal e FAN negativo. Sugerem forma secundária: início após os 30 a 40 anos, assimetria, úlceras digitais, sinais de doença sistêmica, FAN positivo e capilaroscopia alterada (megacapilares, hemorragias e áreas avasculares), típica da esclerose sistêmica. A investigação orienta o prognóstico e o tratamento da causa.</p>',
    source: { institution: 'UNICAMP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Fenômeno de Raynaud'],
    statement: '<p>No fenômeno de Raynaud clássico, a sequência de alterações de cor dos dedos é:</p>',
    alternatives: [
      {
        text: 'Palidez, cianose e rubor.',
        explanation:
          'Correta: vasoespasmo (palidez), desoxigenação do sangue estagnado (cianose) e hiperemia reativa (rubor).',
      },
      {
        text: 'Rubor, palidez e cianose.',
        explanation: 'Incorreta: o rubor é a fase final, de hiperemia reativa após o fim do espasmo.',
      },
      {
        text: 'Cianose, rubor e palidez.',
        explanation: 'Incorreta: a fase inicial é a palidez, pela interrupção do fluxo.',
      },
      { text: 'Palidez, rubor e cianose.', explanation: 'Incorreta: a cianose precede o rubor.' },
    ],
    correct: 'A',
    explanation:
      '<p>O fenômeno de Raynaud tem três fases clássicas: palidez, pelo vasoespasmo das artérias digitais; cianose, pela dessaturação do sangue estagnado; e rubor, pela hiperemia reativa quando o fluxo retorna, muitas vezes com dor e parestesias. Nem todos os pacientes apresentam as três fases, mas a palidez bem demarcada é o achado mais característico.</p>',
    source: { institution: 'SES-DF', exam: 'Residência Médica R1 – Acesso Direto', year: 2018, board: 'Cebraspe' },
  },
  {
    subject: ['Doenças Arteriais', 'Arteriopatias Não Ateroscleróticas', 'Fenômeno de Raynaud'],
    statement:
      '<p>Mulher, 27 anos, com Raynaud primário, tem crises frequentes no inverno que atrapalham o trabalho, apesar de se proteger do frio e não fumar.</p><p>Qual o fármaco de primeira escolha?</p>',
    alternatives: [
      { text: 'Propranolol.', explanation: 'Incorreta: betabloqueadores podem agravar o vasoespasmo.' },
      {
        text: 'Ácido acetilsalicílico.',
        explanation: 'Incorreta: não reduz o vasoespasmo nem a frequência das crises.',
      },
      { text: 'Varfarina.', explanation: 'Incorreta: não tem papel no Raynaud primário.' },
      { text: 'Sumatriptano.', explanation: 'Incorreta: triptanos são vasoconstritores e podem piorar o quadro.' },
      {
        text: 'Bloqueador de canal de cálcio di-hidropiridínico, como nifedipino de liberação prolongada ou anlodipino.',
        explanation: 'Correta: reduz a frequência e a intensidade das crises e é a primeira escolha farmacológica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O tratamento do Raynaud começa com medidas gerais: proteção contra o frio, abandono do tabagismo e suspensão de fármacos vasoconstritores (betabloqueadores, derivados do ergot, triptanos, descongestionantes). Quando necessário, os bloqueadores de canal de cálcio di-hidropiridínicos são a primeira escolha. Inibidores da fosfodiesterase 5, prostanoides e toxina botulínica são opções nos casos graves, sobretudo secundários com úlceras.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Arteriopatias Não Ateroscleróticas',
      'Displasia fibromuscular e arteriopatias do jovem',
    ],
    statement:
      '<p>Mulher, 28 anos, sem outros fatores de risco, tem hipertensão de difícil controle descoberta há 1 ano. A angiotomografia mostra, nos terços médio e distal da artéria renal direita, alternância de estenoses e dilatações com aspecto em colar de contas.</p><p>Qual o tratamento de escolha?</p>',
    alternatives: [
      {
        text: 'Angioplastia com balão, sem implante de stent de rotina.',
        explanation:
          'Correta: na displasia fibromuscular multifocal, a angioplastia com balão tem alto sucesso e muitas vezes cura ou melhora a hipertensão.',
      },
      {
        text: 'Angioplastia com stent farmacológico.',
        explanation: 'Incorreta: o stent fica reservado a complicações, como dissecção, ou a falha do balão.',
      },
      { text: 'Nefrectomia direita.', explanation: 'Incorreta: o rim é viável e a lesão é tratável.' },
      {
        text: 'Ponte aortorrenal como primeira opção.',
        explanation: 'Incorreta: a cirurgia fica para falhas, lesões complexas ou aneurismas associados.',
      },
      {
        text: 'Endarterectomia da artéria renal.',
        explanation: 'Incorreta: a doença não é aterosclerótica, e a técnica não se aplica.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A displasia fibromuscular é uma arteriopatia não aterosclerótica e não inflamatória, mais comum em mulheres jovens, que acomete principalmente as artérias renais e as carótidas internas extracranianas. A forma multifocal, com aspecto em colar de contas nos segmentos médio e distal, é a mais frequente. Na hipertensão renovascular por displasia, a angioplastia com balão é o tratamento de escolha, com stent apenas para complicações; também se recomenda rastrear outros territórios, inclusive aneurismas intracranianos.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'FGV' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Arteriopatias Não Ateroscleróticas',
      'Displasia fibromuscular e arteriopatias do jovem',
    ],
    statement:
      '<p>Homem, 22 anos, jogador de futebol, sem fatores de risco cardiovascular, refere claudicação de panturrilha esquerda após corridas. Os pulsos distais são normais em repouso, mas desaparecem com a flexão plantar ativa do pé contra resistência, com o joelho estendido.</p><p>Qual o diagnóstico e o tratamento?</p>',
    alternatives: [
      {
        text: 'Síndrome compartimental crônica; fasciotomia.',
        explanation: 'Incorreta: não explicaria a perda dos pulsos com a manobra de provocação.',
      },
      {
        text: 'Doença de Buerger; cessação do tabagismo.',
        explanation: 'Incorreta: o paciente não fuma e os pulsos são normais em repouso.',
      },
      {
        text: 'Síndrome do aprisionamento da artéria poplítea; liberação musculotendínea (em geral da cabeça medial do gastrocnêmio), com reconstrução arterial se houver lesão.',
        explanation: 'Correta: a relação anômala da artéria com a musculatura comprime o vaso durante a contração.',
      },
      {
        text: 'Doença cística adventicial; ressecção do cisto.',
        explanation: 'Incorreta: a doença cística causa estenose fixa, sem perda de pulso dependente de manobra.',
      },
      {
        text: 'Aterosclerose precoce; angioplastia poplítea.',
        explanation: 'Incorreta: o perfil e a manobra positiva apontam para compressão extrínseca.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>O aprisionamento da artéria poplítea resulta de uma relação anatômica anômala entre a artéria e a cabeça medial do gastrocnêmio (ou outras estruturas), comprimindo o vaso durante a contração muscular. Deve ser lembrado em jovens atletas com claudicação. A manobra de flexão plantar ativa ou dorsiflexão passiva com o joelho estendido reduz os pulsos, e o duplex ou a imagem dinâmica confirmam. O tratamento é a liberação cirúrgica, com reconstrução da artéria se já houver lesão, para evitar trombose e aneurisma.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'VUNESP' },
  },
  {
    subject: [
      'Doenças Arteriais',
      'Arteriopatias Não Ateroscleróticas',
      'Displasia fibromuscular e arteriopatias do jovem',
    ],
    statement:
      '<p>Homem, 42 anos, sem fatores de risco, refere claudicação de início súbito na panturrilha direita. O ultrassom mostra uma lesão cística anecoica na parede da artéria poplítea, comprimindo a luz, e a arteriografia mostra estenose lisa e excêntrica, com aspecto em cimitarra.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Aneurisma de artéria poplítea trombosado.',
        explanation:
          'Incorreta: o aneurisma apareceria como dilatação com trombo, não como cisto na parede que estreita a luz.',
      },
      {
        text: 'Doença cística adventicial da artéria poplítea.',
        explanation:
          'Correta: o cisto de conteúdo mucinoso na adventícia comprime a luz, com o sinal da cimitarra na angiografia.',
      },
      {
        text: 'Cisto de Baker roto.',
        explanation: 'Incorreta: o cisto de Baker fica fora da artéria, no espaço poplíteo, e não na parede arterial.',
      },
      {
        text: 'Displasia fibromuscular da poplítea.',
        explanation: 'Incorreta: a displasia causa o aspecto em colar de contas, não uma lesão cística parietal.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A doença cística adventicial é rara, mais comum em homens de meia-idade, e acomete principalmente a artéria poplítea. Um cisto com conteúdo mucoide na adventícia comprime a luz, causando claudicação de início abrupto sem aterosclerose. A imagem mostra a lesão cística, e a angiografia, o sinal da cimitarra ou da ampulheta. O tratamento é cirúrgico, com ressecção do cisto ou do segmento acometido e interposição venosa; a aspiração isolada tem alta recorrência.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2016,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Sobre o rastreamento do aneurisma de aorta abdominal (AAA), a recomendação com melhor evidência é:</p>',
    alternatives: [
      {
        text: 'Tomografia de abdome em todos os adultos acima de 50 anos.',
        explanation:
          'Incorreta: a tomografia expõe a radiação e não é o método de rastreamento; a idade-alvo também está errada.',
      },
      {
        text: 'Ultrassonografia anual em mulheres acima de 60 anos não tabagistas.',
        explanation: 'Incorreta: nesse grupo a prevalência é baixa, e o rastreamento não mostrou benefício.',
      },
      {
        text: 'Palpação abdominal isolada em homens idosos.',
        explanation: 'Incorreta: o exame físico tem baixa sensibilidade, sobretudo em obesos.',
      },
      {
        text: 'Ultrassonografia de abdome única em homens a partir de 65 anos, sobretudo tabagistas ou ex-tabagistas.',
        explanation:
          'Correta: o rastreamento com ultrassom reduziu a mortalidade por AAA nos grandes estudos populacionais.',
      },
      {
        text: 'Angiorressonância a cada 5 anos em hipertensos.',
        explanation: 'Incorreta: não há recomendação de rastreamento seriado nem desse método.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Ensaios como o MASS mostraram que uma ultrassonografia única em homens a partir de 65 anos reduz a mortalidade relacionada ao AAA. A força-tarefa americana recomenda o exame em homens de 65 a 75 anos que já fumaram; a diretriz europeia, em todos os homens aos 65 anos. Parentes de primeiro grau de pacientes com AAA também se beneficiam do rastreamento. Aorta normal aos 65 anos dispensa exames repetidos.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2024, board: 'FUVEST' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Mulher, 74 anos, ex-tabagista, em bom estado geral, tem AAA infrarrenal assintomático de 5,1 cm, que cresceu 0,3 cm no último ano.</p><p>Segundo as diretrizes atuais (SVS e ESVS), qual a conduta?</p>',
    alternatives: [
      {
        text: 'Manter vigilância, pois a correção só é indicada a partir de 5,5 cm.',
        explanation:
          'Incorreta: esse limiar vale para homens; nas mulheres, o risco de rotura é maior para o mesmo diâmetro.',
      },
      {
        text: 'Considerar a correção eletiva, pois o limiar em mulheres é de 5,0 cm.',
        explanation:
          'Correta: mulheres rompem aneurismas menores, e as diretrizes sugerem correção a partir de 5,0 cm.',
      },
      {
        text: 'Correção imediata de urgência.',
        explanation: 'Incorreta: o aneurisma é assintomático e não há rotura; a correção é eletiva.',
      },
      {
        text: 'Iniciar doxiciclina para reduzir o crescimento e reavaliar em 1 ano.',
        explanation: 'Incorreta: a doxiciclina não reduziu o crescimento do AAA em ensaio clínico.',
      },
      {
        text: 'Indicar correção apenas se surgir dor abdominal ou lombar.',
        explanation: 'Incorreta: esperar sintomas expõe a paciente ao risco de rotura.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A correção eletiva do AAA é recomendada a partir de 5,5 cm em homens e deve ser considerada a partir de 5,0 cm em mulheres, que têm maior risco de rotura para o mesmo diâmetro. Também indicam correção o crescimento rápido (mais de 1 cm/ano ou 0,5 cm em 6 meses) e os sintomas atribuíveis ao aneurisma. Nenhum medicamento reduz de forma comprovada o crescimento do AAA; parar de fumar é a medida mais importante.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2025,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Homem, 69 anos, assintomático, tem AAA infrarrenal de 4,3 cm diagnosticado por ultrassonografia.</p><p>Qual o intervalo de vigilância recomendado?</p>',
    alternatives: [
      { text: 'A cada 3 anos.', explanation: 'Incorreta: intervalo adequado para aneurismas de 3,0 a 3,9 cm.' },
      {
        text: 'A cada 3 meses.',
        explanation:
          'Incorreta: intervalo curto demais para esse diâmetro, reservado a aneurismas próximos do limiar cirúrgico.',
      },
      { text: 'Anual.', explanation: 'Correta: aneurismas de 4,0 a 4,9 cm devem ser reavaliados anualmente.' },
      {
        text: 'Não é necessário acompanhamento.',
        explanation: 'Incorreta: todo AAA precisa de vigilância, pois cresce e pode romper.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Como o crescimento do AAA acelera com o diâmetro, a vigilância é escalonada: 3,0 a 3,9 cm a cada 3 anos; 4,0 a 4,9 cm anualmente; 5,0 cm ou mais a cada 3 a 6 meses, até atingir o limiar de correção. Durante a vigilância, parar de fumar, controlar a pressão e usar estatina e antiagregante reduzem o risco cardiovascular, que é a principal causa de morte desses pacientes.</p>',
    source: { institution: 'SUS-SP', exam: 'R3 – Cirurgia Vascular', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Qual dos fatores abaixo está associado a <strong>menor</strong> prevalência e menor velocidade de crescimento do aneurisma de aorta abdominal?</p>',
    alternatives: [
      {
        text: 'Tabagismo.',
        explanation:
          'Incorreta: é o principal fator de risco modificável, associado ao surgimento, ao crescimento e à rotura.',
      },
      { text: 'Sexo masculino.', explanation: 'Incorreta: o AAA é várias vezes mais frequente em homens.' },
      {
        text: 'História familiar de AAA em parente de primeiro grau.',
        explanation: 'Incorreta: aumenta o risco e justifica rastreamento.',
      },
      { text: 'Idade acima de 65 anos.', explanation: 'Incorreta: a prevalência aumenta com a idade.' },
      {
        text: 'Diabetes mellitus.',
        explanation:
          'Correta: de forma paradoxal, o diabetes se associa a menor prevalência e menor crescimento do AAA.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>Os principais fatores de risco do AAA são tabagismo, sexo masculino, idade avançada, história familiar e aterosclerose. O tabagismo é o mais importante fator modificável e acelera o crescimento. O diabetes, de forma paradoxal, associa-se a menor prevalência e crescimento mais lento, possivelmente por efeitos da glicação na matriz da parede arterial.</p>',
    source: { institution: 'AMRIGS', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'AMRIGS' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Homem, 73 anos, chega ao pronto-socorro com dor lombar e abdominal súbita há 1 hora, sudorese e síncope. PA de 84 × 50 mmHg, FC de 118 bpm, consciente. Há massa pulsátil dolorosa no abdome. O hospital tem equipe vascular, tomógrafo e sala híbrida.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Reposição volêmica restritiva (hipotensão permissiva), angiotomografia rápida se possível e correção de urgência, preferindo o tratamento endovascular se a anatomia for favorável.',
        explanation: 'Correta: é a estratégia atual para o AAA roto em paciente que mantém consciência.',
      },
      {
        text: 'Reposição agressiva com cristaloides até PA sistólica de 130 mmHg antes de qualquer procedimento.',
        explanation: 'Incorreta: elevar a pressão aumenta o sangramento e dilui os fatores de coagulação.',
      },
      {
        text: 'Ultrassonografia seriada e internação em UTI para observação.',
        explanation: 'Incorreta: o AAA roto tem mortalidade altíssima sem correção imediata.',
      },
      {
        text: 'Endoscopia digestiva alta para excluir hemorragia digestiva.',
        explanation: 'Incorreta: o quadro é típico de rotura de AAA e a endoscopia só atrasaria o tratamento.',
      },
      {
        text: 'Correção cirúrgica aberta eletiva após estabilização em 48 horas.',
        explanation: 'Incorreta: não se espera estabilização para corrigir um aneurisma roto.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>A tríade dor abdominal ou lombar, hipotensão e massa pulsátil em idoso sugere AAA roto. Preconiza-se hipotensão permissiva (manter o paciente consciente, com PA sistólica em torno de 70 a 90 mmHg), transfusão precoce e correção imediata. As diretrizes preferem o reparo endovascular quando a anatomia permite, pela menor mortalidade precoce, sobretudo em mulheres; a angiotomografia é útil se não atrasar o tratamento.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Aneurisma da aorta abdominal'],
    statement:
      '<p>Homem, 71 anos, operado de AAA com prótese aortobi-ilíaca há 6 anos, teve um episódio de hematêmese volumosa que cessou espontaneamente. Está estável, com hemoglobina de 9,8 g/dL.</p><p>Qual a principal hipótese diagnóstica?</p>',
    alternatives: [
      {
        text: 'Úlcera péptica gástrica.',
        explanation:
          'Incorreta: é possível, mas em portador de prótese aórtica o sangramento sentinela deve levar a excluir primeiro uma causa fatal.',
      },
      {
        text: 'Síndrome de Mallory-Weiss.',
        explanation:
          'Incorreta: não há história de vômitos repetidos, e o contexto aponta para complicação da prótese.',
      },
      { text: 'Varizes esofágicas.', explanation: 'Incorreta: não há história de hepatopatia ou hipertensão portal.' },
      {
        text: 'Fístula aortoentérica entre a anastomose proximal da prótese e o duodeno.',
        explanation:
          'Correta: o sangramento sentinela autolimitado em paciente com prótese aórtica é a apresentação clássica.',
      },
      { text: 'Angiodisplasia de cólon.', explanation: 'Incorreta: não causaria hematêmese.' },
    ],
    correct: 'D',
    explanation:
      '<p>A fístula aortoentérica secundária é uma complicação tardia da cirurgia aórtica, em geral entre a anastomose proximal e a terceira ou quarta porção do duodeno. Costuma se apresentar com sangramento sentinela autolimitado, seguido de hemorragia maciça. A angiotomografia e a endoscopia até o duodeno distal ajudam no diagnóstico, e o tratamento envolve remoção ou substituição da prótese, reparo intestinal e revascularização, às vezes com endoprótese como ponte.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'FGV' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Tratamento endovascular e endoleaks'],
    statement:
      '<p>Um ano após correção endovascular (EVAR) de AAA, a angiotomografia de controle mostra contraste no saco aneurismático, na fase tardia, proveniente de artérias lombares, sem vazamento nas zonas de fixação. O diâmetro do saco está estável em relação ao exame pós-operatório.</p><p>Qual a classificação e a conduta?</p>',
    alternatives: [
      {
        text: 'Endoleak tipo I; correção imediata.',
        explanation: 'Incorreta: o tipo I ocorre nas zonas de fixação, que aqui estão vedadas.',
      },
      {
        text: 'Endoleak tipo II; manter vigilância por imagem enquanto o saco não crescer.',
        explanation:
          'Correta: o tipo II por ramos lombares ou mesentérica inferior costuma ser benigno e muitas vezes se resolve espontaneamente.',
      },
      {
        text: 'Endoleak tipo III; troca do módulo da endoprótese.',
        explanation: 'Incorreta: o tipo III ocorre por desconexão de módulos ou defeito do tecido.',
      },
      {
        text: 'Endoleak tipo IV; conversão para cirurgia aberta.',
        explanation: 'Incorreta: o tipo IV é a porosidade do tecido, precoce e autolimitada.',
      },
      {
        text: 'Endoleak tipo II; conversão cirúrgica imediata.',
        explanation: 'Incorreta: com saco estável, não há indicação de intervenção.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Os endoleaks são classificados em tipo I (zonas de fixação proximal Ia ou distal Ib), tipo II (fluxo retrógrado por ramos, como lombares e mesentérica inferior), tipo III (desconexão de módulos ou ruptura do tecido), tipo IV (porosidade) e tipo V (endotensão, crescimento sem vazamento visível). O tipo II é o mais comum e, com saco estável, é apenas acompanhado; intervenção (em geral embolização) é considerada se houver crescimento significativo, em torno de 10 mm ou mais. Os tipos I e III pressurizam o saco e devem ser corrigidos.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2018,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Tratamento endovascular e endoleaks'],
    statement:
      '<p>Na angiografia de controle ao fim de um EVAR, observa-se contraste entrando no saco aneurismático a partir da extremidade proximal da endoprótese, junto ao colo infrarrenal.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Finalizar o procedimento e repetir a angiotomografia em 6 meses.',
        explanation:
          'Incorreta: o tipo Ia pressuriza o saco e mantém o risco de rotura; não deve ser deixado para depois.',
      },
      {
        text: 'Embolizar as artérias lombares.',
        explanation: 'Incorreta: a origem do vazamento é a zona de fixação proximal, não ramos lombares.',
      },
      {
        text: 'Converter imediatamente para cirurgia aberta, sem tentar correção endovascular.',
        explanation: 'Incorreta: a maioria dos tipo Ia é corrigida por via endovascular no mesmo ato.',
      },
      {
        text: 'Ligar a artéria mesentérica inferior por laparoscopia.',
        explanation: 'Incorreta: não trata o vazamento pelo colo.',
      },
      {
        text: 'Corrigir no mesmo ato: remodelar com balão, estender com cuff proximal, implantar stent expansível por balão ou endoâncoras.',
        explanation: 'Correta: o endoleak tipo Ia deve ser corrigido prontamente, em geral por via endovascular.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O endoleak tipo I indica vedação inadequada na zona de fixação e mantém o saco sob pressão sistêmica. Deve ser corrigido no próprio procedimento, quando possível, com remodelamento por balão, extensão proximal (cuff), stent expansível por balão de grande força radial ou endoâncoras; em casos refratários, técnicas com fenestras ou chaminés, embolização do saco ou conversão aberta. Colo curto, angulado, cônico ou com trombo predispõe a esse problema.</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'AMRIGS' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Tratamento endovascular e endoleaks'],
    statement:
      '<p>No planejamento do EVAR com endoprótese convencional, qual característica anatômica é a limitação mais frequente ao uso dentro das instruções do fabricante?</p>',
    alternatives: [
      {
        text: 'Colo proximal curto (menor que 10 a 15 mm) ou muito angulado.',
        explanation:
          'Correta: o colo infrarrenal é a zona de vedação proximal, e sua inadequação é a principal contraindicação anatômica.',
      },
      {
        text: 'Diâmetro máximo do aneurisma acima de 6 cm.',
        explanation: 'Incorreta: o diâmetro do saco, isoladamente, não impede o EVAR.',
      },
      {
        text: 'Artéria mesentérica inferior pérvia.',
        explanation:
          'Incorreta: ela é habitualmente coberta pela endoprótese, e sua perviedade pode apenas originar endoleak tipo II.',
      },
      {
        text: 'Presença de trombo mural no saco aneurismático.',
        explanation:
          'Incorreta: o trombo no saco é comum e não impede o procedimento; preocupa apenas quando está no colo.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O sucesso do EVAR depende de boas zonas de vedação. As instruções dos fabricantes exigem, em geral, colo infrarrenal de pelo menos 10 a 15 mm, diâmetro até cerca de 32 mm e angulação menor que 60°, além de acessos ilíacos e femorais compatíveis com o calibre do dispositivo. Colos hostis aumentam endoleak tipo Ia e migração; nesses casos, consideram-se endopróteses fenestradas, técnicas com chaminés ou cirurgia aberta.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Aneurismas da aorta', 'Tratamento endovascular e endoleaks'],
    statement:
      '<p>Comparando a correção endovascular (EVAR) com a cirurgia aberta no AAA eletivo, segundo os grandes ensaios clínicos (EVAR-1, DREAM, OVER), é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O EVAR tem maior mortalidade perioperatória que a cirurgia aberta.',
        explanation: 'Incorreta: a mortalidade em 30 dias é menor com o EVAR.',
      },
      {
        text: 'O EVAR dispensa acompanhamento por imagem após 1 ano.',
        explanation:
          'Incorreta: a vigilância deve ser mantida por toda a vida, pela possibilidade de endoleak, migração e crescimento do saco.',
      },
      {
        text: 'O EVAR tem menor mortalidade perioperatória, mas a sobrevida a longo prazo é semelhante e há mais reintervenções.',
        explanation:
          'Correta: a vantagem inicial se perde ao longo dos anos, e o EVAR exige mais reintervenções e vigilância.',
      },
      {
        text: 'A cirurgia aberta tem mais reintervenções que o EVAR a longo prazo.',
        explanation: 'Incorreta: o EVAR é que apresenta mais reintervenções tardias.',
      },
      {
        text: 'O EVAR elimina o risco de rotura tardia do aneurisma.',
        explanation: 'Incorreta: rotura tardia pode ocorrer, sobretudo com endoleaks tipo I e III não tratados.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Os ensaios EVAR-1, DREAM e OVER mostraram menor mortalidade perioperatória com o EVAR, com benefício que desaparece em poucos anos; a sobrevida tardia é semelhante, e no seguimento muito longo do EVAR-1 houve mais mortes relacionadas ao aneurisma no grupo endovascular. O EVAR tem mais reintervenções e exige vigilância por imagem por toda a vida. Por isso, pacientes jovens e de baixo risco podem ser bons candidatos à cirurgia aberta.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2021,
      board: 'SBACV',
    },
  },
  {
    subject: [
      'Aorta e Aneurismas',
      'Doenças da Aorta',
      'Aneurismas da aorta',
      'Aneurisma da aorta torácica e toracoabdominal',
    ],
    statement:
      '<p>Na classificação de Crawford dos aneurismas toracoabdominais, qual tipo acomete da artéria subclávia esquerda até abaixo das artérias renais e apresenta o maior risco de paraplegia após a correção?</p>',
    alternatives: [
      {
        text: 'Tipo I.',
        explanation:
          'Incorreta: o tipo I vai da subclávia esquerda até acima das renais, com extensão abdominal limitada.',
      },
      {
        text: 'Tipo III.',
        explanation: 'Incorreta: o tipo III começa na metade distal da aorta torácica descendente.',
      },
      {
        text: 'Tipo IV.',
        explanation:
          'Incorreta: o tipo IV se restringe à aorta abdominal, a partir do diafragma, e tem o menor risco de paraplegia.',
      },
      {
        text: 'Tipo II.',
        explanation:
          'Correta: é o mais extenso, e a cobertura de muitas artérias intercostais e lombares eleva o risco de isquemia medular.',
      },
      {
        text: 'Tipo V.',
        explanation:
          'Incorreta: o tipo V (modificação de Safi) vai da metade da torácica descendente até acima das renais.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>A classificação de Crawford, modificada por Safi, descreve a extensão dos aneurismas toracoabdominais: tipo I (subclávia até acima das renais), II (subclávia até abaixo das renais, o mais extenso), III (metade da torácica descendente até abaixo das renais), IV (a partir do diafragma) e V (metade da torácica até acima das renais). O risco de isquemia medular acompanha a extensão de aorta tratada, sendo maior no tipo II. A drenagem do líquor, a manutenção da pressão de perfusão e a reimplantação de intercostais são estratégias de proteção medular.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'FUVEST' },
  },
  {
    subject: [
      'Aorta e Aneurismas',
      'Doenças da Aorta',
      'Aneurismas da aorta',
      'Aneurisma da aorta torácica e toracoabdominal',
    ],
    statement:
      '<p>Homem, 35 anos, com síndrome de Marfan, assintomático, tem aorta ascendente de 5,1 cm na altura dos seios de Valsalva, com crescimento de 0,2 cm no último ano. Valva aórtica sem disfunção significativa.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Observação até atingir 5,5 cm, como na população geral.',
        explanation: 'Incorreta: na síndrome de Marfan, a dissecção e a rotura ocorrem com diâmetros menores.',
      },
      {
        text: 'Indicar cirurgia eletiva de substituição da raiz da aorta.',
        explanation:
          'Correta: em Marfan, a cirurgia é recomendada a partir de 5,0 cm, ou menos se houver fatores de risco.',
      },
      {
        text: 'Implante de endoprótese torácica (TEVAR).',
        explanation: 'Incorreta: a aorta ascendente e a raiz não são tratadas com as endopróteses atuais de rotina.',
      },
      {
        text: 'Repetir a imagem em 3 anos.',
        explanation: 'Incorreta: além de indicação cirúrgica, o intervalo é longo demais para esse diâmetro.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Na população geral, a cirurgia da aorta ascendente é indicada em torno de 5,5 cm. Em doenças hereditárias da aorta, como a síndrome de Marfan, o limiar é menor: 5,0 cm, ou até 4,5 cm com fatores de risco como história familiar de dissecção, crescimento rápido ou desejo de gestação. A técnica de escolha costuma ser a substituição da raiz, com preservação da valva quando possível (cirurgia de David) ou tubo valvado (Bentall).</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'FGV' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Homem, 58 anos, hipertenso mal controlado, chega com dor torácica súbita e lancinante irradiada para o dorso. PA de 180 × 100 mmHg no braço direito e 140 × 80 mmHg no esquerdo. Há sopro diastólico aórtico novo. A angiotomografia mostra flap de dissecção que se inicia na aorta ascendente e se estende até as ilíacas.</p><p>Qual a classificação e o tratamento?</p>',
    alternatives: [
      {
        text: 'Stanford B, DeBakey III; tratamento clínico.',
        explanation: 'Incorreta: a dissecção envolve a aorta ascendente.',
      },
      {
        text: 'Stanford A, DeBakey II; tratamento clínico inicial e cirurgia eletiva.',
        explanation:
          'Incorreta: DeBakey II se restringe à ascendente, e a dissecção tipo A aguda exige cirurgia de emergência.',
      },
      {
        text: 'Stanford A, DeBakey I; cirurgia de emergência.',
        explanation:
          'Correta: acomete a ascendente e se estende além do arco, com alto risco de morte por tamponamento, insuficiência aórtica ou rotura.',
      },
      {
        text: 'Stanford B, DeBakey IIIb; TEVAR de urgência.',
        explanation: 'Incorreta: a dissecção começa na ascendente, o que a define como tipo A.',
      },
      {
        text: 'Stanford A, DeBakey I; TEVAR como primeira opção.',
        explanation:
          'Incorreta: a classificação está certa, mas o tratamento padrão é a cirurgia aberta com substituição da ascendente.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>A classificação de Stanford divide as dissecções pela presença de acometimento da aorta ascendente (tipo A) ou não (tipo B). DeBakey I envolve ascendente e se estende além do arco; II, apenas a ascendente; III, a descendente (IIIa torácica e IIIb até o abdome). A dissecção aguda tipo A tem mortalidade de cerca de 1% a 2% por hora nas primeiras horas e é tratada com cirurgia de emergência, com substituição da aorta ascendente.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Mulher, 66 anos, com dissecção aguda de aorta Stanford B, sem sinais de má perfusão ou rotura, PA de 190 × 105 mmHg e FC de 102 bpm, com dor dorsal intensa.</p><p>Qual a conduta inicial?</p>',
    alternatives: [
      {
        text: 'Betabloqueador intravenoso para FC abaixo de 60 bpm e PA sistólica entre 100 e 120 mmHg, com analgesia, acrescentando vasodilatador se necessário após o betabloqueio.',
        explanation:
          'Correta: reduzir a força de ejeção e a pressão é a base do tratamento da dissecção tipo B não complicada.',
      },
      {
        text: 'Nitroprussiato de sódio isolado como primeira medida.',
        explanation:
          'Incorreta: o vasodilatador sem betabloqueio provoca taquicardia reflexa e aumenta o estresse na parede.',
      },
      {
        text: 'Cirurgia aberta de emergência com substituição da aorta descendente.',
        explanation: 'Incorreta: a tipo B não complicada é tratada clinicamente na fase aguda.',
      },
      {
        text: 'Anticoagulação plena para evitar a trombose da falsa luz.',
        explanation: 'Incorreta: a anticoagulação aumenta o risco de sangramento e não é indicada.',
      },
      { text: 'Trombólise sistêmica.', explanation: 'Incorreta: é contraindicada na dissecção e pode ser fatal.' },
    ],
    correct: 'A',
    explanation:
      '<p>Na dissecção tipo B não complicada, o tratamento inicial é clínico, em unidade de terapia intensiva: analgesia, betabloqueador intravenoso (esmolol, metoprolol ou labetalol) com metas de FC abaixo de 60 bpm e PA sistólica de 100 a 120 mmHg, e vasodilatador apenas após o betabloqueio. Na intolerância a betabloqueador, usam-se bloqueadores de canal de cálcio não di-hidropiridínicos. A imagem deve ser repetida para detectar complicações.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'Cebraspe' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Homem, 61 anos, no segundo dia de tratamento clínico de dissecção aguda Stanford B, apresenta dor abdominal intensa, aumento do lactato e elevação da creatinina. A angiotomografia mostra compressão da luz verdadeira pela falsa luz, com hipoperfusão da artéria mesentérica superior e do rim esquerdo.</p><p>Qual a conduta indicada?</p>',
    alternatives: [
      {
        text: 'Manter o tratamento clínico e repetir a tomografia em 7 dias.',
        explanation: 'Incorreta: a má perfusão visceral é uma complicação que exige intervenção imediata.',
      },
      {
        text: 'Hemodiálise e aumento da dose de betabloqueador.',
        explanation: 'Incorreta: não corrige a causa da isquemia visceral e renal.',
      },
      {
        text: 'Substituição da aorta ascendente.',
        explanation: 'Incorreta: a ascendente não está acometida, e o problema é a má perfusão distal.',
      },
      {
        text: 'Laparotomia exploradora isolada.',
        explanation: 'Incorreta: sem restaurar o fluxo aórtico, a laparotomia isolada não resolve a isquemia.',
      },
      {
        text: 'Endoprótese torácica (TEVAR) cobrindo o orifício de entrada, com procedimentos adicionais nos ramos se necessário.',
        explanation:
          'Correta: a dissecção tipo B complicada com má perfusão é indicação de TEVAR, que reexpande a luz verdadeira.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A dissecção tipo B é dita complicada quando há rotura, má perfusão visceral, renal ou de membro, dor ou hipertensão refratárias ou expansão rápida. Nessa situação, o TEVAR, ao cobrir o orifício de entrada, redireciona o fluxo para a luz verdadeira e corrige a maior parte das síndromes de má perfusão dinâmica. Stents em ramos ou fenestração podem complementar o tratamento. A dissecção não complicada é clínica, com TEVAR considerado em casos selecionados de alto risco.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2026,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Homem, 72 anos, hipertenso, tem dor dorsal súbita. A angiotomografia mostra espessamento crescente da parede da aorta torácica descendente, de 11 mm, hiperdenso na fase sem contraste, sem flap de dissecção e sem fluxo de contraste no interior da parede.</p><p>Qual o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Dissecção aórtica clássica com falsa luz pérvia.',
        explanation: 'Incorreta: não há flap nem falsa luz com fluxo.',
      },
      {
        text: 'Úlcera aterosclerótica penetrante.',
        explanation: 'Incorreta: apareceria como ulceração de contraste além do contorno da íntima, numa placa.',
      },
      {
        text: 'Aortite infecciosa.',
        explanation:
          'Incorreta: o quadro súbito e o aspecto hiperdenso sem contraste indicam sangue na parede, não infecção.',
      },
      {
        text: 'Hematoma intramural.',
        explanation: 'Correta: o espessamento em crescente, hiperdenso sem contraste e sem fluxo, é a imagem típica.',
      },
      {
        text: 'Aneurisma fusiforme com trombo mural antigo.',
        explanation:
          'Incorreta: trombo mural fica na luz de uma aorta dilatada e não é hiperdenso na fase sem contraste.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>As síndromes aórticas agudas incluem a dissecção clássica, o hematoma intramural e a úlcera aterosclerótica penetrante, todas com dor súbita semelhante. O hematoma intramural é sangue na camada média, sem orifício de entrada visível: espessamento em crescente acima de 5 mm, hiperdenso na fase sem contraste. É tratado como a dissecção do mesmo segmento: cirurgia quando envolve a ascendente e tratamento clínico, com vigilância, na descendente não complicada.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Segundo a padronização atual (SVS/STS 2020), a dissecção de aorta diagnosticada 30 dias após o início dos sintomas é classificada como:</p>',
    alternatives: [
      { text: 'Hiperaguda.', explanation: 'Incorreta: hiperaguda é a dissecção nas primeiras 24 horas.' },
      { text: 'Subaguda.', explanation: 'Correta: a fase subaguda vai do 15º ao 90º dia.' },
      { text: 'Aguda.', explanation: 'Incorreta: a fase aguda compreende até 14 dias.' },
      { text: 'Crônica.', explanation: 'Incorreta: crônica é a dissecção após 90 dias.' },
    ],
    correct: 'B',
    explanation:
      '<p>A padronização de SVS e STS (2020) classifica a cronologia da dissecção em hiperaguda (menos de 24 horas), aguda (1 a 14 dias), subaguda (15 a 90 dias) e crônica (mais de 90 dias). A fase importa porque o risco de complicações é maior no início e porque a parede na fase subaguda ainda permite remodelamento aórtico após TEVAR, enquanto na crônica o flap se torna espesso e rígido.</p>',
    source: { institution: 'PSU-MG', exam: 'R3 – Cirurgia Vascular', year: 2022, board: 'Instituto AOCP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Doenças da Aorta', 'Síndromes aórticas agudas'],
    statement:
      '<p>Mulher, 62 anos, chega à sala de emergência com dor torácica súbita irradiada para o dorso, PA de 70 × 40 mmHg, turgência jugular e abafamento de bulhas. Está instável demais para ser levada ao tomógrafo.</p><p>Qual exame permite confirmar a principal hipótese à beira do leito?</p>',
    alternatives: [
      {
        text: 'Radiografia de tórax.',
        explanation: 'Incorreta: pode mostrar alargamento do mediastino, mas não confirma o diagnóstico.',
      },
      {
        text: 'Dosagem de D-dímero.',
        explanation: 'Incorreta: é sensível, mas inespecífico e não confirma a dissecção nem o tamponamento.',
      },
      {
        text: 'Ecocardiograma, de preferência transesofágico.',
        explanation:
          'Correta: mostra o flap na aorta ascendente, o derrame pericárdico e a insuficiência aórtica sem remover o paciente da sala.',
      },
      {
        text: 'Arteriografia por cateterismo.',
        explanation: 'Incorreta: é invasiva, demorada e não é usada para diagnóstico de dissecção.',
      },
      {
        text: 'Ressonância magnética de tórax.',
        explanation: 'Incorreta: o exame é demorado e inadequado para pacientes instáveis.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Dor torácica súbita com choque e sinais de tamponamento sugere dissecção tipo A com hemopericárdio. No paciente estável, a angiotomografia é o exame de escolha; no instável, o ecocardiograma transtorácico e, sobretudo, o transesofágico, à beira do leito ou no centro cirúrgico, confirmam o diagnóstico. O tamponamento por dissecção deve ser tratado com cirurgia imediata; a pericardiocentese isolada pode piorar o sangramento.</p>',
    source: { institution: 'HCPA', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas periféricos'],
    statement:
      '<p>Homem, 70 anos, assintomático, tem massa pulsátil na fossa poplítea direita. O duplex mostra aneurisma de artéria poplítea de 2,4 cm com trombo mural e bom escoamento distal. Veia safena magna adequada.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Observação com duplex anual, pois o paciente é assintomático.',
        explanation:
          'Incorreta: com 2 cm ou mais e trombo mural, o risco de trombose e embolização justifica a correção.',
      },
      {
        text: 'Correção eletiva, com exclusão do aneurisma e ponte com veia safena.',
        explanation: 'Correta: é a técnica aberta padrão, com boa durabilidade quando há safena adequada.',
      },
      {
        text: 'Anticoagulação plena indefinida.',
        explanation: 'Incorreta: não evita as complicações tromboembólicas do aneurisma.',
      },
      {
        text: 'Correção apenas se houver rotura.',
        explanation: 'Incorreta: a rotura é rara; a complicação típica é a trombose e embolia distal.',
      },
      {
        text: 'Amputação profilática acima do joelho.',
        explanation: 'Incorreta: é conduta absurda em membro sem isquemia.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O aneurisma poplíteo é o aneurisma periférico mais comum. A correção eletiva é indicada a partir de 2 cm, com trombo mural ou sintomas, para prevenir trombose e embolização, que podem levar à perda do membro. A técnica clássica é a exclusão (ligaduras proximal e distal) com ponte de veia safena, por via medial, ou a ressecção por via posterior; a endoprótese é alternativa em pacientes de maior risco e anatomia favorável.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2017,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas periféricos'],
    statement:
      '<p>Após o diagnóstico de aneurisma de artéria poplítea unilateral, quais territórios devem ser investigados de rotina, pela frequente associação?</p>',
    alternatives: [
      {
        text: 'Artérias renais e mesentéricas.',
        explanation: 'Incorreta: a associação com aneurismas viscerais não é a mais relevante.',
      },
      {
        text: 'Carótidas e vertebrais.',
        explanation: 'Incorreta: não há associação significativa que justifique a investigação de rotina.',
      },
      {
        text: 'Artérias intracranianas.',
        explanation: 'Incorreta: aneurismas intracranianos não se associam de forma relevante ao aneurisma poplíteo.',
      },
      {
        text: 'Artéria poplítea contralateral e aorta abdominal.',
        explanation: 'Correta: cerca de metade é bilateral, e 30% a 50% dos pacientes têm AAA.',
      },
      {
        text: 'Artérias coronárias, com cateterismo de rotina.',
        explanation: 'Incorreta: a avaliação cardíaca segue critérios clínicos, não é rotina por causa do aneurisma.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>O aneurisma poplíteo é bilateral em cerca de 50% dos casos e se associa a AAA em 30% a 50% dos pacientes. Por isso, todo paciente com aneurisma poplíteo deve fazer duplex da poplítea contralateral e ultrassonografia da aorta abdominal; da mesma forma, pacientes com AAA devem ter as poplíteas examinadas. A doença aneurismática é frequentemente multifocal.</p>',
    source: { institution: 'Santa Casa-SP', exam: 'R3 – Cirurgia Vascular', year: 2017, board: 'FGV' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas periféricos'],
    statement:
      '<p>Homem, 76 anos, chega com dor, frialdade e palidez no pé esquerdo há 10 horas. Há massa pulsátil na fossa poplítea direita. O duplex mostra aneurisma poplíteo esquerdo trombosado, com oclusão das artérias tibiais por embolia. O membro tem hipoestesia nos dedos, sem déficit motor (Rutherford IIa).</p><p>Qual a melhor estratégia inicial?</p>',
    alternatives: [
      {
        text: 'Ponte femorodistal de urgência sem avaliar o leito distal.',
        explanation: 'Incorreta: sem escoamento distal, a ponte tem alto risco de falha precoce.',
      },
      {
        text: 'Amputação primária acima do joelho.',
        explanation: 'Incorreta: o membro é viável, sem sinais de irreversibilidade.',
      },
      {
        text: 'Anticoagulação isolada e observação.',
        explanation: 'Incorreta: não recanaliza o leito distal nem trata o aneurisma.',
      },
      {
        text: 'Embolectomia das tibiais pela femoral comum, sem tratar o aneurisma.',
        explanation: 'Incorreta: o aneurisma continuaria como fonte embólica e trombótica.',
      },
      {
        text: 'Trombólise dirigida por cateter para recuperar o leito distal, seguida de exclusão do aneurisma com ponte.',
        explanation:
          'Correta: no membro IIa, a trombólise prévia recupera alvos distais e melhora o resultado da ponte.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A trombose de aneurisma poplíteo costuma vir acompanhada de embolias prévias que ocluem as artérias da perna, deixando pouco escoamento para uma ponte. Em membros marginalmente ameaçados (IIa), a trombólise dirigida por cateter recupera o leito distal e permite a exclusão do aneurisma com ponte em melhores condições. No membro IIb, prefere-se revascularização cirúrgica imediata, com tromboembolectomia distal e trombólise intraoperatória quando necessária. O aneurisma contralateral, presente aqui, também precisará ser tratado.</p>',
    source: { institution: 'UNIFESP', exam: 'R3 – Cirurgia Vascular', year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas periféricos'],
    statement: '<p>Qual a complicação mais frequente do aneurisma de artéria poplítea?</p>',
    alternatives: [
      {
        text: 'Trombose do aneurisma e embolização distal, com isquemia do membro.',
        explanation: 'Correta: são as complicações típicas, responsáveis pela maioria das perdas de membro.',
      },
      {
        text: 'Rotura com hemorragia.',
        explanation: 'Incorreta: diferentemente do AAA, a rotura do aneurisma poplíteo é rara.',
      },
      {
        text: 'Compressão do nervo femoral.',
        explanation:
          'Incorreta: o nervo femoral não passa pela fossa poplítea; compressões locais envolvem o tibial e são incomuns.',
      },
      { text: 'Infecção do aneurisma.', explanation: 'Incorreta: é rara.' },
    ],
    correct: 'A',
    explanation:
      '<p>O aneurisma poplíteo raramente rompe: sua complicação típica é a trombose aguda ou a embolização de trombo mural para as artérias da perna, que pode ocorrer de forma silenciosa e repetida até a isquemia aguda. Por isso, a indicação de correção se baseia no diâmetro (2 cm ou mais) e na presença de trombo, e não no risco de rotura. Compressão venosa com edema ou TVP também pode ocorrer em aneurismas grandes.</p>',
    source: { institution: 'AMRIGS', exam: 'Residência Médica R1 – Acesso Direto', year: 2021, board: 'AMRIGS' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas periféricos'],
    statement:
      '<p>Homem, 68 anos, foi tratado há 3 anos de aneurisma poplíteo de 3 cm com ligaduras proximal e distal por via medial e ponte com veia safena, pérvia. Agora apresenta massa dolorosa e crescente na fossa poplítea, com compressão do nervo tibial. O duplex mostra o saco aneurismático aumentado e com fluxo em seu interior, sem comunicação com a ponte.</p><p>Qual a explicação e a conduta?</p>',
    alternatives: [
      {
        text: 'Oclusão da ponte; trombólise.',
        explanation: 'Incorreta: a ponte está pérvia, e o problema está no saco excluído.',
      },
      {
        text: 'Pseudoaneurisma anastomótico; injeção de trombina.',
        explanation: 'Incorreta: não há comunicação com a ponte, e o fluxo vem de ramos do saco.',
      },
      {
        text: 'Reperfusão do saco por ramos geniculares; abertura do saco por via posterior com ligadura dos ramos (ou embolização).',
        explanation:
          'Correta: ramos geniculares mantêm o saco pressurizado apesar das ligaduras, e o tratamento é eliminar esse fluxo.',
      },
      {
        text: 'Cisto de Baker; punção aspirativa.',
        explanation: 'Incorreta: o duplex mostra fluxo no saco aneurismático, e não cisto sinovial.',
      },
      {
        text: 'Hematoma crônico; observação.',
        explanation: 'Incorreta: um saco com fluxo e em crescimento, comprimindo nervo, exige tratamento.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>Após a exclusão do aneurisma poplíteo por via medial com ligaduras, uma parte dos pacientes mantém fluxo no saco por ramos geniculares, fenômeno semelhante ao endoleak tipo II, o que pode levar a crescimento, compressão e até rotura. O tratamento é a abertura do saco por via posterior, com ligadura dos ramos, ou a embolização. A via posterior com endoaneurismorrafia, nos aneurismas restritos à fossa poplítea, reduz esse risco.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2023,
      board: 'SBACV',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas viscerais'],
    statement:
      '<p>Homem, 60 anos, assintomático, tem aneurisma sacular verdadeiro da artéria esplênica, achado em tomografia de rotina. Não há hipertensão portal.</p><p>A partir de qual diâmetro está indicado o tratamento eletivo?</p>',
    alternatives: [
      {
        text: '1,0 cm.',
        explanation: 'Incorreta: aneurismas desse tamanho em homens assintomáticos têm risco de rotura muito baixo.',
      },
      {
        text: '2,0 cm.',
        explanation:
          'Limiar dos textos clássicos, ainda citado em muitas referências; por isso foi aceito como defensável no recurso.',
      },
      {
        text: '3,0 cm.',
        explanation:
          'Limiar da diretriz de aneurismas viscerais da SVS de 2020 para pacientes assintomáticos de baixo risco.',
      },
      { text: '4,0 cm.', explanation: 'Incorreta: nenhuma diretriz propõe esperar até esse diâmetro.' },
      { text: '5,0 cm.', explanation: 'Incorreta: esse limiar não se aplica a aneurismas viscerais.' },
    ],
    correct: 'C',
    explanation:
      '<p><strong>Questão anulada.</strong> O gabarito preliminar indicou 3,0 cm, limiar da diretriz da SVS de 2020, mas a banca anulou a questão porque 2,0 cm, limiar clássico ainda adotado em livros-texto e em muitos serviços, também era defensável. O aneurisma da artéria esplênica é o visceral mais comum, predomina em mulheres e multíparas, e deve ser tratado, independentemente do diâmetro, quando sintomático, em gestantes, em mulheres em idade fértil e quando se trata de pseudoaneurisma. O tratamento costuma ser endovascular (embolização ou stent recoberto).</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2021, board: 'Cebraspe' },
    annulled: true,
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas viscerais'],
    statement:
      '<p>Mulher, 28 anos, que planeja engravidar no próximo ano, tem aneurisma verdadeiro de artéria esplênica de 1,6 cm, assintomático, descoberto em ultrassonografia.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Observação com imagem anual, pois o diâmetro é menor que 2 cm.',
        explanation:
          'Incorreta: na mulher que pretende engravidar, o risco de rotura na gestação justifica tratar qualquer diâmetro.',
      },
      {
        text: 'Contraindicar a gestação de forma definitiva.',
        explanation: 'Incorreta: o aneurisma pode ser tratado antes da gestação.',
      },
      {
        text: 'Tratamento apenas no terceiro trimestre, se crescer.',
        explanation:
          'Incorreta: a rotura costuma ocorrer justamente no terceiro trimestre ou no parto, com altíssima mortalidade.',
      },
      {
        text: 'Esplenectomia aberta obrigatória.',
        explanation: 'Incorreta: o tratamento endovascular é a primeira opção na maioria dos casos.',
      },
      {
        text: 'Tratamento eletivo antes da gestação, em geral por via endovascular.',
        explanation:
          'Correta: mulheres em idade fértil e gestantes devem ter o aneurisma esplênico tratado, independentemente do diâmetro.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A rotura do aneurisma esplênico na gestação, sobretudo no terceiro trimestre, tem mortalidade materna e fetal muito altas. Por isso, as diretrizes recomendam tratar aneurismas esplênicos de qualquer diâmetro em gestantes e mulheres em idade fértil. A embolização ou o stent recoberto são as opções preferidas; a cirurgia aberta fica para anatomia desfavorável ou falha endovascular.</p>',
    source: { institution: 'UERJ', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'FGV' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas viscerais'],
    statement:
      '<p>Homem, 55 anos, apresenta dor em hipocôndrio direito, icterícia e melena. A angiotomografia mostra aneurisma de 3 cm da artéria hepática própria, com sinais de comunicação com a via biliar.</p><p>Qual a tríade clínica descrita e o diagnóstico?</p>',
    alternatives: [
      {
        text: 'Tríade de Charcot; colangite aguda.',
        explanation: 'Incorreta: a tríade de Charcot inclui febre, não hemorragia digestiva.',
      },
      {
        text: 'Tríade de Quincke; hemobilia por rotura de aneurisma da artéria hepática na via biliar.',
        explanation: 'Correta: dor biliar, icterícia e hemorragia digestiva caracterizam a hemobilia.',
      },
      {
        text: 'Tríade de Virchow; trombose da veia porta.',
        explanation: 'Incorreta: a tríade de Virchow descreve fatores de trombose venosa.',
      },
      {
        text: 'Tríade de Beck; tamponamento cardíaco.',
        explanation: 'Incorreta: não se relaciona ao quadro abdominal.',
      },
      {
        text: 'Pêntade de Reynolds; colangite aguda grave.',
        explanation:
          'Incorreta: a pêntade de Reynolds acrescenta confusão mental e choque à tríade de Charcot, sem hemorragia digestiva.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>O aneurisma da artéria hepática é o segundo aneurisma visceral mais comum e tem risco considerável de rotura, para a cavidade peritoneal ou para a via biliar. A rotura na via biliar causa hemobilia, com a tríade de Quincke: dor em cólica biliar, icterícia e hemorragia digestiva. O tratamento costuma ser a embolização ou o stent recoberto; a cirurgia é reservada a falhas ou anatomia desfavorável.</p>',
    source: { institution: 'USP-SP', exam: 'R3 – Cirurgia Vascular', year: 2025, board: 'FUVEST' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Aneurismas viscerais'],
    statement:
      '<p>Homem, 45 anos, etilista, internado por pancreatite aguda necrosante há 3 semanas, apresenta sangramento digestivo alto com queda de 3 g/dL de hemoglobina. A angiotomografia mostra pseudoaneurisma de 2 cm da artéria esplênica, junto a coleção peripancreática.</p><p>Qual o tratamento de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Observação, pois pseudoaneurismas pequenos trombosam espontaneamente.',
        explanation:
          'Incorreta: pseudoaneurismas viscerais têm alto risco de rotura e devem ser tratados em qualquer tamanho.',
      },
      {
        text: 'Laparotomia com pancreatectomia corpo-caudal de urgência.',
        explanation:
          'Incorreta: a cirurgia no pâncreas inflamado tem alta morbimortalidade; fica para falha endovascular.',
      },
      {
        text: 'Endoscopia com injeção de adrenalina.',
        explanation: 'Incorreta: a fonte do sangramento é arterial e extraluminal.',
      },
      {
        text: 'Arteriografia com embolização do pseudoaneurisma.',
        explanation:
          'Correta: é eficaz, menos invasiva e o tratamento de primeira linha nos pseudoaneurismas pós-pancreatite.',
      },
      {
        text: 'Injeção percutânea de trombina guiada por tomografia como primeira opção.',
        explanation: 'Incorreta: é alternativa quando o cateterismo não é possível, não a primeira escolha.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>Pseudoaneurismas viscerais surgem por erosão enzimática da parede arterial na pancreatite, por trauma ou iatrogenia, e rompem com frequência, para o tubo digestivo, a via pancreática ou a cavidade. Por isso são tratados independentemente do diâmetro. A embolização por angiografia é a primeira escolha, com alto sucesso técnico; a cirurgia fica para falhas ou instabilidade sem acesso endovascular.</p>',
    source: { institution: 'UNICAMP', exam: 'R3 – Cirurgia Vascular', year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Pseudoaneurismas'],
    statement:
      '<p>Mulher, 67 anos, em uso de AAS e clopidogrel, apresenta, 2 dias após cateterismo coronário por via femoral direita, massa pulsátil e sopro na região inguinal. O duplex mostra pseudoaneurisma de 3,2 cm com colo longo e estreito originado da artéria femoral comum. Pele íntegra, sem sinais de infecção.</p><p>Qual o tratamento de primeira escolha?</p>',
    alternatives: [
      {
        text: 'Injeção de trombina guiada por ultrassom.',
        explanation: 'Correta: é a primeira escolha, com alto sucesso, mesmo em pacientes antiagregados.',
      },
      {
        text: 'Reparo cirúrgico aberto imediato.',
        explanation:
          'Incorreta: fica reservado a falhas, infecção, expansão rápida, necrose de pele ou compressão nervosa.',
      },
      {
        text: 'Observação com duplex em 1 mês.',
        explanation:
          'Incorreta: pseudoaneurismas acima de 2 a 3 cm, sobretudo em antiagregados, têm baixa chance de trombose espontânea.',
      },
      {
        text: 'Suspensão da dupla antiagregação por 30 dias.',
        explanation:
          'Incorreta: a suspensão expõe a paciente a trombose do stent coronário e não trata o pseudoaneurisma.',
      },
      {
        text: 'Angioplastia com balão da artéria femoral comum.',
        explanation: 'Incorreta: não tem papel no tratamento do pseudoaneurisma.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>O pseudoaneurisma femoral após cateterismo resulta de falha da hemostasia no sítio de punção. Pseudoaneurismas pequenos (em geral abaixo de 2 cm) podem ser acompanhados, pois muitos trombosam. Os maiores, ou em pacientes anticoagulados ou antiagregados, são tratados preferencialmente com injeção de trombina guiada por ultrassom, mais eficaz e menos dolorosa que a compressão guiada. A cirurgia fica para situações específicas.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Pseudoaneurismas'],
    statement:
      '<p>Em qual das situações abaixo o pseudoaneurisma femoral pós-punção deve ser tratado com reparo cirúrgico, e não com injeção de trombina?</p>',
    alternatives: [
      {
        text: 'Pseudoaneurisma de 2,5 cm com colo longo e estreito.',
        explanation: 'Incorreta: é a anatomia ideal para a injeção de trombina.',
      },
      {
        text: 'Paciente em uso de anticoagulante oral.',
        explanation: 'Incorreta: a trombina funciona bem mesmo em anticoagulados.',
      },
      {
        text: 'Pseudoaneurisma com sinais de infecção e necrose da pele sobrejacente.',
        explanation: 'Correta: infecção e sofrimento cutâneo exigem desbridamento e reparo cirúrgico.',
      },
      {
        text: 'Pseudoaneurisma de 3 cm diagnosticado 24 horas após o procedimento.',
        explanation: 'Incorreta: o diagnóstico precoce não contraindica o tratamento percutâneo.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>As indicações de cirurgia no pseudoaneurisma femoral incluem infecção, necrose ou ameaça à pele, expansão rápida com instabilidade, compressão nervosa ou venosa significativa, isquemia do membro, colo curto e largo com risco de embolização da trombina e falha do tratamento percutâneo. Nos demais casos, a injeção de trombina guiada por ultrassom é a primeira escolha.</p>',
    source: {
      institution: 'PSU-MG',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2023,
      board: 'Instituto AOCP',
    },
  },
  {
    subject: ['Aorta e Aneurismas', 'Aneurismas periféricos e viscerais', 'Pseudoaneurismas'],
    statement:
      '<p>Homem, 29 anos, usuário de drogas injetáveis na região inguinal, tem massa pulsátil, dolorosa e eritematosa na virilha direita, febre e leucocitose. O duplex mostra pseudoaneurisma da bifurcação femoral cercado por coleção. Pulsos distais presentes, e o pé está bem perfundido.</p><p>Qual a conduta cirúrgica mais adequada?</p>',
    alternatives: [
      {
        text: 'Injeção de trombina guiada por ultrassom.',
        explanation: 'Incorreta: não trata a infecção, e o tecido infectado não sustenta a oclusão.',
      },
      {
        text: 'Stent recoberto na femoral comum.',
        explanation: 'Incorreta: implantar prótese em campo infectado tende a perpetuar a infecção.',
      },
      {
        text: 'Ressecção com interposição de prótese de PTFE no mesmo sítio.',
        explanation: 'Incorreta: a prótese em leito contaminado tem alto risco de reinfecção e rotura.',
      },
      {
        text: 'Drenagem percutânea da coleção e antibiótico oral.',
        explanation: 'Incorreta: não controla a fonte de sangramento nem a infecção arterial.',
      },
      {
        text: 'Antibiótico venoso, excisão do pseudoaneurisma com desbridamento amplo e ligadura arterial, revascularizando apenas se surgir isquemia, por trajeto fora do campo infectado.',
        explanation:
          'Correta: controlar a infecção é a prioridade, e muitos pacientes toleram a ligadura sem isquemia crítica.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>O pseudoaneurisma femoral infectado em usuários de drogas injetáveis é uma emergência pelo risco de rotura. O tratamento inclui antibiótico venoso e cirurgia com controle proximal, excisão da artéria infectada, desbridamento e ligadura. Boa parte dos pacientes tolera a ligadura, sobretudo quando a femoral profunda mantém colaterais; se houver isquemia, a revascularização é feita com conduto autólogo e por trajeto que evite o campo infectado (por exemplo, via obturatória).</p>',
    source: { institution: 'HCPA', exam: 'R3 – Cirurgia Vascular', year: 2018, board: 'AMRIGS' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular cervical e torácico'],
    statement:
      '<p>Homem, 27 anos, motociclista, vítima de colisão frontal em alta velocidade, está estável após a reanimação inicial. A angiotomografia de tórax mostra pseudoaneurisma no istmo aórtico, logo após a origem da artéria subclávia esquerda, sem extravasamento ativo. Há também fratura de fêmur.</p><p>Qual a conduta para a lesão aórtica?</p>',
    alternatives: [
      {
        text: 'Toracotomia de emergência na sala de trauma.',
        explanation:
          'Incorreta: reservada a pacientes em parada ou choque refratário por trauma penetrante; aqui o paciente está estável.',
      },
      {
        text: 'Controle da pressão e da frequência cardíaca e reparo endovascular (TEVAR) assim que possível.',
        explanation:
          'Correta: o TEVAR é o tratamento preferido da lesão aórtica contusa com pseudoaneurisma, com controle pressórico até o reparo.',
      },
      {
        text: 'Tratamento clínico exclusivo com seguimento tomográfico.',
        explanation: 'Incorreta: o tratamento conservador é reservado a lesões mínimas (laceração intimal, grau I).',
      },
      {
        text: 'Reparo aberto com circulação extracorpórea como primeira escolha.',
        explanation: 'Incorreta: tem maior mortalidade e paraplegia que o TEVAR, sobretudo em politraumatizados.',
      },
      {
        text: 'Fixação do fêmur e reavaliação da aorta em 30 dias.',
        explanation: 'Incorreta: a lesão aórtica com pseudoaneurisma tem risco de rotura e não deve esperar tanto.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>A lesão aórtica contusa ocorre por desaceleração e predomina no istmo. A classificação da SVS vai do grau I (laceração intimal) ao IV (rotura). Lesões grau I são tratadas clinicamente; as de grau III e IV, e muitas de grau II, são tratadas com TEVAR, que tem menor mortalidade e menos paraplegia que o reparo aberto. Até o reparo, controlam-se PA e FC com betabloqueador, e em pacientes estáveis o TEVAR pode ser feito após controlar lesões mais urgentes.</p>',
    source: { institution: 'SUS-SP', exam: 'R3 – Cirurgia Vascular', year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular cervical e torácico'],
    statement:
      '<p>Homem, 24 anos, sofreu ferimento por arma branca no pescoço, na borda anterior do esternocleidomastoideo, entre a cartilagem cricoide e o ângulo da mandíbula, com violação do platisma. Está hemodinamicamente estável, sem hematoma expansivo, sangramento ativo, sopro, estridor, enfisema ou déficit neurológico.</p><p>Qual a conduta mais adequada?</p>',
    alternatives: [
      {
        text: 'Exploração cirúrgica obrigatória, pois toda lesão na zona II deve ser explorada.',
        explanation: 'Incorreta: a exploração mandatória foi abandonada em pacientes estáveis sem sinais maiores.',
      },
      {
        text: 'Alta hospitalar com curativo.',
        explanation: 'Incorreta: a violação do platisma exige investigação de lesões vasculares e aerodigestivas.',
      },
      {
        text: 'Arteriografia convencional de quatro vasos.',
        explanation: 'Incorreta: foi substituída pela angiotomografia como exame inicial.',
      },
      {
        text: 'Angiotomografia cervical, com conduta guiada pelos achados.',
        explanation:
          'Correta: no paciente estável sem sinais maiores, a angiotomografia é o exame inicial, independentemente da zona.',
      },
      {
        text: 'Laringoscopia e observação por 6 horas, sem exame de imagem.',
        explanation: 'Incorreta: a avaliação vascular por imagem é necessária.',
      },
    ],
    correct: 'D',
    explanation:
      '<p>No trauma cervical penetrante com violação do platisma, sinais maiores (sangramento ativo, hematoma expansivo, choque, sopro ou frêmito, déficit neurológico, enfisema importante ou comprometimento da via aérea) indicam cirurgia imediata. Nos pacientes estáveis sem esses sinais, a conduta atual é a abordagem sem zonas (no zone), com angiotomografia e avaliação dirigida da via aerodigestiva, evitando explorações negativas.</p>',
    source: { institution: 'USP-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2025, board: 'FUVEST' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular cervical e torácico'],
    statement:
      '<p>Mulher, 35 anos, vítima de trauma contuso com fratura de coluna cervical envolvendo o forame transverso, faz angiotomografia que mostra irregularidade intimal da artéria vertebral direita com estenose menor que 25% (lesão grau I de Denver). Sem déficit neurológico e sem contraindicação a antitrombóticos.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Terapia antitrombótica (antiagregante ou heparina) e repetir a imagem em 7 a 10 dias.',
        explanation: 'Correta: o tratamento antitrombótico reduz o risco de AVC nas lesões cerebrovasculares contusas.',
      },
      {
        text: 'Implante imediato de stent na artéria vertebral.',
        explanation: 'Incorreta: lesões de baixo grau não exigem intervenção endovascular.',
      },
      {
        text: 'Ligadura cirúrgica da artéria vertebral.',
        explanation: 'Incorreta: não há indicação de cirurgia para uma lesão grau I.',
      },
      {
        text: 'Nenhum tratamento, pois a lesão é mínima.',
        explanation: 'Incorreta: mesmo lesões grau I se associam a AVC sem tratamento antitrombótico.',
      },
    ],
    correct: 'A',
    explanation:
      '<p>As lesões cerebrovasculares contusas (carótida e vertebral) são rastreadas por angiotomografia em pacientes com fatores de risco, como fraturas cervicais que envolvem o forame transverso, fraturas de base de crânio e trauma cervical grave. A escala de Denver vai do grau I (irregularidade intimal com estenose menor que 25%) ao V (transecção). O tratamento das lesões de baixo grau é antitrombótico, com repetição da imagem; lesões graves podem exigir intervenção.</p>',
    source: { institution: 'SES-DF', exam: 'R3 – Cirurgia Vascular', year: 2026, board: 'Cebraspe' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades'],
    statement:
      '<p>Homem, 19 anos, chega com ferimento por projétil de arma de fogo na face medial da coxa direita, sangramento pulsátil pelo orifício e hematoma em expansão. PA de 100 × 60 mmHg após cristaloide e hemoderivados. Pulsos distais ausentes.</p><p>Qual a conduta?</p>',
    alternatives: [
      {
        text: 'Angiotomografia para localizar a lesão antes da cirurgia.',
        explanation: 'Incorreta: com sinais maiores, exames pré-operatórios só atrasam o controle do sangramento.',
      },
      {
        text: 'Medir o índice de pressão arterial e decidir conforme o resultado.',
        explanation: 'Incorreta: o índice é útil nos sinais menores, não diante de sangramento pulsátil.',
      },
      {
        text: 'Exploração cirúrgica imediata, com compressão direta até o controle vascular.',
        explanation: 'Correta: sinais maiores de lesão arterial indicam cirurgia sem necessidade de exames.',
      },
      {
        text: 'Arteriografia com embolização da artéria femoral superficial.',
        explanation: 'Incorreta: embolizar um eixo arterial principal causaria isquemia do membro.',
      },
      {
        text: 'Observação com duplex seriado.',
        explanation: 'Incorreta: é conduta inaceitável diante de sangramento ativo e isquemia.',
      },
    ],
    correct: 'C',
    explanation:
      '<p>No trauma vascular de extremidades, os sinais maiores (sangramento pulsátil, hematoma expansivo ou pulsátil, frêmito ou sopro, ausência de pulsos distais e isquemia) indicam exploração cirúrgica imediata. A hemostasia inicial é feita por compressão direta ou torniquete. Na sala, obtém-se controle proximal e distal, e o reparo, em geral com veia safena da perna contralateral, é associado a fasciotomia quando indicada.</p>',
    source: { institution: 'SUS-SP', exam: 'Residência Médica R1 – Acesso Direto', year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades'],
    statement:
      '<p>Homem, 31 anos, sofreu luxação posterior do joelho esquerdo em acidente de moto, reduzida na sala de emergência. Após a redução, o pé está aquecido e os pulsos distais são palpáveis, porém mais fracos que os contralaterais. O índice de pressão arterial do membro lesado é de 0,75.</p><p>Qual a próxima conduta?</p>',
    alternatives: [
      {
        text: 'Alta com imobilização, pois os pulsos são palpáveis.',
        explanation: 'Incorreta: pulsos palpáveis não excluem lesão da artéria poplítea após luxação do joelho.',
      },
      {
        text: 'Exploração cirúrgica imediata da artéria poplítea.',
        explanation: 'Incorreta: não há sinais maiores; o exame de imagem define a lesão.',
      },
      {
        text: 'Repetir o exame físico em 48 horas.',
        explanation: 'Incorreta: o índice alterado exige investigação imediata, pelo risco de trombose.',
      },
      {
        text: 'Anticoagulação plena empírica.',
        explanation: 'Incorreta: antes de anticoagular um politraumatizado, é preciso definir a lesão.',
      },
      {
        text: 'Angiotomografia do membro inferior.',
        explanation: 'Correta: índice de pressão arterial menor que 0,90 após luxação do joelho exige imagem arterial.',
      },
    ],
    correct: 'E',
    explanation:
      '<p>A luxação do joelho tem alto risco de lesão da artéria poplítea, que pode se apresentar de forma insidiosa, com lesão intimal que evolui para trombose. Recomenda-se medir o índice de pressão arterial em todos os casos: abaixo de 0,90 indica angiotomografia; acima de 0,90, exame físico seriado. Sinais maiores indicam exploração imediata. O atraso no diagnóstico da lesão poplítea é uma causa importante de amputação.</p>',
    source: { institution: 'UNIFESP', exam: 'Residência Médica R1 – Acesso Direto', year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Trauma, Acessos e Fundamentos', 'Trauma Vascular', 'Trauma vascular de extremidades'],
    statement:
      '<p>Homem, 40 anos, tem fratura exposta e instável de fêmur distal com lesão da artéria poplítea e isquemia do membro há 5 horas. O paciente está estável.</p><p>Qual a sequência mais adequada de tratamento?</p>',
    alternatives: [
      {
        text: 'Fixação definitiva da fratura primeiro e, depois, reparo arterial.',
        explanation: 'Incorreta: atrasar a reperfusão prolonga a isquemia e aumenta o risco de amputação.',
      },
      {
        text: 'Shunt arterial temporário, fixação da fratura (externa ou definitiva) e reparo arterial definitivo com veia, com fasciotomia.',
        explanation:
          'Correta: o shunt reperfunde rapidamente o membro e protege o reparo das manipulações ortopédicas.',
      },
      {
        text: 'Reparo arterial definitivo com prótese antes de qualquer estabilização óssea.',
        explanation:
          'Incorreta: a manipulação ortopédica posterior pode romper o reparo, e a prótese em fratura exposta tem alto risco de infecção.',
      },
      {
        text: 'Amputação primária, pois a isquemia passa de 4 horas.',
        explanation: 'Incorreta: o tempo de isquemia, isoladamente, não impõe amputação em membro viável.',
      },
      {
        text: 'Ligadura da artéria poplítea e observação.',
        explanation: 'Incorreta: a ligadura da poplítea tem alta taxa de amputação.',
      },
    ],
    correct: 'B',
    explanation:
      '<p>Nas lesões combinadas ortopédicas e vasculares, a prioridade é restaurar o fluxo. O shunt intravascular temporário permite reperfundir o membro em minutos, fixar a fratura sem pressa e depois fazer o reparo definitivo no comprimento correto, em geral com veia safena contralateral. A fasciotomia deve ser considerada com liberalidade, sobretudo após isquemia prolongada, e lesões venosas associadas devem ser reparadas quando possível.</p>',
    source: {
      institution: 'SBACV',
      exam: 'Prova de Título SBACV (Título de Especialista em Cirurgia Vascular)',
      year: 2019,
      board: 'SBACV',
    },
  },
];
