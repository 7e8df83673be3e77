import type { DemoQuestion } from './demo-question-types.ts';

const R1 = 'Residência Médica R1 – Acesso Direto';
const TEA = 'Prova de Título TEA/TSA (Sociedade Brasileira de Anestesiologia)';

/** Anestesiologia, part 2: recuperação pós-anestésica, farmacologia e anestésicos locais. */
export const questions2: readonly DemoQuestion[] = [
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Náuseas e vômitos pós-operatórios'],
    statement:
      '<p>Mulher de 35 anos, não tabagista, com história de cinetose, será submetida a colecistectomia videolaparoscópica sob anestesia geral, com previsão de morfina para analgesia pós-operatória.</p><p>Pelo escore simplificado de Apfel, o risco estimado de náuseas e vômitos pós-operatórios dessa paciente é de aproximadamente:</p>',
    alternatives: [
      { text: '10%.', explanation: 'Corresponde a nenhum fator de risco.' },
      { text: '20%.', explanation: 'Corresponde a um fator de risco.' },
      { text: '40%.', explanation: 'Corresponde a dois fatores de risco.' },
      { text: '60%.', explanation: 'Corresponde a três fatores de risco.' },
      {
        text: '80%.',
        explanation:
          'Correta: a paciente tem os quatro fatores (sexo feminino, não tabagista, cinetose e opioide pós-operatório).',
      },
    ],
    correct: 'E',
    explanation:
      'O escore de Apfel soma quatro fatores: sexo feminino, não tabagismo, história de NVPO ou cinetose e uso de opioide no pós-operatório. O risco é de cerca de 10%, 20%, 40%, 60% e 80% para 0, 1, 2, 3 e 4 fatores. Pacientes de alto risco devem receber profilaxia multimodal com duas ou mais intervenções.',
    source: { institution: 'SUS-SP', exam: R1, year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Náuseas e vômitos pós-operatórios'],
    statement:
      '<p>Qual das características abaixo <strong>não</strong> integra o escore simplificado de Apfel para risco de náuseas e vômitos pós-operatórios em adultos?</p>',
    alternatives: [
      { text: 'Sexo feminino.', explanation: 'Integra o escore e é o fator de risco isolado mais forte.' },
      { text: 'Não tabagismo.', explanation: 'Integra o escore: o tabagismo é protetor para NVPO.' },
      { text: 'História de NVPO ou de cinetose.', explanation: 'Integra o escore.' },
      { text: 'Uso de opioides no pós-operatório.', explanation: 'Integra o escore.' },
      {
        text: 'Obesidade.',
        explanation: 'Correta: a obesidade não é fator de risco independente e não faz parte do escore.',
      },
    ],
    correct: 'E',
    explanation:
      'Os quatro fatores de Apfel são sexo feminino, não tabagismo, história de NVPO ou cinetose e opioide pós-operatório. Outros fatores reconhecidos nas diretrizes incluem idade abaixo de 50 anos, uso de anestésicos voláteis e óxido nitroso e alguns tipos de cirurgia (colecistectomia, laparoscopia, ginecológica). Obesidade, ansiedade e sonda nasogástrica não são fatores independentes.',
    source: { institution: 'AMRIGS', exam: R1, year: 2016, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Náuseas e vômitos pós-operatórios'],
    statement:
      '<p>Mulher de 29 anos, não fumante, com episódio grave de NVPO em cirurgia anterior, será submetida a cirurgia ginecológica laparoscópica.</p><p>A estratégia mais adequada para prevenção de NVPO é:</p>',
    alternatives: [
      {
        text: 'Anestesia com sevoflurano e óxido nitroso, com ondansetrona apenas se houver vômito.',
        explanation:
          'Inalatórios e N2O aumentam o risco, e a paciente de alto risco deve receber profilaxia, não só tratamento.',
      },
      {
        text: 'Anestesia venosa total com propofol, sem óxido nitroso, dexametasona na indução e ondansetrona ao fim da cirurgia.',
        explanation:
          'Correta: reduz o risco basal e associa antieméticos de classes diferentes, nos momentos de maior eficácia.',
      },
      {
        text: 'Metoclopramida 10 mg isolada na indução.',
        explanation:
          'A metoclopramida 10 mg tem eficácia antiemética limitada e, isolada, é insuficiente para alto risco.',
      },
      {
        text: 'Ondansetrona em dose dobrada isolada na indução.',
        explanation: 'Aumentar a dose de um único agente não substitui a profilaxia multimodal.',
      },
    ],
    correct: 'B',
    explanation:
      'As diretrizes de consenso para NVPO recomendam reduzir o risco basal (anestesia venosa total com propofol, evitar N2O e voláteis, poupar opioides com analgesia multimodal) e usar profilaxia com dois ou mais agentes em pacientes com fatores de risco. A dexametasona é mais eficaz na indução, e a ondansetrona, ao fim da cirurgia.',
    source: { institution: 'UNIFESP', exam: R1, year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Náuseas e vômitos pós-operatórios'],
    statement:
      '<p>Paciente recebeu dexametasona na indução e ondansetrona ao fim de uma tireoidectomia. Quarenta minutos após a chegada à sala de recuperação, apresenta náuseas e dois episódios de vômito.</p><p>A conduta farmacológica mais adequada é:</p>',
    alternatives: [
      {
        text: 'Repetir a ondansetrona em dose dobrada.',
        explanation:
          'Repetir um antagonista 5-HT3 nas primeiras 6 horas após a profilaxia não traz benefício adicional.',
      },
      {
        text: 'Repetir a dexametasona.',
        explanation: 'A dexametasona tem início lento e é usada na profilaxia, não no resgate.',
      },
      {
        text: 'Administrar antiemético de classe diferente das usadas na profilaxia.',
        explanation: 'Correta: o resgate deve usar outra classe, como antagonista dopaminérgico ou anti-histamínico.',
      },
      {
        text: 'Aguardar, pois o vômito pós-operatório é autolimitado.',
        explanation:
          'A NVPO causa desconforto, atrasa a alta e pode provocar complicações, como hematoma cervical; deve ser tratada.',
      },
      {
        text: 'Aumentar a dose de opioide para sedar a paciente.',
        explanation: 'Os opioides são emetogênicos e pioram a NVPO.',
      },
    ],
    correct: 'C',
    explanation:
      'Quando a profilaxia falha, o tratamento de resgate deve usar um antiemético de classe farmacológica diferente da que foi administrada. Repetir o mesmo agente nas primeiras 6 horas é ineficaz. Deve-se ainda investigar causas tratáveis, como hipotensão, dor, hipoxemia e uso de opioides.',
    source: { institution: 'HCPA', exam: R1, year: 2020, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Sala de recuperação pós-anestésica'],
    statement:
      '<p>Na sala de recuperação pós-anestésica, um paciente move os quatro membros ao comando, respira profundamente e tosse, tem pressão arterial 30% abaixo do valor pré-anestésico, desperta quando chamado e mantém SpO<sub>2</sub> de 94% com cateter nasal de O<sub>2</sub> (em ar ambiente cai para 88%).</p><p>Pelo índice de Aldrete e Kroulik modificado, a pontuação e a conduta são:</p>',
    alternatives: [
      {
        text: '6 pontos; permanecer na SRPA.',
        explanation: 'A soma está subestimada: atividade e respiração valem 2 pontos cada.',
      },
      {
        text: '7 pontos; permanecer na SRPA até atingir pelo menos 9.',
        explanation: 'Correta: atividade 2, respiração 2, circulação 1, consciência 1 e saturação 1, total de 7.',
      },
      {
        text: '8 pontos; alta para a enfermaria.',
        explanation: 'A soma está superestimada, e a alta exige em geral pontuação ≥ 9.',
      },
      {
        text: '9 pontos; alta para a enfermaria.',
        explanation: 'A pressão 30% abaixo, a consciência ao chamado e a necessidade de O2 não pontuam 2.',
      },
      {
        text: '10 pontos; alta para a enfermaria.',
        explanation: 'Só pontuaria 10 se todos os parâmetros estivessem plenos.',
      },
    ],
    correct: 'B',
    explanation:
      'O índice de Aldrete-Kroulik modificado avalia atividade, respiração, circulação (PA até 20% do basal = 2; entre 20% e 49% = 1), consciência (desperto = 2; desperta ao chamado = 1) e saturação (> 92% em ar ambiente = 2; precisa de O2 para manter > 90% = 1). A alta da SRPA costuma exigir pontuação ≥ 9, somada a dor, náuseas e sangramento controlados.',
    source: { institution: 'SES-DF', exam: R1, year: 2021, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Sala de recuperação pós-anestésica'],
    statement:
      '<p>Homem de 74 anos, após laparotomia sob anestesia geral com rocurônio, recebeu neostigmina e atropina ao fim da cirurgia, sem monitorização do bloqueio, e foi extubado. Na SRPA está agitado, com respiração rápida e superficial, dificuldade para manter os olhos abertos e SpO<sub>2</sub> de 89%. A monitorização quantitativa mostra relação T4/T1 de 0,6.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Administrar nova dose de neostigmina em dose dobrada.',
        explanation:
          'A neostigmina tem efeito teto; doses adicionais não aumentam a reversão e podem causar fraqueza paradoxal.',
      },
      {
        text: 'Administrar naloxona, pois o quadro é de depressão por opioide.',
        explanation:
          'A depressão por opioide causa bradipneia, e não respiração rápida e superficial com fraqueza e T4/T1 baixo.',
      },
      {
        text: 'Administrar flumazenil.',
        explanation: 'Não há benzodiazepínico implicado; o quadro é de fraqueza muscular.',
      },
      {
        text: 'Iniciar dantrolene por suspeita de hipertermia maligna.',
        explanation: 'Não há hipercapnia, rigidez ou hipertermia.',
      },
      {
        text: 'Oferecer suporte ventilatório e administrar sugamadex para reverter o bloqueio residual.',
        explanation:
          'Correta: o sugamadex encapsula o rocurônio remanescente e reverte o bloqueio residual mesmo após a neostigmina.',
      },
    ],
    correct: 'E',
    explanation:
      'O bloqueio neuromuscular residual (T4/T1 < 0,9) é causa frequente e subestimada de hipoxemia, obstrução de via aérea e aspiração na SRPA, sobretudo quando a reversão é feita sem monitorização. O tratamento é suporte ventilatório e reversão eficaz; após rocurônio, o sugamadex é a opção mais eficiente.',
    source: { institution: 'SBA', exam: TEA, year: 2022, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Sala de recuperação pós-anestésica'],
    statement:
      '<p>Paciente de 50 anos, após 4 horas de cirurgia abdominal, chega à SRPA com temperatura de 35,4 °C e tremores intensos, sem outros achados.</p><p>Além do aquecimento ativo com manta de ar forçado, o fármaco mais eficaz para o controle dos tremores é:</p>',
    alternatives: [
      { text: 'Naloxona.', explanation: 'A naloxona não trata tremores e reverteria a analgesia.' },
      { text: 'Neostigmina.', explanation: 'Anticolinesterásico sem efeito sobre o tremor termorregulatório.' },
      {
        text: 'Dantrolene.',
        explanation: 'Reservado à hipertermia maligna; não é tratamento de tremor pós-anestésico.',
      },
      {
        text: 'Meperidina em dose baixa.',
        explanation:
          'Correta: a meperidina reduz o limiar de tremor, provavelmente por ação em receptores kappa e alfa-2.',
      },
    ],
    correct: 'D',
    explanation:
      'O tremor pós-anestésico é, na maioria das vezes, resposta termorregulatória à hipotermia e aumenta muito o consumo de oxigênio. O tratamento é aquecer ativamente; entre os fármacos, a meperidina em dose baixa (cerca de 25 mg IV no adulto) é o mais eficaz, e clonidina, dexmedetomidina e tramadol são alternativas.',
    source: { institution: 'PSU-MG', exam: R1, year: 2016, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Dor aguda pós-operatória'],
    statement:
      '<p>Mulher de 42 anos, virgem de opioides, sem comorbidades, será mantida com analgesia controlada pelo paciente (PCA) com morfina intravenosa após histerectomia abdominal.</p><p>Sobre a programação da PCA, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A infusão basal contínua deve ser sempre associada, para evitar dor ao despertar.',
        explanation:
          'A infusão basal em pacientes virgens de opioides aumenta a depressão respiratória sem melhorar a analgesia.',
      },
      {
        text: 'O intervalo de bloqueio (lockout) deve ser de 60 minutos para maior segurança.',
        explanation: 'Intervalos muito longos tornam a PCA ineficaz; usam-se em geral 5 a 10 minutos para morfina.',
      },
      {
        text: 'Familiares devem acionar o botão quando a paciente estiver dormindo.',
        explanation:
          'A PCA por procuração elimina a principal proteção do método, que é o paciente sedado parar de se administrar.',
      },
      {
        text: 'Deve-se evitar infusão basal em pacientes virgens de opioides e monitorizar sedação e frequência respiratória.',
        explanation: 'Correta: a segurança da PCA depende da autoadministração e da vigilância da sedação.',
      },
      {
        text: 'A PCA dispensa analgésicos não opioides associados.',
        explanation: 'A analgesia multimodal reduz o consumo de opioide e seus efeitos adversos.',
      },
    ],
    correct: 'D',
    explanation:
      'A PCA é segura porque o paciente sedado deixa de acionar o dispositivo. Infusões basais e acionamento por terceiros anulam essa proteção. A programação usual para morfina inclui bolus de 1 a 2 mg, intervalo de bloqueio de 5 a 10 minutos e limite horário, sempre com analgesia multimodal e monitorização da sedação.',
    source: { institution: 'UNICAMP', exam: R1, year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Dor aguda pós-operatória'],
    statement:
      '<p>Homem de 38 anos, em tratamento de transtorno por uso de opioides com buprenorfina-naloxona sublingual 16 mg/dia há 2 anos, será submetido a colectomia eletiva.</p><p>A conduta perioperatória recomendada atualmente é:</p>',
    alternatives: [
      {
        text: 'Suspender a buprenorfina 7 dias antes da cirurgia.',
        explanation: 'A suspensão expõe o paciente a recaída e a abstinência, sem benefício analgésico claro.',
      },
      {
        text: 'Manter a buprenorfina e otimizar a analgesia multimodal e regional, acrescentando opioides de alta afinidade se necessário.',
        explanation: 'Correta: as recomendações atuais favorecem a manutenção da buprenorfina no perioperatório.',
      },
      {
        text: 'Substituir a buprenorfina por naloxona no perioperatório.',
        explanation: 'A naloxona é antagonista e precipitaria abstinência e dor.',
      },
      {
        text: 'Contraindicar técnicas regionais, pela interação com a buprenorfina.',
        explanation: 'Técnicas regionais são especialmente úteis nesses pacientes.',
      },
    ],
    correct: 'B',
    explanation:
      'A buprenorfina é agonista parcial de alta afinidade do receptor mu. Consensos recentes recomendam mantê-la no perioperatório (eventualmente fracionando a dose), pois sua suspensão aumenta o risco de recaída. A analgesia se apoia em bloqueios regionais, analgésicos não opioides, cetamina e, se necessário, opioides potentes em doses tituladas, com monitorização.',
    source: { institution: 'SBA', exam: TEA, year: 2025, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Recuperação Pós-Anestésica', 'Dor aguda pós-operatória'],
    statement:
      '<p>Paciente de 66 anos recebeu raquianestesia com bupivacaína hiperbárica e 100 mcg de morfina intratecal para artroplastia de joelho.</p><p>Sobre a morfina intratecal nesse contexto, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Seu principal risco é a depressão respiratória precoce, nos primeiros 15 minutos.',
        explanation: 'A depressão precoce é típica dos opioides lipofílicos, como fentanil e sufentanil.',
      },
      {
        text: 'Não causa prurido, náuseas ou retenção urinária.',
        explanation: 'Esses efeitos são comuns com opioides no neuroeixo.',
      },
      {
        text: 'Pode causar depressão respiratória tardia, entre 6 e 12 horas, pela disseminação rostral no liquor, o que exige monitorização.',
        explanation:
          'Correta: a hidrossolubilidade da morfina mantém o fármaco no liquor e permite sua ascensão ao tronco encefálico.',
      },
      {
        text: 'Sua duração de analgesia é inferior a 2 horas.',
        explanation: 'A analgesia da morfina intratecal dura em geral de 12 a 24 horas.',
      },
      { text: 'É revertida apenas com flumazenil.', explanation: 'A depressão por opioide é revertida com naloxona.' },
    ],
    correct: 'C',
    explanation:
      'Os opioides hidrofílicos, como a morfina, permanecem no liquor e sobem até o tronco encefálico, com analgesia prolongada e risco de depressão respiratória tardia (pico entre 6 e 12 horas). Opioides lipofílicos têm início rápido, curta duração e risco mais precoce. Pacientes com morfina intratecal devem ser monitorizados quanto a sedação e frequência respiratória por cerca de 24 horas.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Concentração alveolar mínima'],
    statement:
      '<p>A concentração alveolar mínima (CAM) é a principal medida de potência dos anestésicos inalatórios.</p><p>Assinale a definição correta de CAM.</p>',
    alternatives: [
      {
        text: 'Concentração alveolar, a 1 atm, que impede o movimento em resposta à incisão cirúrgica em 50% dos pacientes.',
        explanation: 'Correta: é a definição clássica de Eger, que equivale à DE50.',
      },
      {
        text: 'Concentração alveolar que impede o movimento à incisão em 95% dos pacientes.',
        explanation: 'Isso corresponde a cerca de 1,3 CAM, não à CAM.',
      },
      {
        text: 'Concentração inspirada que produz perda da consciência em 50% dos pacientes.',
        explanation: 'A perda de consciência corresponde à CAM-acordado, bem menor que a CAM.',
      },
      {
        text: 'Concentração alveolar que bloqueia a resposta adrenérgica à incisão em 50% dos pacientes.',
        explanation: 'Essa é a CAM-BAR, maior que a CAM.',
      },
      {
        text: 'Concentração plasmática que produz apneia em 50% dos pacientes.',
        explanation: 'A CAM é medida no alvéolo e tem como desfecho o movimento.',
      },
    ],
    correct: 'A',
    explanation:
      'A CAM é a concentração alveolar, ao nível do mar, que impede o movimento em resposta a um estímulo doloroso padronizado em 50% dos pacientes. Quanto menor a CAM, mais potente o agente. A imobilidade é mediada principalmente pela medula espinhal, e 1,3 CAM impede o movimento em cerca de 95% dos pacientes.',
    source: { institution: 'USP-SP', exam: R1, year: 2017, board: 'FUVEST' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Concentração alveolar mínima'],
    statement: '<p>Qual dos fatores abaixo <strong>aumenta</strong> a CAM dos anestésicos inalatórios?</p>',
    alternatives: [
      { text: 'Gestação.', explanation: 'A gestação reduz a CAM, em parte pela progesterona.' },
      { text: 'Hipotermia.', explanation: 'A hipotermia reduz a CAM.' },
      { text: 'Intoxicação alcoólica aguda.', explanation: 'A intoxicação aguda reduz a CAM.' },
      {
        text: 'Alcoolismo crônico.',
        explanation: 'Correta: o uso crônico de álcool induz tolerância e aumenta a CAM.',
      },
      { text: 'Idade avançada.', explanation: 'A CAM cai cerca de 6% por década após os 40 anos.' },
    ],
    correct: 'D',
    explanation:
      'Aumentam a CAM: hipertermia, hipernatremia, alcoolismo crônico, cabelo ruivo (variantes do gene MC1R) e uso agudo de estimulantes como cocaína e anfetamina. Reduzem a CAM: idade, hipotermia, gestação, intoxicação alcoólica aguda, opioides, benzodiazepínicos, alfa-2-agonistas, hipoxemia grave e hiponatremia.',
    source: { institution: 'UERJ', exam: R1, year: 2020, board: 'Instituto AOCP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Concentração alveolar mínima'],
    statement: '<p>Entre os anestésicos inalatórios abaixo, em adulto de 40 anos, qual é o mais potente?</p>',
    alternatives: [
      { text: 'Isoflurano.', explanation: 'Correta: com CAM de cerca de 1,15%, é o mais potente entre as opções.' },
      { text: 'Sevoflurano.', explanation: 'Tem CAM de cerca de 2%, sendo menos potente que o isoflurano.' },
      { text: 'Desflurano.', explanation: 'Tem CAM de cerca de 6%.' },
      {
        text: 'Óxido nitroso.',
        explanation: 'Tem CAM de cerca de 104%; é o menos potente e não produz anestesia isoladamente a 1 atm.',
      },
    ],
    correct: 'A',
    explanation:
      'Potência é inversamente proporcional à CAM, que por sua vez se relaciona com a lipossolubilidade (coeficiente óleo/gás, regra de Meyer-Overton). Valores aproximados no adulto: isoflurano 1,15%, sevoflurano 2%, desflurano 6% e óxido nitroso 104%. Potência e velocidade de indução são propriedades distintas.',
    source: { institution: 'SES-DF', exam: R1, year: 2017, board: 'Cebraspe' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Concentração alveolar mínima'],
    statement:
      '<p>Paciente de 40 anos é mantido com óxido nitroso a 52% e sevoflurano a 1% na concentração expirada.</p><p>Considerando CAM de 104% para o óxido nitroso e de 2% para o sevoflurano, a CAM total aproximada é de:</p>',
    alternatives: [
      { text: '0,5 CAM.', explanation: 'Considera apenas um dos agentes.' },
      { text: '0,75 CAM.', explanation: 'Subestima a soma dos efeitos.' },
      {
        text: '1,0 CAM.',
        explanation: 'Correta: 0,5 CAM de N2O somada a 0,5 CAM de sevoflurano resulta em cerca de 1 CAM.',
      },
      { text: '1,5 CAM.', explanation: 'Superestima a soma das frações de CAM.' },
      { text: '2,0 CAM.', explanation: 'Resultaria de somar as porcentagens em vez das frações de CAM.' },
    ],
    correct: 'C',
    explanation:
      'Os valores de CAM dos inalatórios são aproximadamente aditivos: 0,5 CAM de um agente mais 0,5 CAM de outro produzem efeito semelhante a 1 CAM. O N2O é usado como adjuvante para reduzir a concentração do agente halogenado necessária, mas tem contraindicações próprias.',
    source: { institution: 'AMRIGS', exam: R1, year: 2019, board: 'AMRIGS' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Farmacocinética dos inalatórios'],
    statement:
      '<p>Entre os agentes inalatórios abaixo, qual proporciona indução e despertar mais rápidos, por ter o menor coeficiente de partição sangue/gás?</p>',
    alternatives: [
      { text: 'Óxido nitroso.', explanation: 'Tem coeficiente de 0,47, pouco maior que o do desflurano.' },
      {
        text: 'Desflurano.',
        explanation: 'Correta: com coeficiente sangue/gás de cerca de 0,42, é o menos solúvel dos agentes em uso.',
      },
      { text: 'Sevoflurano.', explanation: 'Tem coeficiente de cerca de 0,65.' },
      { text: 'Isoflurano.', explanation: 'Tem coeficiente de cerca de 1,4.' },
      { text: 'Halotano.', explanation: 'Tem coeficiente de cerca de 2,4, o maior entre as opções.' },
    ],
    correct: 'B',
    explanation:
      'Quanto menor o coeficiente sangue/gás, menos anestésico o sangue remove do alvéolo e mais rápido a concentração alveolar se aproxima da inspirada, acelerando indução e recuperação. O desflurano é o menos solúvel, mas é irritante para a via aérea e não é usado em indução inalatória; o sevoflurano é o agente de escolha para esse fim.',
    source: { institution: 'UNIFESP', exam: R1, year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Farmacocinética dos inalatórios'],
    statement:
      '<p>Paciente mantido com óxido nitroso a 70% durante 2 horas é extubado e passa a respirar ar ambiente. Nos primeiros minutos, a SpO<sub>2</sub> cai de 98% para 91%.</p><p>O fenômeno responsável é:</p>',
    alternatives: [
      {
        text: 'Efeito do segundo gás.',
        explanation: 'O efeito do segundo gás ocorre na indução e acelera a captação de outro agente.',
      },
      {
        text: 'Efeito da concentração.',
        explanation: 'Também é fenômeno da indução, pela alta concentração inspirada de N2O.',
      },
      {
        text: 'Difusão hipóxica.',
        explanation: 'Correta: o grande volume de N2O que sai do sangue para o alvéolo dilui o O2 alveolar.',
      },
      {
        text: 'Shunt intrapulmonar por atelectasia de absorção.',
        explanation: 'Pode contribuir para hipoxemia, mas não explica o fenômeno típico da saída do N2O.',
      },
    ],
    correct: 'C',
    explanation:
      'Ao interromper o N2O, grandes volumes do gás passam do sangue para o alvéolo e diluem o oxigênio e o CO2 alveolares, causando hipoxemia nos primeiros minutos (difusão hipóxica ou efeito Fink). A prevenção é administrar O2 a 100% por alguns minutos ao final da anestesia.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Farmacocinética dos inalatórios'],
    statement:
      '<p>Homem de 58 anos foi submetido há 10 dias a vitrectomia com injeção de gás intraocular (perfluoropropano). Agora precisa de herniorrafia inguinal sob anestesia geral.</p><p>Quanto ao uso de óxido nitroso, é correto:</p>',
    alternatives: [
      {
        text: 'Pode ser usado, pois o gás intraocular já foi reabsorvido.',
        explanation: 'O perfluoropropano pode permanecer no olho por 6 a 8 semanas.',
      },
      {
        text: 'Pode ser usado desde que em concentração de até 50%.',
        explanation: 'Mesmo concentrações menores expandem a bolha; o N2O deve ser evitado.',
      },
      {
        text: 'É indicado, pois reduz a pressão intraocular.',
        explanation: 'O N2O aumenta o volume da bolha e a pressão intraocular.',
      },
      {
        text: 'Só é contraindicado se a cirurgia durar mais de 2 horas.',
        explanation: 'A expansão da bolha começa em minutos; a duração não torna o uso seguro.',
      },
      {
        text: 'Deve ser evitado, pois difunde para a bolha de gás, expande seu volume e pode elevar a pressão intraocular a ponto de causar isquemia da retina.',
        explanation:
          'Correta: o N2O é 34 vezes mais solúvel que o nitrogênio e entra na cavidade mais rápido do que o gás sai.',
      },
    ],
    correct: 'E',
    explanation:
      'O N2O é muito mais solúvel no sangue que o nitrogênio e difunde para cavidades fechadas contendo gás, aumentando seu volume ou sua pressão. Está contraindicado em pneumotórax, obstrução intestinal, pneumoencéfalo, embolia gasosa, cirurgia de ouvido médio e enquanto houver gás intraocular (SF6 ou C3F8), situação que pode levar à cegueira.',
    source: { institution: 'SBA', exam: TEA, year: 2020, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Inalatórios', 'Farmacocinética dos inalatórios'],
    statement:
      '<p>Qual dos fatores abaixo <strong>acelera</strong> a elevação da relação entre a concentração alveolar e a inspirada (F<sub>A</sub>/F<sub>I</sub>) de um anestésico inalatório durante a indução?</p>',
    alternatives: [
      {
        text: 'Aumento do débito cardíaco.',
        explanation: 'Maior débito remove mais anestésico do alvéolo e retarda a elevação de FA/FI.',
      },
      {
        text: 'Aumento da solubilidade sangue/gás do agente.',
        explanation: 'Agentes mais solúveis são mais captados pelo sangue, e FA/FI sobe mais devagar.',
      },
      {
        text: 'Aumento da ventilação alveolar.',
        explanation: 'Correta: mais ventilação repõe mais rapidamente o anestésico captado pelo sangue.',
      },
      {
        text: 'Shunt direito-esquerdo intracardíaco.',
        explanation: 'O shunt direito-esquerdo retarda a indução, sobretudo com agentes pouco solúveis.',
      },
      {
        text: 'Redução da concentração inspirada.',
        explanation: 'Pelo efeito da concentração, concentrações inspiradas maiores aceleram a elevação de FA/FI.',
      },
    ],
    correct: 'C',
    explanation:
      'A velocidade de indução depende da oferta (concentração inspirada e ventilação alveolar) e da captação pelo sangue (solubilidade, débito cardíaco e diferença alvéolo-venosa). Aumentar a oferta acelera a indução; aumentar a captação a retarda. Por isso, choque e baixo débito aceleram a indução, e crianças pequenas, com alta ventilação em relação à CRF, têm indução rápida.',
    source: { institution: 'UNICAMP', exam: R1, year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Propofol'],
    statement:
      '<p>Homem de 24 anos com traumatismo cranioencefálico grave está na UTI há 4 dias sob sedação com propofol em dose de 6 mg/kg/h. Evolui com acidose metabólica grave, lactato elevado, rabdomiólise, hipercalemia, hipertrigliceridemia e bradiarritmia.</p><p>O diagnóstico mais provável é:</p>',
    alternatives: [
      {
        text: 'Hipertermia maligna.',
        explanation:
          'O propofol não desencadeia hipertermia maligna, e o quadro não se iniciou com hipercapnia aguda e rigidez.',
      },
      {
        text: 'Síndrome neuroléptica maligna.',
        explanation: 'Relaciona-se a antagonistas dopaminérgicos e cursa com rigidez e hipertermia.',
      },
      {
        text: 'Síndrome de infusão do propofol.',
        explanation:
          'Correta: doses acima de 4 mg/kg/h por mais de 48 horas associam-se a acidose, rabdomiólise, hipercalemia, lipemia e arritmias.',
      },
      {
        text: 'Sepse por contaminação da emulsão.',
        explanation:
          'A contaminação causa infecção, mas não explica rabdomiólise e hipertrigliceridemia com essa relação com a dose.',
      },
      {
        text: 'Síndrome serotoninérgica.',
        explanation: 'Cursa com hipertermia, clônus e hiper-reflexia, sem relação com propofol.',
      },
    ],
    correct: 'C',
    explanation:
      'A síndrome de infusão do propofol decorre de falha da oxidação de ácidos graxos e da cadeia respiratória mitocondrial. Fatores de risco incluem doses altas e prolongadas, crianças, TCE, catecolaminas e corticoides. O tratamento é suspender o propofol e dar suporte, eventualmente com hemodiálise ou ECMO; a prevenção é limitar dose e duração.',
    source: { institution: 'UERJ', exam: R1, year: 2023, board: 'Instituto AOCP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Propofol'],
    statement: '<p>Sobre o propofol, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Tem efeito analgésico potente, o que dispensa opioides na intubação.',
        explanation: 'O propofol não tem efeito analgésico relevante.',
      },
      {
        text: 'Aumenta a pressão intracraniana.',
        explanation: 'Reduz o consumo cerebral de O2, o fluxo sanguíneo cerebral e a pressão intracraniana.',
      },
      {
        text: 'Causa liberação significativa de histamina.',
        explanation: 'A liberação de histamina é característica de morfina, atracúrio e tiopental, não do propofol.',
      },
      {
        text: 'É contraindicado em pacientes com alergia a ovo.',
        explanation:
          'As evidências atuais não mostram risco aumentado em alérgicos a ovo; a lecitina usada é purificada.',
      },
      {
        text: 'Tem efeito antiemético.',
        explanation: 'Correta: a anestesia venosa total com propofol reduz a incidência de NVPO.',
      },
    ],
    correct: 'E',
    explanation:
      'O propofol potencializa o receptor GABA-A, tem início e recuperação rápidos, reduz a PIC e tem efeito antiemético. Seus principais efeitos adversos são hipotensão por vasodilatação e depressão miocárdica, apneia e dor à injeção. A alergia a ovo, soja ou amendoim não é considerada contraindicação pelas evidências atuais.',
    source: { institution: 'HCPA', exam: R1, year: 2019, board: 'FAURGS' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Cetamina'],
    statement:
      '<p>Menino de 9 anos, em crise asmática grave refratária a broncodilatadores, corticoide e sulfato de magnésio, evolui com fadiga respiratória e indicação de intubação.</p><p>O hipnótico de escolha para a indução é:</p>',
    alternatives: [
      { text: 'Tiopental.', explanation: 'Pode liberar histamina e não tem efeito broncodilatador.' },
      {
        text: 'Cetamina.',
        explanation:
          'Correta: a cetamina tem efeito broncodilatador por liberação de catecolaminas e ação direta no músculo liso.',
      },
      { text: 'Etomidato.', explanation: 'É hemodinamicamente estável, mas não tem vantagem broncodilatadora.' },
      { text: 'Midazolam em dose alta.', explanation: 'Não é broncodilatador e tem início mais lento.' },
    ],
    correct: 'B',
    explanation:
      'A cetamina, antagonista do receptor NMDA, produz anestesia dissociativa, preserva o drive respiratório e os reflexos da via aérea e é broncodilatadora, o que a torna o hipnótico de escolha no broncoespasmo grave. Aumenta secreções, pressão arterial e frequência cardíaca e pode causar reações psicomiméticas no despertar.',
    source: { institution: 'SUS-SP', exam: R1, year: 2025, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Cetamina'],
    statement:
      '<p>Paciente de 70 anos, em choque séptico há 5 dias, em uso de noradrenalina em dose alta, será intubado para drenagem de abscesso abdominal. Após cetamina em dose de indução, apresenta queda acentuada da pressão arterial.</p><p>A explicação para esse efeito é:</p>',
    alternatives: [
      {
        text: 'Liberação maciça de histamina pela cetamina.',
        explanation: 'A cetamina não é uma liberadora relevante de histamina.',
      },
      {
        text: 'Bloqueio dos receptores alfa-1 pela cetamina.',
        explanation: 'A cetamina não bloqueia receptores alfa-1.',
      },
      { text: 'Inibição da síntese de cortisol.', explanation: 'Esse efeito é do etomidato.' },
      {
        text: 'Efeito depressor miocárdico direto da cetamina, não compensado quando as catecolaminas endógenas estão esgotadas.',
        explanation:
          'Correta: o efeito simpaticomimético depende de reservas de catecolaminas, esgotadas no choque prolongado.',
      },
      {
        text: 'Reação anafilática à cetamina.',
        explanation: 'Anafilaxia à cetamina é raríssima e viria com outros sinais.',
      },
    ],
    correct: 'D',
    explanation:
      'O aumento de pressão e frequência cardíaca com a cetamina é indireto, por estímulo simpático central e inibição da recaptação de catecolaminas. Diretamente, ela é depressora miocárdica. No choque prolongado, com catecolaminas esgotadas, o efeito direto predomina; por isso se usam doses reduzidas e vasopressor preparado.',
    source: { institution: 'SBA', exam: TEA, year: 2018, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Etomidato'],
    statement:
      '<p>O etomidato é valorizado pela estabilidade hemodinâmica na indução, mas seu uso em infusão contínua foi abandonado após aumento de mortalidade em pacientes críticos.</p><p>O mecanismo desse efeito adverso é:</p>',
    alternatives: [
      {
        text: 'Depressão miocárdica grave.',
        explanation: 'O etomidato é o hipnótico com menor efeito cardiovascular.',
      },
      { text: 'Indução de porfiria aguda.', explanation: 'A porfiria relaciona-se classicamente aos barbitúricos.' },
      { text: 'Liberação de histamina.', explanation: 'O etomidato praticamente não libera histamina.' },
      {
        text: 'Imunossupressão por inibição da função de neutrófilos.',
        explanation: 'Não é o mecanismo principal descrito para o etomidato.',
      },
      {
        text: 'Supressão adrenocortical por inibição da enzima 11-beta-hidroxilase.',
        explanation: 'Correta: o etomidato bloqueia a síntese de cortisol e aldosterona, mesmo após dose única.',
      },
    ],
    correct: 'E',
    explanation:
      'O etomidato inibe de forma reversível a 11-beta-hidroxilase, reduzindo a síntese de cortisol por até 24 a 48 horas após dose única; em infusão, aumentou a mortalidade em pacientes críticos. Outros efeitos são mioclonias, dor à injeção e náuseas. Seu uso em dose única na sepse ainda é debatido.',
    source: { institution: 'PSU-MG', exam: R1, year: 2020, board: 'Instituto AOCP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Hipnóticos venosos', 'Dexmedetomidina'],
    statement: '<p>Sobre a dexmedetomidina, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'É agonista do receptor GABA-A e é revertida pelo flumazenil.',
        explanation: 'O flumazenil reverte benzodiazepínicos; a dexmedetomidina atua em receptores alfa-2.',
      },
      {
        text: 'É antagonista do receptor NMDA, com efeito dissociativo.',
        explanation: 'Esse é o mecanismo da cetamina.',
      },
      {
        text: 'É agonista alfa-2 seletivo que produz sedação com pouca depressão respiratória, tendo como efeitos principais bradicardia e hipotensão.',
        explanation: 'Correta: atua no locus ceruleus, com sedação semelhante ao sono natural.',
      },
      {
        text: 'Causa taquicardia e hipertensão sustentadas.',
        explanation: 'Pode causar hipertensão transitória com bolus rápido, mas o efeito sustentado é simpatolítico.',
      },
    ],
    correct: 'C',
    explanation:
      'A dexmedetomidina é agonista alfa-2 altamente seletivo. Age no locus ceruleus (sedação com paciente despertável e pouca depressão respiratória) e na medula (efeito analgésico), reduzindo o tônus simpático. É útil em intubação acordado, neurocirurgia funcional e prevenção de delirium, com bradicardia e hipotensão como efeitos limitantes.',
    source: { institution: 'UNIFESP', exam: R1, year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Opioides'],
    statement: '<p>Sobre o remifentanil, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'É metabolizado pela colinesterase plasmática e tem ação prolongada na deficiência dessa enzima.',
        explanation: 'O remifentanil é metabolizado por esterases inespecíficas, não pela colinesterase plasmática.',
      },
      {
        text: 'Sua meia-vida contexto-sensível aumenta muito com a duração da infusão.',
        explanation: 'Isso é característico do fentanil; a do remifentanil permanece constante.',
      },
      {
        text: 'Proporciona analgesia residual prolongada após a interrupção da infusão.',
        explanation: 'O efeito termina em poucos minutos; é preciso planejar a analgesia de transição.',
      },
      {
        text: 'É metabolizado por esterases plasmáticas e teciduais inespecíficas, com meia-vida contexto-sensível de 3 a 4 minutos, independente da duração da infusão.',
        explanation: 'Correta: essa farmacocinética explica a recuperação rápida e previsível.',
      },
      {
        text: 'Acumula-se na insuficiência renal e hepática.',
        explanation: 'Seu metabolismo independe de fígado e rim.',
      },
    ],
    correct: 'D',
    explanation:
      'O remifentanil tem uma ligação éster hidrolisada por esterases inespecíficas do sangue e dos tecidos, com meia-vida contexto-sensível de 3 a 4 minutos, independentemente da duração da infusão e da função de órgãos. Por isso exige analgesia de transição antes do fim da cirurgia e pode causar hiperalgesia induzida por opioide em doses altas.',
    source: { institution: 'SBA', exam: TEA, year: 2017, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Opioides'],
    statement:
      '<p>Mulher de 62 anos, renal crônica em hemodiálise, recebeu morfina intravenosa para analgesia após fixação de fratura. Nas 36 horas seguintes, apresenta sonolência excessiva, miose e bradipneia progressivas.</p><p>O mecanismo mais provável é:</p>',
    alternatives: [
      {
        text: 'Acúmulo do metabólito ativo morfina-6-glicuronídeo, eliminado pelos rins.',
        explanation: 'Correta: o metabólito é mais potente que a morfina e acumula na insuficiência renal.',
      },
      { text: 'Acúmulo de normeperidina.', explanation: 'A normeperidina é metabólito da meperidina, não da morfina.' },
      {
        text: 'Liberação de histamina.',
        explanation: 'Causa prurido e hipotensão, não depressão progressiva do sistema nervoso central.',
      },
      {
        text: 'Redução do metabolismo hepático da morfina pela uremia.',
        explanation: 'O problema principal não é a conjugação hepática, mas a eliminação renal do metabólito.',
      },
      {
        text: 'Interação com a heparina da diálise.',
        explanation: 'Não há interação relevante entre heparina e morfina.',
      },
    ],
    correct: 'A',
    explanation:
      'A morfina é conjugada no fígado em morfina-3-glicuronídeo (neuroexcitatório) e morfina-6-glicuronídeo (analgésico potente), ambos de eliminação renal. Na doença renal, o acúmulo causa depressão respiratória prolongada. Fentanil, sufentanil e remifentanil são preferidos, e morfina, meperidina e codeína devem ser evitadas.',
    source: { institution: 'SES-DF', exam: R1, year: 2024, board: 'Cebraspe' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Opioides'],
    statement:
      '<p>Homem de 68 anos, com doença de Parkinson em uso de selegilina (inibidor da monoaminoxidase B), recebe meperidina na SRPA para tremores. Uma hora depois apresenta agitação, hipertermia, sudorese, taquicardia, hipertensão e clônus.</p><p>O diagnóstico mais provável é:</p>',
    alternatives: [
      {
        text: 'Hipertermia maligna.',
        explanation: 'Não houve exposição a agentes desencadeantes, e o quadro clínico tem clônus e agitação.',
      },
      {
        text: 'Síndrome serotoninérgica pela interação entre meperidina e inibidor da MAO.',
        explanation: 'Correta: a meperidina inibe a recaptação de serotonina e, com IMAO, pode precipitar a síndrome.',
      },
      {
        text: 'Intoxicação por normeperidina com convulsões.',
        explanation:
          'A normeperidina causa excitação e convulsões, mas não explica hipertermia, sudorese e clônus com IMAO em uso.',
      },
      {
        text: 'Reação anafilática à meperidina.',
        explanation: 'Cursaria com hipotensão, broncoespasmo e lesões cutâneas.',
      },
      {
        text: 'Delirium hipoativo pós-operatório.',
        explanation: 'O quadro é hiperativo e acompanhado de sinais autonômicos e neuromusculares.',
      },
    ],
    correct: 'B',
    explanation:
      'Meperidina, tramadol, metadona e fentanil têm atividade serotoninérgica, e a combinação com IMAO, ISRS ou outros serotoninérgicos pode causar síndrome serotoninérgica (alteração mental, instabilidade autonômica e hiperatividade neuromuscular, com clônus). A meperidina com IMAO é a interação clássica e deve ser evitada.',
    source: { institution: 'USP-SP', exam: R1, year: 2022, board: 'FUVEST' },
  },
  {
    subject: ['Farmacologia', 'Anestésicos Venosos e Opioides', 'Opioides'],
    statement:
      '<p>Durante a indução de anestesia geral, paciente recebe fentanil em bolus rápido de dose elevada. Antes da administração do bloqueador neuromuscular, torna-se impossível ventilá-lo sob máscara, com tórax rígido e complacência muito baixa.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Aumentar a dose de fentanil para aprofundar a anestesia.',
        explanation: 'Mais opioide agrava a rigidez.',
      },
      {
        text: 'Administrar flumazenil.',
        explanation: 'O flumazenil é antagonista de benzodiazepínicos e não reverte efeitos opioides.',
      },
      { text: 'Administrar dantrolene.', explanation: 'A rigidez induzida por opioide não é hipertermia maligna.' },
      {
        text: 'Administrar bloqueador neuromuscular e ventilar com pressão positiva.',
        explanation: 'Correta: o bloqueador abole a rigidez muscular e restabelece a ventilação.',
      },
    ],
    correct: 'D',
    explanation:
      'A rigidez torácica induzida por opioides ocorre com bolus rápidos de doses altas de fentanil, sufentanil, alfentanil e remifentanil, por ação central. Envolve musculatura torácica, abdominal e laríngea (fechamento glótico) e dificulta a ventilação. O tratamento é bloqueador neuromuscular; a prevenção é injetar o opioide lentamente.',
    source: { institution: 'AMRIGS', exam: R1, year: 2022, board: 'AMRIGS' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares', 'Succinilcolina'],
    statement:
      '<p>Homem de 30 anos sofreu trauma raquimedular com paraplegia há 3 semanas. Para cirurgia de fixação da coluna, recebe succinilcolina na indução e, em seguida, apresenta taquicardia ventricular. O potássio sérico é de 8,1 mEq/L.</p><p>O mecanismo desse evento é:</p>',
    alternatives: [
      {
        text: 'Liberação de potássio por rabdomiólise por hipertermia maligna.',
        explanation: 'Não há hipercapnia, rigidez ou hipertermia; o mecanismo é a desnervação.',
      },
      {
        text: 'Hipersensibilidade tipo I à succinilcolina.',
        explanation: 'A anafilaxia causa hipotensão e broncoespasmo, não hipercalemia aguda.',
      },
      { text: 'Deficiência de pseudocolinesterase.', explanation: 'Prolonga o bloqueio, mas não causa hipercalemia.' },
      {
        text: 'Lesão renal aguda pela succinilcolina.',
        explanation: 'A hipercalemia é imediata e não depende de função renal.',
      },
      {
        text: 'Proliferação de receptores nicotínicos extrajuncionais após a desnervação, que liberam potássio em grande quantidade.',
        explanation: 'Correta: os receptores imaturos se espalham pela membrana e permanecem abertos por mais tempo.',
      },
    ],
    correct: 'E',
    explanation:
      'Desnervação (lesão medular, AVC), queimaduras extensas, imobilização prolongada, trauma muscular grave e sepse prolongada induzem receptores nicotínicos extrajuncionais e imaturos. A succinilcolina os despolariza e provoca efluxo maciço de potássio, com arritmias graves. O risco começa cerca de 24 a 72 horas após a lesão e persiste por meses.',
    source: { institution: 'UNICAMP', exam: R1, year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares', 'Succinilcolina'],
    statement:
      '<p>Mulher de 35 anos recebe succinilcolina para intubação em apendicectomia. Três horas após a dose, ainda não há resposta à sequência de quatro estímulos. O número de dibucaína é 20.</p><p>A interpretação e a conduta corretas são:</p>',
    alternatives: [
      {
        text: 'Heterozigose para a colinesterase atípica; aguardar 10 minutos.',
        explanation: 'O heterozigoto tem número de dibucaína entre 40 e 60 e prolongamento discreto.',
      },
      {
        text: 'Homozigose para a colinesterase atípica; manter sedação e ventilação mecânica até a recuperação espontânea.',
        explanation: 'Correta: o número de dibucaína de cerca de 20 indica homozigose, com bloqueio de horas.',
      },
      {
        text: 'Colinesterase normal; administrar neostigmina.',
        explanation: 'Com colinesterase normal o número é de cerca de 80; a neostigmina pode prolongar o bloqueio.',
      },
      {
        text: 'Hipermagnesemia; administrar gluconato de cálcio.',
        explanation: 'O número de dibucaína avalia a qualidade da colinesterase, não o magnésio.',
      },
      { text: 'Hipertermia maligna; administrar dantrolene.', explanation: 'Não há sinais de hipermetabolismo.' },
    ],
    correct: 'B',
    explanation:
      'O número de dibucaína é o percentual de inibição da colinesterase plasmática pela dibucaína: cerca de 80 no normal, 40 a 60 no heterozigoto e cerca de 20 no homozigoto atípico. Ele avalia a qualidade, não a quantidade da enzima. No homozigoto, o bloqueio pela succinilcolina dura horas e é tratado com sedação e ventilação até a recuperação; a paciente e a família devem ser orientadas e investigadas.',
    source: { institution: 'SBA', exam: TEA, year: 2021, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares', 'Succinilcolina'],
    statement: '<p>Sobre os efeitos adversos da succinilcolina, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Causa bradicardia, sobretudo em crianças e após uma segunda dose, por estímulo de receptores muscarínicos.',
        explanation: 'Correta: a semelhança estrutural com a acetilcolina explica o efeito muscarínico.',
      },
      {
        text: 'Reduz a pressão intraocular.',
        explanation: 'A succinilcolina eleva transitoriamente a pressão intraocular.',
      },
      {
        text: 'Reduz o potássio sérico em cerca de 0,5 mEq/L.',
        explanation: 'Ela eleva o potássio em cerca de 0,5 mEq/L em pacientes normais.',
      },
      {
        text: 'Não causa mialgia pós-operatória.',
        explanation: 'A mialgia é frequente, sobretudo em adultos jovens e cirurgias ambulatoriais.',
      },
      {
        text: 'É segura em pacientes suscetíveis à hipertermia maligna.',
        explanation: 'É um agente desencadeante da hipertermia maligna.',
      },
    ],
    correct: 'A',
    explanation:
      'A succinilcolina causa fasciculações, mialgias, elevação transitória de potássio (cerca de 0,5 mEq/L) e das pressões intraocular, intragástrica e intracraniana, bradicardia (mais em crianças e em doses repetidas), rigidez de masseter e é gatilho de hipertermia maligna. Em crianças, a atropina pode ser usada para prevenir bradicardia.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares', 'Succinilcolina'],
    statement:
      '<p>Em relação aos bloqueios de fase I e de fase II produzidos pela succinilcolina, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O bloqueio de fase I apresenta fadiga à sequência de quatro estímulos e potencialização pós-tetânica.',
        explanation: 'Essas são características do bloqueio de fase II ou dos não despolarizantes.',
      },
      {
        text: 'O bloqueio de fase I não apresenta fadiga à sequência de quatro estímulos nem potencialização pós-tetânica.',
        explanation: 'Correta: no bloqueio despolarizante, as quatro respostas diminuem por igual.',
      },
      {
        text: 'O bloqueio de fase II é revertido de forma previsível pelo sugamadex.',
        explanation: 'O sugamadex não se liga à succinilcolina.',
      },
      {
        text: 'O bloqueio de fase I é antagonizado pela neostigmina.',
        explanation: 'A neostigmina prolonga o bloqueio de fase I, pois também inibe a colinesterase plasmática.',
      },
    ],
    correct: 'B',
    explanation:
      'O bloqueio de fase I (despolarizante) mostra fasciculações e redução uniforme das respostas, sem fadiga nem facilitação pós-tetânica, e é potencializado por anticolinesterásicos. Com doses altas ou infusão prolongada surge o bloqueio de fase II, que se assemelha ao não despolarizante, com fadiga ao TOF e à estimulação tetânica.',
    source: { institution: 'UERJ', exam: R1, year: 2016, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Farmacologia',
      'Junção Neuromuscular',
      'Bloqueadores neuromusculares',
      'Reversão do bloqueio neuromuscular',
    ],
    statement:
      '<p>Ao fim de uma nefrectomia videolaparoscópica em paciente de 80 kg, sob rocurônio, a monitorização mostra TOF zero e contagem pós-tetânica de 2.</p><p>A dose de sugamadex recomendada para a reversão é:</p>',
    alternatives: [
      { text: '1 mg/kg.', explanation: 'Dose insuficiente para qualquer nível padronizado de bloqueio.' },
      { text: '2 mg/kg.', explanation: 'Indicada quando há pelo menos duas respostas ao TOF (bloqueio moderado).' },
      { text: '4 mg/kg.', explanation: 'Correta: é a dose para bloqueio profundo, com 1 a 2 respostas pós-tetânicas.' },
      { text: '16 mg/kg.', explanation: 'Reservada à reversão imediata logo após dose alta de rocurônio.' },
      {
        text: 'Neostigmina 0,07 mg/kg.',
        explanation: 'A neostigmina não reverte bloqueio profundo e tem efeito teto.',
      },
    ],
    correct: 'C',
    explanation:
      'O sugamadex é dosado conforme a profundidade do bloqueio: 2 mg/kg com T2 presente, 4 mg/kg com contagem pós-tetânica de 1 a 2, e 16 mg/kg para reversão imediata. Doses abaixo do necessário podem levar a recurarização. A monitorização quantitativa deve confirmar relação T4/T1 ≥ 0,9 antes da extubação.',
    source: { institution: 'HCPA', exam: R1, year: 2025, board: 'FAURGS' },
  },
  {
    subject: [
      'Farmacologia',
      'Junção Neuromuscular',
      'Bloqueadores neuromusculares',
      'Reversão do bloqueio neuromuscular',
    ],
    statement: '<p>Sobre a neostigmina na reversão do bloqueio neuromuscular, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Reverte bloqueios profundos, desde que em dose suficiente.',
        explanation: 'Pelo efeito teto, a neostigmina não reverte bloqueio profundo, qualquer que seja a dose.',
      },
      { text: 'Age encapsulando a molécula do bloqueador.', explanation: 'Esse é o mecanismo do sugamadex.' },
      {
        text: 'Dispensa anticolinérgico associado.',
        explanation:
          'Seus efeitos muscarínicos (bradicardia, broncoespasmo, secreção) exigem atropina ou glicopirrolato.',
      },
      {
        text: 'Reverte o bloqueio de fase I da succinilcolina.',
        explanation: 'Prolonga esse bloqueio por inibir também a colinesterase plasmática.',
      },
      {
        text: 'Tem efeito teto, não reverte bloqueio profundo e deve ser associada a anticolinérgico.',
        explanation:
          'Correta: ao inibir a acetilcolinesterase, aumenta a acetilcolina na junção até um limite, com efeitos muscarínicos.',
      },
    ],
    correct: 'E',
    explanation:
      'A neostigmina inibe a acetilcolinesterase e aumenta a acetilcolina disponível, mas quando a enzima está totalmente inibida não há efeito adicional (efeito teto). Deve ser usada apenas em bloqueios superficiais, idealmente com relação T4/T1 ≥ 0,4 segundo a diretriz da ASA de 2023, e associada a atropina ou glicopirrolato.',
    source: { institution: 'SUS-SP', exam: R1, year: 2023, board: 'VUNESP' },
  },
  {
    subject: [
      'Farmacologia',
      'Junção Neuromuscular',
      'Bloqueadores neuromusculares',
      'Reversão do bloqueio neuromuscular',
    ],
    statement:
      '<p>Mulher de 27 anos, em uso de contraceptivo oral combinado, recebe sugamadex 2 mg/kg ao fim de uma videolaparoscopia diagnóstica, com boa recuperação. Na alta, pergunta se há alguma orientação especial.</p><p>A orientação correta é:</p>',
    alternatives: [
      {
        text: 'Nenhuma orientação é necessária, pois o sugamadex não interage com hormônios.',
        explanation: 'O sugamadex pode ligar-se à progesterona e reduzir sua concentração.',
      },
      {
        text: 'Suspender o anticoncepcional por 30 dias.',
        explanation: 'Não há indicação de suspender; deve-se apenas usar proteção adicional.',
      },
      {
        text: 'A dose de sugamadex equivale a esquecer uma dose do contraceptivo oral; usar método contraceptivo adicional não hormonal por 7 dias.',
        explanation: 'Correta: é a recomendação do fabricante e das diretrizes.',
      },
      {
        text: 'Realizar teste de gravidez semanal por um mês.',
        explanation: 'A conduta recomendada é preventiva, com método de barreira por 7 dias.',
      },
    ],
    correct: 'C',
    explanation:
      'O sugamadex pode encapsular a progesterona e reduzir a eficácia dos contraceptivos hormonais, efeito equivalente ao esquecimento de uma dose. A paciente deve seguir as orientações do contraceptivo para dose esquecida ou usar método não hormonal adicional por 7 dias. Outros cuidados com o sugamadex incluem anafilaxia rara e bradicardia.',
    source: { institution: 'SBA', exam: TEA, year: 2019, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares'],
    statement:
      '<p>Homem de 56 anos, cirrótico Child-Pugh C e com insuficiência renal aguda, será submetido a laparotomia para correção de hérnia umbilical encarcerada.</p><p>O bloqueador neuromuscular cuja eliminação menos depende da função hepática e renal é:</p>',
    alternatives: [
      { text: 'Pancurônio.', explanation: 'Depende predominantemente de eliminação renal e tem ação prolongada.' },
      {
        text: 'Vecurônio.',
        explanation: 'Tem eliminação hepática e biliar importante e metabólito ativo de excreção renal.',
      },
      {
        text: 'Rocurônio.',
        explanation: 'É eliminado principalmente pelo fígado e pela bile; sua ação se prolonga na hepatopatia.',
      },
      {
        text: 'Cisatracúrio.',
        explanation:
          'Correta: é degradado pela eliminação de Hofmann, dependente de pH e temperatura, independentemente de fígado e rim.',
      },
      {
        text: 'Succinilcolina em infusão contínua.',
        explanation:
          'Na hepatopatia grave a colinesterase pode estar reduzida, e a infusão leva a bloqueio de fase II.',
      },
    ],
    correct: 'D',
    explanation:
      'O cisatracúrio, benzilisoquinolínico, é degradado pela eliminação de Hofmann, reação química não enzimática dependente de pH e temperatura, e sua duração pouco se altera na insuficiência hepática ou renal. Libera menos histamina e laudanosina que o atracúrio. A acidose e a hipotermia lentificam sua degradação.',
    source: { institution: 'UNIFESP', exam: R1, year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares'],
    statement:
      '<p>Qual das situações abaixo <strong>potencializa</strong> o efeito dos bloqueadores neuromusculares não despolarizantes?</p>',
    alternatives: [
      {
        text: 'Uso crônico de fenitoína ou carbamazepina.',
        explanation: 'O uso crônico de anticonvulsivantes causa resistência aos não despolarizantes.',
      },
      {
        text: 'Queimadura extensa.',
        explanation: 'A proliferação de receptores causa resistência aos não despolarizantes.',
      },
      {
        text: 'Infusão de sulfato de magnésio.',
        explanation: 'Correta: o magnésio reduz a liberação de acetilcolina e potencializa o bloqueio.',
      },
      {
        text: 'Hipercalcemia.',
        explanation: 'O cálcio aumenta a liberação de acetilcolina e tende a antagonizar o bloqueio.',
      },
      {
        text: 'Membro parético após AVC.',
        explanation: 'No lado parético há resistência, por proliferação de receptores.',
      },
    ],
    correct: 'C',
    explanation:
      'Potencializam os não despolarizantes: anestésicos inalatórios, aminoglicosídeos, magnésio, lítio, anestésicos locais, hipotermia, acidose respiratória e hipocalemia. Causam resistência: queimaduras, desnervação, imobilização e uso crônico de anticonvulsivantes. A monitorização é a única forma segura de titular doses nessas situações.',
    source: { institution: 'PSU-MG', exam: R1, year: 2023, board: 'Instituto AOCP' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Bloqueadores neuromusculares'],
    statement:
      '<p>Qual dos bloqueadores neuromusculares abaixo é conhecido por causar taquicardia e elevação da pressão arterial por efeito vagolítico e simpaticomimético?</p>',
    alternatives: [
      { text: 'Cisatracúrio.', explanation: 'Não tem efeitos cardiovasculares relevantes.' },
      {
        text: 'Vecurônio.',
        explanation: 'Não tem efeito vagolítico significativo; pode associar-se a bradicardia com opioides.',
      },
      {
        text: 'Pancurônio.',
        explanation: 'Correta: bloqueia receptores muscarínicos cardíacos e inibe a recaptação de noradrenalina.',
      },
      {
        text: 'Atracúrio.',
        explanation:
          'Pode causar hipotensão e taquicardia reflexa por liberação de histamina, não por efeito vagolítico.',
      },
    ],
    correct: 'C',
    explanation:
      'O pancurônio, aminoesteroide de longa duração, tem efeito vagolítico e simpaticomimético, com taquicardia e hipertensão. O atracúrio e o mivacúrio liberam histamina em doses altas ou injeção rápida. Rocurônio, vecurônio e cisatracúrio são hemodinamicamente estáveis.',
    source: { institution: 'SES-DF', exam: R1, year: 2016, board: 'Cebraspe' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Doenças neuromusculares'],
    statement:
      '<p>Mulher de 34 anos, com miastenia gravis generalizada em uso de piridostigmina, será submetida a timectomia por videotoracoscopia.</p><p>Em relação aos bloqueadores neuromusculares, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A paciente é sensível à succinilcolina e resistente aos não despolarizantes.',
        explanation: 'É o inverso do padrão observado na miastenia.',
      },
      {
        text: 'O sugamadex é contraindicado na miastenia.',
        explanation: 'O sugamadex é útil na miastenia, pois reverte o rocurônio sem usar anticolinesterásico.',
      },
      {
        text: 'A paciente tende a ser resistente à succinilcolina e muito sensível aos não despolarizantes, que devem ser usados em doses reduzidas e com monitorização.',
        explanation: 'Correta: a redução de receptores funcionais explica os dois fenômenos.',
      },
      {
        text: 'A piridostigmina deve ser suspensa 7 dias antes da cirurgia.',
        explanation:
          'A suspensão pode precipitar crise miastênica; a conduta é individualizada, em geral mantendo o tratamento.',
      },
      {
        text: 'Os anestésicos inalatórios são contraindicados.',
        explanation: 'Podem ser usados; seu efeito relaxante pode até dispensar bloqueador.',
      },
    ],
    correct: 'C',
    explanation:
      'Na miastenia gravis, anticorpos reduzem os receptores nicotínicos funcionais: há resistência à succinilcolina (pode exigir dose maior) e grande sensibilidade aos não despolarizantes. Usam-se doses reduzidas de rocurônio com monitorização quantitativa e reversão com sugamadex. Fatores de risco para ventilação pós-operatória incluem doença longa, dose alta de piridostigmina e doença pulmonar.',
    source: { institution: 'SBA', exam: TEA, year: 2023, board: 'SBA' },
  },
  {
    subject: ['Farmacologia', 'Junção Neuromuscular', 'Doenças neuromusculares'],
    statement:
      '<p>Menino de 7 anos, com distrofia muscular de Duchenne, será submetido a tenotomia de Aquiles.</p><p>A técnica anestésica mais segura é:</p>',
    alternatives: [
      {
        text: 'Indução inalatória com sevoflurano e succinilcolina para intubação.',
        explanation: 'A succinilcolina pode causar hipercalemia e rabdomiólise fatais na distrofia.',
      },
      {
        text: 'Anestesia venosa total, sem succinilcolina e sem agentes halogenados.',
        explanation: 'Correta: evita a rabdomiólise hipercalêmica associada a esses agentes na distrofia.',
      },
      {
        text: 'Manutenção com isoflurano e profilaxia com dantrolene.',
        explanation: 'Os halogenados podem causar rabdomiólise; dantrolene profilático não é recomendado.',
      },
      {
        text: 'Succinilcolina precedida de dose de pré-curarização.',
        explanation: 'A pré-curarização não previne a hipercalemia na distrofia.',
      },
    ],
    correct: 'B',
    explanation:
      'Na distrofia de Duchenne, a succinilcolina pode causar hipercalemia grave e parada cardíaca, e os halogenados podem desencadear rabdomiólise (reação semelhante à hipertermia maligna, mas de mecanismo diferente). Prefere-se anestesia venosa total. A cardiomiopatia e a fraqueza respiratória progressivas exigem avaliação pré-operatória cuidadosa.',
    source: { institution: 'USP-SP', exam: R1, year: 2021, board: 'FUVEST' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Propriedades físico-químicas',
    ],
    statement:
      '<p>Sobre as propriedades físico-químicas dos anestésicos locais, a propriedade que determina principalmente a <strong>latência</strong> do bloqueio é:</p>',
    alternatives: [
      { text: 'A lipossolubilidade.', explanation: 'A lipossolubilidade relaciona-se principalmente com a potência.' },
      {
        text: 'O pKa.',
        explanation:
          'Correta: quanto mais próximo do pH fisiológico, maior a fração não ionizada e mais rápido o início.',
      },
      { text: 'A ligação a proteínas.', explanation: 'A ligação proteica relaciona-se principalmente com a duração.' },
      { text: 'O peso molecular.', explanation: 'Tem pouca influência clínica na latência.' },
      { text: 'O grau de vasodilatação.', explanation: 'Influencia a absorção e a duração, não a latência.' },
    ],
    correct: 'B',
    explanation:
      'Os anestésicos locais são bases fracas. A forma não ionizada atravessa a membrana, e a ionizada bloqueia o canal de sódio por dentro. O pKa determina a fração não ionizada no pH tecidual e, portanto, a latência; a lipossolubilidade, a potência; e a ligação proteica, a duração. A lidocaína (pKa 7,8) tem início mais rápido que a bupivacaína (pKa 8,1).',
    source: { institution: 'AMRIGS', exam: R1, year: 2021, board: 'AMRIGS' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Propriedades físico-químicas',
    ],
    statement:
      '<p>Qual dos anestésicos locais abaixo pertence ao grupo dos ésteres e é metabolizado pela colinesterase plasmática?</p>',
    alternatives: [
      { text: 'Lidocaína.', explanation: 'É uma amida, metabolizada no fígado.' },
      { text: 'Bupivacaína.', explanation: 'É uma amida.' },
      { text: 'Ropivacaína.', explanation: 'É uma amida.' },
      { text: 'Prilocaína.', explanation: 'É uma amida, cujo metabólito (orto-toluidina) causa metemoglobinemia.' },
      {
        text: 'Cloroprocaína.',
        explanation: 'Correta: é um éster de hidrólise muito rápida pela colinesterase plasmática.',
      },
    ],
    correct: 'E',
    explanation:
      'Os anestésicos locais são classificados pela ligação entre o anel aromático e a amina: ésteres (procaína, cloroprocaína, tetracaína, benzocaína, cocaína) e amidas (lidocaína, bupivacaína, ropivacaína, prilocaína, mepivacaína), que têm dois "i" no nome. Os ésteres são hidrolisados pela colinesterase plasmática e geram ácido para-aminobenzoico, associado a reações alérgicas.',
    source: { institution: 'SUS-SP', exam: R1, year: 2016, board: 'VUNESP' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Propriedades físico-químicas',
    ],
    statement:
      '<p>Homem de 40 anos, com abscesso glúteo volumoso, recebe infiltração com lidocaína a 1% para drenagem, mas o bloqueio é insatisfatório mesmo com doses adequadas.</p><p>A explicação para a falha do anestésico é:</p>',
    alternatives: [
      {
        text: 'O pH ácido do tecido inflamado aumenta a fração ionizada do anestésico, que não atravessa a membrana neural.',
        explanation: 'Correta: menos fármaco na forma não ionizada chega ao interior do axônio.',
      },
      {
        text: 'O pH ácido aumenta a fração não ionizada, que é inativa.',
        explanation: 'A acidose aumenta a fração ionizada, não a não ionizada.',
      },
      {
        text: 'A inflamação reduz o fluxo sanguíneo local, impedindo a chegada do anestésico.',
        explanation: 'A inflamação aumenta o fluxo local e a remoção do anestésico.',
      },
      { text: 'A lidocaína é inativada por enzimas bacterianas.', explanation: 'Não é o mecanismo da falha.' },
    ],
    correct: 'A',
    explanation:
      'No tecido infectado, o pH baixo desloca o equilíbrio para a forma ionizada (protonada), que não atravessa a membrana lipídica. Além disso, a hiperemia aumenta a remoção do fármaco. Estratégias incluem bloqueio regional à distância do foco infeccioso ou anestesia geral.',
    source: { institution: 'UNICAMP', exam: R1, year: 2022, board: 'VUNESP' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Intoxicação sistêmica por anestésicos locais',
    ],
    statement:
      '<p>Homem de 45 anos, 75 kg, recebe bloqueio interescalênico com 30 mL de bupivacaína a 0,5%. Cinco minutos depois relata gosto metálico e zumbido, torna-se agitado e apresenta crise convulsiva tônico-clônica, com pressão arterial e ritmo cardíaco ainda preservados.</p><p>Além de pedir ajuda e garantir oxigenação, o fármaco de primeira escolha para a convulsão é:</p>',
    alternatives: [
      {
        text: 'Propofol em dose de indução.',
        explanation: 'Doses altas de propofol podem agravar a depressão cardiovascular da intoxicação.',
      },
      {
        text: 'Fenitoína intravenosa.',
        explanation: 'A fenitoína tem efeito bloqueador de canais de sódio e início lento; não é indicada.',
      },
      { text: 'Lidocaína intravenosa.', explanation: 'Outro anestésico local agravaria a intoxicação.' },
      {
        text: 'Benzodiazepínico, como o midazolam.',
        explanation: 'Correta: é o anticonvulsivante de escolha na intoxicação por anestésico local.',
      },
      {
        text: 'Verapamil.',
        explanation: 'Bloqueadores de canais de cálcio são contraindicados na intoxicação por anestésico local.',
      },
    ],
    correct: 'D',
    explanation:
      'A intoxicação sistêmica por anestésicos locais (LAST) começa tipicamente com sintomas neurológicos (gosto metálico, zumbido, parestesia perioral, agitação, convulsão) e pode evoluir para depressão cardiovascular. Trata-se a convulsão com benzodiazepínico, garante-se a via aérea e inicia-se precocemente a emulsão lipídica a 20%; propofol em dose baixa é aceitável apenas sem instabilidade.',
    source: { institution: 'UERJ', exam: R1, year: 2022, board: 'Instituto AOCP' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Intoxicação sistêmica por anestésicos locais',
    ],
    statement:
      '<p>Logo após um bloqueio peridural lombar com bupivacaína, paciente evolui com convulsão e, em seguida, parada cardiorrespiratória em taquicardia ventricular sem pulso.</p><p>Sobre a reanimação nesse contexto, segundo a ASRA, é correto:</p>',
    alternatives: [
      {
        text: 'Usar adrenalina em doses padrão de 1 mg e vasopressina como alternativa.',
        explanation: 'Recomendam-se doses reduzidas de adrenalina e evita-se a vasopressina.',
      },
      {
        text: 'Administrar amiodarona e evitar a emulsão lipídica durante a reanimação.',
        explanation: 'A emulsão lipídica deve ser iniciada precocemente.',
      },
      {
        text: 'Iniciar compressões, usar adrenalina em doses reduzidas (até 1 mcg/kg) e infundir emulsão lipídica a 20%, evitando vasopressina, bloqueadores de canais de cálcio e betabloqueadores.',
        explanation: 'Correta: esse é o núcleo da reanimação modificada na LAST.',
      },
      {
        text: 'Administrar lidocaína para a arritmia ventricular.',
        explanation: 'Anestésicos locais adicionais são contraindicados.',
      },
      {
        text: 'Interromper a reanimação após 10 minutos sem retorno da circulação.',
        explanation: 'A reanimação na LAST pode ser prolongada, e a circulação extracorpórea deve ser considerada.',
      },
    ],
    correct: 'C',
    explanation:
      'Na parada cardíaca por LAST, a RCP segue o suporte avançado com modificações: adrenalina em doses reduzidas (até 1 mcg/kg), emulsão lipídica a 20% precoce, e evitar vasopressina, bloqueadores de canais de cálcio, betabloqueadores e anestésicos locais. A reanimação pode ser prolongada, e a circulação extracorpórea é uma opção nos casos refratários.',
    source: { institution: 'SBA', exam: TEA, year: 2016, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Intoxicação sistêmica por anestésicos locais',
    ],
    statement:
      '<p>Mulher de 60 kg apresenta instabilidade hemodinâmica após bloqueio do plano transverso do abdome bilateral com ropivacaína. O diagnóstico é de intoxicação sistêmica por anestésico local.</p><p>A dose inicial recomendada de emulsão lipídica a 20% é:</p>',
    alternatives: [
      { text: '30 mL em bolus, sem infusão.', explanation: 'Dose insuficiente e sem a infusão de manutenção.' },
      {
        text: '90 mL (1,5 mL/kg) em 2 a 3 minutos, seguidos de infusão de 0,25 mL/kg/min.',
        explanation: 'Correta: para pacientes com menos de 70 kg, o bolus é de 1,5 mL/kg seguido de infusão.',
      },
      { text: '300 mL em bolus rápido.', explanation: 'Excede muito o bolus recomendado.' },
      {
        text: '720 mL (12 mL/kg) em 30 minutos.',
        explanation: 'Cerca de 12 mL/kg é o limite máximo aproximado da dose total, não a dose inicial.',
      },
      { text: '10 mL/kg em 1 minuto.', explanation: 'Dose inicial excessiva, com risco de sobrecarga lipídica.' },
    ],
    correct: 'B',
    explanation:
      'O checklist da ASRA recomenda, para pacientes com menos de 70 kg, bolus de 1,5 mL/kg de emulsão lipídica a 20% em 2 a 3 minutos e infusão de 0,25 mL/kg/min; acima de 70 kg, bolus de 100 mL. Com instabilidade persistente, repete-se o bolus e dobra-se a infusão, respeitando o limite aproximado de 12 mL/kg. A emulsão atua como reservatório lipídico e tem efeitos metabólicos cardíacos favoráveis.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2024, board: 'VUNESP' },
  },
  {
    subject: [
      'Anestesia Regional',
      'Farmacologia dos Anestésicos Locais',
      'Anestésicos locais',
      'Intoxicação sistêmica por anestésicos locais',
    ],
    statement:
      '<p>A ropivacaína e a levobupivacaína foram desenvolvidas como alternativas menos cardiotóxicas à bupivacaína racêmica.</p><p>Essa menor cardiotoxicidade se deve principalmente a:</p>',
    alternatives: [
      {
        text: 'Serem ésteres metabolizados rapidamente no plasma.',
        explanation: 'Ambas são amidas de metabolismo hepático.',
      },
      {
        text: 'Terem pKa muito menor que o da bupivacaína.',
        explanation: 'Os pKa são semelhantes; o pKa não explica a diferença de cardiotoxicidade.',
      },
      {
        text: 'Não bloquearem canais de sódio cardíacos.',
        explanation: 'Bloqueiam, mas com menor afinidade e dissociação mais rápida.',
      },
      {
        text: 'Serem enantiômeros S puros, com menor afinidade e dissociação mais rápida dos canais de sódio cardíacos.',
        explanation:
          'Correta: o enantiômero R da bupivacaína liga-se de forma mais intensa e prolongada ao canal cardíaco.',
      },
    ],
    correct: 'D',
    explanation:
      'A bupivacaína racêmica liga-se aos canais de sódio cardíacos rapidamente e se desliga lentamente (fast-in, slow-out), o que favorece arritmias reentrantes e depressão miocárdica resistentes à reanimação; a relação entre dose cardiotóxica e dose convulsivante é menor. Os enantiômeros S (ropivacaína e levobupivacaína) são menos cardiotóxicos, mas não isentos de toxicidade.',
    source: { institution: 'HCPA', exam: R1, year: 2018, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais', 'Anestésicos locais'],
    statement:
      '<p>Para uma mesma dose e concentração de anestésico local, em qual dos bloqueios abaixo se espera a maior concentração plasmática do fármaco?</p>',
    alternatives: [
      { text: 'Infiltração subcutânea.', explanation: 'É um dos locais de menor absorção sistêmica.' },
      { text: 'Bloqueio do plexo braquial.', explanation: 'Tem absorção intermediária.' },
      {
        text: 'Bloqueio intercostal.',
        explanation: 'Correta: a grande vascularização da região produz a maior absorção entre os bloqueios habituais.',
      },
      { text: 'Bloqueio peridural.', explanation: 'Tem absorção alta, mas menor que a intercostal e a caudal.' },
      { text: 'Bloqueio femoral e ciático.', explanation: 'Tem absorção relativamente baixa.' },
    ],
    correct: 'C',
    explanation:
      'A absorção sistêmica depende da vascularização do local: intravenosa > traqueal > intercostal > caudal > peridural > plexo braquial > femoral e ciático > subcutânea. Os bloqueios de parede (intercostal, plano transverso do abdome, eretor da espinha) exigem atenção especial às doses totais, sobretudo quando bilaterais.',
    source: { institution: 'SES-DF', exam: R1, year: 2019, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais', 'Anestésicos locais'],
    statement:
      '<p>Mulher de 60 kg será submetida a exérese de lipoma extenso no dorso sob anestesia local com lidocaína a 2% com adrenalina (1:200.000).</p><p>O volume máximo aproximado que pode ser usado é:</p>',
    alternatives: [
      { text: '10,5 mL.', explanation: 'Subestima a dose máxima.' },
      { text: '13,5 mL.', explanation: 'Corresponde a 4,5 mg/kg, dose máxima sem adrenalina.' },
      { text: '15 mL.', explanation: 'Não corresponde às doses máximas de referência.' },
      { text: '21 mL.', explanation: 'Correta: 7 mg/kg × 60 kg = 420 mg; a 2% (20 mg/mL), 21 mL.' },
      { text: '42 mL.', explanation: 'Corresponderia a 840 mg, o dobro da dose máxima.' },
    ],
    correct: 'D',
    explanation:
      'A dose máxima de lidocaína é de cerca de 4,5 mg/kg sem adrenalina e 7 mg/kg com adrenalina, que reduz a absorção sistêmica. Uma solução a 1% contém 10 mg/mL, e a 2%, 20 mg/mL. Doses máximas são referências e devem ser ajustadas ao local de injeção, à idade e às comorbidades.',
    source: { institution: 'PSU-MG', exam: R1, year: 2021, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Regional', 'Farmacologia dos Anestésicos Locais', 'Anestésicos locais'],
    statement:
      '<p>Mulher de 30 anos relata ter tido "alergia" a procaína em tratamento odontológico na infância, com urticária generalizada. Será submetida a cirurgia de mão sob bloqueio de plexo braquial.</p><p>A conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Contraindicar qualquer anestésico local e realizar anestesia geral.',
        explanation: 'A alergia a ésteres não contraindica as amidas.',
      },
      {
        text: 'Usar um anestésico do tipo amida sem conservantes, pois não há reação cruzada entre ésteres e amidas.',
        explanation: 'Correta: a alergia aos ésteres relaciona-se ao PABA; as amidas não compartilham esse metabólito.',
      },
      { text: 'Usar tetracaína, por ser de outra geração.', explanation: 'A tetracaína também é um éster.' },
      {
        text: 'Usar lidocaína com metilparabeno.',
        explanation: 'O metilparabeno, conservante, é metabolizado a composto semelhante ao PABA e pode causar reação.',
      },
    ],
    correct: 'B',
    explanation:
      'A alergia verdadeira a anestésicos locais é rara; muitas reações relatadas são vasovagais, efeitos da adrenalina ou toxicidade. Os ésteres, metabolizados a PABA, são os mais alergênicos, e não há reação cruzada com amidas. Conservantes como o metilparabeno podem causar reações, e o encaminhamento ao alergista com testes é útil nos casos duvidosos.',
    source: { institution: 'AMRIGS', exam: R1, year: 2024, board: 'AMRIGS' },
  },
];
