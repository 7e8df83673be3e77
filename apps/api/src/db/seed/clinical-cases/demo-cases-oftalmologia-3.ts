import type { DemoCase } from './demo-case-types.ts';

/** Casos clínicos de oftalmologia, parte 3: queimadura ocular por álcali e celulite orbitária na criança. */
export const oftalmologiaCases3: readonly DemoCase[] = [
  {
    title: 'Pedreiro com cal no olho: os primeiros minutos',
    summary:
      'Pedreiro de 38 anos chega ao pronto-socorro 40 minutos após um respingo de massa no olho esquerdo, na obra. Cada minuto conta: decida o que fazer antes de examinar.',
    subjects: [['Semiologia e Urgências Oftalmológicas', 'Urgências Oftalmológicas', 'Queimaduras químicas']],
    difficulty: 'easy',
    estimatedMinutes: 12,
    stages: [
      {
        kind: 'history',
        title: 'Na porta do pronto-socorro',
        body: '<p>Seu Raimundo, 38 anos, chega trazido pelo mestre de obras, com a mão sobre o olho esquerdo, em blefaroespasmo e lacrimejamento intenso. "Caiu massa de cal no olho quando eu batia a laje." PA 138/86 mmHg, FC 104 bpm, consciente e orientado.</p>',
        prompt: 'O que você pergunta, em poucos segundos?',
        discussion:
          '<p>Na queimadura química, a anamnese é curta e feita enquanto se prepara a irrigação: qual o agente (álcali penetra mais que ácido), há quanto tempo e o que já foi feito. Cal, cimento e soda cáustica são os álcalis mais comuns no Brasil e causam as piores queimaduras, porque saponificam as membranas e penetram até a câmara anterior.</p>',
        options: [
          {
            label: 'Qual o produto que atingiu o olho',
            finding: '<p>Massa de cal hidratada com cimento e areia, preparada na hora.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Cal e cimento são álcalis (hidróxido de cálcio): penetram rapidamente no estroma, ao contrário dos ácidos, que coagulam proteínas e formam barreira.',
            lessonTitle: 'Queimaduras químicas',
          },
          {
            label: 'Há quanto tempo aconteceu e se o olho foi lavado',
            finding:
              '<p>Há cerca de 40 minutos. Lavou "rapidinho" na torneira da obra, menos de 1 minuto, e veio de carro.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'A duração do contato é o principal determinante do dano; uma lavagem curta deixa partículas e álcali no fundo de saco.',
          },
          {
            label: 'Se usava óculos de proteção',
            finding: '<p>Não usava; "os óculos ficam embaçados".</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Não muda a conduta imediata, mas a orientação sobre EPI previne o próximo acidente e tem implicação trabalhista (CAT).',
          },
          {
            label: 'Se o outro olho ou a pele foram atingidos',
            finding: '<p>Só o olho esquerdo; tem pequenos respingos na face, já lavados.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Queimaduras bilaterais mudam o prognóstico e a disponibilidade de limbo saudável para transplante futuro.',
          },
          {
            label: 'Alergias a medicamentos',
            finding: '<p>Nega alergias.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Ele vai receber anestésico tópico, antibiótico, corticoide e doxiciclina; a pergunta leva segundos.',
          },
          {
            label: 'Situação da vacina antitetânica',
            finding: '<p>Tomou reforço há 4 anos.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'A queimadura química sem ferimento perfurante não é porta de entrada para tétano; não deve atrasar a irrigação.',
          },
          {
            label: 'Antecedente de cirurgia refrativa',
            finding: '<p>Nunca operou os olhos.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Informação irrelevante nos primeiros minutos; cada pergunta a mais é mais tempo de álcali na superfície ocular.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Primeira conduta, antes do exame',
        body: '<p>O olho esquerdo está fechado em blefaroespasmo. Ao afastar a pálpebra, você vê grumos esbranquiçados no fundo de saco inferior. Há soro fisiológico, Ringer lactato, equipo, proximetacaína 0,5%, blefarostato e fitas de pH na sala.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>A irrigação vem antes de tudo, inclusive da acuidade visual: anestésico tópico, blefarostato e pelo menos 2 litros de solução (SF ou Ringer lactato) até o pH do fundo de saco ficar entre 7,0 e 7,5, medido 5 minutos após parar. A eversão dupla da pálpebra superior remove partículas retidas, que continuam liberando álcali. Neutralizar com ácido é proibido: a reação é exotérmica e soma queimadura térmica.</p>',
        options: [
          {
            label:
              'Proximetacaína e irrigação imediata com 2 L ou mais de SF ou Ringer lactato, até pH entre 7,0 e 7,5',
            points: 20,
            rating: 'essential',
            feedback: 'A irrigação precoce e abundante é a medida que mais muda o prognóstico da queimadura química.',
            expertPosition: 1,
            lessonTitle: 'Queimaduras químicas',
          },
          {
            label: 'Eversão dupla da pálpebra superior e remoção das partículas com cotonete úmido',
            points: 14,
            rating: 'essential',
            feedback: 'Partículas de cal retidas no fundo de saco mantêm o pH alto e a queimadura ativa.',
            expertPosition: 2,
          },
          {
            label:
              'Após a irrigação: antibiótico tópico, cicloplégico, corticoide tópico intensivo na 1ª semana e lubrificante sem conservante',
            points: 12,
            rating: 'essential',
            feedback:
              'Previne infecção, trata a inflamação que destrói o estroma e alivia a dor; o corticoide é reduzido após 7–10 dias pelo risco de melting.',
            expertPosition: 3,
          },
          {
            label: 'Doxiciclina 100 mg 12/12 h e vitamina C oral',
            points: 6,
            rating: 'useful',
            feedback:
              'A doxiciclina inibe metaloproteinases e a vitamina C favorece a síntese de colágeno, reduzindo afinamento nas queimaduras moderadas e graves.',
            expertPosition: 4,
          },
          {
            label: 'Programar transplante de membrana amniótica precoce, na primeira semana',
            points: 5,
            rating: 'useful',
            feedback:
              'Nas queimaduras com isquemia límbica importante, a membrana amniótica reduz inflamação e favorece a epitelização.',
            expertPosition: 5,
          },
          {
            label: 'Neutralizar com colírio ácido ou vinagre diluído',
            points: -20,
            rating: 'harmful',
            feedback:
              'A neutralização gera calor (reação exotérmica) e agrava a lesão; usa-se apenas solução neutra em grande volume.',
          },
          {
            label: 'Medir a acuidade visual e esperar a fita de pH antes de iniciar a irrigação',
            points: -15,
            rating: 'harmful',
            feedback:
              'Na queimadura química, a irrigação precede a acuidade visual e qualquer exame; minutos de espera aumentam a penetração do álcali.',
          },
          {
            label: 'Curativo oclusivo e alta com colírio lubrificante',
            points: -15,
            rating: 'harmful',
            feedback:
              'A queimadura com partículas e pH alto precisa de irrigação completa, estadiamento e seguimento diário.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame após a irrigação',
        body: '<p>Depois de 3 litros de Ringer lactato e da remoção de grumos de cal do fundo de saco superior, o paciente consegue abrir o olho.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O estadiamento depende da opacidade da córnea e da extensão da isquemia límbica (Roper-Hall) ou das horas de limbo acometidas e da porcentagem de conjuntiva (Dua). A isquemia límbica, vista como conjuntiva branca e sem vasos junto ao limbo, indica perda de células-tronco e prognóstico reservado.</p>',
        options: [
          {
            label: 'Acuidade visual',
            finding: '<p>OE: conta dedos a 3 metros. OD: 20/20.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Documenta a gravidade inicial e permite acompanhar a recuperação.',
          },
          {
            label: 'Biomicroscopia com fluoresceína, incluindo limbo e conjuntiva',
            finding:
              '<p>OE: defeito epitelial corneano total; córnea com opacidade estromal que deixa ver a íris, mas borra seus detalhes; isquemia límbica de 4 a 9 horas (5 horas de relógio, cerca de 40% do limbo); quemose e áreas brancas avasculares na conjuntiva bulbar inferior (cerca de 35%). Câmara anterior com reação 1+.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'É o exame que estadia a queimadura: opacidade com íris borrada e isquemia de 1/3 a 1/2 do limbo definem grau III de Roper-Hall.',
            lessonTitle: 'Queimaduras químicas',
          },
          {
            label: 'Eversão palpebral e revisão dos fundos de saco',
            finding: '<p>Mais dois fragmentos de cal no fundo de saco superior, removidos.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Revisar os fundos de saco após a irrigação evita deixar partículas que mantêm a queimadura.',
          },
          {
            label: 'Reflexos pupilares',
            finding: '<p>Pupilas reagentes, sem DPAR.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Afasta dano retiniano ou do nervo óptico associado; a baixa visual é explicada pela córnea.',
          },
          {
            label: 'Teste de Schirmer',
            finding: '<p>Tira molhada em 35 mm pelo lacrimejamento reflexo.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Na fase aguda, o lacrimejamento reflexo invalida o teste; o olho seco é um problema de meses depois.',
          },
          {
            label: 'Mapeamento de retina sob midríase',
            finding: '<p>Visão do fundo prejudicada pela opacidade corneana; reflexo vermelho presente.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Não há trauma contuso nem suspeita de lesão posterior; o exame acrescenta pouco e atrasa o tratamento da superfície.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>O paciente está mais confortável. O residente pergunta quais exames pedir antes de internar o paciente para o tratamento.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>O exame indispensável é o mais barato: a fita de pH, repetida 5 a 10 minutos após cada irrigação. A PIO sobe nas queimaduras por álcali (dano à malha trabecular e inflamação) e deve ser medida, de preferência com tonômetro portátil. Exames de imagem só se houver suspeita de corpo estranho ou de trauma associado.</p>',
        options: [
          {
            label: 'Fita de pH no fundo de saco, 5 minutos após parar a irrigação',
            finding:
              '<p>Antes da irrigação: pH 11. Após 3 litros: pH 7,4 (alvo: 7,0–7,5), estável após 10 minutos.</p>',
            points: 16,
            rating: 'essential',
            feedback: 'Confirma a neutralização; se o pH voltar a subir, há partícula retida e a irrigação recomeça.',
            costReais: 2,
            turnaroundMinutes: 5,
          },
          {
            label: 'Tonometria com tonômetro de rebote ou Tono-Pen',
            finding: '<p>OE: 27 mmHg. OD: 15 mmHg (referência: 10–21 mmHg).</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'A hipertensão ocular é comum após álcali e pede supressor de humor aquoso; o tonômetro portátil evita trauma ao epitélio.',
            costReais: 30,
            turnaroundMinutes: 5,
          },
          {
            label: 'Ultrassonografia ocular modo B',
            finding: '<p>Vítreo anecoico, retina aplicada.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Com reflexo vermelho presente e sem trauma contuso, a ultrassonografia não muda a conduta.',
            costReais: 200,
            turnaroundMinutes: 20,
          },
          {
            label: 'Radiografia de órbitas',
            finding: '<p>Sem corpos estranhos radiopacos.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem história de projétil ou impacto, não há indicação; a cal não é vista na radiografia.',
            costReais: 60,
            turnaroundMinutes: 60,
          },
          {
            label: 'Cultura de secreção conjuntival',
            finding: '<p>Flora normal (<em>Staphylococcus</em> coagulase-negativo).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não há infecção na fase aguda; o antibiótico tópico é profilático.',
            costReais: 90,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Tomografia de crânio',
            finding: '<p>Sem alterações.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Paciente consciente, sem trauma craniano: o exame não tem relação com a queimadura.',
            costReais: 450,
            turnaroundMinutes: 90,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico e estadiamento',
        body: '<p>Resumo: queimadura por cal no OE, lavada tardiamente; defeito epitelial total, opacidade estromal com detalhes da íris borrados, isquemia de cerca de 40% do limbo, PIO de 27 mmHg.</p>',
        prompt: 'Qual o diagnóstico, com o estadiamento?',
        discussion:
          '<p>Queimadura química por álcali grau III de Roper-Hall (grau III de Dua: mais de 3 e até 6 horas de limbo). O prognóstico é reservado: risco de defeito epitelial persistente, melting, deficiência límbica e glaucoma. O seguimento é diário na primeira semana.</p>',
        hypotheses: [
          {
            label: 'Queimadura química por álcali grau III de Roper-Hall',
            synonyms: [
              'queimadura quimica',
              'queimadura por alcali',
              'queimadura por cal',
              'causticacao ocular',
              'Roper-Hall III',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: a opacidade com íris borrada e a isquemia límbica entre 1/3 e 1/2 definem o grau III.',
            lessonTitle: 'Queimaduras químicas',
          },
          {
            label: 'Queimadura química grau IV de Roper-Hall',
            synonyms: ['Roper-Hall IV', 'queimadura grau IV', 'queimadura grave'],
            points: 2,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'O grau IV exige córnea opaca, sem ver íris ou pupila, e isquemia de mais da metade do limbo.',
          },
          {
            label: 'Queimadura química leve (graus I a II)',
            synonyms: ['Roper-Hall I', 'Roper-Hall II', 'queimadura leve'],
            points: -10,
            differentialPoints: -2,
            rating: 'harmful',
            feedback: 'Subestimar a isquemia límbica leva a tratamento insuficiente e alta precoce.',
          },
          {
            label: 'Trauma ocular aberto com corpo estranho',
            synonyms: ['trauma aberto', 'perfuracao ocular', 'corpo estranho intraocular'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Lembrar em acidentes de obra, mas não há ferida, pupila irregular nem câmara rasa.',
          },
          {
            label: 'Ceratite actínica (por radiação ultravioleta)',
            synonyms: ['ceratite actinica', 'ceratite por solda', 'fotoceratite'],
            points: -5,
            differentialPoints: -2,
            rating: 'unnecessary',
            feedback: 'Causa ceratite puntata bilateral horas após solda ou sol, sem isquemia límbica.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Na queimadura química, o tratamento começa antes do diagnóstico completo: com o agente identificado como álcali (cal e cimento), a irrigação com pelo menos 2 litros de solução neutra, sob anestesia tópica e com blefarostato, vem antes da acuidade visual. A eversão dupla da pálpebra remove partículas que continuam liberando álcali, e a fita de pH confirma a neutralização.</p><p>Só então o olho é examinado e estadiado. Defeito epitelial total, opacidade que borra os detalhes da íris e isquemia de cerca de 40% do limbo fazem desta uma queimadura grau III de Roper-Hall, de prognóstico reservado.</p><p>O tratamento clínico controla a inflamação e a colagenólise: corticoide tópico intensivo na primeira semana, cicloplégico, antibiótico profilático, doxiciclina e vitamina C, lubrificação e controle da PIO. A membrana amniótica precoce é considerada nas formas graves. A prevenção é simples: óculos de proteção na obra.</p>',
    references: [
      'Dua HS, King AJ, Joseph A. A new classification of ocular surface burns. Br J Ophthalmol 2001',
      'Roper-Hall MJ. Thermal and chemical burns. Trans Ophthalmol Soc UK 1965',
      'Salmon JF. Kanski Oftalmologia Clínica: uma abordagem sistemática, 9ª ed. Elsevier',
    ],
    lessonTitles: ['Queimaduras químicas'],
    questionStarts: [
      '<p>Pedreiro de 40 anos chega ao pronto-s',
      '<p>Na classificação de Roper-Hall para q',
      '<p>Por que as queimaduras oculares por á',
    ],
  },
  {
    title: 'Menino com sinusite e olho inchado que não abre',
    summary:
      'Menino de 6 anos, resfriado há uma semana, amanheceu com a pálpebra esquerda muito inchada e febre alta. A pediatra do pronto-atendimento chama a oftalmologia para ajudar a decidir onde e como tratar.',
    subjects: [['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras', 'Celulites periorbitárias']],
    difficulty: 'medium',
    estimatedMinutes: 22,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese com a mãe',
        body: '<p>Pedro, 6 anos, 22 kg, está com coriza purulenta e tosse há 7 dias. Ontem à noite a pálpebra esquerda começou a inchar e hoje "fechou". Está abatido e não quis comer.</p><p>T<sub>ax</sub> 38,9 °C, FC 128 bpm, FR 24 irpm, PA 100/62 mmHg, SpO<sub>2</sub> 98%. Tempo de enchimento capilar de 2 segundos.</p>',
        prompt: 'O que você pergunta à mãe e à criança?',
        discussion:
          '<p>A pergunta central é se a infecção está antes ou atrás do septo orbitário. Dor à movimentação ocular, visão dupla e baixa visual sugerem celulite orbitária. A sinusite etmoidal é a causa mais comum na criança; picada de inseto e lesões de pele apontam para a pré-septal. A vacinação contra <em>Haemophilus influenzae</em> tipo b mudou a microbiologia.</p>',
        options: [
          {
            label: 'Dor ao mexer o olho e visão dupla',
            finding: '<p>"Dói quando olho para o lado." Diz que "às vezes vê duas mães".</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Dor à movimentação e diplopia indicam acometimento pós-septal (músculos extraoculares) e separam a celulite orbitária da pré-septal.',
            lessonTitle: 'Celulite pré-septal e orbitária',
          },
          {
            label: 'Como começou e a velocidade de piora',
            finding:
              '<p>Resfriado há 7 dias, com secreção nasal amarelo-esverdeada há 3; o inchaço apareceu há 18 horas e piorou muito desde a manhã.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Sinusite que se arrasta e edema que evolui em horas sugerem extensão pela lâmina papirácea, fina na criança.',
          },
          {
            label: 'Se a criança está enxergando bem com o olho afetado',
            finding: '<p>Quando a mãe abre a pálpebra, ele diz que enxerga "um pouco embaçado".</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Queixa visual é sinal de alarme: compressão do nervo óptico exige imagem e avaliação cirúrgica urgentes.',
          },
          {
            label: 'Vacinação (Hib e pneumocócica)',
            finding: '<p>Cartão vacinal completo para a idade, incluindo Hib e pneumocócica 10-valente.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Com vacinação completa, <em>Streptococcus</em> e <em>Staphylococcus aureus</em> predominam; Hib passa a ser improvável.',
          },
          {
            label: 'Picada de inseto, ferida ou terçol na pálpebra',
            finding: '<p>Nega picadas, feridas ou terçol.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Porta de entrada cutânea é típica da celulite pré-septal; sua ausência reforça a origem sinusal.',
          },
          {
            label: 'Alergias a medicamentos',
            finding: '<p>Nunca teve reação a antibióticos; já tomou amoxicilina.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Define o esquema empírico endovenoso (betalactâmico ou alternativas).',
          },
          {
            label: 'Tempo diário de uso de telas',
            finding: '<p>Cerca de 3 horas por dia no celular.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem relação com um quadro infeccioso agudo da órbita.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame',
        body: '<p>A criança chora, mas colabora com um brinquedo. A pálpebra esquerda está edemaciada, eritematosa, quente e tensa; é preciso afastá-la com cuidado.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Os sinais que definem a celulite orbitária são proptose, oftalmoplegia dolorosa e, nos casos graves, baixa visual, DPAR e discromatopsia. Esses parâmetros são registrados na admissão e repetidos a cada 4 a 6 horas. Sinais meníngeos ou alteração de consciência sugerem complicação intracraniana.</p>',
        options: [
          {
            label: 'Acuidade visual com tabela de figuras',
            finding: '<p>OD: 20/25. OE: 20/40.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A queda da acuidade no lado afetado é sinal de sofrimento do nervo óptico e um dos critérios para cirurgia.',
          },
          {
            label: 'Motilidade ocular extrínseca',
            finding: '<p>OE: limitação da abdução e da supraversão, com dor; OD: normal.</p>',
            points: 14,
            rating: 'essential',
            feedback: 'A oftalmoplegia dolorosa confirma o acometimento pós-septal.',
            lessonTitle: 'Celulite pré-septal e orbitária',
          },
          {
            label: 'Reflexos pupilares e visão de cores',
            finding: '<p>Sem DPAR; a criança identifica as cores de figuras com os dois olhos.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'O surgimento de DPAR indica neuropatia óptica compressiva e exige drenagem de urgência.',
          },
          {
            label: 'Proptose e deslocamento do globo',
            finding: '<p>Proptose de cerca de 3 mm no OE pela régua, com deslocamento lateral e inferior do globo.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'O deslocamento lateral do globo sugere coleção na parede medial, junto ao etmoide.',
          },
          {
            label: 'Nível de consciência e sinais meníngeos',
            finding:
              '<p>Alerta, Glasgow 15, sem rigidez de nuca; sem sinais de paralisia de outros nervos cranianos.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Afasta por ora abscesso intracraniano e trombose do seio cavernoso, que dariam cefaleia intensa, alteração de consciência e acometimento bilateral.',
          },
          {
            label: 'Teste de Schirmer',
            finding: '<p>Teste impossível de interpretar; criança chorando.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Olho seco não é a questão; o exame incomoda e não informa nada útil aqui.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>A pediatra já puncionou um acesso venoso. O hospital tem tomografia 24 horas e ressonância só pela manhã.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>A tomografia de órbitas e seios da face com contraste é indicada quando há sinais de acometimento orbitário, dúvida diagnóstica ou piora: mostra a sinusite, a celulite e as coleções (abscesso subperiosteal ou orbitário) e a extensão intracraniana. Hemograma, PCR e hemocultura ajudam a acompanhar a resposta; a ressonância entra se houver suspeita de complicação intracraniana.</p>',
        options: [
          {
            label: 'Tomografia de órbitas e seios da face com contraste',
            finding:
              '<p>Opacificação das células etmoidais e do seio maxilar à esquerda; densificação da gordura orbitária; coleção subperiosteal medial de 10 × 4 mm com realce periférico, deslocando o músculo reto medial. Sem extensão intracraniana.</p>',
            points: 18,
            rating: 'essential',
            feedback: 'Define o estágio (abscesso subperiosteal) e orienta a conduta clínica ou cirúrgica.',
            costReais: 480,
            turnaroundMinutes: 90,
          },
          {
            label: 'Hemograma completo',
            finding:
              '<p>Leucócitos 18.600/mm³ (referência para a idade: 5.000–14.500), 78% neutrófilos, 6% bastonetes. Hb 12,1 g/dL. Plaquetas 380.000/mm³.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'A leucocitose apoia o quadro infeccioso e serve de base para acompanhar a resposta.',
            costReais: 15,
            turnaroundMinutes: 60,
          },
          {
            label: 'Proteína C-reativa',
            finding: '<p>96 mg/L (referência: até 5 mg/L).</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A queda da PCR em 48–72 horas ajuda a documentar a resposta ao antibiótico.',
            costReais: 20,
            turnaroundMinutes: 60,
          },
          {
            label: 'Hemocultura',
            finding: '<p>Negativa após 5 dias.</p>',
            points: 3,
            rating: 'useful',
            feedback: 'Raramente positiva em crianças vacinadas, mas barata e útil se houver sepse.',
            costReais: 60,
            turnaroundMinutes: 7200,
          },
          {
            label: 'Radiografia de seios da face',
            finding: '<p>Velamento de etmoide e maxilar à esquerda.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não mostra a órbita nem coleções; não substitui a tomografia.',
            costReais: 50,
            turnaroundMinutes: 60,
          },
          {
            label: 'Cultura de secreção conjuntival',
            finding: '<p><em>Staphylococcus</em> coagulase-negativo.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'A flora conjuntival não reflete o agente da sinusite e da órbita.',
            costReais: 90,
            turnaroundMinutes: 2880,
          },
          {
            label: 'Punção lombar',
            finding: '<p>Líquor claro, 2 células/mm³, proteína e glicose normais.</p>',
            points: -12,
            rating: 'harmful',
            feedback:
              'Sem sinais meníngeos ou alteração de consciência, é um procedimento invasivo sem indicação; diante de suspeita intracraniana, a imagem vem antes.',
            costReais: 150,
            turnaroundMinutes: 120,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Resumo: criança de 6 anos com etmoidite, proptose, oftalmoplegia dolorosa, acuidade de 20/40 sem DPAR e abscesso subperiosteal medial de 10 × 4 mm, sem extensão intracraniana.</p>',
        prompt: 'Qual o diagnóstico principal e os diferenciais?',
        discussion:
          '<p>Celulite orbitária com abscesso subperiosteal medial, grupo III de Chandler, secundária a etmoidite. O diferencial com a celulite pré-septal é o mais importante e se faz pelos sinais orbitários. Na criança com proptose, rabdomiossarcoma e pseudotumor orbitário entram no diferencial se a evolução não for a esperada.</p>',
        hypotheses: [
          {
            label: 'Celulite orbitária com abscesso subperiosteal (Chandler III)',
            synonyms: ['celulite orbitaria', 'abscesso subperiosteal', 'Chandler III', 'celulite pos-septal'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: coleção subperiosteal medial secundária à etmoidite.',
            lessonTitle: 'Celulite pré-septal e orbitária',
          },
          {
            label: 'Celulite pré-septal',
            synonyms: ['celulite pre-septal', 'celulite periorbitaria', 'celulite palpebral'],
            points: -10,
            differentialPoints: 2,
            rating: 'harmful',
            feedback:
              'A pré-septal não causa proptose, oftalmoplegia nem baixa visual; subestimar o quadro leva a tratamento oral e complicações.',
          },
          {
            label: 'Trombose do seio cavernoso',
            synonyms: ['trombose de seio cavernoso', 'tromboflebite do seio cavernoso'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Complicação temida (Chandler V): acometimento bilateral, paralisias de III, IV e VI nervos e toxemia.',
          },
          {
            label: 'Rabdomiossarcoma orbitário',
            synonyms: ['rabdomiossarcoma', 'tumor de orbita infantil'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Tumor orbitário maligno mais comum da infância, com proptose rápida, mas sem febre e sinusite; suspeitar se não houver resposta.',
          },
          {
            label: 'Inflamação orbitária idiopática',
            synonyms: ['pseudotumor orbitario', 'inflamacao orbitaria inespecifica', 'miosite orbitaria'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'Diagnóstico de exclusão, sem febre nem sinusite.',
          },
          {
            label: 'Dacriocistite aguda',
            synonyms: ['dacriocistite', 'infeccao do saco lacrimal'],
            points: -5,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback: 'Causa abaulamento doloroso no canto medial, abaixo do tendão cantal, sem proptose.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>O otorrinolaringologista de plantão está disponível. A mãe pergunta se o filho "vai precisar de cirurgia hoje".</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Crianças menores de 9 anos, com abscesso subperiosteal medial pequeno, sem comprometimento visual e sem extensão intracraniana, costumam responder ao antibiótico endovenoso (critérios de Garcia e Harris). A drenagem é indicada se houver baixa visual, DPAR, abscesso grande ou não medial, ou falta de melhora em 48 a 72 horas. O tratamento é conjunto com a otorrinolaringologia e a pediatria.</p>',
        options: [
          {
            label: 'Internação e antibiótico endovenoso: ceftriaxona mais clindamicina (ou oxacilina)',
            points: 18,
            rating: 'essential',
            feedback:
              'Cobre <em>Streptococcus</em>, <em>S. aureus</em> e anaeróbios da sinusite; é o tratamento de base da celulite orbitária.',
            expertPosition: 1,
            lessonTitle: 'Celulite pré-septal e orbitária',
          },
          {
            label: 'Avaliação conjunta com otorrinolaringologia no mesmo dia',
            points: 12,
            rating: 'essential',
            feedback: 'A origem sinusal e a eventual drenagem endoscópica são da otorrinolaringologia.',
            expertPosition: 2,
          },
          {
            label: 'Reavaliar acuidade, pupilas, motilidade e proptose a cada 4 a 6 horas',
            points: 12,
            rating: 'essential',
            feedback: 'A piora desses sinais é a indicação de cirurgia de urgência.',
            expertPosition: 3,
          },
          {
            label: 'Lavagem nasal com soro fisiológico e analgesia',
            points: 4,
            rating: 'useful',
            feedback: 'Melhora a drenagem dos seios e o conforto da criança.',
            expertPosition: 4,
          },
          {
            label: 'Drenagem cirúrgica se não houver melhora em 48 a 72 horas ou se surgir piora visual',
            points: 6,
            rating: 'useful',
            feedback: 'Deixa clara a regra de escalonamento que orienta a equipe e a família.',
            expertPosition: 5,
          },
          {
            label: 'Drenagem cirúrgica imediata do abscesso',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Com abscesso medial pequeno, sem baixa visual importante e com menos de 9 anos, a maioria responde ao antibiótico sem cirurgia.',
          },
          {
            label: 'Amoxicilina-clavulanato oral e reavaliação ambulatorial em 48 horas',
            points: -18,
            rating: 'harmful',
            feedback:
              'Tratamento de celulite pré-septal leve; na orbitária, o atraso arrisca cegueira, trombose do seio cavernoso e abscesso cerebral.',
          },
          {
            label: 'Compressas frias e anti-histamínico oral',
            points: -12,
            rating: 'harmful',
            feedback: 'Trata o edema como alergia e deixa sem tratamento uma infecção orbitária.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: a classificação de Chandler',
        body: '<p>Na visita do dia seguinte, o preceptor pede a classificação de Chandler do caso.</p>',
        prompt: 'Na classificação de Chandler, o abscesso subperiosteal corresponde a qual grupo?',
        discussion:
          '<p>Chandler: I, edema inflamatório pré-septal; II, celulite orbitária; III, abscesso subperiosteal; IV, abscesso orbitário; V, trombose do seio cavernoso.</p>',
        options: [
          {
            label: 'Grupo I',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O grupo I é o edema inflamatório (pré-septal), sem infecção orbitária.',
          },
          {
            label: 'Grupo II',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O grupo II é a celulite orbitária difusa, sem coleção.',
          },
          {
            label: 'Grupo III',
            points: 15,
            rating: 'essential',
            feedback: 'Correta: coleção entre a periórbita e a parede óssea, quase sempre medial, junto ao etmoide.',
            correct: true,
          },
          {
            label: 'Grupo IV',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O grupo IV é o abscesso dentro do cone orbitário.',
          },
          { label: 'Grupo V', points: 0, rating: 'unnecessary', feedback: 'O grupo V é a trombose do seio cavernoso.' },
        ],
      },
    ],
    expertReasoning:
      '<p>Edema palpebral com febre após uma semana de sinusite é, na criança, celulite periorbitária até que se defina o lado do septo. Dor à movimentação, diplopia, proptose e oftalmoplegia colocam a infecção atrás do septo; a tomografia com contraste confirma a etmoidite e mostra um abscesso subperiosteal medial pequeno, sem extensão intracraniana (Chandler III).</p><p>O tratamento é hospitalar: antibiótico endovenoso de amplo espectro, avaliação pela otorrinolaringologia e reavaliação frequente de acuidade, pupilas, motilidade e proptose. Crianças pequenas com abscesso medial pequeno e visão preservada costumam responder ao antibiótico; a drenagem é reservada à piora visual, ao DPAR, ao abscesso grande ou à falta de resposta em 48 a 72 horas.</p><p>Os erros que custam caro são tratar como pré-septal com antibiótico oral e fazer punção lombar sem indicação. Se a evolução fugir do esperado, revisar o diagnóstico: rabdomiossarcoma e inflamação orbitária idiopática imitam a celulite.</p>',
    references: [
      'Chandler JR, Langenbrunner DJ, Stevens ER. The pathogenesis of orbital complications in acute sinusitis. Laryngoscope 1970',
      'Garcia GH, Harris GJ. Criteria for nonsurgical management of subperiosteal abscess of the orbit. Ophthalmology 2000',
      'Sociedade Brasileira de Pediatria. Tratado de Pediatria, 5ª ed. Manole, 2022',
    ],
    lessonTitles: ['Celulite pré-septal e orbitária'],
    questionStarts: [
      '<p>Menino de 7 anos, com resfriado há 1 ',
      '<p>Na classificação de Chandler das comp',
      '<p>Criança de 4 anos apresenta edema e h',
    ],
  },
];
