import type { DemoCase } from './demo-case-types.ts';

const ALGORITMOS_VAD = [
  'Anestesia Geral',
  'Via Aérea',
  'Via aérea difícil',
  'Algoritmos de via aérea difícil',
] as const;
const PREDITORES_VAD = [
  'Anestesia Geral',
  'Via Aérea',
  'Via aérea difícil',
  'Preditores de via aérea difícil',
] as const;
const PRE_OXIGENACAO = ['Anestesia Geral', 'Via Aérea', 'Pré-oxigenação'] as const;
const SEQUENCIA_RAPIDA = ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'] as const;
const JEJUM = ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Jejum pré-operatório'] as const;

/** Anestesiologia, part 2: via aérea difícil (CICO) e sequência rápida no abdome agudo obstrutivo. */
export const casesAnestesiologia2: readonly DemoCase[] = [
  {
    title: 'Não intubo, não oxigeno',
    summary:
      'Mulher de 51 anos, obesa grave, será submetida a histerectomia abdominal. A avaliação da via aérea traz alertas, e a indução não sai como planejado. Um caso para decidir com o relógio correndo.',
    subjects: [ALGORITMOS_VAD, PREDITORES_VAD, PRE_OXIGENACAO],
    difficulty: 'hard',
    estimatedMinutes: 40,
    stages: [
      {
        kind: 'history',
        title: 'Avaliação pré-anestésica',
        body: '<p>Rosângela, 51 anos, 118 kg, 1,58 m (IMC 47 kg/m²), tem miomatose uterina com anemia e será operada eletivamente. Hipertensa em uso de losartana e hidroclorotiazida.</p>',
        prompt: 'O que você pergunta para planejar a via aérea?',
        discussion:
          '<p>Intubação difícil prévia é o preditor isolado mais forte. Ronco, apneias presenciadas e sonolência diurna sugerem apneia obstrutiva do sono (STOP-Bang), que se associa a ventilação sob máscara difícil e dessaturação rápida. O refluxo muda a estratégia de indução.</p>',
        options: [
          {
            label: 'Anestesias anteriores e relato de intubação difícil',
            finding:
              '<p>Em 2016, numa colecistectomia, "acordaram" a paciente sem operar; ela guarda uma carta que diz "intubação difícil, Cormack-Lehane 4".</p>',
            points: 20,
            rating: 'essential',
            feedback: 'História de intubação difícil é o preditor mais forte; a carta deve ser lida integralmente.',
            lessonTitle: 'Via aérea difícil: preditores e algoritmo',
          },
          {
            label: 'Ronco, apneias presenciadas e sonolência diurna',
            finding:
              '<p>Ronco alto, o marido relata pausas respiratórias; cochila dirigindo. STOP-Bang 6. Nunca fez polissonografia.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'SAOS provável: maior risco de ventilação difícil sob máscara e de complicações pós-operatórias.',
          },
          {
            label: 'Pirose e regurgitação',
            finding: '<p>Pirose ocasional, controlada com omeprazol; sem regurgitação noturna.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Refluxo controlado não impõe sequência rápida, mas entra no plano.',
          },
          {
            label: 'Tolerância ao esforço',
            finding: '<p>Sobe dois lances de escada devagar, sem dor torácica (≥ 4 METs).</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Capacidade funcional adequada dispensa investigação cardíaca adicional.',
          },
          {
            label: 'Jejum',
            finding: '<p>Jejum de 8 horas para sólidos; tomou losartana com um gole de água.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Rotina; aqui está adequado.',
          },
          {
            label: 'Histórico vacinal contra febre amarela',
            finding: '<p>Vacinada em 2018.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não tem relação com a anestesia.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame da via aérea',
        body: '<p>PA 146/88 mmHg, FC 84 bpm, SpO<sub>2</sub> 95% em ar ambiente sentada, 91% deitada.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>Nenhum preditor isolado é bom; a combinação é que conta. Aqui se somam Mallampati IV, circunferência cervical aumentada, mobilidade cervical limitada e membrana cricotireóidea difícil de palpar, o que exige marcar a membrana por ultrassom antes da indução.</p>',
        options: [
          {
            label: 'Mallampati e abertura da boca',
            finding: '<p>Mallampati IV (só o palato duro visível); abertura bucal de 3,5 cm.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Mallampati IV associa-se a laringoscopia difícil.',
          },
          {
            label: 'Circunferência cervical e distância tireomentoniana',
            finding: '<p>Circunferência cervical de 46 cm; distância tireomentoniana de 5,5 cm.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Pescoço acima de 40 cm e DTM abaixo de 6 cm somam risco.',
          },
          {
            label: 'Mobilidade cervical e teste da mordida do lábio superior',
            finding:
              '<p>Extensão cervical limitada (cerca de 25°); morde o lábio superior parcialmente (classe II).</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Extensão limitada dificulta o alinhamento e a laringoscopia direta.',
          },
          {
            label: 'Palpação e ultrassonografia da membrana cricotireóidea',
            finding:
              '<p>Não palpável. Ao ultrassom, a membrana está a 1,8 cm da pele; marcada com caneta em posição de extensão.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Identificar a membrana antes da indução encurta o acesso cirúrgico se ele for necessário.',
          },
          {
            label: 'Teste de Allen',
            finding: '<p>Enchimento palmar em 6 segundos.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não prediz nada da via aérea e tem valor discutível mesmo antes de punção arterial.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Síntese',
        body: '<p>Você resume os achados para o residente antes de preparar a sala.</p>',
        prompt: 'Qual é o diagnóstico anestésico principal?',
        discussion:
          '<p>Trata-se de via aérea difícil prevista, com risco de intubação e de ventilação difíceis e dessaturação rápida (baixa capacidade residual funcional). Isso pede plano escrito com estratégias A, B, C e D, discutido com a equipe.</p>',
        hypotheses: [
          {
            label: 'Via aérea difícil prevista',
            synonyms: ['vad', 'via aerea dificil', 'via aerea dificil prevista', 'intubacao dificil prevista'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: história, exame e SAOS apontam na mesma direção.',
            lessonTitle: 'Via aérea difícil: preditores e algoritmo',
          },
          {
            label: 'Apneia obstrutiva do sono grave não diagnosticada',
            synonyms: ['saos', 'apneia do sono', 'apneia obstrutiva do sono', 'aos'],
            points: 3,
            differentialPoints: 8,
            rating: 'useful',
            feedback:
              'Presente e relevante, mas é um componente do risco da via aérea, não o diagnóstico que guia a indução.',
          },
          {
            label: 'Síndrome de hipoventilação da obesidade',
            synonyms: ['sho', 'pickwick', 'hipoventilacao da obesidade'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Possível (SpO₂ 91% deitada); o bicarbonato sérico elevado sugeriria.',
          },
          {
            label: 'Estômago cheio',
            synonyms: ['estomago cheio', 'full stomach', 'risco de broncoaspiracao'],
            points: -3,
            differentialPoints: -2,
            rating: 'unnecessary',
            feedback: 'Jejum adequado e refluxo controlado: não há estômago cheio.',
          },
          {
            label: 'Estenose subglótica',
            synonyms: ['estenose subglotica', 'estenose traqueal'],
            points: -5,
            differentialPoints: -2,
            rating: 'unnecessary',
            feedback: 'Não há estridor nem intubação prolongada prévia que a sugiram.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Plano de indução',
        body: '<p>Sala pronta: videolaringoscópio, bougie, máscara laríngea de segunda geração, cateter nasal de alto fluxo e kit de cricotireoidostomia. O cirurgião quer começar.</p>',
        prompt: 'Escolha e ordene as ações do seu plano.',
        discussion:
          '<p>Com preditores fortes e intubação difícil documentada, a intubação acordada por fibroscopia (ou videolaringoscopia acordada) é a técnica mais segura, com topicalização e sedação leve. Se a paciente recusar ou não colaborar, a indução só se faz com pré-oxigenação otimizada, oxigenação apneica, videolaringoscópio e plano de resgate pronto.</p>',
        options: [
          {
            label: 'Discutir o plano A-B-C-D com a equipe (briefing) e deixar o kit de frente do pescoço aberto',
            points: 10,
            rating: 'essential',
            feedback: 'O briefing reduz a hesitação na hora de declarar a falha.',
            expertPosition: 1,
          },
          {
            label: 'Posicionar em rampa, cabeceira a 25–30°, e pré-oxigenar até EtO₂ ≥ 90%',
            points: 15,
            rating: 'essential',
            feedback: 'A rampa melhora a laringoscopia e a CRF; EtO₂ ≥ 90% confirma desnitrogenação.',
            expertPosition: 2,
            lessonTitle: 'Pré-oxigenação e oxigenação apneica',
          },
          {
            label: 'Intubação acordada por fibroscopia com lidocaína tópica e sedação leve com remifentanil',
            points: 20,
            rating: 'essential',
            feedback: 'Mantém a ventilação espontânea e a patência da via aérea até o tubo estar na traqueia.',
            expertPosition: 3,
          },
          {
            label: 'Oxigênio nasal de alto fluxo durante o procedimento (oxigenação apneica)',
            points: 8,
            rating: 'useful',
            feedback: 'Prolonga o tempo até a dessaturação.',
            expertPosition: 4,
          },
          {
            label: 'Indução com propofol e succinilcolina e laringoscopia direta com lâmina Macintosh 3',
            points: -15,
            rating: 'harmful',
            feedback: 'Ignora a história de Cormack-Lehane 4: a laringoscopia direta tem alta chance de falhar.',
          },
          {
            label: 'Sedação profunda com midazolam 10 mg antes da fibroscopia',
            points: -15,
            rating: 'harmful',
            feedback: 'Sedação profunda em SAOS grave causa obstrução e apneia, transformando o plano seguro em crise.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'A crise',
        body: '<p>A paciente não tolera a topicalização, tosse e pede para "dormir". Após nova discussão, o chefe opta por induzir com propofol e rocurônio 1,2 mg/kg. Três tentativas com videolaringoscópio e bougie falham; duas máscaras laríngeas de segunda geração não ventilam; a ventilação sob máscara a quatro mãos com cânula orofaríngea também falha. SpO<sub>2</sub> 72% e caindo, FC 48 bpm.</p><img src="/casos/anestesiologia-cricotireoidostomia.svg" alt="Esquema do pescoço em extensão com cartilagem tireoide, membrana cricotireóidea e cartilagem cricoide, e os passos bisturi, bougie e tubo">',
        prompt: 'Escolha e ordene as ações agora.',
        discussion:
          '<p>Falhas nos planos A, B e C com dessaturação definem a situação "não intubo, não oxigeno" (CICO). A única saída é a frente do pescoço: cricotireoidostomia por bisturi, bougie e tubo 6,0 com balonete, com pescoço estendido e bloqueio neuromuscular completo. Mais tentativas de intubação só consomem o tempo que a paciente não tem.</p>',
        options: [
          {
            label: 'Declarar em voz alta "não intubo, não oxigeno" e pedir o kit de cricotireoidostomia',
            points: 15,
            rating: 'essential',
            feedback:
              'Verbalizar a falha destrava a equipe; a demora em declarar é a principal causa de morte no CICO.',
            expertPosition: 1,
            lessonTitle: 'Episódio 1: Não intubo, não oxigeno',
          },
          {
            label: 'Garantir bloqueio neuromuscular completo e estender o pescoço (coxim sob os ombros)',
            points: 10,
            rating: 'essential',
            feedback: 'Facilita a exposição da membrana e qualquer tentativa final de oxigenação por cima.',
            expertPosition: 2,
          },
          {
            label: 'Cricotireoidostomia bisturi-bougie-tubo 6,0 na membrana marcada',
            points: 20,
            rating: 'essential',
            feedback:
              'Técnica recomendada pela DAS: incisão transversal, rodar a lâmina, bougie, tubo 6,0 com balonete.',
            expertPosition: 3,
          },
          {
            label: 'Manter O₂ 100% por cima (máscara ou máscara laríngea) enquanto se faz o acesso',
            points: 5,
            rating: 'useful',
            feedback: 'Qualquer oxigênio que chegue aos alvéolos ajuda até o acesso cirúrgico.',
            expertPosition: 4,
          },
          {
            label: 'Quarta tentativa de intubação com laringoscopia direta',
            points: -20,
            rating: 'harmful',
            feedback: 'Tentativas repetidas edemaciam a via aérea e atrasam o acesso que salva a vida.',
          },
          {
            label: 'Administrar sugamadex 16 mg/kg e esperar a ventilação espontânea',
            points: -10,
            rating: 'harmful',
            feedback:
              'Reverter o bloqueio não garante via aérea pérvia: a obstrução e a hipoxemia persistem; no CICO não se espera.',
          },
          {
            label: 'Cricotireoidostomia por punção com cateter 14G e ventilação a jato manual',
            points: -5,
            rating: 'unnecessary',
            feedback:
              'Técnica com alta taxa de falha e barotrauma nas mãos de não especialistas; o bisturi é preferido.',
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão de prova',
        body: '<p>A cricotireoidostomia é feita em 40 segundos; a SpO<sub>2</sub> volta a 96%. No dia seguinte, a paciente é traqueostomizada eletivamente e a cirurgia é reagendada.</p>',
        prompt: 'Assinale a alternativa correta.',
        discussion:
          '<p>Se a membrana não for palpável, as diretrizes da DAS recomendam incisão vertical de 8 a 10 cm na linha média, dissecção romba com os dedos até identificar a laringe, e então a técnica bisturi-bougie-tubo.</p>',
        options: [
          {
            label:
              'Membrana não palpável: incisão vertical de 8 a 10 cm na linha média, seguida de bisturi-bougie-tubo.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: a incisão vertical permite identificar a laringe por dissecção digital.',
          },
          {
            label: 'O tubo ideal para a cricotireoidostomia de emergência é o 8,0 com balonete.',
            points: 0,
            rating: 'unnecessary',
            feedback: 'A membrana do adulto comporta um tubo 6,0; um 8,0 não passa.',
          },
          {
            label: 'A cricotireoidostomia só deve ser feita após SpO₂ abaixo de 50%.',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não há limiar numérico: decide-se pela falha dos planos e pela dessaturação em curso.',
          },
          {
            label: 'A traqueostomia percutânea é a técnica de resgate de escolha no CICO.',
            points: 0,
            rating: 'unnecessary',
            feedback: 'É lenta e exige condições controladas; não serve para a emergência.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>A carta de intubação difícil e a soma de preditores (Mallampati IV, pescoço de 46 cm, extensão limitada, SAOS provável) tornavam a intubação acordada o plano de escolha. Quando ela não foi possível, o planejamento da crise precisava estar feito antes: rampa, pré-oxigenação até EtO<sub>2</sub> ≥ 90%, oxigenação apneica e membrana cricotireóidea marcada por ultrassom.</p><p>Diante da falha dos planos A, B e C com dessaturação, a decisão é verbalizar "não intubo, não oxigeno" e fazer a frente do pescoço. A técnica bisturi-bougie-tubo é rápida e reprodutível; ter a membrana marcada economiza segundos valiosos.</p><p>Depois de um evento assim, a paciente deve receber uma carta de via aérea difícil, e o evento deve ser registrado no prontuário e comunicado ao médico assistente.</p>',
    references: [
      'Frerk C et al. Difficult Airway Society 2015 guidelines for management of unanticipated difficult intubation in adults. Br J Anaesth 2015',
      'Apfelbaum JL et al. 2022 American Society of Anesthesiologists Practice Guidelines for Management of the Difficult Airway. Anesthesiology 2022',
      'Cook TM et al. Major complications of airway management in the UK: NAP4. Br J Anaesth 2011',
    ],
    lessonTitles: [
      'Via aérea difícil: preditores e algoritmo',
      'Episódio 1: Não intubo, não oxigeno',
      'Pré-oxigenação e oxigenação apneica',
    ],
    questionStarts: [
      '<p>Homem de 48 anos, IMC de 42 kg/m², é ',
      '<p>Mulher de 45 anos, ASA II, é induzida',
      '<p>Homem de 45 anos, IMC de 50 kg/m², se',
    ],
  },
  {
    title: 'Vômitos há três dias e uma laparotomia de urgência',
    summary:
      'Homem de 67 anos chega com distensão abdominal e vômitos, e o cirurgião indica laparotomia. Antes de induzir, há distúrbios a corrigir e um estômago que não está vazio.',
    subjects: [SEQUENCIA_RAPIDA, JEJUM],
    difficulty: 'medium',
    estimatedMinutes: 18,
    stages: [
      {
        kind: 'history',
        title: 'Na sala de admissão do centro cirúrgico',
        body: '<p>Seu Antônio, 67 anos, 70 kg, operado de câncer de cólon há 4 anos, tem dor em cólica, parada de eliminação de flatos e vômitos há 3 dias, os últimos de aspecto fecaloide. A tomografia mostra obstrução de delgado por bridas. Está com sonda nasogástrica aberta, que drenou 900 mL.</p>',
        prompt: 'O que você pergunta?',
        discussion:
          '<p>Na obstrução intestinal, o tempo de jejum não significa estômago vazio: o conteúdo reflui do delgado. Importam a volemia (vômitos, diurese), as comorbidades cardiovasculares e os fármacos que interagem com a indução.</p>',
        options: [
          {
            label: 'Há quanto tempo está sem comer',
            finding: '<p>Sem comer há 36 horas; ainda assim, vomitou há 1 hora.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Ensina o ponto central: jejum prolongado não protege quem tem obstrução.',
            lessonTitle: 'Intubação em sequência rápida',
          },
          {
            label: 'Diurese e sede',
            finding: '<p>Urinou pouco e escuro desde ontem; muita sede.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Oligúria indica hipovolemia significativa: a indução pode causar colapso.',
          },
          {
            label: 'Doenças cardíacas e medicações',
            finding:
              '<p>Hipertenso, usa anlodipino e atenolol; infarto há 6 anos, tratado com stent; nega angina atual.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Coronariopata hipovolêmico: evitar hipotensão e taquicardia na indução.',
          },
          {
            label: 'Anestesias anteriores',
            finding: '<p>Colectomia há 4 anos sob anestesia geral, sem intercorrências.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Sem via aérea difícil conhecida; reduz a chance de surpresas.',
          },
          {
            label: 'Alergias',
            finding: '<p>Nega.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Pergunta obrigatória antes de qualquer anestesia.',
          },
          {
            label: 'Se pratica atividade física regularmente',
            finding: '<p>Caminhava 30 minutos por dia até o mês passado.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'Na urgência, a capacidade funcional não muda a indicação nem a técnica.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Exame físico',
        body: '<p>Paciente sonolento, mas orientado, com mucosas secas.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>PA no limite com taquicardia apesar do betabloqueador, enchimento capilar lento e turgor reduzido indicam hipovolemia moderada a grave. O abdome distendido reduz a capacidade residual funcional e acelera a dessaturação na apneia.</p>',
        options: [
          {
            label: 'Sinais vitais',
            finding: '<p>PA 102/64 mmHg, FC 108 bpm, FR 24 irpm, SpO<sub>2</sub> 94% em ar ambiente, T 37,6 °C.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Taquicardia apesar do atenolol e PA baixa para um hipertenso: hipovolemia.',
          },
          {
            label: 'Perfusão periférica',
            finding: '<p>Enchimento capilar de 4 segundos, extremidades frias.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Confirma a hipoperfusão.',
          },
          {
            label: 'Via aérea',
            finding: '<p>Mallampati II, abertura bucal de 4 cm, DTM de 7 cm, pescoço móvel.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Sem preditores de dificuldade: sequência rápida com laringoscopia é apropriada.',
          },
          {
            label: 'Abdome',
            finding: '<p>Distendido, timpânico, ruídos metálicos; sem peritonite.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'A distensão eleva o diafragma e reduz a reserva de oxigênio.',
          },
          {
            label: 'Fundo de olho',
            finding: '<p>Exame difícil no leito; sem alterações grosseiras.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não acrescenta nada à decisão anestésica.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames antes da indução',
        body: '<p>O cirurgião quer operar em até 2 horas. Há tempo para exames rápidos e reposição.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>Vômitos prolongados causam alcalose metabólica hipoclorêmica e hipocalêmica; a lesão renal aguda pré-renal é frequente. O lactato alto levanta a suspeita de sofrimento de alça. Ecocardiograma e provas de função pulmonar não cabem na urgência e não mudam a conduta.</p>',
        options: [
          {
            label: 'Eletrólitos (Na, K, Cl)',
            finding:
              '<p>Na<sup>+</sup> 133 mEq/L (135–145); K<sup>+</sup> 2,9 mEq/L (3,5–5,0); Cl<sup>−</sup> 88 mEq/L (98–107).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Hipocalemia de 2,9 aumenta o risco de arritmias; repor antes e durante a cirurgia.',
            costReais: 25,
            turnaroundMinutes: 45,
          },
          {
            label: 'Gasometria venosa com lactato',
            finding:
              '<p>pH 7,51; HCO<sub>3</sub><sup>−</sup> 34 mEq/L (22–26); PvCO<sub>2</sub> 46 mmHg; lactato 2,8 mmol/L (&lt; 2).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Alcalose metabólica típica dos vômitos; o lactato alerta para sofrimento de alça.',
            costReais: 50,
            turnaroundMinutes: 10,
          },
          {
            label: 'Ureia e creatinina',
            finding: '<p>Ureia 92 mg/dL (15–45); creatinina 1,9 mg/dL (0,7–1,2; basal 1,0).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Lesão renal aguda pré-renal: hidratar e evitar nefrotóxicos.',
            costReais: 20,
            turnaroundMinutes: 45,
          },
          {
            label: 'Hemograma',
            finding: '<p>Hb 16,1 g/dL (13–17, hemoconcentrada); leucócitos 13.800/mm³; plaquetas 240.000/mm³.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Hemoconcentração confirma a perda de volume.',
            costReais: 15,
            turnaroundMinutes: 45,
          },
          {
            label: 'Eletrocardiograma',
            finding:
              '<p>Taquicardia sinusal a 106 bpm, ondas U proeminentes, QTc 480 ms; área inativa inferior antiga.</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Ondas U e QT longo refletem a hipocalemia; serve de base para comparar.',
            costReais: 40,
            turnaroundMinutes: 15,
          },
          {
            label: 'Ecocardiograma transtorácico',
            finding: '<p>Agendado para amanhã; não disponível na urgência.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Paciente sem sinais de insuficiência cardíaca: a cirurgia não pode esperar por ele.',
            costReais: 280,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Prova de função pulmonar',
            finding: '<p>Paciente não consegue realizar o exame.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Sem indicação na urgência e sem doença pulmonar conhecida.',
            costReais: 150,
            turnaroundMinutes: 1440,
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Síntese anestésica',
        body: '<p>Você resume: obstrução de delgado, vômitos fecaloides, oligúria, K<sup>+</sup> 2,9 e alcalose metabólica.</p>',
        prompt: 'Qual é a condição que mais orienta a técnica de indução, e o que mais está presente?',
        discussion:
          '<p>O estômago cheio com alto risco de broncoaspiração impõe a sequência rápida; a hipovolemia com distúrbios eletrolíticos dita a escolha e a dose do hipnótico e a reposição antes da indução.</p>',
        hypotheses: [
          {
            label: 'Estômago cheio com alto risco de broncoaspiração',
            synonyms: ['estomago cheio', 'risco de broncoaspiracao', 'full stomach', 'risco de aspiracao'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: obstrução intestinal é estômago cheio independentemente do tempo de jejum.',
            lessonTitle: 'Intubação em sequência rápida',
          },
          {
            label: 'Hipovolemia com alcalose metabólica hipoclorêmica e hipocalêmica',
            synonyms: ['hipovolemia', 'alcalose metabolica', 'hipocalemia', 'desidratacao'],
            points: 5,
            differentialPoints: 10,
            rating: 'useful',
            feedback: 'Presente e importante; acompanha o diagnóstico principal e orienta a reposição.',
          },
          {
            label: 'Lesão renal aguda pré-renal',
            synonyms: ['lra', 'insuficiencia renal aguda', 'lesao renal aguda', 'ira'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback: 'Presente; deve ser registrada e monitorada.',
          },
          {
            label: 'Via aérea difícil prevista',
            synonyms: ['vad', 'via aerea dificil'],
            points: -5,
            differentialPoints: -3,
            rating: 'unnecessary',
            feedback: 'O exame da via aérea é favorável.',
          },
          {
            label: 'Choque séptico por perfuração',
            synonyms: ['choque septico', 'sepse', 'perfuracao intestinal'],
            points: -3,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback: 'Sem peritonite nem febre alta; o lactato merece atenção, mas o quadro é de hipovolemia.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'A indução',
        body: '<p>Após 1.500 mL de Ringer lactato e início de reposição de potássio, a PA está em 118/72 mmHg e a FC em 94 bpm. Você vai induzir.</p>',
        prompt: 'Escolha e ordene as ações.',
        discussion:
          '<p>A sequência rápida moderna: aspirar a sonda, cabeceira elevada, pré-oxigenação eficaz (3 minutos ou 8 respirações de capacidade vital, EtO<sub>2</sub> ≥ 90%), hipnótico em dose ajustada à volemia, bloqueador de início rápido em dose plena e intubação sem ventilação com pressão alta. A pressão cricóidea é opcional e deve ser liberada se atrapalhar.</p>',
        options: [
          {
            label: 'Aspirar a sonda nasogástrica e mantê-la aberta; cabeceira elevada a 30°',
            points: 10,
            rating: 'essential',
            feedback: 'Reduz o volume gástrico e o refluxo passivo.',
            expertPosition: 1,
          },
          {
            label: 'Pré-oxigenar com O₂ 100% até EtO₂ ≥ 90%',
            points: 15,
            rating: 'essential',
            feedback: 'Aumenta a reserva de O₂ para a apneia sem ventilação.',
            expertPosition: 2,
            lessonTitle: 'Pré-oxigenação e oxigenação apneica',
          },
          {
            label: 'Etomidato 0,2 mg/kg (ou cetamina 1 mg/kg) e rocurônio 1,2 mg/kg',
            points: 15,
            rating: 'essential',
            feedback:
              'Hipnóticos com estabilidade hemodinâmica e bloqueio com condições de intubação em cerca de 60 s.',
            expertPosition: 3,
          },
          {
            label: 'Intubar com o balonete insuflado e confirmar por capnografia antes de ventilar',
            points: 10,
            rating: 'essential',
            feedback: 'A capnografia sustentada é a única confirmação confiável.',
            expertPosition: 4,
          },
          {
            label: 'Pressão cricóidea de 30 N após a perda de consciência',
            points: 3,
            rating: 'useful',
            feedback:
              'Opcional: a evidência de benefício é fraca (IRIS, 2019), e ela deve ser liberada se piorar a laringoscopia.',
            expertPosition: 5,
          },
          {
            label: 'Propofol 2,5 mg/kg em bolus',
            points: -15,
            rating: 'harmful',
            feedback: 'Dose plena de propofol em idoso hipovolêmico causa hipotensão grave e isquemia.',
          },
          {
            label: 'Ventilar sob máscara com pressão alta até a intubação',
            points: -10,
            rating: 'harmful',
            feedback:
              'Insufla o estômago e aumenta a regurgitação; se necessária, ventilação gentil com pico < 20 cmH₂O.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>O raciocínio começa pelo estômago: na obstrução intestinal, o conteúdo reflui do delgado e nenhuma hora de jejum protege. A sonda nasogástrica reduz, mas não zera, o volume gástrico. A sequência rápida é obrigatória.</p><p>O segundo problema é a volemia. Vômitos por 3 dias, oligúria, taquicardia apesar do betabloqueador e hemoconcentração indicam hipovolemia importante, com alcalose metabólica hipocalêmica e lesão renal pré-renal. A reposição antes da indução e a escolha de um hipnótico com estabilidade hemodinâmica, em dose ajustada, evitam o colapso pós-indução de um coronariopata.</p><p>Com a via aérea favorável, o plano é a sequência rápida clássica adaptada: pré-oxigenação eficaz, rocurônio 1,2 mg/kg (com sugamadex disponível), pressão cricóidea opcional e confirmação capnográfica.</p>',
    references: [
      "Miller's Anesthesia, 9ª ed., capítulo de manejo da via aérea no adulto",
      'Birenbaum A et al. Effect of cricoid pressure compared with a sham procedure in the rapid sequence induction of anesthesia: the IRIS randomized clinical trial. JAMA Surg 2019',
      'Sociedade Brasileira de Anestesiologia. Bases do Ensino da Anestesiologia, 2ª ed.',
    ],
    lessonTitles: ['Intubação em sequência rápida', 'Pré-oxigenação e oxigenação apneica'],
    questionStarts: ['<p>Homem de 34 anos, com obstrução intes', '<p>Sobre a pressão cricóidea (manobra de'],
  },
];
