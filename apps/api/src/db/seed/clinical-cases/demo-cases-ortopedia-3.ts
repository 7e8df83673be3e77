import type { DemoCase } from './demo-case-types.ts';

/** Ortopedia, part 3: o quadril da criança e do adolescente (epifisiólise, artrite séptica). */
export const casesOrtopedia3: readonly DemoCase[] = [
  {
    title: 'Menino de 12 anos que manca e aponta para o joelho',
    summary:
      'Menino de 12 anos, acima do peso, manca há cinco semanas e se queixa do joelho esquerdo. Já passou pela unidade básica e fez radiografia do joelho, normal. Descubra onde está o problema.',
    subjects: [['Ortopedia Pediátrica', 'Quadril Pediátrico', 'Epifisiólise proximal do fêmur']],
    difficulty: 'easy',
    estimatedMinutes: 12,
    stages: [
      {
        kind: 'history',
        title: 'No ambulatório',
        body: '<p>Lucas, 12 anos, 1,52 m, 68 kg (IMC 29,4 kg/m², acima do percentil 95), vem com a mãe. Há cinco semanas refere dor “no joelho” esquerdo e passou a mancar. Recebeu ibuprofeno na UBS; a radiografia do joelho foi normal. Chega andando, com o pé esquerdo virado para fora.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>Dor no joelho de adolescente obeso que manca é epifisiólise até prova em contrário: a dor do quadril é referida pelo nervo obturatório à face medial da coxa e do joelho. A pergunta que mais muda a conduta é se ele consegue apoiar o membro (classificação de Loder: estável ou instável).</p>',
        options: [
          {
            label: 'Onde exatamente dói e se a dor sobe para a coxa ou a virilha',
            finding:
              '<p>“Dói aqui dentro do joelho e às vezes na frente da coxa.” Aponta a face anteromedial da coxa distal.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Dor na coxa e no joelho sem achado no joelho sugere dor referida do quadril pelo nervo obturatório.',
          },
          {
            label: 'Se consegue andar e apoiar o peso, mesmo com muleta',
            finding: '<p>Anda mancando, sem muletas, e joga videogame em pé; nunca ficou sem conseguir apoiar.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Capacidade de apoio define a epifisiólise estável de Loder, com risco de osteonecrose muito menor que a instável.',
          },
          {
            label: 'Dor no outro quadril ou no outro joelho',
            finding: '<p>Nega dor à direita.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'A doença é bilateral em 20 a 40% dos casos, muitas vezes de forma assintomática ou sequencial.',
          },
          {
            label: 'Febre, perda de peso ou dor noturna',
            finding: '<p>Nega febre, emagrecimento e dor que o acorde.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Afasta em boa parte infecção e tumor, diferenciais de claudicação dolorosa.',
          },
          {
            label: 'Doenças endócrinas, uso de hormônio de crescimento ou radioterapia',
            finding: '<p>Sem doenças conhecidas; nunca usou hormônios; crescimento de 8 cm no último ano.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Hipotireoidismo, GH e radioterapia causam epifisiólise atípica e bilateral; o estirão e a obesidade são os fatores típicos.',
          },
          {
            label: 'Tipo de tênis que usa para jogar bola',
            finding: '<p>Tênis de corrida comum.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não contribui para um quadro que não é do pé nem do joelho.',
          },
          {
            label: 'Desempenho escolar',
            finding: '<p>Sétimo ano, boas notas.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Dado social, sem papel neste diagnóstico.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame físico',
        body: '<p>Bom estado geral, afebril. Marcha claudicante com o pé esquerdo em rotação externa.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Todo paciente com dor no joelho deve ter o quadril examinado. Na epifisiólise, a rotação interna está limitada e a flexão do quadril leva o membro a rodar externamente (sinal de Drehmann). O joelho normal reforça que a dor é referida.</p>',
        options: [
          {
            label: 'Flexão passiva do quadril esquerdo observando a rotação (sinal de Drehmann)',
            finding:
              '<p>Ao fletir o quadril, a coxa roda externamente de forma obrigatória; sinal de Drehmann positivo.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Sinal clássico: a epífise escorregada para trás obriga o colo a rodar externamente na flexão.',
          },
          {
            label: 'Rotação interna dos quadris em flexão de 90°',
            finding: '<p>Rotação interna 0° à esquerda e 35° à direita; dor no extremo do arco.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Perda da rotação interna é o achado mais sensível de doença intra-articular do quadril.',
          },
          {
            label: 'Exame do joelho esquerdo',
            finding: '<p>Sem derrame, sem dor na interlinha, ligamentos estáveis, arco de movimento completo.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Joelho normal com dor “no joelho” desloca o foco para o quadril.',
          },
          {
            label: 'Exame do quadril direito',
            finding: '<p>Arco completo, indolor.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Busca acometimento bilateral, frequente e às vezes silencioso.',
          },
          {
            label: 'Medida do comprimento dos membros',
            finding: '<p>Membro inferior esquerdo cerca de 1 cm mais curto.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'O encurtamento discreto acompanha o escorregamento; é um dado complementar.',
          },
          {
            label: 'Manobra de Ortolani',
            finding: '<p>Manobra sem sentido nesta idade; apenas desconforto.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Ortolani e Barlow rastreiam displasia do quadril no recém-nascido e no lactente jovem.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Imagem',
        body: '<p>Você suspeita de doença do quadril esquerdo.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Radiografias AP da bacia e perfil dos dois quadris (Lauenstein, em posição de rã, na epifisiólise estável) fazem o diagnóstico. Na AP, a linha de Klein traçada na borda superior do colo não toca a epífise; no perfil o escorregamento posterior é mais visível. Ressonância fica para o pré-escorregamento com radiografia normal.</p>',
        options: [
          {
            label: 'Radiografias AP da bacia e perfil de Lauenstein dos dois quadris',
            finding:
              '<p>À esquerda, fise alargada e irregular; a linha de Klein não toca a epífise, escorregada posterior e medialmente; ângulo de Southwick de 28° (leve, &lt; 30°). Quadril direito normal.</p><p><img src="/casos/ortopedia-epifisiolise-klein.svg" alt="Esquema de radiografia AP da bacia: a linha de Klein cruza a epífise do quadril direito e não toca a epífise do quadril esquerdo"></p>',
            points: 20,
            rating: 'essential',
            feedback: 'Faz o diagnóstico, mede a gravidade e avalia o lado contralateral.',
            costReais: 50,
            turnaroundMinutes: 30,
          },
          {
            label: 'Nova radiografia do joelho esquerdo',
            finding: '<p>Normal, como a anterior.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'O joelho já foi estudado; insistir nele é o que atrasa o diagnóstico da epifisiólise.',
            costReais: 40,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética dos quadris',
            finding:
              '<p>Edema da fise femoral proximal esquerda com escorregamento posterior; sem sinais de osteonecrose.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Útil no pré-escorregamento com radiografia normal; aqui não muda a conduta e pode exigir sedação e espera.',
            costReais: 1100,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Tomografia dos quadris',
            finding: '<p>Escorregamento posterior da epífise esquerda.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Irradia a pelve de um adolescente sem acrescentar nada à radiografia.',
            costReais: 450,
            turnaroundMinutes: 120,
          },
          {
            label: 'Hemograma, VHS e PCR',
            finding:
              '<p>Leucócitos 7.900/mm³ (VR 4.500–13.000); VHS 12 mm/h (VR &lt; 20); PCR 0,3 mg/dL (VR &lt; 0,5).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem febre nem sinais sistêmicos, não há suspeita de infecção a afastar.',
            costReais: 25,
            turnaroundMinutes: 60,
          },
          {
            label: 'TSH e T4 livre',
            finding: '<p>TSH 2,1 mUI/L (VR 0,5–4,5); T4 livre 1,2 ng/dL (VR 0,8–1,8).</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Investigação endócrina é para o caso atípico: menor de 10 anos, peso abaixo do percentil 50 ou bilateralidade.',
            costReais: 45,
            turnaroundMinutes: 1440,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Adolescente obeso no estirão, dor referida ao joelho, claudicação com apoio preservado, Drehmann positivo e linha de Klein que não toca a epífise.</p>',
        prompt: 'Qual é o diagnóstico principal? E os diferenciais?',
        discussion:
          '<p>É uma epifisiólise proximal do fêmur esquerda, estável pela classificação de Loder (apoio possível) e leve pelo ângulo de Southwick. Legg-Calvé-Perthes acomete crianças mais novas; sinovite transitória e artrite séptica têm início agudo, a segunda com febre.</p>',
        hypotheses: [
          {
            label: 'Epifisiólise proximal do fêmur estável',
            synonyms: ['epifisiolise', 'epifisiolise proximal do femur', 'escorregamento epifisario', 'EPF', 'SCFE'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Idade, obesidade, dor referida, Drehmann e linha de Klein alterada: o quadro típico, estável porque ele apoia.',
            lessonTitle: 'Legg-Calvé-Perthes e epifisiólise proximal do fêmur',
          },
          {
            label: 'Doença de Legg-Calvé-Perthes',
            synonyms: ['Perthes', 'Legg-Calve-Perthes', 'osteonecrose da cabeca femoral juvenil'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Também limita a rotação interna, mas é típica de meninos de 4 a 8 anos e a radiografia mostra fragmentação da epífise.',
          },
          {
            label: 'Sinovite transitória do quadril',
            synonyms: ['sinovite transitoria', 'sinovite toxica'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'É aguda, em crianças menores, e melhora em dias; não dura cinco semanas.',
          },
          {
            label: 'Artrite séptica do quadril',
            synonyms: ['artrite septica', 'pioartrite'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'Sem febre, com apoio preservado e evolução arrastada, é muito improvável.',
          },
          {
            label: 'Osteoma osteoide do colo femoral',
            synonyms: ['osteoma osteoide', 'tumor osseo benigno'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'Dá dor noturna que cede com anti-inflamatório, não escorregamento da epífise.',
          },
          {
            label: 'Lesão meniscal ou Osgood-Schlatter',
            synonyms: ['lesao meniscal', 'Osgood-Schlatter', 'dor no joelho mecanica'],
            points: -10,
            differentialPoints: -3,
            rating: 'harmful',
            feedback: 'Tratar o joelho deixa o escorregamento progredir, às vezes até a forma instável.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'A conduta',
        body: '<p>Você explica o diagnóstico à mãe, que pergunta se pode esperar as férias para operar.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>A epifisiólise é urgência: suspende-se a carga imediatamente e a fixação in situ com um parafuso canulado central na epífise é feita em até 24 a 48 horas, sem tentar reduzir. O seguimento vai até o fechamento das fises, vigiando o lado contralateral.</p>',
        options: [
          {
            label: 'Suspender a carga já: muletas sem apoio do membro esquerdo',
            points: 15,
            rating: 'essential',
            feedback:
              'A carga pode transformar uma epifisiólise estável em instável, com risco muito maior de osteonecrose.',
            expertPosition: 1,
          },
          {
            label: 'Internar e fixar in situ com um parafuso canulado central em até 24 a 48 horas',
            points: 20,
            rating: 'essential',
            feedback:
              'Tratamento padrão: estabiliza a fise e promove seu fechamento, com baixa taxa de complicações na forma estável.',
            expertPosition: 2,
            lessonTitle: 'Legg-Calvé-Perthes e epifisiólise proximal do fêmur',
          },
          {
            label: 'Orientar a família sobre dor no quadril direito e seguir até o fechamento das fises',
            points: 8,
            rating: 'useful',
            feedback: 'O lado contralateral escorrega em parte dos casos, muitas vezes nos primeiros 18 meses.',
            expertPosition: 3,
          },
          {
            label: 'Encaminhar para controle de peso com nutrição e pediatria',
            points: 5,
            rating: 'useful',
            feedback: 'A obesidade é o principal fator de risco modificável.',
            expertPosition: 4,
          },
          {
            label: 'Manipulação para reduzir o escorregamento antes de fixar',
            points: -20,
            rating: 'harmful',
            feedback: 'A redução forçada de uma epifisiólise estável lesa os vasos retinaculares e causa osteonecrose.',
          },
          {
            label: 'Gesso pelvipodálico por 8 semanas',
            points: -10,
            rating: 'harmful',
            feedback: 'Abandonado: alto índice de condrólise e de progressão do escorregamento.',
          },
          {
            label: 'Fisioterapia para fortalecimento e reavaliar nas férias',
            points: -15,
            rating: 'harmful',
            feedback: 'Adiar com carga livre permite a progressão e a instabilização da epífise.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'A complicação temida',
        body: '<p>No pós-operatório, o residente revisa as complicações com a mãe.</p>',
        prompt: 'Qual fator mais aumenta o risco de osteonecrose da cabeça femoral na epifisiólise?',
        discussion:
          '<p>Loder mostrou que a epifisiólise instável (incapaz de apoiar, mesmo com muletas) tem taxa de osteonecrose de até cerca de 50%, contra quase zero na estável. Manipulação forçada e pinos múltiplos também aumentam o risco; a condrólise é outra complicação, ligada à penetração articular do implante.</p>',
        options: [
          {
            label: 'Escorregamento instável pela classificação de Loder.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a instabilidade é o principal preditor de osteonecrose.',
          },
          {
            label: 'Obesidade acima do percentil 95.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a obesidade aumenta a chance da doença, não a da osteonecrose.',
          },
          {
            label: 'Fixação com um único parafuso central.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o parafuso único central é o padrão e o mais seguro.',
          },
          {
            label: 'Escorregamento com ângulo de Southwick abaixo de 30°.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: escorregamento leve tem o melhor prognóstico.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Dor no joelho com exame do joelho normal em adolescente obeso que manca deve levar ao exame do quadril. A limitação da rotação interna e o sinal de Drehmann apontam para a epifisiólise, e a radiografia da bacia com perfil dos dois quadris confirma: a linha de Klein não toca a epífise.</p><p>A capacidade de apoiar define a forma estável de Loder, com prognóstico muito melhor. Exames laboratoriais e endócrinos ficam para os casos atípicos.</p><p>O tratamento é urgente: sem carga, fixação in situ com um parafuso central, sem manipulação. O seguimento até o fechamento das fises vigia o lado oposto, e o controle do peso reduz o risco.</p>',
    references: [
      "Tachdjian's Pediatric Orthopaedics, 6ª ed. (2021), capítulo de epifisiólise proximal do fêmur",
      'Loder RT et al. Acute slipped capital femoral epiphysis: the importance of physeal stability. J Bone Joint Surg Am. 1993;75(8):1134-40',
      "Lovell and Winter's Pediatric Orthopaedics, 8ª ed. (2020)",
    ],
    lessonTitles: ['Legg-Calvé-Perthes e epifisiólise proximal do fêmur'],
    questionStarts: [
      '<p>Menino, 13 anos, obeso, refere dor no',
      '<p>Qual o tratamento padrão da epifisiól',
      '<p>Na classificação de Loder para a epif',
    ],
  },
  {
    title: 'Criança de 4 anos com febre que deixou de andar',
    summary:
      'Menina de 4 anos com febre há dois dias passou a recusar-se a andar e chora quando a mãe a troca de roupa. Diferencie o que pode esperar do que não pode, e decida com que rapidez agir.',
    subjects: [
      ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Artrite séptica'],
      ['Ortopedia Geral', 'Infecções Osteoarticulares', 'Osteomielite'],
    ],
    difficulty: 'hard',
    estimatedMinutes: 28,
    stages: [
      {
        kind: 'history',
        title: 'Na emergência pediátrica',
        body: '<p>Ana Clara, 4 anos, 16 kg, trazida às 21h. Febre de até 39,4 °C há 2 dias; desde ontem não quer andar e chora ao mexer a perna direita. Teve coriza e tosse na semana passada. FC 138 bpm, FR 26 irpm, Tax 39,1 °C, PA 98/60 mmHg, SpO<sub>2</sub> 98%, enchimento capilar 2 s.</p>',
        prompt: 'O que você pergunta à mãe?',
        discussion:
          '<p>A pergunta central é distinguir artrite séptica de sinovite transitória: febre alta e recusa completa de carga pesam para infecção. Antibiótico prévio muda a interpretação dos exames e das culturas; doença falciforme e imunodeficiência mudam os germes prováveis.</p>',
        options: [
          {
            label: 'Quando começou a febre e desde quando não apoia a perna',
            finding:
              '<p>Febre desde anteontem; ontem à tarde passou a não apoiar o pé direito de jeito nenhum, nem segurando na mão da mãe.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Febre acima de 38,5 °C e recusa completa de carga são dois dos quatro critérios de Kocher.',
          },
          {
            label: 'Se recebeu antibiótico nos últimos dias',
            finding: '<p>Nenhum antibiótico; só dipirona e ibuprofeno.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Antibiótico prévio reduz a positividade das culturas e pode mascarar o quadro; a resposta orienta a interpretação.',
          },
          {
            label: 'Trauma ou queda recente',
            finding: '<p>Nenhuma queda que a mãe tenha visto.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Trauma explicaria dor e claudicação (a fratura do “toddler”), mas não a febre alta.',
          },
          {
            label: 'Doença falciforme, imunodeficiência ou internações prévias',
            finding: '<p>Criança previamente hígida; teste do pezinho normal.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Na doença falciforme a Salmonella ganha importância; em imunodeprimidos, germes atípicos.',
          },
          {
            label: 'Cartão vacinal',
            finding: '<p>Vacinação completa para a idade, incluindo Hib e pneumocócica.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Com Hib em dia, o Haemophilus deixa de ser germe provável.',
          },
          {
            label: 'Frequenta creche ou escola',
            finding: '<p>Frequenta a escola infantil em período integral.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Creche favorece a colonização por Kingella kingae, causa importante abaixo de 4 anos.',
          },
          {
            label: 'Tempo diário de tela',
            finding: '<p>“Umas duas horas de tablet por dia.”</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem relação com o quadro agudo.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'O exame',
        body: '<p>A criança está prostrada, no colo da mãe, com a coxa direita fletida; chora quando alguém se aproxima da perna.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O quadril com derrame adota flexão, abdução e rotação externa, a posição de maior volume capsular. Qualquer rotação passiva dói. Examina-se também a coxa e o joelho (osteomielite adjacente, dor referida) e a pele.</p>',
        options: [
          {
            label: 'Posição do membro em repouso',
            finding: '<p>Quadril direito em flexão, abdução e rotação externa, mantido assim o tempo todo.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'É a posição que acomoda o derrame articular: sinal de artrite do quadril.',
          },
          {
            label: 'Rotação passiva suave do quadril (log roll)',
            finding: '<p>Qualquer rotação, mesmo mínima, provoca choro intenso; o lado esquerdo roda livremente.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Dor à rotação mínima indica processo intra-articular, e não de partes moles.',
          },
          {
            label: 'Palpação da coxa e do joelho direitos',
            finding: '<p>Joelho sem derrame; dor discreta à palpação da metáfise femoral proximal.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'No quadril, a metáfise é intra-articular: osteomielite e artrite coexistem com frequência.',
          },
          {
            label: 'Pele: portas de entrada, petéquias, lesões',
            finding: '<p>Sem lesões de pele, sem petéquias.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Procura porta de entrada e sinais de meningococcemia ou doença hematológica.',
          },
          {
            label: 'Avaliação de sepse: estado geral, perfusão, nível de consciência',
            finding: '<p>Prostrada, mas responsiva; perfusão periférica preservada; sem rigidez de nuca.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Define a urgência: instabilidade hemodinâmica exigiria ressuscitação antes de tudo.',
          },
          {
            label: 'Manobra de Barlow',
            finding: '<p>Manobra dolorosa, sem informação útil nesta idade.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Rastreia instabilidade neonatal; aqui só causa dor.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'A investigação',
        body: '<p>Acesso venoso puncionado. O ortopedista de plantão pode puncionar o quadril guiado por ultrassom no centro cirúrgico.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Hemograma, VHS e PCR completam os critérios de Kocher (febre &gt; 38,5 °C, recusa de carga, VHS &gt; 40 mm/h, leucócitos &gt; 12.000/mm³); a PCR acima de 2 mg/dL acrescenta valor. O ultrassom mostra o derrame, e a punção articular, com Gram, citologia e cultura (inclusive em frasco de hemocultura, que recupera a <em>Kingella</em>), confirma. Hemocultura antes do antibiótico. Ressonância só se a evolução sugerir osteomielite ou abscesso.</p>',
        options: [
          {
            label: 'Hemograma',
            finding:
              '<p>Leucócitos 17.800/mm³ (VR 5.500–15.500 para a idade), 82% neutrófilos; Hb 11,4 g/dL; plaquetas 412.000/mm³.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Leucocitose acima de 12.000/mm³ é critério de Kocher.',
            costReais: 12,
            turnaroundMinutes: 60,
          },
          {
            label: 'VHS e proteína C-reativa',
            finding: '<p>VHS 58 mm/h (VR &lt; 20); PCR 9,8 mg/dL (VR &lt; 0,5).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'VHS acima de 40 mm/h é critério de Kocher; a PCR serve também para acompanhar a resposta.',
            costReais: 20,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemocultura antes do antibiótico',
            finding: '<p>Após 36 h: <em>Staphylococcus aureus</em> sensível à oxacilina.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Positiva em cerca de 30 a 40% das infecções osteoarticulares; é a chance de identificar o germe.',
            costReais: 60,
            turnaroundMinutes: 2160,
          },
          {
            label: 'Ultrassom dos quadris',
            finding:
              '<p>Derrame no quadril direito com 7 mm de distensão capsular e ecos em suspensão; esquerdo sem derrame.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'Confirma o derrame e guia a punção; sua ausência torna a artrite séptica do quadril muito improvável.',
            costReais: 120,
            turnaroundMinutes: 30,
          },
          {
            label: 'Punção do quadril guiada por ultrassom: Gram, citologia e cultura',
            finding:
              '<p>Líquido turvo; 86.000 leucócitos/mm³ com 93% de polimorfonucleares (artrite séptica provável &gt; 50.000); glicose 18 mg/dL; Gram com cocos gram-positivos em cachos. Cultura: <em>S. aureus</em> sensível à oxacilina.</p>',
            points: 20,
            rating: 'essential',
            feedback:
              'É o exame que decide: confirma a infecção, identifica o germe e alivia a pressão intra-articular.',
            costReais: 180,
            turnaroundMinutes: 90,
          },
          {
            label: 'Radiografia AP da bacia',
            finding: '<p>Aumento discreto do espaço articular à direita; sem lesões ósseas.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Serve de base e afasta fratura ou tumor, mas é normal na fase precoce da infecção.',
            costReais: 50,
            turnaroundMinutes: 30,
          },
          {
            label: 'Ressonância magnética da bacia sob sedação, antes de decidir',
            finding:
              '<p>Derrame do quadril direito e edema da metáfise femoral proximal; exame feito na manhã seguinte.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Útil depois, se a evolução sugerir osteomielite ou abscesso; antes da drenagem só atrasa.',
            costReais: 1300,
            turnaroundMinutes: 720,
          },
          {
            label: 'Cintilografia óssea trifásica',
            finding: '<p>Hipercaptação difusa no quadril direito; laudo em 2 dias.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Inespecífica, irradia e demora; não tem papel na artrite séptica aguda.',
            costReais: 700,
            turnaroundMinutes: 2880,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O diagnóstico',
        body: '<p>Quatro de quatro critérios de Kocher, PCR 9,8 mg/dL, derrame ao ultrassom e líquido purulento com cocos gram-positivos.</p>',
        prompt: 'Qual é o diagnóstico principal? Quais diferenciais você registra?',
        discussion:
          '<p>Trata-se de artrite séptica do quadril por <em>S. aureus</em>. A dor na metáfise sugere osteomielite do fêmur proximal associada, que deve ser vigiada. A sinovite transitória era o principal diferencial antes da punção; leucemia e artrite idiopática juvenil entram na lista quando a evolução foge do esperado.</p>',
        hypotheses: [
          {
            label: 'Artrite séptica do quadril',
            synonyms: ['artrite septica', 'pioartrite', 'artrite piogenica', 'artrite septica do quadril'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Critérios clínicos e laboratoriais completos, confirmados pelo líquido articular purulento.',
          },
          {
            label: 'Osteomielite do fêmur proximal associada',
            synonyms: ['osteomielite', 'osteomielite do femur proximal', 'osteomielite hematogenica aguda'],
            points: 0,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'No quadril a metáfise é intra-articular; a coexistência é comum e muda a duração do tratamento.',
          },
          {
            label: 'Sinovite transitória do quadril',
            synonyms: ['sinovite transitoria', 'sinovite toxica', 'sinovite viral'],
            points: -10,
            differentialPoints: 3,
            rating: 'useful',
            feedback: 'Diferencial principal antes da punção; com 4 critérios de Kocher e pus, está afastada.',
          },
          {
            label: 'Leucemia aguda',
            synonyms: ['leucemia', 'LLA', 'leucemia linfoide aguda'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Causa dor óssea e febre; lembrar se houver citopenias ou evolução atípica.',
          },
          {
            label: 'Artrite idiopática juvenil',
            synonyms: ['AIJ', 'artrite idiopatica juvenil', 'artrite reumatoide juvenil'],
            points: -5,
            differentialPoints: 1,
            rating: 'unnecessary',
            feedback: 'Exige mais de 6 semanas de artrite; não explica o líquido purulento.',
          },
          {
            label: 'Doença de Legg-Calvé-Perthes',
            synonyms: ['Perthes', 'Legg-Calve-Perthes'],
            points: -10,
            differentialPoints: -3,
            rating: 'unnecessary',
            feedback: 'Não dá febre alta nem marcadores inflamatórios elevados.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'O tratamento',
        body: '<p>São 23h30. O centro cirúrgico pediátrico está disponível.</p>',
        prompt: 'Escolha as condutas e ordene-as.',
        discussion:
          '<p>Artrite séptica do quadril é urgência cirúrgica: o pus destrói a cartilagem em horas e a pressão intracapsular ameaça a irrigação da cabeça femoral. Colhidas as culturas, inicia-se antibiótico venoso e faz-se a drenagem por artrotomia na mesma noite. Com boa resposta clínica e queda da PCR, troca-se para via oral (tratamento total de 2 a 3 semanas na artrite isolada, mais longo se houver osteomielite).</p>',
        options: [
          {
            label: 'Oxacilina 200 mg/kg/dia IV de 6/6 h, logo após a punção e a hemocultura',
            points: 15,
            rating: 'essential',
            feedback:
              'Cobre S. aureus sensível e estreptococos; onde o MRSA comunitário é comum, prefere-se clindamicina ou vancomicina.',
            expertPosition: 1,
          },
          {
            label: 'Artrotomia com lavagem e drenagem do quadril, na mesma noite',
            points: 20,
            rating: 'essential',
            feedback: 'No quadril, a drenagem cirúrgica urgente preserva a cartilagem e a irrigação da cabeça femoral.',
            expertPosition: 2,
          },
          {
            label: 'Analgesia e antitérmico regulares',
            points: 5,
            rating: 'useful',
            feedback: 'Conforto da criança; a febre também serve de parâmetro de resposta.',
            expertPosition: 3,
          },
          {
            label: 'Trocar para cefalexina oral com melhora clínica e queda da PCR, completando 3 semanas',
            points: 12,
            rating: 'essential',
            feedback:
              'A troca precoce para via oral é tão eficaz quanto o tratamento venoso prolongado e evita cateter.',
            expertPosition: 4,
          },
          {
            label: 'Seguimento radiográfico por 1 a 2 anos',
            points: 5,
            rating: 'useful',
            feedback: 'Vigia osteonecrose, condrólise e distúrbios de crescimento, que podem surgir meses depois.',
            expertPosition: 5,
          },
          {
            label: 'Anti-inflamatório e repouso, com reavaliação em 48 horas',
            points: -15,
            rating: 'harmful',
            feedback:
              'É o tratamento da sinovite transitória; na artrite séptica, 48 horas bastam para destruir a articulação.',
          },
          {
            label: 'Amoxicilina oral e alta com retorno no dia seguinte',
            points: -20,
            rating: 'harmful',
            feedback: 'Sem drenagem e com antibiótico inadequado, a infecção progride para osteomielite e sepse.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Os critérios de Kocher',
        body: '<p>Na passagem de plantão, você resume o caso pelos critérios de Kocher.</p>',
        prompt:
          'Quantos critérios de Kocher a criança tinha na admissão, e qual a probabilidade de artrite séptica na série original?',
        discussion:
          '<p>Os quatro critérios são febre acima de 38,5 °C, recusa de carga, VHS acima de 40 mm/h e leucócitos acima de 12.000/mm³. Na série original de Kocher (1999), a probabilidade foi de cerca de 3% com um critério, 40% com dois, 93% com três e 99,6% com quatro; estudos de validação encontraram valores menores, mas a tendência se mantém.</p>',
        options: [
          {
            label: 'Quatro critérios; probabilidade de cerca de 99%.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: febre, recusa de carga, VHS 58 mm/h e leucócitos 17.800/mm³.',
          },
          {
            label: 'Três critérios; probabilidade de cerca de 93%.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: todos os quatro estavam presentes.',
          },
          {
            label: 'Dois critérios; probabilidade de cerca de 40%.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: os laboratoriais também estavam alterados.',
          },
          {
            label: 'Quatro critérios; probabilidade de cerca de 60%.',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta para a série original; valores assim surgiram em estudos de validação.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Criança com febre que deixa de andar tem artrite séptica até prova em contrário. A história e o exame já somam dois critérios de Kocher (febre acima de 38,5 °C e recusa de carga) e mostram o quadril em flexão, abdução e rotação externa, doloroso à menor rotação.</p><p>Os exames completam os critérios (VHS 58 mm/h, leucócitos 17.800/mm³, PCR 9,8 mg/dL), o ultrassom mostra o derrame e a punção confirma o pus com cocos gram-positivos. Hemocultura e líquido articular são colhidos antes do antibiótico.</p><p>O tratamento é a drenagem cirúrgica urgente com antibiótico venoso, seguido de troca precoce para via oral guiada pela clínica e pela PCR. O atraso custa a cartilagem e, no quadril, a irrigação da cabeça femoral.</p>',
    references: [
      'Kocher MS, Zurakowski D, Kasser JR. Differentiating between septic arthritis and transient synovitis of the hip in children. J Bone Joint Surg Am. 1999;81(12):1662-70',
      'Saavedra-Lozano J et al. Bone and Joint Infections (ESPID Guidelines). Pediatr Infect Dis J. 2017;36(8):788-99',
      "Tachdjian's Pediatric Orthopaedics, 6ª ed. (2021), capítulo de infecções osteoarticulares",
    ],
    lessonTitles: [],
    questionStarts: ['<p>Criança, 5 anos, com febre de 39 °C, ', '<p>Menino, 8 anos, com febre há 3 dias e'],
  },
];
