import type { DemoCase } from './demo-case-types.ts';

const ANAFILAXIA = [
  'Anestesia em Situações Especiais',
  'Emergências e Complicações',
  'Crises em anestesia',
  'Anafilaxia perioperatória',
] as const;
const HIPERTERMIA = [
  'Anestesia em Situações Especiais',
  'Emergências e Complicações',
  'Crises em anestesia',
  'Hipertermia maligna',
] as const;
const SUCCINILCOLINA = [
  'Farmacologia',
  'Junção Neuromuscular',
  'Bloqueadores neuromusculares',
  'Succinilcolina',
] as const;

/** Anestesiologia, part 1: anafilaxia após a indução e hipertermia maligna. */
export const casesAnestesiologia1: readonly DemoCase[] = [
  {
    title: 'Colapso cinco minutos após a indução',
    summary:
      'Mulher de 42 anos, asmática leve, é induzida para colecistectomia videolaparoscópica eletiva. Minutos depois do antibiótico profilático, a pressão arterial despenca e a ventilação fica difícil. Você é o anestesiologista da sala.',
    subjects: [ANAFILAXIA],
    difficulty: 'medium',
    estimatedMinutes: 20,
    stages: [
      {
        kind: 'history',
        title: 'Avaliação pré-anestésica',
        body: '<p>Marina, 42 anos, 68 kg, 1,62 m, será submetida a colecistectomia videolaparoscópica por colelitíase sintomática. Na véspera, no consultório de avaliação pré-anestésica, diz: "Só quero saber se vou acordar sem dor".</p><p>PA 128/82 mmHg, FC 76 bpm, SpO<sub>2</sub> 98% em ar ambiente.</p>',
        prompt: 'O que você pergunta antes de planejar a anestesia?',
        discussion:
          '<p>A anamnese dirigida para alergias precisa ir além de "tem alergia a remédio?": alimentos com reatividade cruzada ao látex (banana, kiwi, abacate, castanha), reações a luvas e balões, e reações em procedimentos anteriores. Asma e uso de IECA ou betabloqueador pioram a gravidade e a resposta ao tratamento de uma anafilaxia.</p>',
        options: [
          {
            label: 'Alergias a medicamentos, alimentos e látex',
            finding:
              '<p>Nega alergia a medicamentos. Refere "coceira na boca" com kiwi e vermelhidão nas mãos com luvas de limpeza.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Síndrome látex-fruta sugere sensibilização ao látex: a sala deve ser preparada livre de látex, e o antecedente entra no raciocínio se houver reação.',
          },
          {
            label: 'Asma: frequência das crises e medicações',
            finding:
              '<p>Asma leve intermitente; usa salbutamol spray 1 a 2 vezes por mês. Última crise há 8 meses, sem internações.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'A asma aumenta o risco de broncoespasmo grave na anafilaxia e na manipulação da via aérea; uma asma controlada não adia a cirurgia.',
          },
          {
            label: 'Medicações em uso',
            finding: '<p>Enalapril 10 mg 12/12 h por hipertensão, há 3 anos.</p>',
            points: 10,
            rating: 'essential',
            feedback:
              'IECA e bloqueadores do receptor de angiotensina agravam a hipotensão na anestesia e na anafilaxia, que pode exigir vasopressores além da adrenalina.',
          },
          {
            label: 'Anestesias anteriores e intercorrências',
            finding:
              '<p>Cesárea há 10 anos sob raquianestesia, sem intercorrências; nunca recebeu anestesia geral.</p>',
            points: 5,
            rating: 'useful',
            feedback:
              'Reação prévia a um agente anestésico mudaria o plano; a ausência de exposição a bloqueadores neuromusculares não reduz o risco (há sensibilização cruzada por amônios quaternários de cosméticos).',
          },
          {
            label: 'Jejum e horário da última refeição',
            finding: '<p>Orientada a jejum de 8 horas para sólidos e 2 horas para líquidos claros.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'Confirmar o jejum é rotina e será refeito no dia; aqui não há fator de estômago cheio.',
          },
          {
            label: 'História familiar de febre alta em anestesia',
            finding: '<p>Nega.</p>',
            points: 3,
            rating: 'useful',
            feedback:
              'Pergunta de rotina para hipertermia maligna; é breve e faz parte de toda avaliação pré-anestésica.',
          },
          {
            label: 'Ritmo intestinal e uso de laxantes',
            finding: '<p>Evacua diariamente.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não muda o plano anestésico de uma colecistectomia eletiva.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Cinco minutos depois da cefazolina',
        body: '<p>A sala foi preparada sem látex. Indução: fentanil 150 mcg, propofol 140 mg e rocurônio 40 mg; intubação com tubo 7,0 sem dificuldade. Cefazolina 2 g IV foi infundida logo após a intubação.</p><p>Cinco minutos depois: PA 62/34 mmHg, FC 134 bpm, SpO<sub>2</sub> 89% com FiO<sub>2</sub> 50%, pressão de pico de 38 cmH<sub>2</sub>O (era 18), EtCO<sub>2</sub> 21 mmHg.</p>',
        prompt: 'O que você examina agora, em poucos segundos?',
        discussion:
          '<p>No paciente sob campos cirúrgicos, os sinais cutâneos podem passar despercebidos (e faltam em até 10% dos casos). Hipotensão, taquicardia, broncoespasmo e queda do EtCO<sub>2</sub> logo após um fármaco intravenoso compõem o quadro típico de anafilaxia grau III; checar a via aérea exclui causas mecânicas.</p>',
        options: [
          {
            label: 'Pele do tórax e da face sob os campos',
            finding: '<p>Eritema difuso e placas urticariformes no tórax e no pescoço; edema palpebral.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Os sinais cutâneos aparecem na maioria das anafilaxias e reforçam o diagnóstico.',
          },
          {
            label: 'Ausculta pulmonar',
            finding:
              '<p>Sibilos expiratórios difusos, bilaterais e simétricos; murmúrio presente em ambos os hemitórax.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Sibilância bilateral e simétrica indica broncoespasmo; murmúrio presente dos dois lados afasta intubação seletiva e pneumotórax.',
          },
          {
            label: 'Curva do capnograma e posição do tubo',
            finding:
              '<p>Curva com ascensão lenta, em "barbatana de tubarão", EtCO<sub>2</sub> 21 mmHg; tubo fixo a 21 cm na rima, sem dobras.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'A curva obstrutiva confirma broncoespasmo; o EtCO₂ baixo reflete a queda do débito cardíaco.',
          },
          {
            label: 'Pulsos e tempo de enchimento capilar',
            finding: '<p>Pulsos radiais finos, enchimento capilar de 4 segundos.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Confirma o choque e a gravidade, mas não pode atrasar a adrenalina.',
          },
          {
            label: 'Reflexo fotomotor',
            finding: '<p>Pupilas isocóricas e fotorreagentes.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Não ajuda a diferenciar as causas de colapso circulatório sob anestesia geral.',
          },
          {
            label: 'Reavaliar Mallampati e distância tireomentoniana',
            finding: '<p>Paciente já intubada; avaliação sem sentido neste momento.</p>',
            points: -4,
            rating: 'unnecessary',
            feedback: 'Preditores de via aérea difícil pertencem à avaliação pré-anestésica, não à crise.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'O que está acontecendo?',
        body: '<p>Em 1 minuto, a PA cai para 55/30 mmHg e a FC sobe para 142 bpm. O cirurgião ainda não fez a incisão.</p>',
        prompt: 'Qual a hipótese principal e quais os diagnósticos diferenciais?',
        discussion:
          '<p>Instabilidade cardiovascular e broncoespasmo minutos após um fármaco IV, com eritema e urticária, são anafilaxia até prova em contrário. Os suspeitos mais comuns no perioperatório são antibióticos (hoje a principal causa em várias séries), bloqueadores neuromusculares, clorexidina, látex e corantes. A reação ao látex costuma surgir mais tarde, 30 a 60 minutos após o contato com mucosas.</p>',
        hypotheses: [
          {
            label: 'Anafilaxia perioperatória grau III',
            synonyms: ['anafilaxia', 'choque anafilatico', 'reacao anafilatica', 'anafilaxia perioperatoria'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback:
              'Correto: hipotensão grave, broncoespasmo e sinais cutâneos logo após cefazolina definem grau III (ameaça à vida).',
            lessonTitle: 'Episódio 2: Anafilaxia após a indução',
          },
          {
            label: 'Broncoespasmo por estímulo da intubação em asmática',
            synonyms: ['broncoespasmo', 'crise asmatica', 'asma'],
            points: 3,
            differentialPoints: 6,
            rating: 'useful',
            feedback:
              'É diferencial do broncoespasmo, mas não explica o choque nem o eritema; o tempo (após a cefazolina) aponta anafilaxia.',
          },
          {
            label: 'Hipotensão pelo propofol',
            synonyms: ['hipotensao por propofol', 'hipotensao pos inducao', 'vasodilatacao anestesica'],
            points: -3,
            differentialPoints: 3,
            rating: 'unnecessary',
            feedback:
              'A hipotensão pós-indução é comum, mas não causa broncoespasmo nem urticária e não surge 5 minutos após estabilização.',
          },
          {
            label: 'Pneumotórax hipertensivo',
            synonyms: ['pneumotorax', 'pneumotorax hipertensivo'],
            points: -5,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback:
              'Causaria pressão de pico alta e choque, mas com murmúrio abolido de um lado; aqui a ausculta é simétrica.',
          },
          {
            label: 'Tromboembolismo pulmonar',
            synonyms: ['tep', 'embolia pulmonar', 'tromboembolismo pulmonar'],
            points: -5,
            differentialPoints: 2,
            rating: 'unnecessary',
            feedback: 'Queda de EtCO₂ e choque podem ocorrer no TEP, mas não broncoespasmo difuso com urticária.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratamento imediato',
        body: '<p>A enfermeira pergunta: "Doutor, o que eu preparo?". O cirurgião aguarda sua decisão.</p>',
        prompt: 'Escolha as ações e coloque-as na ordem em que você as faria.',
        discussion:
          '<p>A adrenalina é o tratamento de primeira linha e não deve ser atrasada: no grau III, 100 a 200 mcg IV, repetidos a cada 1 a 2 minutos, com infusão contínua se forem necessários vários bolus. Expansão volêmica vigorosa acompanha. Anti-histamínicos e corticoides são adjuvantes e nunca substituem a adrenalina. Em pacientes com IECA, a hipotensão refratária pode exigir vasopressina ou noradrenalina.</p>',
        options: [
          {
            label: 'Pedir ajuda, suspender a cefazolina e adiar a incisão',
            points: 15,
            rating: 'essential',
            feedback: 'Remover o agente suspeito e mobilizar a equipe é o primeiro passo de qualquer crise.',
            expertPosition: 1,
          },
          {
            label: 'Oxigênio a 100% e suspender o sevoflurano/propofol de manutenção se possível',
            points: 10,
            rating: 'essential',
            feedback: 'Corrige a hipoxemia e retira vasodilatadores enquanto o choque não é revertido.',
            expertPosition: 2,
          },
          {
            label: 'Adrenalina 100 mcg IV em bolus, repetindo a cada 1–2 minutos conforme a resposta',
            points: 20,
            rating: 'essential',
            feedback: 'Dose adequada ao grau III: reverte a vasodilatação, o broncoespasmo e estabiliza mastócitos.',
            expertPosition: 3,
            lessonTitle: 'Episódio 2: Anafilaxia após a indução',
          },
          {
            label: 'Cristaloide 20 mL/kg em bolus por acesso calibroso e elevar os membros inferiores',
            points: 10,
            rating: 'essential',
            feedback: 'A anafilaxia desloca grande volume para o interstício; a reposição é parte do tratamento.',
            expertPosition: 4,
          },
          {
            label: 'Hidrocortisona 200 mg IV após a estabilização',
            points: 3,
            rating: 'useful',
            feedback: 'Adjuvante de efeito tardio; não trata o choque agudo.',
            expertPosition: 5,
          },
          {
            label: 'Prometazina 50 mg IV como primeira medida, aguardando a resposta',
            points: -15,
            rating: 'harmful',
            feedback:
              'Anti-histamínico não reverte choque nem broncoespasmo, e a prometazina IV pode piorar a hipotensão; atrasar a adrenalina aumenta a mortalidade.',
          },
          {
            label: 'Adrenalina 1 mg IV em bolus',
            points: -20,
            rating: 'harmful',
            feedback:
              'Dose de parada cardíaca em paciente com pulso: provoca hipertensão grave, isquemia miocárdica e arritmias.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Depois da estabilização',
        body: '<p>Após 3 bolus de adrenalina (300 mcg), 1.500 mL de cristaloide e infusão de adrenalina a 0,05 mcg/kg/min, a PA está em 104/62 mmHg, FC 108 bpm, pressão de pico de 22 cmH<sub>2</sub>O. A cirurgia foi adiada. Passaram-se 40 minutos desde o início da reação.</p>',
        prompt: 'Que exames você solicita agora e nas próximas semanas?',
        discussion:
          '<p>A triptase sérica colhida entre 30 minutos e 2 horas do início, comparada com a basal (após 24 horas), documenta a ativação mastocitária: um valor agudo acima de 1,2 × basal + 2 µg/L é significativo. A investigação alergológica com testes cutâneos deve ser feita 4 a 6 semanas depois, quando os mastócitos se recompuseram, e deve incluir todos os fármacos e o látex.</p>',
        options: [
          {
            label: 'Triptase sérica agora',
            finding: '<p>Triptase 38 µg/L (referência: &lt; 11,4 µg/L).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Colhida na janela de 30 min a 2 h, confirma o mecanismo mastocitário.',
            costReais: 180,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Triptase basal após 24 horas',
            finding: '<p>Triptase 4,1 µg/L (referência: &lt; 11,4 µg/L).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'A basal permite aplicar a regra 1,2 × basal + 2 (aqui, 6,9 µg/L) e afasta mastocitose de base.',
            costReais: 180,
            turnaroundMinutes: 1440,
          },
          {
            label: 'Encaminhar para testes cutâneos e de provocação em 4–6 semanas',
            finding:
              '<p>Prick e intradérmico em 5 semanas: positivo para cefazolina 2 mg/mL; negativos para rocurônio, propofol, fentanil, clorexidina e látex.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Identifica o agente e libera alternativas seguras; a paciente recebe um relatório e uma pulseira de alerta.',
            costReais: 450,
            turnaroundMinutes: 50400,
          },
          {
            label: 'Gasometria arterial com lactato',
            finding:
              '<p>pH 7,31; PaCO<sub>2</sub> 44 mmHg; HCO<sub>3</sub><sup>−</sup> 21 mEq/L; lactato 3,8 mmol/L (ref. &lt; 2).</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Avalia perfusão e ventilação e orienta a retirada do suporte.',
            costReais: 60,
            turnaroundMinutes: 10,
          },
          {
            label: 'Testes cutâneos ainda hoje, no pós-operatório',
            finding: '<p>Resultado não interpretável: período refratário dos mastócitos.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Feitos cedo demais dão falso-negativo, pois os mastócitos estão depletados.',
            costReais: 450,
            turnaroundMinutes: 60,
          },
          {
            label: 'Dosagem de IgE total',
            finding: '<p>IgE total 210 UI/mL (referência: &lt; 100 UI/mL).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'A IgE total não identifica o agente nem confirma anafilaxia; reflete apenas atopia.',
            costReais: 45,
            turnaroundMinutes: 1440,
          },
          {
            label: 'D-dímero',
            finding: '<p>D-dímero 820 ng/mL (referência: &lt; 500 ng/mL).</p>',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'Inespecífico após choque e cirurgia; o quadro clínico não sugere TEP e o resultado só gera confusão.',
            costReais: 90,
            turnaroundMinutes: 60,
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão de prova',
        body: '<p>O teste cutâneo de Marina foi positivo para cefazolina, e ela volta para a colecistectomia 8 semanas depois.</p>',
        prompt: 'Assinale a alternativa correta.',
        discussion:
          '<p>Com alergia documentada à cefazolina, a profilaxia deve usar um antibiótico com estrutura diferente, e os demais fármacos testados negativos podem ser usados. A pré-medicação com anti-histamínico e corticoide não previne anafilaxia IgE-mediada e pode mascarar sinais iniciais.</p>',
        options: [
          {
            label: 'Usar clindamicina na profilaxia e manter os fármacos com teste negativo.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback:
              'Correta: evita o agente identificado e não há motivo para privar a paciente de fármacos seguros.',
          },
          {
            label: 'Usar cefazolina com pré-medicação com hidrocortisona e difenidramina.',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Pré-medicação não impede anafilaxia IgE-mediada; reexpor ao agente é inaceitável.',
          },
          {
            label: 'Evitar todos os bloqueadores neuromusculares por reatividade cruzada.',
            points: 0,
            rating: 'unnecessary',
            feedback: 'O rocurônio foi testado e é seguro; não há reatividade cruzada com a cefazolina.',
          },
          {
            label: 'Trocar a cefazolina por cefuroxima, da mesma classe.',
            points: -3,
            rating: 'unnecessary',
            feedback:
              'A cefazolina tem cadeia lateral única, mas sem teste da nova droga não se troca por outra cefalosporina por conveniência.',
          },
          {
            label: 'Contraindicar anestesia geral e operar sob raquianestesia.',
            points: 0,
            rating: 'unnecessary',
            feedback: 'A técnica anestésica não é o problema; o agente causal é que deve ser evitado.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>Este é o quadro clássico de anafilaxia perioperatória: minutos após um fármaco IV, hipotensão grave, taquicardia, broncoespasmo e queda do EtCO<sub>2</sub>. A gravidade (grau III da classificação de Ring e Messmer) dita a dose de adrenalina: 100 a 200 mcg IV titulados. O diferencial principal, o broncoespasmo isolado da asmática, não explica o choque.</p><p>O antecedente de síndrome látex-fruta desviou a atenção, mas o tempo entre a exposição e a reação aponta o antibiótico: reações ao látex demoram mais, por exigirem absorção por mucosas. O uso de enalapril tornou a hipotensão mais difícil de reverter.</p><p>Depois da crise vêm a documentação (triptase na janela certa e basal), a notificação e o encaminhamento para testes cutâneos em 4 a 6 semanas. A paciente sai da investigação sabendo o que evitar e com alternativas seguras para a próxima anestesia.</p>',
    references: [
      "Miller's Anesthesia, 9ª ed., capítulo de reações alérgicas perioperatórias",
      'Harper NJN et al. Anaesthesia, surgery, and life-threatening allergic reactions: NAP6. Br J Anaesth 2018',
      'Garvey LH et al. An EAACI position paper on the investigation of perioperative immediate hypersensitivity reactions. Allergy 2019',
    ],
    lessonTitles: ['Episódio 2: Anafilaxia após a indução'],
    questionStarts: [
      '<p>Mulher de 35 anos recebe cefazolina, ',
      '<p>Após a estabilização de um quadro de ',
      '<p>Em relação às reações anafiláticas pe',
    ],
  },
  {
    title: 'Gás carbônico que não para de subir',
    summary:
      'Jovem de 19 anos, vítima de queda de moto, é levado ao centro cirúrgico para fixação de fratura de tíbia. Quarenta minutos depois da indução, o capnógrafo mostra um número que não cede ao ajuste do ventilador.',
    subjects: [HIPERTERMIA, SUCCINILCOLINA],
    difficulty: 'hard',
    estimatedMinutes: 35,
    stages: [
      {
        kind: 'history',
        title: 'O que aconteceu até aqui',
        body: '<p>Lucas, 19 anos, 72 kg, sofreu fratura exposta da tíbia direita. Jantou 2 horas antes do acidente e foi induzido em sequência rápida com fentanil 150 mcg, propofol 150 mg e succinilcolina 100 mg; manutenção com sevoflurano 2%.</p><p>Quarenta minutos depois: EtCO<sub>2</sub> 62 mmHg apesar de o volume-minuto ter sido aumentado de 6 para 10 L/min, FC 128 bpm, PA 150/90 mmHg.</p>',
        prompt: 'O que você pergunta à equipe, ao prontuário e à família?',
        discussion:
          '<p>Hipercapnia refratária ao aumento da ventilação, taquicardia e exposição a sevoflurano e succinilcolina exigem pensar em hipertermia maligna. A rigidez de masseter após succinilcolina e a história familiar são os dados mais úteis; cocaína, anfetaminas e tireotoxicose são diferenciais clássicos.</p>',
        options: [
          {
            label: 'Como foi a intubação após a succinilcolina',
            finding:
              '<p>O residente conta que a boca "travou" por cerca de 1 minuto; intubou após o relaxamento parcial, na segunda tentativa.</p>',
            points: 15,
            rating: 'essential',
            feedback:
              'Rigidez de masseter após succinilcolina é um sinal precoce de suscetibilidade à hipertermia maligna.',
            lessonTitle: 'Hipertermia maligna: reconhecimento e tratamento',
          },
          {
            label: 'História familiar de complicações em anestesia',
            finding:
              '<p>A mãe, por telefone, lembra que um tio morreu "de febre" durante uma cirurgia de apendicite, nos anos 1990.</p>',
            points: 15,
            rating: 'essential',
            feedback: 'A suscetibilidade é autossômica dominante (RYR1, CACNA1S); a história familiar é decisiva.',
          },
          {
            label: 'Uso de cocaína, anfetaminas ou ecstasy',
            finding: '<p>Amigos que o acompanham negam uso de drogas naquela noite.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Simpaticomiméticos causam taquicardia e hipertermia e são diferencial importante.',
          },
          {
            label: 'Sintomas de hipertireoidismo',
            finding: '<p>Sem perda de peso, tremores, palpitações ou intolerância ao calor.</p>',
            points: 4,
            rating: 'useful',
            feedback: 'A crise tireotóxica é diferencial, mas raramente causa hipercapnia tão intensa.',
          },
          {
            label: 'Doenças musculares ou CK elevada previamente',
            finding: '<p>Nega fraqueza, cãibras ou miopatias conhecidas.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Algumas miopatias (doença do núcleo central) se associam à suscetibilidade.',
          },
          {
            label: 'Calendário vacinal',
            finding: '<p>Antitetânica em dia.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Relevante para a fratura exposta, mas não para a crise que está acontecendo.',
          },
        ],
      },
      {
        kind: 'exam',
        title: 'Na sala, agora',
        body: '<p>Você se aproxima do paciente e olha para o monitor e o aparelho de anestesia.</p>',
        prompt: 'O que você examina?',
        discussion:
          '<p>O aumento do CO<sub>2</sub> é o sinal mais precoce e sensível da hipertermia maligna; a hipertermia costuma ser tardia. O canister quente e o consumo rápido da cal sodada refletem a produção exagerada de CO<sub>2</sub>. Rigidez generalizada é muito específica.</p>',
        options: [
          {
            label: 'Tendência do capnograma',
            finding:
              '<p>Curva de morfologia normal, com platô ascendente de 38 para 64 mmHg em 15 minutos.</p><img src="/casos/anestesiologia-capnograma-hipertermia.svg" alt="Tendência do capnograma: EtCO2 subindo de 38 para 64 mmHg em 15 minutos apesar do aumento do volume-minuto">',
            points: 15,
            rating: 'essential',
            feedback: 'A morfologia normal com valor crescente indica produção aumentada de CO₂, não obstrução.',
          },
          {
            label: 'Temperatura central (esofágica)',
            finding: '<p>38,6 °C, subindo 0,5 °C a cada 10 minutos (era 36,4 °C na indução).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Elevação rápida da temperatura confirma o hipermetabolismo; é sinal tardio e grave.',
          },
          {
            label: 'Palpar o canister de cal sodada',
            finding: '<p>Muito quente ao toque; a cal está totalmente roxa.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'O calor e a exaustão da cal refletem a grande produção de CO₂.',
          },
          {
            label: 'Tônus muscular dos membros',
            finding:
              '<p>Rigidez em flexão dos membros superiores, apesar de o bloqueio neuromuscular ter sido dado.</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Rigidez generalizada sob bloqueio é altamente sugestiva de hipertermia maligna.',
          },
          {
            label: 'Ritmo cardíaco no monitor',
            finding: '<p>Taquicardia sinusal a 132 bpm com extrassístoles ventriculares isoladas.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'Arritmias sugerem hiperpotassemia e acidose.',
          },
          {
            label: 'Reflexo corneano',
            finding: '<p>Ausente sob anestesia geral.</p>',
            points: -3,
            rating: 'unnecessary',
            feedback: 'Sem valor diagnóstico nesta situação.',
          },
        ],
      },
      {
        kind: 'diagnosis',
        title: 'Qual é a hipótese?',
        body: '<p>A instrumentadora avisa que o campo está úmido de suor e o cirurgião pergunta se pode continuar.</p>',
        prompt: 'Qual a hipótese principal e os diferenciais?',
        discussion:
          '<p>Pelo escore clínico de Larach, rigidez de masseter, rigidez generalizada, hipercapnia refratária, taquicardia, hipertermia rápida e história familiar somam pontuação de probabilidade "quase certa". Não se espera exame laboratorial para tratar.</p>',
        hypotheses: [
          {
            label: 'Hipertermia maligna',
            synonyms: ['hm', 'hipertermia maligna', 'crise de hipertermia maligna', 'malignant hyperthermia'],
            points: 20,
            differentialPoints: 5,
            rating: 'essential',
            feedback: 'Correto: o quadro é típico, com gatilhos clássicos (sevoflurano e succinilcolina).',
            lessonTitle: 'Hipertermia maligna: reconhecimento e tratamento',
          },
          {
            label: 'Crise tireotóxica',
            synonyms: ['tempestade tireoidiana', 'tireotoxicose', 'crise tireotoxica'],
            points: 3,
            differentialPoints: 5,
            rating: 'useful',
            feedback: 'Diferencial válido, mas não causa rigidez muscular nem responde a dantroleno.',
          },
          {
            label: 'Sepse por fratura exposta',
            synonyms: ['sepse', 'choque septico', 'infeccao'],
            points: -3,
            differentialPoints: 3,
            rating: 'unnecessary',
            feedback: 'Não evolui em minutos com rigidez e hipercapnia após a indução.',
          },
          {
            label: 'Intoxicação por cocaína',
            synonyms: ['cocaina', 'intoxicacao simpaticomimetica', 'toxidrome simpaticomimetica'],
            points: 3,
            differentialPoints: 4,
            rating: 'useful',
            feedback: 'Diferencial importante, mas a rigidez após succinilcolina e a história familiar apontam HM.',
          },
          {
            label: 'Reinalação por válvula expiratória incompetente',
            synonyms: ['reinalacao', 'valvula incompetente', 'falha do absorvedor'],
            points: -3,
            differentialPoints: 3,
            rating: 'unnecessary',
            feedback: 'Eleva o CO₂ inspirado (linha de base acima de zero), o que não ocorre aqui.',
          },
        ],
      },
      {
        kind: 'management',
        title: 'Tratar a crise',
        body: '<p>Você declara a emergência. Há duas enfermeiras e um segundo anestesiologista a caminho. O kit de hipertermia maligna está na farmácia do centro cirúrgico.</p>',
        prompt: 'Escolha e ordene as ações.',
        discussion:
          '<p>Suspender os gatilhos e hiperventilar com O<sub>2</sub> a 100% em fluxo alto, com filtros de carvão ativado, são imediatos; o dantroleno 2,5 mg/kg deve ser repetido até o controle do CO<sub>2</sub>, da rigidez e da taquicardia (às vezes acima de 10 mg/kg). Resfriar ativamente até 38 °C e tratar a hiperpotassemia. Bloqueadores de canal de cálcio são contraindicados com dantroleno.</p>',
        options: [
          {
            label: 'Desligar o sevoflurano, pedir ajuda e o kit de HM, avisar o cirurgião para encerrar rapidamente',
            points: 15,
            rating: 'essential',
            feedback: 'Retirar o gatilho e organizar a equipe vem primeiro.',
            expertPosition: 1,
          },
          {
            label: 'Hiperventilar com O₂ 100% a ≥ 10 L/min e instalar filtros de carvão ativado',
            points: 15,
            rating: 'essential',
            feedback: 'Lava o agente residual e elimina CO₂; os filtros dispensam a troca do aparelho.',
            expertPosition: 2,
          },
          {
            label: 'Dantroleno 2,5 mg/kg IV (180 mg), repetindo até controle dos sinais',
            points: 20,
            rating: 'essential',
            feedback: 'Antagoniza a liberação de cálcio pelo receptor rianodina; é o único tratamento específico.',
            expertPosition: 3,
            lessonTitle: 'Hipertermia maligna: reconhecimento e tratamento',
          },
          {
            label: 'Resfriamento ativo (soro gelado, gelo em axilas e virilhas) até 38 °C',
            points: 10,
            rating: 'essential',
            feedback: 'Reduz o dano orgânico; parar em 38 °C evita hipotermia.',
            expertPosition: 4,
          },
          {
            label: 'Tratar hiperpotassemia com gluconato de cálcio e insulina com glicose',
            points: 8,
            rating: 'useful',
            feedback: 'A rabdomiólise libera potássio e provoca arritmias graves.',
            expertPosition: 5,
          },
          {
            label: 'Verapamil IV para controlar a taquicardia',
            points: -20,
            rating: 'harmful',
            feedback:
              'Com dantroleno, bloqueadores de canal de cálcio podem causar hiperpotassemia e colapso cardiovascular.',
          },
          {
            label: 'Trocar o aparelho de anestesia antes de qualquer outra medida',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Consome tempo precioso; os filtros de carvão ativado resolvem a contaminação.',
          },
        ],
      },
      {
        kind: 'tests',
        title: 'Exames durante e após a crise',
        body: '<p>Após 3 doses de dantroleno (7,5 mg/kg), o EtCO<sub>2</sub> cai para 42 mmHg, a FC para 98 bpm e a temperatura está em 38,1 °C. O paciente segue intubado para a UTI.</p>',
        prompt: 'Quais exames você pede?',
        discussion:
          '<p>A gasometria mostra a acidose mista típica; potássio, CK e mioglobina avaliam a rabdomiólise e o risco de lesão renal; o coagulograma busca CIVD. A recrudescência ocorre em até 20% dos casos nas primeiras 24 a 48 horas, por isso o dantroleno é mantido (1 mg/kg a cada 4–6 h) e o paciente vai para a UTI.</p>',
        options: [
          {
            label: 'Gasometria arterial com lactato',
            finding:
              '<p>pH 7,14; PaCO<sub>2</sub> 71 mmHg; HCO<sub>3</sub><sup>−</sup> 17 mEq/L; BE −9; lactato 6,2 mmol/L (ref. &lt; 2).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'Acidose respiratória e metabólica combinadas confirmam o hipermetabolismo.',
            costReais: 60,
            turnaroundMinutes: 10,
          },
          {
            label: 'Potássio sérico',
            finding: '<p>K<sup>+</sup> 6,3 mEq/L (ref. 3,5–5,0).</p>',
            points: 15,
            rating: 'essential',
            feedback: 'A hiperpotassemia é a causa mais comum de morte precoce na HM.',
            costReais: 12,
            turnaroundMinutes: 30,
          },
          {
            label: 'CK seriada',
            finding: '<p>CK 2.900 U/L na UTI e 18.400 U/L em 12 horas (ref. &lt; 190 U/L).</p>',
            points: 10,
            rating: 'essential',
            feedback: 'Mede a rabdomiólise; o pico ocorre entre 12 e 24 horas.',
            costReais: 18,
            turnaroundMinutes: 60,
          },
          {
            label: 'Mioglobina urinária e creatinina',
            finding: '<p>Urina escura, mioglobinúria positiva; creatinina 1,3 mg/dL (ref. 0,7–1,2).</p>',
            points: 8,
            rating: 'useful',
            feedback: 'Orienta hidratação para débito urinário > 2 mL/kg/h e prevenir lesão renal.',
            costReais: 40,
            turnaroundMinutes: 90,
          },
          {
            label: 'Coagulograma e plaquetas',
            finding: '<p>TP INR 1,3; TTPa 38 s; plaquetas 162.000/mm³; fibrinogênio 210 mg/dL.</p>',
            points: 5,
            rating: 'useful',
            feedback: 'A CIVD é complicação de crises graves e tardias.',
            costReais: 35,
            turnaroundMinutes: 60,
          },
          {
            label: 'Tomografia de crânio',
            finding: '<p>Sem alterações.</p>',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Não há suspeita de lesão intracraniana; o transporte de um paciente instável traz risco.',
            costReais: 400,
            turnaroundMinutes: 90,
          },
          {
            label: 'Hemoculturas',
            finding: '<p>Negativas após 5 dias.</p>',
            points: -2,
            rating: 'unnecessary',
            feedback: 'A febre é hipermetabólica, não infecciosa; não mudam a conduta agora.',
            costReais: 120,
            turnaroundMinutes: 7200,
          },
        ],
      },
      {
        kind: 'question',
        title: 'Questão de prova',
        body: '<p>Lucas recebe alta da UTI no quarto dia. A família pergunta como saber quem mais corre risco.</p>',
        prompt: 'Assinale a alternativa correta sobre a investigação da suscetibilidade.',
        discussion:
          '<p>O padrão-ouro é o teste de contratura in vitro com halotano e cafeína em biópsia muscular, feito em centros de referência (no Brasil, na UNIFESP). O teste genético para variantes patogênicas de RYR1 e CACNA1S pode confirmar a suscetibilidade, mas um resultado negativo não a exclui. A CK basal normal não afasta o risco.</p>',
        options: [
          {
            label: 'O teste de contratura com halotano e cafeína em biópsia muscular é o padrão-ouro.',
            points: 15,
            rating: 'essential',
            correct: true,
            feedback: 'Correta: tem alta sensibilidade e é a referência para suscetíveis e familiares.',
          },
          {
            label: 'CK basal normal nos familiares exclui a suscetibilidade.',
            points: -3,
            rating: 'unnecessary',
            feedback: 'A CK está normal em muitos suscetíveis; não serve de triagem.',
          },
          {
            label: 'Teste genético negativo para RYR1 permite usar sevoflurano com segurança.',
            points: -5,
            rating: 'unnecessary',
            feedback: 'Nem todas as variantes são conhecidas; genético negativo não exclui.',
          },
          {
            label: 'Familiares só devem ser investigados se já tiveram reação anestésica.',
            points: 0,
            rating: 'unnecessary',
            feedback: 'Todos os parentes de primeiro grau devem ser considerados suscetíveis até investigação.',
          },
        ],
      },
    ],
    expertReasoning:
      '<p>A hipercapnia que não cede ao aumento do volume-minuto, com curva de morfologia normal, significa produção aumentada de CO<sub>2</sub>. Em um jovem exposto a sevoflurano e succinilcolina, com rigidez de masseter na indução, taquicardia e depois rigidez generalizada e febre em ascensão, a hipertermia maligna é o diagnóstico, e a história familiar o confirma clinicamente.</p><p>O tratamento não espera exames: retirar o gatilho, hiperventilar com fluxo alto, filtros de carvão ativado, dantroleno 2,5 mg/kg repetido, resfriamento ativo e correção da hiperpotassemia. Os exames documentam a gravidade e orientam a UTI, onde se vigia recrudescência, rabdomiólise, lesão renal e CIVD.</p><p>A crise termina com um dever: notificar, orientar a família e encaminhar para o teste de contratura. Toda anestesia futura de Lucas e de seus parentes de primeiro grau deve ser livre de gatilhos (anestesia venosa total ou regional).</p>',
    references: [
      "Miller's Anesthesia, 9ª ed., capítulo de hipertermia maligna",
      'Glahn KPE et al. European Malignant Hyperthermia Group guidelines for the management of MH reactions. Br J Anaesth 2020',
      'Larach MG et al. A clinical grading scale to predict malignant hyperthermia susceptibility. Anesthesiology 1994',
    ],
    lessonTitles: ['Hipertermia maligna: reconhecimento e tratamento'],
    questionStarts: [
      '<p>Menino de 12 anos é anestesiado com s',
      '<p>Diante de uma crise de hipertermia ma',
      '<p>Homem de 28 anos, cujo irmão teve hip',
    ],
  },
];
