import type { DemoCase } from './demo-case-types.ts';

/** Cirurgia vascular, part 1: isquemia arterial aguda embólica e claudicação intermitente. */
export const casesCirurgiaVascular1: readonly DemoCase[] = [
  {
    title: 'Dor súbita e frialdade na perna de uma idosa com arritmia',
    summary:
      'Mulher de 78 anos chega ao pronto-socorro com dor intensa e frialdade na perna esquerda iniciadas há 5 horas. Você é o residente de cirurgia vascular de plantão: defina a gravidade, o mecanismo e a conduta antes que o membro se perca.',
    subjects: [
      [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Isquemia aguda de membros',
        'Embolia e trombose arterial',
      ],
      [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Isquemia aguda de membros',
        'Síndrome de reperfusão e compartimental',
      ],
    ],
    difficulty: 'medium',
    estimatedMinutes: 25,
    stages: [
      {
        kind: 'history',
        title: 'Anamnese no pronto-socorro',
        body: '<p>Dona Aparecida, 78 anos, aposentada, é trazida pela filha às 14h. Às 9h, ao levantar do sofá, sentiu uma dor "como uma pancada" na perna esquerda, que ficou fria e branca; desde então não consegue apoiar o pé esquerdo no chão sem dor. Nega trauma.</p><p>PA 148/86 mmHg, FC 116 bpm irregular, FR 20 irpm, SpO<sub>2</sub> 95% em ar ambiente, Tax 36,4 °C. Glicemia capilar 132 mg/dL.</p>',
        prompt: 'O que você pergunta à paciente e à filha?',
        discussion:
          '<p>Na isquemia aguda, a anamnese separa <strong>embolia</strong> (início súbito, fonte emboligênica, sem claudicação prévia) de <strong>trombose in situ</strong> (história de claudicação, instalação mais gradual). O horário exato do início conta o tempo de isquemia, que pesa na viabilidade e no risco de reperfusão.</p>',
        options: [
          {
            label: 'Horário exato do início e evolução dos sintomas',
            finding:
              '<p>Início súbito às 9h (há 5 horas), dor máxima desde o começo; há cerca de 1 hora os dedos "formigam".</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'O tempo de isquemia e o surgimento de parestesia orientam a urgência: a musculatura tolera cerca de 6 horas de isquemia grave.',
            lessonTitle: 'Isquemia arterial aguda: embolia, trombose e classificação de Rutherford',
          },
          {
            label: 'Arritmia, palpitações e uso de anticoagulante',
            finding:
              '<p>Tem "coração acelerado" diagnosticado há 2 anos; usava varfarina, mas parou há 4 meses por medo de sangramento e dificuldade de colher o INR.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Fibrilação atrial sem anticoagulação é a principal fonte de embolia arterial periférica (cerca de 80% dos êmbolos são cardíacos).',
          },
          {
            label: 'Claudicação prévia e cirurgias vasculares anteriores',
            finding:
              '<p>Nunca teve dor ao caminhar; anda 2 km por dia na feira. Sem cirurgias ou cateterismos prévios.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'A ausência de claudicação prévia fala a favor de embolia em artéria sadia, sem circulação colateral, o que explica a isquemia mais grave.',
          },
          {
            label: 'Infarto recente, dor torácica ou AVC prévio',
            finding:
              '<p>Nega dor torácica. Teve "derrame leve" há 3 anos, sem sequelas, quando começou a varfarina.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Infarto recente (trombo mural) e embolia prévia reforçam a origem cardíaca e mostram que a doença embólica é recorrente.',
          },
          {
            label: 'Uso de contraceptivo hormonal ou terapia de reposição',
            finding: '<p>Nunca usou reposição hormonal.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Estrogênio importa no tromboembolismo venoso, não na embolia arterial de uma idosa com arritmia; a pergunta atrasa o essencial.',
          },
          {
            label: 'História de lombalgia e dor ciática',
            finding: '<p>Tem dor lombar crônica leve, sem irradiação e sem mudança recente.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Dor súbita com membro frio e pálido não é radiculopatia; procurar causa neurológica desvia o raciocínio de uma emergência arterial.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame físico vascular',
        body: '<p>A paciente está ansiosa, mas orientada. O pé esquerdo está visivelmente mais pálido que o direito, com manchas violáceas que clareiam à digitopressão.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O exame define a categoria de Rutherford: <strong>IIa</strong> (ameaça marginal: perda sensitiva mínima nos dedos, sem fraqueza) pede revascularização urgente; <strong>IIb</strong> (perda sensitiva além dos dedos, fraqueza leve a moderada) pede revascularização imediata; <strong>III</strong> (anestesia, paralisia, rigidez) indica membro inviável. Pulsos contralaterais normais sugerem embolia.</p>',
        options: [
          {
            label: 'Palpação comparativa dos pulsos dos membros inferiores',
            finding:
              '<p>Esquerdo: femoral presente e amplo; poplíteo, tibial posterior e pedioso ausentes. Direito: todos os pulsos presentes e simétricos.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Femoral amplo com poplíteo ausente localiza a oclusão na bifurcação femoral; pulsos normais no outro membro reforçam embolia em árvore arterial sadia.',
          },
          {
            label: 'Sensibilidade e força do pé e da perna',
            finding:
              '<p>Hipoestesia tátil restrita aos dedos; dorsiflexão e flexão plantar com força grau 5; panturrilha macia.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Perda sensitiva limitada aos dedos sem déficit motor é Rutherford IIa: membro viável, mas ameaçado, com janela para revascularizar nas próximas horas.',
            lessonTitle: 'Isquemia arterial aguda: embolia, trombose e classificação de Rutherford',
          },
          {
            label: 'Doppler portátil arterial e venoso no tornozelo',
            finding: '<p>Sinal arterial inaudível em tibial posterior e pediosa esquerdas; sinal venoso audível.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Sinal arterial inaudível com venoso audível é compatível com categoria II; sinais arterial e venoso ausentes sugerem membro inviável (III).',
          },
          {
            label: 'Ausculta cardíaca',
            finding:
              '<p>Ritmo irregularmente irregular, sem sopros; pulso apical 120 bpm com déficit de pulso radial.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Confirma clinicamente a fibrilação atrial, a fonte provável do êmbolo.',
          },
          {
            label: 'Pesquisa do sinal de Homans',
            finding: '<p>Dorsiflexão passiva do pé provoca dor difusa na panturrilha isquêmica.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Sinal de Homans tem baixa acurácia para TVP e, num membro isquêmico, qualquer manipulação dói: o achado não ajuda e pode confundir.',
          },
          {
            label: 'Teste de Buerger com elevação prolongada do membro',
            finding: '<p>Palidez acentuada já na horizontal; a paciente refere piora da dor ao elevar a perna.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'O teste de Buerger avalia isquemia crônica; na isquemia aguda apenas aumenta a dor e não muda a conduta.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames complementares',
        body: '<p>Você já prescreveu heparina não fracionada intravenosa e avisou o centro cirúrgico. Enquanto a sala é preparada, pode pedir exames que não atrasem a revascularização.</p>',
        prompt: 'Quais exames você solicita?',
        discussion:
          '<p>Na categoria IIa, exames rápidos que ajudem na cirurgia e na reperfusão são bem-vindos; nenhum deve atrasar a embolectomia. A angiotomografia é útil se houver dúvida entre embolia e trombose, e o ecocardiograma pode ser feito depois da revascularização.</p>',
        options: [
          {
            label: 'Eletrocardiograma',
            finding: '<p>Fibrilação atrial com resposta ventricular de 118 bpm; sem supradesnivelamento de ST.</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Documenta a fonte embólica e afasta infarto agudo como causa de trombo mural recente.',
            costReais: 15,
            turnaroundMinutes: 10,
          },
          {
            label: 'Hemograma, coagulograma, tipagem sanguínea e TTPa basal',
            finding:
              '<p>Hb 13,1 g/dL (12–16); plaquetas 214.000/mm³ (150.000–450.000); INR 1,0 (0,8–1,2); TTPa 31 s (25–35). Tipo O positivo.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'TTPa basal guia a infusão de heparina; plaquetas e coagulograma preparam a cirurgia e afastam discrasia.',
            costReais: 48,
            turnaroundMinutes: 60,
          },
          {
            label: 'Creatinina, potássio e CK',
            finding: '<p>Creatinina 1,1 mg/dL (0,6–1,1); K<sup>+</sup> 4,6 mEq/L (3,5–5,0); CK 486 U/L (&lt; 170).</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Valores basais para vigiar a síndrome de reperfusão (hiperpotassemia, rabdomiólise e lesão renal) após a desobstrução.',
            costReais: 32,
            turnaroundMinutes: 60,
          },
          {
            label: 'Angiotomografia de aorta e membros inferiores',
            finding:
              '<p>Aorta e ilíacas sem lesões significativas; falha de enchimento abrupta, em "menisco", na bifurcação femoral esquerda; reenchimento tênue da tibial posterior distal. Artérias do membro direito sem estenoses.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Aceitável em IIa se for rápida: confirma a imagem em menisco típica de êmbolo e a árvore arterial sadia. Na IIb, não deve atrasar a cirurgia.',
            costReais: 780,
            turnaroundMinutes: 60,
          },
          {
            label: 'Ecocardiograma transesofágico antes da cirurgia',
            finding: '<p>Exame agendado para o dia seguinte pela equipe de ecocardiografia.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'A pesquisa de trombo atrial não muda a conduta imediata e não pode atrasar a revascularização; faça depois.',
            costReais: 650,
            turnaroundMinutes: 1440,
          },
          {
            label: 'D-dímero',
            finding: '<p>D-dímero 3.800 ng/mL FEU (&lt; 500).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Elevado em qualquer trombose arterial ou venosa, o D-dímero não distingue causas nem muda a conduta aqui.',
            costReais: 85,
            turnaroundMinutes: 90,
          },
          {
            label: 'Arteriografia diagnóstica por punção femoral contralateral, antes de decidir',
            finding:
              '<p>Procedimento marcado para daqui a 4 horas no setor de hemodinâmica, que está com a sala ocupada.</p>',
            points: -12,
            rating: 'harmful',
            feedback:
              'Atrasar a revascularização de um membro ameaçado por um exame invasivo apenas diagnóstico aumenta o risco de perda muscular; a arteriografia se faz na mesa, durante a cirurgia.',
            costReais: 1900,
            turnaroundMinutes: 240,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Hipótese diagnóstica',
        body: '<p>Reúna a história, o exame e os exames. O traçado de D2 do eletrocardiograma da admissão:</p><p><img src="/casos/cirurgia-vascular-ecg-fibrilacao-atrial.svg" alt="Tira de eletrocardiograma em D2 com intervalos RR irregulares, ausência de ondas P e linha de base fibrilatória, frequência de cerca de 118 bpm"></p>',
        prompt: 'Qual é o diagnóstico principal e quais os diferenciais?',
        discussion:
          '<p>Início súbito, fibrilação atrial sem anticoagulação, ausência de claudicação prévia, pulsos normais no outro membro e imagem em menisco: embolia arterial aguda da bifurcação femoral, Rutherford IIa. A trombose sobre placa é o principal diferencial, com conduta diferente (arteriografia e tratamento da lesão de base).</p>',
        hypotheses: [
          {
            label: 'Embolia arterial aguda da bifurcação femoral esquerda (Rutherford IIa)',
            synonyms: [
              'embolia arterial',
              'embolia femoral',
              'oclusao arterial aguda embolica',
              'isquemia aguda embolica',
            ],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Todos os elementos clássicos de embolia estão presentes, e a classificação de Rutherford orienta a urgência.',
            lessonTitle: 'Isquemia arterial aguda: embolia, trombose e classificação de Rutherford',
          },
          {
            label: 'Trombose arterial aguda sobre doença aterosclerótica',
            synonyms: ['trombose arterial aguda', 'trombose in situ', 'trombose sobre placa'],
            points: 4,
            differentialPoints: 6,
            rating: 'useful',
            feedback:
              'É o principal diferencial, mas a ausência de claudicação prévia e os pulsos contralaterais normais falam contra.',
          },
          {
            label: 'Dissecção aguda da aorta com má perfusão do membro',
            synonyms: ['disseccao de aorta', 'disseccao aortica', 'sindrome aortica aguda'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback:
              'Deve ser lembrada na isquemia aguda com dor torácica ou dorsal e hipertensão; aqui não há dor torácica e o pulso femoral está amplo.',
          },
          {
            label: 'Flegmasia cerulea dolens (trombose venosa maciça)',
            synonyms: ['flegmasia', 'phlegmasia cerulea dolens', 'tvp maciça'],
            points: -3,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback:
              'A flegmasia causa membro edemaciado e cianótico, não pálido e frio com sinal venoso audível e veias colabadas.',
          },
          {
            label: 'Hérnia discal lombar com radiculopatia',
            synonyms: ['hernia de disco', 'ciatalgia', 'radiculopatia lombar'],
            points: -12,
            differentialPoints: -3,
            rating: 'harmful',
            feedback:
              'Ver dor com parestesia como "ciática" num membro sem pulso é um erro clássico que leva à perda do membro.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Conduta',
        body: '<p>A paciente segue com dor 8/10, hipoestesia restrita aos dedos e força preservada. O anestesista pergunta o plano.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>Heparina imediata impede a propagação do trombo; a embolectomia com cateter de Fogarty, sob anestesia local ou locorregional por acesso femoral, é o tratamento de escolha da embolia femoral. A arteriografia de controle confirma o leito distal livre. Depois, vigiar compartimentos e reperfusão e anticoagular em definitivo para prevenir novo evento.</p>',
        options: [
          {
            label:
              'Heparina não fracionada IV: bolus de 80 UI/kg e infusão de 18 UI/kg/h, TTPa 1,5–2,5 vezes o controle',
            points: 15,
            rating: 'essential',
            feedback:
              'Primeira medida em toda isquemia aguda sem contraindicação: evita a propagação do trombo distal.',
            expertPosition: 1,
          },
          {
            label: 'Embolectomia femoral com cateter de Fogarty nas próximas horas',
            points: 20,
            rating: 'essential',
            feedback:
              'Em Rutherford IIa por embolia, a revascularização cirúrgica urgente é o tratamento de escolha e tem alta taxa de sucesso.',
            expertPosition: 2,
            lessonTitle: 'Isquemia arterial aguda: embolia, trombose e classificação de Rutherford',
          },
          {
            label: 'Arteriografia intraoperatória de controle ao fim da embolectomia',
            points: 6,
            rating: 'useful',
            feedback:
              'Mostra trombo residual em tibiais, que pode exigir nova passagem do cateter ou trombólise local.',
            expertPosition: 3,
          },
          {
            label: 'Vigiar compartimentos, diurese, potássio e CK nas primeiras 24 horas',
            points: 8,
            rating: 'useful',
            feedback: 'A reperfusão pode causar síndrome compartimental, hiperpotassemia e rabdomiólise.',
            expertPosition: 4,
          },
          {
            label: 'Anticoagulação oral definitiva para a fibrilação atrial antes da alta',
            points: 12,
            rating: 'essential',
            feedback:
              'Sem anticoagulação, a recorrência de embolia é alta; um anticoagulante oral direto é preferido quando não há estenose mitral ou prótese mecânica.',
            expertPosition: 5,
          },
          {
            label: 'Fasciotomia profilática dos quatro compartimentos',
            points: -4,
            rating: 'unnecessary',
            feedback:
              'Com 5 horas de isquemia e categoria IIa, a fasciotomia de rotina não está indicada; faça-a diante de sinais de síndrome compartimental.',
          },
          {
            label: 'Alteplase sistêmica intravenosa',
            points: -15,
            rating: 'harmful',
            feedback:
              'Trombólise sistêmica não tem papel na isquemia de membro: sangra muito e desobstrui pouco. Quando indicada, a trombólise é por cateter, dirigida ao trombo.',
          },
          {
            label: 'Observar 24 horas com heparina e reavaliar',
            points: -15,
            rating: 'harmful',
            feedback: 'A heparina não dissolve o êmbolo; esperar transforma um membro viável em inviável.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: 12 horas depois',
        body: '<p>A embolectomia retirou êmbolo organizado da bifurcação femoral, com pulso pedioso palpável ao fim. Doze horas depois, a paciente refere dor intensa na perna esquerda, desproporcional ao exame; a panturrilha está tensa, dói muito à extensão passiva dos dedos, e o pulso pedioso continua palpável.</p>',
        prompt: 'Qual é a conduta?',
        discussion:
          '<p>Pulso palpável não afasta síndrome compartimental: a pressão que colapsa capilares e veias é muito menor que a arterial. O diagnóstico é clínico (dor desproporcional e à extensão passiva, compartimento tenso) e o tratamento é a fasciotomia dos quatro compartimentos por duas incisões, sem esperar paralisia ou perda de pulso.</p>',
        options: [
          {
            label: 'Fasciotomia dos quatro compartimentos da perna por duas incisões',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: síndrome compartimental pós-reperfusão exige descompressão imediata dos quatro compartimentos.',
          },
          {
            label: 'Manitol intravenoso e reavaliação em 6 horas',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: o manitol não substitui a descompressão, e 6 horas bastam para necrose muscular.',
          },
          {
            label: 'Elevar o membro bem acima do nível do coração',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a elevação reduz a pressão de perfusão e piora a isquemia do compartimento.',
          },
          {
            label: 'Arteriografia para afastar reoclusão da femoral',
            points: -2,
            rating: 'unnecessary',
            feedback:
              'Incorreta: o pulso pedioso palpável mostra que a artéria está pérvia; o problema é o compartimento.',
          },
          {
            label: 'Aguardar a perda do pulso pedioso para confirmar o diagnóstico',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a perda de pulso é um sinal tardio; esperar por ela é esperar pela necrose.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Diante de dor súbita, palidez e ausência de pulsos, a primeira tarefa é classificar a gravidade (Rutherford) e a segunda, o mecanismo. Aqui, sensibilidade alterada só nos dedos e força normal definem a categoria IIa: membro viável, mas ameaçado, com algumas horas para revascularizar.</p><p>O quadro é embólico: início abrupto, fibrilação atrial sem anticoagulação, nenhuma claudicação prévia e pulsos normais no outro membro. A bifurcação femoral é o sítio mais comum de embolia nos membros inferiores, e o pulso femoral amplo acima da oclusão é típico.</p><p>Heparina já, embolectomia com Fogarty pelo acesso femoral nas horas seguintes, arteriografia de controle e vigilância da reperfusão. A fasciotomia não é de rotina em IIa com tempo curto, mas deve ser feita sem hesitação diante de síndrome compartimental. A alta só com anticoagulação definitiva, porque a doença de base continua.</p>',
    references: [
      'Björck M, et al. ESVS 2020 Clinical Practice Guidelines on the Management of Acute Limb Ischaemia. Eur J Vasc Endovasc Surg. 2020;59:173-218.',
      'Rutherford RB, et al. Recommended standards for reports dealing with lower extremity ischemia: revised version. J Vasc Surg. 1997;26:517-38.',
      'Sidawy AN, Perler BA. Rutherford’s Vascular Surgery and Endovascular Therapy, 10ª ed. Elsevier; 2023.',
    ],
    lessonTitles: ['Isquemia arterial aguda: embolia, trombose e classificação de Rutherford'],
    questionStarts: ['Mulher, 78 anos, com fibrilação atrial s', 'Homem, 66 anos, foi submetido a embolect'],
  },
  {
    title: 'Dor na panturrilha que obriga a parar no caminho do trabalho',
    summary:
      'Motorista de 61 anos, tabagista, procura o ambulatório porque a perna esquerda dói sempre que caminha até o ponto de ônibus. Avalie, classifique e monte o tratamento.',
    subjects: [
      [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Doença arterial periférica',
        'Diagnóstico e classificação',
      ],
      [
        'Doenças Arteriais',
        'Doença Arterial Obstrutiva Periférica',
        'Doença arterial periférica',
        'Tratamento clínico',
      ],
    ],
    difficulty: 'easy',
    estimatedMinutes: 12,
    stages: [
      {
        kind: 'history',
        title: 'A queixa',
        body: '<p>Seu Valdir, 61 anos, motorista de aplicativo, conta que há 8 meses sente "cãibra" na panturrilha esquerda depois de andar uns 300 metros; para, espera 2 ou 3 minutos em pé e a dor passa. Na subida, a dor vem antes.</p><p>PA 146/88 mmHg, FC 78 bpm, IMC 29 kg/m².</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>A claudicação arterial é reprodutível, aparece no mesmo grupo muscular com o mesmo esforço e alivia em poucos minutos de repouso em pé. Essa distância define Fontaine IIa (&gt; 200 m) ou IIb (&lt; 200 m). O inventário de fatores de risco orienta o tratamento, que é sobretudo cardiovascular.</p>',
        options: [
          {
            label: 'Carga tabágica e tentativa de parar',
            finding: '<p>Fuma 1 maço por dia desde os 16 anos (45 maços-ano). Nunca tentou parar com ajuda.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'O tabagismo é o fator de risco mais forte para DAP e parar de fumar é a intervenção que mais muda o prognóstico do membro e da vida.',
          },
          {
            label: 'Diabetes, hipertensão, dislipidemia e doença coronariana',
            finding:
              '<p>Diabetes tipo 2 há 6 anos com metformina; hipertensão com losartana. Nunca usou estatina. Nega angina ou infarto.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'A DAP é um equivalente de doença coronariana: o claudicante morre mais de infarto e AVC do que perde o membro.',
          },
          {
            label: 'Dor em repouso, à noite, ou feridas nos pés',
            finding: '<p>Nega dor em repouso ou noturna; nunca teve feridas nos pés.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Dor em repouso ou lesão trófica definiriam isquemia crônica ameaçadora do membro, com indicação de revascularização.',
          },
          {
            label: 'A dor melhora ao ficar parado em pé ou só ao sentar e fletir a coluna?',
            finding: '<p>Melhora parado em pé, sem precisar sentar; não há dor lombar.</p>',
            points: 8,
            rating: 'useful',
            feedback:
              'Diferencia de claudicação neurogênica (estenose do canal lombar), que melhora ao sentar ou fletir o tronco.',
          },
          {
            label: 'Disfunção erétil e dor em nádegas',
            finding: '<p>Nega dor em nádegas ou coxas; ereções preservadas.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Dor em nádegas com disfunção erétil sugeriria doença aortoilíaca (síndrome de Leriche).',
          },
          {
            label: 'Exposição ocupacional a vibração e ao frio',
            finding: '<p>Nunca trabalhou com ferramentas vibratórias ou em ambiente frio.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Relevante no Raynaud secundário e na síndrome do martelo hipotenar, não na claudicação de membro inferior de um tabagista.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame físico',
        body: '<p>Paciente em bom estado geral. Pés com pele íntegra, unhas espessadas, pelos rarefeitos na perna esquerda.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O último pulso palpável localiza a doença: femoral presente e poplíteo ausente indica o segmento femoropoplíteo, o mais acometido na DAP e compatível com dor em panturrilha. O ITB confirma e gradua.</p>',
        options: [
          {
            label: 'Pulsos femorais, poplíteos e distais bilaterais',
            finding:
              '<p>Femorais presentes e simétricos. Esquerdo: poplíteo, tibial posterior e pedioso ausentes. Direito: todos presentes.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Localiza a oclusão na artéria femoral superficial esquerda, típica do canal dos adutores.',
            lessonTitle: 'Abertura: o exame vascular que cai na prova',
          },
          {
            label: 'Índice tornozelo-braquial com Doppler portátil',
            finding:
              '<p>Braquial D 146, E 140 mmHg. Tornozelo esquerdo: tibial posterior 96, pediosa 92 mmHg. Tornozelo direito: 154 e 150 mmHg. ITB E 0,66; ITB D 1,05.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Maior pressão do tornozelo dividida pela maior braquial: 96/146 = 0,66, doença moderada (≤ 0,90 confirma DAP).',
            lessonTitle: 'Claudicação intermitente: Fontaine, Rutherford e ITB',
          },
          {
            label: 'Ausculta abdominal e femoral',
            finding: '<p>Sem sopros abdominais ou femorais; sem massa pulsátil.</p>',
            points: 6,
            rating: 'useful',
            feedback:
              'Sopro femoral sugeriria doença ilíaca ou femoral comum; massa pulsátil exigiria investigar aneurisma, comum nesse perfil.',
          },
          {
            label: 'Inspeção dos pés e espaços interdigitais',
            finding: '<p>Sem úlceras, fissuras ou micose interdigital; tempo de enchimento capilar 3 s à esquerda.</p>',
            points: 6,
            rating: 'useful',
            feedback: 'Em diabético com DAP, uma pequena lesão muda o estágio (Fontaine IV) e a urgência.',
          },
          {
            label: 'Manobra de Lasègue',
            finding: '<p>Negativa bilateralmente.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'A história já afastou dor radicular; a manobra não acrescenta ao diagnóstico arterial.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames',
        body: '<p>O diagnóstico clínico de DAP está feito. Decida o que pedir agora, num ambulatório do SUS.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>No claudicante, os exames servem ao risco cardiovascular (lipídios, glicemia, função renal, ECG). A imagem anatômica (duplex, angiotomografia) só é necessária quando se cogita revascularização; a arteriografia diagnóstica não tem mais lugar.</p>',
        options: [
          {
            label: 'Perfil lipídico',
            finding: '<p>LDL-c 148 mg/dL; HDL-c 36 mg/dL; triglicerídeos 210 mg/dL.</p>',
            points: 12,
            rating: 'essential',
            feedback:
              'Base para estatina de alta intensidade, com meta de LDL-c < 55 mg/dL no paciente de muito alto risco.',
            costReais: 25,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Hemoglobina glicada e glicemia de jejum',
            finding: '<p>HbA1c 8,1% (meta &lt; 7%); glicemia de jejum 164 mg/dL (70–99).</p>',
            points: 12,
            rating: 'essential',
            feedback: 'Diabetes mal controlado acelera a doença e aumenta o risco de lesão trófica.',
            costReais: 20,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Creatinina e eletrocardiograma',
            finding: '<p>Creatinina 1,0 mg/dL (TFG 82 mL/min/1,73 m²). ECG: ritmo sinusal, sem áreas inativas.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Estratificação cardiovascular e base para medicamentos e contraste futuro.',
            costReais: 25,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Teste de esteira com medida da distância de claudicação',
            finding: '<p>Dor na panturrilha esquerda aos 280 m; distância máxima 410 m; ITB pós-esforço 0,38.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Quantifica a limitação e serve de linha de base para medir a resposta ao exercício supervisionado.',
            costReais: 120,
            turnaroundMinutes: 10080,
          },
          {
            label: 'Duplex arterial do membro inferior esquerdo',
            finding:
              '<p>Oclusão da artéria femoral superficial esquerda com 9 cm no canal dos adutores, reenchimento da poplítea por colaterais; tibiais pérvias.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Não é obrigatório para iniciar o tratamento clínico, mas documenta a anatomia, sem radiação nem contraste.',
            costReais: 180,
            turnaroundMinutes: 20160,
          },
          {
            label: 'Arteriografia diagnóstica dos membros inferiores',
            finding: '<p>Oclusão da femoral superficial esquerda; hematoma inguinal de 4 cm após a punção.</p>',
            points: -12,
            rating: 'harmful',
            feedback:
              'Exame invasivo, com contraste e risco de complicação local, sem indicação num claudicante que não vai ser revascularizado agora.',
            costReais: 1600,
            turnaroundMinutes: 10080,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Diagnóstico',
        body: '<p>Claudicação a 300 m, ITB 0,66, femoral presente e poplíteo ausente à esquerda.</p>',
        prompt: 'Qual o diagnóstico principal e quais diferenciais?',
        discussion:
          '<p>DAP femoropoplítea esquerda em Fontaine IIa e Rutherford 1 (claudicação leve). A estenose do canal lombar é o diferencial de claudicação mais comum nessa faixa etária e coexiste com frequência.</p>',
        hypotheses: [
          {
            label: 'DAP femoropoplítea esquerda, Fontaine IIa / Rutherford 1',
            synonyms: ['dap', 'doenca arterial obstrutiva periferica', 'daop', 'claudicacao intermitente'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'A classificação correta define a conduta: clínica e exercício, não revascularização.',
            lessonTitle: 'Claudicação intermitente: Fontaine, Rutherford e ITB',
          },
          {
            label: 'Claudicação neurogênica por estenose do canal lombar',
            synonyms: ['estenose de canal lombar', 'claudicacao neurogenica', 'pseudoclaudicacao'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback: 'Bom diferencial, mas o alívio em pé e o ITB baixo apontam para causa arterial.',
          },
          {
            label: 'Isquemia crônica ameaçadora do membro',
            synonyms: ['iCAM', 'isquemia critica', 'clti'],
            points: -10,
            differentialPoints: -2,
            rating: 'harmful',
            feedback:
              'Sem dor em repouso nem lesão, rotular como isquemia crítica leva a revascularização sem indicação.',
          },
          {
            label: 'Trombose venosa profunda crônica',
            synonyms: ['tvp', 'sindrome pos-trombotica'],
            points: -3,
            differentialPoints: -1,
            rating: 'unnecessary',
            feedback: 'A claudicação venosa é em "peso" da coxa, com edema, e melhora ao elevar o membro.',
          },
          {
            label: 'Síndrome compartimental crônica de esforço',
            synonyms: ['sindrome compartimental cronica', 'sindrome compartimental de esforco'],
            points: -3,
            differentialPoints: 0,
            rating: 'unnecessary',
            feedback: 'Ocorre em atletas jovens com pulsos e ITB normais.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento',
        body: '<p>Seu Valdir quer saber se "tem que operar" e se vai perder a perna.</p>',
        prompt: 'Escolha e ordene as condutas.',
        discussion:
          '<p>O claudicante tem baixo risco de amputação (menos de 2% em 5 anos com tratamento). O tratamento é parar de fumar, antiagregante, estatina de alta intensidade, controle da PA e do diabetes e exercício supervisionado; o cilostazol melhora a distância de marcha quando não há insuficiência cardíaca. Revascularização só se a limitação persistir após 3 a 6 meses e incomodar o estilo de vida.</p>',
        options: [
          {
            label: 'Cessação do tabagismo com aconselhamento e vareniclina',
            points: 15,
            rating: 'essential',
            feedback: 'Reduz amputação, infarto e morte e melhora a patência de futuras revascularizações.',
            expertPosition: 1,
          },
          {
            label: 'AAS 100 mg/dia (ou clopidogrel 75 mg/dia)',
            points: 15,
            rating: 'essential',
            feedback: 'Antiagregação reduz eventos cardiovasculares maiores em DAP sintomática.',
            expertPosition: 2,
            lessonTitle: 'Tratamento clínico da claudicação e indicação de revascularização',
          },
          {
            label: 'Atorvastatina 40–80 mg/dia',
            points: 15,
            rating: 'essential',
            feedback: 'Estatina de alta intensidade reduz eventos e melhora a distância de marcha.',
            expertPosition: 3,
          },
          {
            label: 'Exercício supervisionado: 30–45 min, 3 vezes por semana, por 12 semanas',
            points: 15,
            rating: 'essential',
            feedback: 'Aumenta a distância de marcha tanto quanto a angioplastia em claudicantes, com risco mínimo.',
            expertPosition: 4,
          },
          {
            label: 'Cilostazol 100 mg de 12/12 h',
            points: 5,
            rating: 'useful',
            feedback:
              'Melhora a distância de claudicação; contraindicado em insuficiência cardíaca de qualquer classe.',
            expertPosition: 5,
          },
          {
            label: 'Pentoxifilina 400 mg de 8/8 h',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Benefício marginal, inferior ao cilostazol; não é recomendada pelas diretrizes atuais.',
          },
          {
            label: 'Angioplastia da femoral superficial nesta semana',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Sem falha do tratamento clínico, a angioplastia expõe a riscos sem benefício maior que o exercício.',
          },
          {
            label: 'Ponte femoropoplítea com prótese de PTFE',
            points: -12,
            rating: 'harmful',
            feedback:
              'Cirurgia aberta em claudicante leve sem tratamento clínico prévio: morbidade e risco de oclusão da prótese com isquemia pior que a inicial.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão: no seguimento',
        body: '<p>Seis meses depois, Seu Valdir parou de fumar e faz os exercícios. Você revê os critérios para encaminhá-lo à revascularização.</p>',
        prompt: 'Qual achado indica revascularização?',
        discussion:
          '<p>Dor em repouso, pior à noite e aliviada com o pé pendente, é Fontaine III / Rutherford 4: isquemia crônica ameaçadora do membro, com indicação de imagem e revascularização. Queda isolada do ITB ou o aspecto do duplex, sem piora clínica, não indicam intervenção.</p>',
        options: [
          {
            label: 'Dor no antepé esquerdo em repouso, à noite, que alivia ao deixar o pé pendente fora da cama',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: dor isquêmica em repouso define isquemia crônica ameaçadora do membro.',
          },
          {
            label: 'ITB esquerdo que caiu de 0,66 para 0,60, sem mudança dos sintomas',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a indicação é clínica; uma pequena variação do ITB não muda a conduta.',
          },
          {
            label: 'Oclusão de 12 cm da femoral superficial no duplex de controle',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: a extensão da lesão orienta a técnica, não a indicação.',
          },
          {
            label: 'Distância de claudicação que aumentou para 600 m',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Incorreta: é a resposta esperada ao exercício e à cessação do tabagismo.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Claudicação reprodutível na panturrilha, pulso femoral presente e poplíteo ausente, ITB de 0,66: DAP femoropoplítea em Fontaine IIa / Rutherford 1. O diagnóstico é clínico e com Doppler portátil; não precisa de imagem invasiva.</p><p>O ponto central é que esse paciente tem doença aterosclerótica sistêmica. O tratamento é, antes de tudo, prevenção cardiovascular: parar de fumar, antiagregante, estatina de alta intensidade, controle da pressão e do diabetes. O exercício supervisionado é o tratamento mais eficaz para a distância de marcha.</p><p>A revascularização fica para a claudicação que limita o trabalho ou a vida apesar de 3 a 6 meses de tratamento, ou para a evolução a dor em repouso ou lesão trófica.</p>',
    references: [
      'Gerhard-Herman MD, et al. 2016 AHA/ACC Guideline on the Management of Patients With Lower Extremity Peripheral Artery Disease. Circulation. 2017;135:e726-79.',
      'Aboyans V, et al. 2017 ESC Guidelines on the Diagnosis and Treatment of Peripheral Arterial Diseases, in collaboration with the ESVS. Eur Heart J. 2018;39:763-816.',
      'SBACV. Projeto Diretrizes: Doença Arterial Periférica Obstrutiva de Membros Inferiores. 2015.',
    ],
    lessonTitles: [
      'Claudicação intermitente: Fontaine, Rutherford e ITB',
      'Tratamento clínico da claudicação e indicação de revascularização',
    ],
    questionStarts: ['Homem, 68 anos, tabagista (40 maços-ano)', 'Homem, 62 anos, tabagista ativo, dislipi'],
  },
];
