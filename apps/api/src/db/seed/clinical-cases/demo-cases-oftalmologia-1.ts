import type { DemoCase } from './demo-case-types.ts';

/** Casos clínicos de oftalmologia, parte 1: crise de fechamento angular e retinopatia diabética proliferativa. */
export const oftalmologiaCases1: readonly DemoCase[] = [
  {
    title: 'Dor ocular, vômitos e halos coloridos ao sair do cinema',
    summary:
      'Mulher de 64 anos chega ao pronto-socorro à noite com dor intensa no olho direito, cefaleia e vômitos que começaram durante uma sessão de cinema. Você é o residente de plantão da oftalmologia.',
    subjects: [
      ['Segmento Anterior', 'Glaucoma', 'Fechamento angular primário'],
      ['Segmento Anterior', 'Glaucoma', 'Gonioscopia'],
    ],
    difficulty: 'medium',
    estimatedMinutes: 20,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese no pronto-socorro',
        body: '<p>Dona Marlene, 64 anos, costureira aposentada, chega às 22h40 acompanhada da filha. Há cerca de 3 horas, no meio de um filme, começou a sentir dor forte no olho direito, que se irradia para a testa e a têmpora, com visão embaçada desse olho. Vomitou duas vezes no caminho.</p><p>Sinais vitais: PA 168/96 mmHg, FC 96 bpm, FR 18 irpm, T<sub>ax</sub> 36,4 °C, SpO<sub>2</sub> 97% em ar ambiente. Glicemia capilar 118 mg/dL. O clínico já afastou sinais neurológicos focais.</p>',
        prompt: 'O que você pergunta à paciente?',
        discussion:
          '<p>Dor ocular com cefaleia, náuseas e visão embaçada iniciada em ambiente escuro, num olho hipermétrope, é a apresentação clássica do fechamento angular agudo. A anamnese busca <strong>gatilhos</strong> (penumbra, fármacos anticolinérgicos ou adrenérgicos, topiramato), <strong>episódios prévios</strong> abortados e <strong>contraindicações</strong> aos hipotensores que serão usados em minutos (asma, DPOC, bradiarritmia, alergia a sulfa, doença renal).</p>',
        options: [
          {
            label: 'Como a visão está e se vê halos ao redor das luzes',
            finding:
              '<p>"Vejo tudo como se fosse por uma neblina, e as luzes do corredor têm um arco-íris em volta." O olho esquerdo enxerga "normal, com os óculos".</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Halos coloridos indicam edema epitelial da córnea, que surge quando a PIO sobe de forma abrupta: é o sintoma que separa a crise de uma cefaleia primária.',
          },
          {
            label: 'Episódios parecidos no passado',
            finding:
              '<p>Nos últimos 4 meses teve três episódios de visão embaçada e dor leve no mesmo olho, à noite, que passavam depois de dormir. Não procurou atendimento.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Crises subagudas autolimitadas, aliviadas pelo sono (miose), são frequentes antes da crise aguda e indicam risco também no outro olho.',
            lessonTitle: 'Fechamento angular primário: da crise à iridotomia',
          },
          {
            label: 'Medicamentos em uso e iniciados recentemente',
            finding:
              '<p>Losartana 50 mg/dia. Há 5 dias toma um antigripal com clorfeniramina e fenilefrina, três vezes ao dia, por coriza. Nega topiramato, antidepressivos e colírios.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Anti-histamínicos com ação anticolinérgica e simpaticomiméticos dilatam a pupila e precipitam o bloqueio pupilar em olhos predispostos; o topiramato causa fechamento bilateral por efusão ciliocoroidea.',
          },
          {
            label: 'Asma, doença pulmonar, cardiopatia, doença renal e alergia a sulfa',
            finding:
              '<p>Nega asma, DPOC, bradicardia ou uso de betabloqueador. Creatinina de 0,9 mg/dL num exame de rotina do mês passado. Nega alergias.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Timolol é contraindicado em asma, DPOC e bloqueios; acetazolamida exige cautela em alergia a sulfa, insuficiência renal e hipocalemia; manitol, em insuficiência cardíaca. Perguntar antes de prescrever.',
          },
          {
            label: 'Grau dos óculos',
            finding:
              '<p>Usa óculos desde os 40 anos "para longe e para perto"; a receita mostra +3,50 D em ambos os olhos.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Hipermetropia significa olho curto, com câmara anterior rasa e cristalino relativamente grande: o perfil anatômico do fechamento angular primário.',
          },
          {
            label: 'Glaucoma na família',
            finding: '<p>Uma irmã mais velha "fez laser na íris dos dois olhos" há alguns anos.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Parentes de primeiro grau de pacientes com fechamento angular têm risco maior, pela anatomia ocular herdada; reforça a hipótese e a necessidade de rastrear a família.',
          },
          {
            label: 'Uso de lentes de contato e hábitos de higiene das lentes',
            finding: '<p>Nunca usou lentes de contato.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Lentes de contato importam na ceratite infecciosa, que cursa com secreção e opacidade focal, não com vômitos e halos; aqui a pergunta atrasa o tratamento.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame oftalmológico na sala de urgência',
        body: '<p>Você leva a paciente à lâmpada de fenda da urgência. Ela mal consegue abrir o olho direito pela dor e tem nova náusea durante o exame.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O exame da crise cabe em cinco minutos: acuidade visual, pupilas, biomicroscopia com estimativa de Van Herick nos dois olhos e tonometria. O olho contralateral é tão importante quanto o afetado: o ângulo estreito do outro olho confirma a causa primária e indica iridotomia profilática. <strong>Não se dilata a pupila</strong> de quem tem ângulo estreito.</p>',
        options: [
          {
            label: 'Acuidade visual com a correção dela',
            finding: '<p>OD: conta dedos a 1 metro. OE: 20/30.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A acuidade visual é o sinal vital do olho: registra a gravidade e serve de base para a evolução.',
          },
          {
            label: 'Reflexos pupilares',
            finding:
              '<p>OD: pupila de 5 mm, oval no eixo vertical, arreativa à luz. OE: 3 mm, fotorreagente. Sem DPAR aferível pela pupila direita fixa.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A PIO muito alta causa isquemia do esfíncter da íris e deixa a pupila em média midríase fixa; por isso a pilocarpina pouco age enquanto a pressão não cai.',
          },
          {
            label: 'Biomicroscopia e Van Herick nos dois olhos',
            finding:
              '<p>OD: hiperemia ciliar, edema epitelial microcístico da córnea, câmara anterior rasa no centro e contato iridocorneano na periferia (Van Herick grau 0), flare leve. OE: córnea clara, câmara periférica menor que 1/4 da espessura corneana (Van Herick grau 1).</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'A câmara rasa nos dois olhos aponta o bloqueio pupilar primário; câmara profunda no olho afetado faria pensar em glaucoma secundário (uveíte, neovascular).',
            lessonTitle: 'Biomicroscopia, tonometria e fundoscopia',
          },
          {
            label: 'Tonometria de aplanação de Goldmann',
            finding: '<p>OD: 58 mmHg. OE: 16 mmHg (referência: 10–21 mmHg).</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'A medida da PIO confirma a crise e guia a resposta ao tratamento, que se reavalia a cada 30–60 minutos.',
          },
          {
            label: 'Fundoscopia direta sem dilatar',
            finding:
              '<p>OD: reflexo turvo pelo edema de córnea; disco óptico entrevisto, hiperemiado, escavação de cerca de 0,3. OE: disco róseo, escavação 0,3, bordas nítidas.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Sem dilatar, a fundoscopia documenta o disco e a ausência de escavação glaucomatosa prévia; a visão do olho afetado é limitada pelo edema corneano.',
          },
          {
            label: 'Dilatar as pupilas com tropicamida para mapear a retina',
            finding:
              '<p>A enfermeira pergunta se deve pingar tropicamida nos dois olhos. Se dilatado, o olho esquerdo, de ângulo estreito, pode entrar em crise também.</p>',
            points: -15,
            rating: 'harmful',
            feedback:
              'A midríase empurra a íris periférica contra a malha trabecular e agrava o bloqueio; no olho contralateral de ângulo estreito, pode provocar uma segunda crise.',
          },
          {
            label: 'Palpação digital comparativa da pressão',
            finding: '<p>O olho direito parece "duro como pedra" à palpação sobre a pálpebra.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'A palpação é grosseira e só se justifica sem tonômetro; com Goldmann disponível, acrescenta desconforto sem informação.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Hipótese diagnóstica',
        body: '<p>Resumo: olho direito vermelho e doloroso, com edema de córnea, pupila em média midríase fixa, câmara anterior rasa e PIO de 58 mmHg; olho esquerdo com câmara periférica estreita e PIO normal. Hipermetropia de +3,50 D e antigripal com anticolinérgico há 5 dias.</p>',
        prompt: 'Qual a sua hipótese principal e quais os diferenciais?',
        discussion:
          '<p>A combinação de ângulo estreito bilateral, olho hipermétrope, gatilho farmacológico e PIO muito elevada com pupila fixa define a crise de fechamento angular primário agudo. Os diferenciais importantes são os fechamentos secundários (efusão ciliocoroidea por topiramato, bilateral e com miopia aguda; glaucoma neovascular, com rubeose) e a uveíte hipertensiva, em que a câmara é profunda.</p>',
        hypotheses: [
          {
            label: 'Fechamento angular primário agudo (crise de glaucoma agudo)',
            synonyms: [
              'glaucoma agudo',
              'crise de glaucoma agudo',
              'fechamento angular agudo',
              'glaucoma de angulo fechado',
              'GAF agudo',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Correto: bloqueio pupilar num olho anatomicamente predisposto, desencadeado por penumbra e anticolinérgico.',
            lessonTitle: 'Fechamento angular primário: da crise à iridotomia',
          },
          {
            label: 'Fechamento angular secundário por efusão ciliocoroidea (medicamentoso)',
            synonyms: ['efusao ciliocoroidea', 'fechamento angular por topiramato', 'glaucoma por topiramato'],
            points: -3,
            differentialPoints: 6,
            rating: 'useful',
            feedback:
              'Diferencial pertinente diante de um fármaco, mas costuma ser bilateral, com miopização aguda, e a paciente não usa sulfonamidas como topiramato.',
          },
          {
            label: 'Glaucoma neovascular',
            synonyms: ['GNV', 'glaucoma neovascular', 'rubeose iriana'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Também causa PIO muito alta e dor, mas exige neovasos na íris e uma causa isquêmica (diabetes, oclusão venosa), ausentes aqui.',
          },
          {
            label: 'Uveíte anterior hipertensiva (Posner-Schlossman)',
            synonyms: ['Posner-Schlossman', 'crise glaucomatociclitica', 'uveite hipertensiva'],
            points: -5,
            differentialPoints: 3,
            rating: 'useful',
            feedback:
              'Cursa com PIO alta e pouca inflamação, mas com câmara anterior profunda, precipitados ceráticos finos e pouca dor.',
          },
          {
            label: 'Conjuntivite aguda',
            synonyms: ['conjuntivite', 'conjuntivite viral', 'conjuntivite bacteriana'],
            points: -10,
            differentialPoints: -3,
            rating: 'harmful',
            feedback:
              'Conjuntivite não causa baixa visual importante, pupila fixa nem PIO de 58 mmHg; rotular assim é um erro que custa o nervo óptico.',
          },
          {
            label: 'Enxaqueca com aura',
            synonyms: ['enxaqueca', 'migranea', 'cefaleia primaria'],
            points: -10,
            differentialPoints: -3,
            rating: 'harmful',
            feedback:
              'A cefaleia com vômitos leva muitos desses pacientes à neurologia; o olho vermelho, a pupila fixa e o edema de córnea afastam a cefaleia primária.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta na primeira hora',
        body: '<p>A paciente pede "qualquer coisa para a dor". A farmácia do pronto-socorro tem timolol 0,5%, brimonidina 0,2%, dorzolamida 2%, pilocarpina 2%, prednisolona 1%, acetazolamida 250 mg comprimidos, manitol 20% e o serviço tem laser Nd:YAG.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Primeiro baixar a PIO com supressores do humor aquoso (betabloqueador, alfa-agonista, inibidor da anidrase carbônica tópico e sistêmico), tratar dor e vômitos, e usar a pilocarpina quando a pressão cair e o esfíncter voltar a responder. O tratamento definitivo é a <strong>iridotomia periférica a laser</strong>, no olho afetado quando a córnea clarear e, de forma profilática, no olho contralateral.</p>',
        options: [
          {
            label:
              'Timolol 0,5%, brimonidina 0,2% e dorzolamida 2% no olho direito, uma gota de cada com intervalo de 5 minutos',
            points: 15,
            rating: 'essential',
            feedback:
              'Reduz a produção de humor aquoso por três mecanismos; sem contraindicação respiratória ou cardíaca nesta paciente.',
            expertPosition: 1,
          },
          {
            label: 'Acetazolamida 500 mg por via oral (ou endovenosa se vomitar)',
            points: 14,
            rating: 'essential',
            feedback:
              'O inibidor sistêmico da anidrase carbônica é o hipotensor mais potente da crise; com vômitos, prefira a via EV.',
            expertPosition: 2,
          },
          {
            label: 'Dipirona 1 g EV e ondansetrona 4 mg EV',
            points: 6,
            rating: 'useful',
            feedback: 'Dor e vômitos elevam a PIO (Valsalva) e a ansiedade; tratá-los faz parte do controle da crise.',
            expertPosition: 3,
          },
          {
            label: 'Pilocarpina 2% quando a PIO cair abaixo de cerca de 40 mmHg',
            points: 8,
            rating: 'useful',
            feedback:
              'A miose puxa a íris da malha trabecular, mas só funciona quando a isquemia do esfíncter cede; em doses repetidas, pode deslocar o diafragma iridocristaliniano para a frente.',
            expertPosition: 4,
          },
          {
            label: 'Iridotomia periférica com laser Nd:YAG nos dois olhos, no olho direito quando a córnea clarear',
            points: 18,
            rating: 'essential',
            feedback:
              'Cria uma passagem para o humor aquoso e desfaz o bloqueio pupilar; sem iridotomia, o olho contralateral tem 40 a 80% de risco de crise em 5 a 10 anos.',
            expertPosition: 5,
            lessonTitle: 'Fechamento angular primário: da crise à iridotomia',
          },
          {
            label: 'Manitol 20% 1 g/kg EV em 30 minutos, de imediato',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'O manitol é reservado para a PIO que não cai após 1 hora de tratamento; exige cautela em cardiopatas e renais e causa náusea e retenção urinária.',
          },
          {
            label: 'Atropina 1% para aliviar a dor do espasmo ciliar',
            points: -20,
            rating: 'harmful',
            feedback:
              'Cicloplégicos dilatam a pupila e agravam o fechamento angular primário; seu lugar é no bloqueio ciliar (glaucoma maligno), não aqui.',
          },
          {
            label: 'Alta com colírio de timolol e retorno ambulatorial em 30 dias',
            points: -15,
            rating: 'harmful',
            feedback:
              'Sem confirmar a queda da PIO e sem iridotomia, a paciente volta a entrar em crise e perde campo visual; a reavaliação é em horas e a iridotomia em dias.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Depois da primeira hora: exames complementares',
        body: '<p>Noventa minutos depois, a dor melhorou muito. PIO do OD: 22 mmHg; a pupila reage pouco à luz após a pilocarpina e a córnea está mais clara. Você planeja a iridotomia e precisa documentar o ângulo.</p><p><img src="/casos/oftalmologia-angulo-camara.svg" alt="Esquema em corte do segmento anterior comparando ângulo aberto, com humor aquoso chegando à malha trabecular, e ângulo fechado por íris abaulada em bloqueio pupilar"></p>',
        prompt: 'Quais exames você pede agora?',
        discussion:
          '<p>A gonioscopia com indentação define a extensão do fechamento e se há sinéquias anteriores periféricas, que mudam a conduta (iridotomia isolada ou cirurgia). A biometria e a OCT de segmento anterior documentam a anatomia (olho curto, câmara rasa, cristalino espesso) e ajudam a discutir extração precoce do cristalino, que o ensaio EAGLE mostrou superior à iridotomia em pacientes selecionados acima de 50 anos.</p>',
        options: [
          {
            label: 'Gonioscopia de indentação nos dois olhos (após glicerina tópica)',
            finding:
              '<p>OD: ângulo fechado em 360° (Shaffer 0); à indentação, abre em 270° e mostra sinéquias anteriores periféricas em 90° superiores. OE: Shaffer 1 em 360°, malha trabecular posterior não visível em 3 quadrantes, sem sinéquias à indentação.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Só a gonioscopia diferencia o fechamento aposicional do sinequial e confirma o ângulo estreito do olho contralateral; a indentação é feita com lente de quatro espelhos.',
            costReais: 60,
            turnaroundMinutes: 15,
            lessonTitle: 'Gonioscopia e classificação de Shaffer',
          },
          {
            label: 'Biometria ocular por interferometria óptica',
            finding:
              '<p>Comprimento axial: OD 21,4 mm, OE 21,5 mm (referência: 22,0–24,5 mm). Profundidade da câmara anterior: 1,9 mm (referência: 2,8–3,5 mm). Espessura do cristalino: 5,1 mm (referência até 4,5 mm nessa idade).</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Documenta o olho curto com cristalino espesso e será necessária se a conduta for a extração do cristalino transparente.',
            costReais: 180,
            turnaroundMinutes: 20,
          },
          {
            label: 'OCT de segmento anterior',
            finding:
              '<p>Contato iridotrabecular em 360° no OD e em 270° no OE no escuro; abertura angular a 500 µm (AOD500) de 0,04 mm (referência acima de 0,25 mm).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Exame sem contato que registra o fechamento e o abaulamento da íris; complementa, mas não substitui, a gonioscopia.',
            costReais: 250,
            turnaroundMinutes: 20,
          },
          {
            label: 'Potássio, sódio e creatinina séricos',
            finding:
              '<p>K<sup>+</sup> 3,6 mEq/L (3,5–5,1). Na<sup>+</sup> 139 mEq/L (135–145). Creatinina 0,9 mg/dL (0,6–1,1).</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'A acetazolamida causa hipocalemia e acidose metabólica; se for mantida até a iridotomia, vale conhecer o potássio.',
            costReais: 25,
            turnaroundMinutes: 60,
          },
          {
            label: 'Campimetria computadorizada 24-2 hoje',
            finding:
              '<p>Exame interrompido: índices de confiabilidade ruins (perdas de fixação de 40%) e depressão difusa pelo edema corneano.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Na crise, meios turvos e dor tornam o campo visual não confiável; o exame de base é feito semanas depois, com o olho calmo.',
            costReais: 150,
            turnaroundMinutes: 40,
          },
          {
            label: 'Tomografia computadorizada de crânio',
            finding: '<p>Sem alterações agudas.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'A cefaleia tem causa ocular evidente e não há sinais neurológicos: a TC expõe à radiação e atrasa o tratamento.',
            costReais: 450,
            turnaroundMinutes: 90,
          },
          {
            label: 'Angiofluoresceinografia',
            finding: '<p>Sem alterações retinianas; exame de difícil realização pela miose da pilocarpina.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'O problema é do segmento anterior; a angiografia exige dilatação, que é contraindicada enquanto o ângulo estiver fechado.',
            costReais: 420,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: o olho que não doeu',
        body: '<p>No dia seguinte a iridotomia do OD é feita com sucesso. A filha pergunta se o olho esquerdo, que "não teve nada", precisa de tratamento.</p>',
        prompt: 'Qual a melhor conduta para o olho esquerdo?',
        discussion:
          '<p>O olho contralateral de uma crise de fechamento angular primário tem anatomia semelhante e risco de 40–80% de crise em 5 a 10 anos. A iridotomia profilática é indicada e simples. Pilocarpina crônica não é profilaxia adequada e colírios hipotensores não tratam o mecanismo.</p>',
        options: [
          {
            label: 'Iridotomia periférica a laser profilática',
            points: 15,
            rating: 'essential',
            feedback: 'Correta: trata o bloqueio pupilar antes que ele cause uma crise.',
            correct: true,
          },
          {
            label: 'Observação com medida da PIO a cada 6 meses',
            points: 0,
            rating: 'unnecessary',
            feedback: 'A PIO normal entre crises não protege: o risco está na anatomia do ângulo.',
          },
          {
            label: 'Pilocarpina 2% de uso contínuo',
            points: 0,
            rating: 'unnecessary',
            feedback:
              'Tem efeitos adversos (miopia induzida, dor, descolamento de retina raro) e não substitui a iridotomia.',
          },
          {
            label: 'Latanoprosta 0,005% à noite',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Baixa a PIO, mas não impede o fechamento do ângulo.',
          },
          {
            label: 'Trabeculectomia',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Cirurgia filtrante não é profilaxia: é reservada ao glaucoma estabelecido e não controlado.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Dor ocular com náusea, halos e visão turva num olho hipermétrope, iniciada na penumbra e após um antigripal com anticolinérgico, é fechamento angular agudo até prova em contrário. O exame confirma em minutos: pupila médio-midriática fixa, edema de córnea, câmara rasa e PIO de 58 mmHg, com o olho contralateral também de câmara estreita, o que indica causa primária.</p><p>A prioridade é baixar a pressão: supressores do humor aquoso tópicos e acetazolamida, analgesia e antiemético, e pilocarpina depois que a PIO cai. O manitol fica para a falha após 1 hora. Midriáticos e cicloplégicos são proibidos.</p><p>Com o olho mais calmo, a gonioscopia com indentação define o quanto o ângulo tem sinéquias. A iridotomia a laser bilateral é o tratamento definitivo do bloqueio pupilar; a extração do cristalino transparente (EAGLE) é alternativa em casos selecionados. O campo visual e a avaliação do nervo óptico seguem no ambulatório, para detectar glaucoma já instalado.</p>',
    references: [
      'European Glaucoma Society Terminology and Guidelines for Glaucoma, 5ª ed., 2020',
      'AAO Preferred Practice Pattern: Primary Angle-Closure Disease, 2020',
      'Azuara-Blanco A et al. Effectiveness of early lens extraction for the treatment of primary angle-closure glaucoma (EAGLE). Lancet 2016',
    ],
    lessonTitles: ['Fechamento angular primário: da crise à iridotomia', 'Gonioscopia e classificação de Shaffer'],
    questionStarts: [
      '<p>Mulher de 66 anos, hipermétrope, cheg',
      '<p>No fechamento angular primário, qual ',
      '<p>Segundo o ensaio clínico EAGLE, qual ',
    ],
  },
  {
    title: 'Caminhoneiro diabético com moscas volantes de repente',
    summary:
      'Homem de 52 anos, diabético há 14 anos, procura o ambulatório porque há 4 dias vê "uma chuva de pontos pretos" no olho esquerdo. Nunca fez exame de fundo de olho e dirige caminhão para viver.',
    subjects: [
      ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Retinopatia proliferativa'],
      ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Edema macular diabético'],
      ['Retina e Úvea', 'Retina Clínica', 'Retinopatia diabética', 'Classificação e rastreamento'],
    ],
    difficulty: 'hard',
    estimatedMinutes: 35,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese no ambulatório de retina',
        body: '<p>Seu Antônio, 52 anos, motorista de caminhão em rotas interestaduais, foi encaminhado pela UBS. Há 4 dias acordou com "uma chuva de pontinhos e teias pretas" no olho esquerdo, que depois ficou mais embaçado. Nega dor. Diz que o olho direito "também não está grande coisa para ler".</p><p>PA 162/98 mmHg, FC 84 bpm, IMC 31 kg/m². Glicemia capilar 246 mg/dL.</p>',
        prompt: 'O que você pergunta ao paciente?',
        discussion:
          '<p>Moscas volantes súbitas num diabético de longa data sugerem hemorragia vítrea por neovasos, mas o descolamento de retina regmatogênico e o tracional entram no diferencial. A anamnese mede o tempo e o controle do diabetes, a hipertensão, a nefropatia e o acesso ao tratamento: a adesão ao seguimento decide entre anti-VEGF isolado e panfotocoagulação.</p>',
        options: [
          {
            label: 'Tempo de diabetes, tratamento e último controle glicêmico',
            finding:
              '<p>Diabetes tipo 2 há 14 anos. Usa metformina 850 mg 2x/dia e glibenclamida 5 mg 2x/dia, "esquece bastante" na estrada. Última HbA1c, há 1 ano: 9,8%.</p>',
            points: 14,
            rating: 'essential',
            feedback:
              'Duração do diabetes e controle glicêmico são os principais determinantes da retinopatia (DCCT, UKPDS).',
          },
          {
            label: 'Características das moscas volantes: flashes, sombra, cortina no campo',
            finding:
              '<p>Nega flashes de luz. Não há "cortina" nem sombra fixa; a visão "fica vermelha" por alguns minutos ao se levantar pela manhã.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Visão avermelhada ao levantar indica sangue no vítreo sedimentado à noite; fotopsias e sombra periférica progressiva fariam suspeitar de descolamento regmatogênico.',
          },
          {
            label: 'Exames de fundo de olho anteriores',
            finding: '<p>Nunca foi ao oftalmologista. Na UBS, nunca fez retinografia.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'O rastreamento anual do diabético tipo 2 começa no diagnóstico; 14 anos sem exame explicam a doença avançada e mostram uma falha do cuidado que deve ser corrigida.',
            lessonTitle: 'Retinopatia diabética: classificação ETDRS e tratamento',
          },
          {
            label: 'Hipertensão, rins e colesterol',
            finding:
              '<p>Hipertenso, usa enalapril 10 mg "quando lembra". Já ouviu que "a urina está soltando proteína". Nunca tomou remédio para colesterol.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Hipertensão, nefropatia e dislipidemia aceleram a retinopatia e o edema macular; o controle sistêmico é parte do tratamento.',
          },
          {
            label: 'Medicamentos antiplaquetários ou anticoagulantes',
            finding: '<p>AAS 100 mg/dia desde uma angioplastia coronária há 2 anos.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Saber do AAS importa para o planejamento, mas o ETDRS mostrou que ele não aumenta o risco de hemorragia vítrea: não se suspende por causa da retina.',
          },
          {
            label: 'Rotina de trabalho e possibilidade de retornos frequentes',
            finding:
              '<p>Passa até 3 semanas na estrada; mora em cidade a 180 km do serviço de retina. "Se for para vir todo mês, vou perder o emprego."</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'No Protocolo S, o anti-VEGF isolado exigiu injeções frequentes; em quem pode faltar ao seguimento, a panfotocoagulação protege por mais tempo.',
          },
          {
            label: 'Enxaqueca e cefaleias',
            finding: '<p>Nega cefaleia.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Moscas volantes por hemorragia vítrea não têm relação com enxaqueca; a aura visual é bilateral, cintilante e transitória.',
          },
          {
            label: 'Consumo de adoçantes e refrigerante diet',
            finding: '<p>Toma refrigerante diet "às vezes".</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Não muda o diagnóstico nem a conduta; o tempo vai melhor para a história do diabetes e do seguimento.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame oftalmológico',
        body: '<p>O paciente está colaborativo. A enfermagem já mediu a acuidade sem correção: 20/60 no OD e 20/200 no OE.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>No diabético com baixa visual, o exame completo inclui acuidade com a melhor correção, pupilas, biomicroscopia da íris antes de dilatar (rubeose), PIO e mapeamento de retina sob midríase nos dois olhos. A gonioscopia procura neovasos no ângulo, o primeiro sinal do glaucoma neovascular.</p>',
        options: [
          {
            label: 'Acuidade visual com a melhor correção',
            finding: '<p>OD: 20/50, sem melhora com estenopeico. OE: 20/200.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Baixa visual que não melhora com estenopeico é orgânica: no OD, o edema macular é o suspeito.',
          },
          {
            label: 'Biomicroscopia da íris e gonioscopia antes de dilatar',
            finding:
              '<p>Íris sem neovasos na borda pupilar nos dois olhos. Gonioscopia: ângulo aberto, Shaffer 3, sem neovasos. Cristalinos com esclerose nuclear leve.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A rubeose é vista melhor antes da midríase; neovasos no ângulo mudam a urgência e indicam anti-VEGF e fotocoagulação imediatos.',
          },
          {
            label: 'Tonometria de aplanação',
            finding: '<p>OD: 15 mmHg. OE: 17 mmHg (referência: 10–21 mmHg).</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'PIO normal afasta glaucoma neovascular por ora; deve ser medida em todas as consultas desse paciente.',
          },
          {
            label: 'Mapeamento de retina sob midríase nos dois olhos',
            finding:
              '<p>OD: hemorragias intrarretinianas nos 4 quadrantes, veias em rosário em 2 quadrantes, IRMA, neovasos de retina (NVE) na arcada temporal superior e exsudatos duros em anel a 300 µm do centro da fóvea. OE: hemorragia vítrea leve, inferior; através dela, neovasos de disco (NVD) ocupando cerca de 1/2 da área do disco. Retina aplicada em 360° nos dois olhos.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'O exame de fundo sob midríase classifica a retinopatia e define o risco: NVD extensos com hemorragia vítrea são características de alto risco do DRS.',
            lessonTitle: 'Retinopatia diabética: classificação ETDRS e tratamento',
          },
          {
            label: 'Reflexos pupilares',
            finding: '<p>Pupilas isocóricas e fotorreagentes, sem DPAR.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Sem DPAR, uma lesão extensa de retina (descolamento) ou do nervo óptico fica menos provável.',
          },
          {
            label: 'Teste de cores de Ishihara',
            finding: '<p>Acerta 14/17 pranchas no OD e 6/17 no OE.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'A discromatopsia acompanha a baixa visual de qualquer causa e não ajuda a classificar a retinopatia.',
          },
          {
            label: 'Motilidade ocular extrínseca e teste de cobertura',
            finding: '<p>Ortoforia, movimentos oculares completos.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Sem diplopia ou ptose, a motilidade nada acrescenta a este caso; paralisias de nervos cranianos no diabético dão outra queixa.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>Você quer documentar a doença, medir o edema macular e saber como está o resto do corpo do paciente.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>A OCT quantifica o edema macular e diz se o centro está envolvido, o critério atual de anti-VEGF. A angiofluoresceinografia mapeia isquemia e neovasos, útil no planejamento. Com hemorragia vítrea que impeça a visão da retina, o ultrassom modo B é obrigatório para afastar descolamento. O laboratório orienta o clínico, parte essencial do tratamento.</p>',
        options: [
          {
            label: 'Tomografia de coerência óptica (OCT) de mácula',
            finding:
              '<p>OD: espessura do subcampo central de 412 µm (referência até cerca de 300 µm), cistos intrarretinianos e pequeno descolamento seroso foveal. OE: 298 µm, sem fluido; sombra da hemorragia vítrea.</p>',
            points: 16,
            rating: 'essential',
            feedback:
              'Confirma edema macular diabético com envolvimento central no OD, indicação de anti-VEGF intravítreo.',
            costReais: 250,
            turnaroundMinutes: 30,
            lessonTitle: 'Retinopatia diabética: classificação ETDRS e tratamento',
          },
          {
            label: 'HbA1c, creatinina, potássio e relação albumina/creatinina urinária',
            finding:
              '<p>HbA1c 10,4% (meta individualizada, geralmente abaixo de 7%). Creatinina 1,3 mg/dL (0,7–1,2); TFGe 63 mL/min/1,73 m². RAC 180 mg/g (normal abaixo de 30). K<sup>+</sup> 4,6 mEq/L.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Mostra doença microvascular sistêmica e mau controle; o oftalmologista deve comunicar ao clínico e pedir otimização gradual.',
            costReais: 60,
            turnaroundMinutes: 240,
          },
          {
            label: 'Angiofluoresceinografia',
            finding:
              '<p>Extensas áreas de não perfusão capilar na média periferia nos dois olhos; vazamento intenso de NVD (OE) e NVE (OD); vazamento difuso perifoveal no OD. Sem alergia ao contraste.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Útil para planejar o laser e documentar isquemia, mas não é obrigatória para indicar tratamento quando o exame clínico já define RDP de alto risco.',
            costReais: 420,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ultrassonografia ocular modo B do olho esquerdo',
            finding:
              '<p>Ecos móveis de baixa refletividade no vítreo inferior (hemorragia); hialoide posterior parcialmente descolada; retina aplicada, sem tração.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Quando a hemorragia vítrea limita o exame, o ultrassom afasta o descolamento tracional ou regmatogênico, que mudariam a conduta para vitrectomia.',
            costReais: 200,
            turnaroundMinutes: 20,
          },
          {
            label: 'Perfil lipídico',
            finding: '<p>LDL 168 mg/dL. Triglicerídeos 310 mg/dL (desejável abaixo de 150). HDL 34 mg/dL.</p>',
            points: 4,
            rating: 'useful',
            feedback:
              'Dislipidemia se associa a exsudatos duros e edema macular; o fenofibrato reduziu a progressão da retinopatia nos estudos FIELD e ACCORD-Eye.',
            costReais: 30,
            turnaroundMinutes: 240,
          },
          {
            label: 'Campo visual computadorizado',
            finding: '<p>Defeitos difusos e inespecíficos; baixa confiabilidade pela hemorragia vítrea no OE.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não participa da classificação nem da decisão terapêutica da retinopatia diabética.',
            costReais: 150,
            turnaroundMinutes: 40,
          },
          {
            label: 'Eletrorretinograma de campo total',
            finding: '<p>Redução das amplitudes dos potenciais oscilatórios nos dois olhos.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Alterações do ERG na retinopatia diabética são conhecidas, mas o exame é caro e não muda a conduta.',
            costReais: 600,
            turnaroundMinutes: 90,
          },
          {
            label: 'Ressonância magnética de órbitas',
            finding: '<p>Sem alterações orbitárias.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'A doença é retiniana e visível ao exame; a imagem orbitária não tem papel aqui.',
            costReais: 900,
            turnaroundMinutes: 1440,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Você reúne o fundo de olho, a OCT e a angiografia. O desenho do olho esquerdo resume o mapeamento.</p><p><img src="/casos/oftalmologia-fundo-rdp.svg" alt="Desenho do fundo de olho esquerdo com neovasos no disco óptico, hemorragias intrarretinianas, exsudatos duros perto da mácula e hemorragia vítrea inferior"></p>',
        prompt: 'Qual o diagnóstico principal e os diferenciais?',
        discussion:
          '<p>Retinopatia diabética proliferativa com características de alto risco (NVD maior que 1/4 a 1/3 do disco, e qualquer NVD com hemorragia vítrea) no olho esquerdo, e RDP com edema macular de envolvimento central no direito. A oclusão venosa e a síndrome ocular isquêmica entram no diferencial, mas seriam unilaterais e com outro padrão.</p>',
        hypotheses: [
          {
            label: 'Retinopatia diabética proliferativa de alto risco com edema macular diabético',
            synonyms: [
              'RDP',
              'retinopatia diabetica proliferativa',
              'RDP de alto risco',
              'retinopatia proliferativa',
              'RDP com EMD',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: neovasos de disco e retina, hemorragia vítrea e edema macular central, bilateral.',
            lessonTitle: 'Retinopatia diabética: classificação ETDRS e tratamento',
          },
          {
            label: 'Retinopatia diabética não proliferativa grave',
            synonyms: ['RDNP grave', 'retinopatia nao proliferativa grave', 'regra 4-2-1'],
            points: 2,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback:
              'O OD preenche a regra 4-2-1, mas a presença de neovasos e hemorragia vítrea já classifica como proliferativa.',
          },
          {
            label: 'Oclusão da veia central da retina',
            synonyms: ['OVCR', 'oclusao venosa', 'trombose de veia central'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Pode dar neovasos e hemorragias, mas é unilateral, com hemorragias em chama e veias tortuosas em todos os quadrantes.',
          },
          {
            label: 'Síndrome ocular isquêmica',
            synonyms: ['sindrome isquemica ocular', 'estenose de carotida'],
            points: -5,
            differentialPoints: 4,
            rating: 'useful',
            feedback:
              'Diferencial em vasculopatas, com hemorragias em média periferia e dor; costuma ser unilateral e pede Doppler de carótidas.',
          },
          {
            label: 'Retinopatia hipertensiva grave',
            synonyms: ['retinopatia hipertensiva', 'hipertensao maligna'],
            points: -5,
            differentialPoints: 2,
            rating: 'useful',
            feedback: 'A PA alta contribui, mas a retinopatia hipertensiva não produz neovasos de disco nesse padrão.',
          },
          {
            label: 'Descolamento de retina regmatogênico',
            synonyms: ['DR regmatogenico', 'descolamento de retina', 'DRR'],
            points: -10,
            differentialPoints: 1,
            rating: 'harmful',
            feedback:
              'O ultrassom e o mapeamento mostraram retina aplicada; tratar como descolamento levaria a uma cirurgia desnecessária.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>O paciente pergunta se vai ficar cego e se pode voltar a dirigir. Você discute o plano com ele e com o clínico da UBS por telefone.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>O edema macular central com baixa visual pede anti-VEGF intravítreo. A RDP de alto risco pede panfotocoagulação (DRS), que pode ser combinada ao anti-VEGF; o Protocolo S mostrou anti-VEGF isolado não inferior, mas à custa de injeções frequentes e risco em quem perde o seguimento, como este paciente. O controle sistêmico é gradual e compartilhado com o clínico.</p>',
        options: [
          {
            label: 'Anti-VEGF intravítreo (aflibercepte ou bevacizumabe) no OD e no OE',
            points: 16,
            rating: 'essential',
            feedback:
              'Trata o edema macular central do OD (Protocolo T) e faz regredir os neovasos dos dois olhos enquanto o laser é completado.',
            expertPosition: 1,
            lessonTitle: 'Retinopatia diabética: classificação ETDRS e tratamento',
          },
          {
            label: 'Panfotocoagulação a laser nos dois olhos, em sessões',
            points: 16,
            rating: 'essential',
            feedback:
              'Reduz em mais de 50% a perda visual grave na RDP de alto risco (DRS) e protege quem terá dificuldade de voltar todo mês.',
            expertPosition: 2,
          },
          {
            label:
              'Relatório ao clínico: controle glicêmico gradual, PA abaixo de 130/80 mmHg, estatina e nefroproteção',
            points: 12,
            rating: 'essential',
            feedback:
              'Controle glicêmico e pressórico reduzem a progressão; a queda muito rápida da HbA1c pode piorar transitoriamente a retinopatia, por isso gradual.',
            expertPosition: 3,
          },
          {
            label: 'Fenofibrato 200 mg/dia, em acordo com o clínico',
            points: 5,
            rating: 'useful',
            feedback:
              'FIELD e ACCORD-Eye mostraram redução da progressão da retinopatia com fenofibrato no diabético tipo 2.',
            expertPosition: 4,
          },
          {
            label:
              'Orientar sobre direção: não dirigir profissionalmente até reavaliação da acuidade e do campo visual',
            points: 5,
            rating: 'useful',
            feedback:
              'A visão binocular de 20/50 com hemorragia vítrea e laser programado pede reavaliação da aptidão para a categoria profissional (CNH C/D/E).',
            expertPosition: 5,
          },
          {
            label: 'Vitrectomia via pars plana imediata no olho esquerdo',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Hemorragia vítrea leve, retina aplicada e sem tração: vitrectomia fica para hemorragia que não clareia ou descolamento tracional macular.',
          },
          {
            label: 'Suspender o AAS para reduzir o sangramento vítreo',
            points: -15,
            rating: 'harmful',
            feedback:
              'O ETDRS mostrou que o AAS não aumenta a hemorragia vítrea; suspendê-lo após angioplastia expõe o paciente a eventos coronarianos.',
          },
          {
            label: 'Retorno em 1 ano com nova retinografia',
            points: -15,
            rating: 'harmful',
            feedback:
              'RDP de alto risco tem mais de 25% de risco de perda visual grave em 2 anos sem tratamento; não se espera.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: critérios de alto risco',
        body: '<p>Na reunião clínica, o preceptor pede que você justifique a panfotocoagulação pelos critérios do Diabetic Retinopathy Study.</p>',
        prompt: 'Qual achado, isoladamente, caracteriza RDP de alto risco?',
        discussion:
          '<p>O DRS definiu alto risco como: NVD maior ou igual a 1/4–1/3 da área do disco; qualquer NVD com hemorragia vítrea ou pré-retiniana; ou NVE maior ou igual a 1/2 área de disco com hemorragia vítrea. Nesses olhos, a panfotocoagulação reduz a perda visual grave pela metade.</p>',
        options: [
          {
            label: 'Neovasos de disco com hemorragia vítrea',
            points: 15,
            rating: 'essential',
            feedback:
              'Correta: qualquer NVD associado a hemorragia vítrea ou pré-retiniana é característica de alto risco.',
            correct: true,
          },
          {
            label: 'Hemorragias intrarretinianas nos quatro quadrantes',
            points: 0,
            rating: 'unnecessary',
            feedback: 'É um critério da regra 4-2-1 da RDNP grave, não de RDP de alto risco.',
          },
          {
            label: 'Exsudatos duros a menos de 500 µm do centro da fóvea',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Define edema macular clinicamente significativo (ETDRS), não alto risco da proliferativa.',
          },
          {
            label: 'IRMA em um quadrante',
            points: 0,
            rating: 'unnecessary',
            feedback: 'IRMA proeminentes em um quadrante entram na regra 4-2-1 (RDNP grave).',
          },
          {
            label: 'Neovasos de retina menores que 1/2 área de disco, sem hemorragia',
            points: 0,
            rating: 'unnecessary',
            feedback: 'É RDP, mas sem características de alto risco.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Um diabético tipo 2 de 14 anos de doença, mal controlado e nunca rastreado, com moscas volantes súbitas e visão avermelhada ao levantar, tem hemorragia vítrea por retinopatia proliferativa até prova em contrário. O mapeamento sob midríase classifica a doença: NVD extensos com hemorragia vítrea no OE (alto risco pelo DRS) e, no OD, a regra 4-2-1 cumprida, NVE e exsudatos perto da fóvea. A OCT confirma edema macular com envolvimento central.</p><p>O tratamento soma anti-VEGF para o edema central e panfotocoagulação para a proliferação. O Protocolo S mostrou que o anti-VEGF isolado é alternativa, mas exige visitas frequentes; num caminhoneiro que mora longe, o laser é a proteção duradoura. O AAS não se suspende e a vitrectomia fica para hemorragia que não clareia ou tração macular.</p><p>A retina é o espelho de um doente sistêmico: HbA1c de 10,4%, nefropatia com albuminúria e dislipidemia. O oftalmologista escreve ao clínico, pede controle gradual e lembra o rastreamento anual que faltou por 14 anos.</p>',
    references: [
      'AAO Preferred Practice Pattern: Diabetic Retinopathy, 2024',
      'Sociedade Brasileira de Diabetes. Diretriz: rastreamento e tratamento da retinopatia diabética, 2023',
      'Writing Committee for the DRCR Retina Network. Panretinal photocoagulation vs intravitreous ranibizumab for proliferative diabetic retinopathy (Protocol S). JAMA 2015',
      'Diabetic Retinopathy Study Research Group. Photocoagulation treatment of proliferative diabetic retinopathy (DRS Report 8). Ophthalmology 1981',
    ],
    lessonTitles: ['Retinopatia diabética: classificação ETDRS e tratamento'],
    questionStarts: [
      '<p>Homem de 45 anos, diabético, mora em ',
      '<p>Em paciente com retinopatia diabética',
      '<p>Homem de 58 anos, diabético, tem edem',
    ],
  },
];
