import type { DemoQuestion } from './demo-question-types.ts';

const R1 = 'Residência Médica R1 – Acesso Direto';
const TEA = 'Prova de Título TEA/TSA (Sociedade Brasileira de Anestesiologia)';

/** Anestesiologia, part 1: avaliação pré-anestésica, via aérea e monitorização. */
export const questions1: readonly DemoQuestion[] = [
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Classificação ASA'],
    statement:
      '<p>Homem de 58 anos será submetido a herniorrafia inguinal eletiva. É hipertenso e diabético tipo 2, com pressão arterial e glicemia bem controladas com losartana e metformina. IMC de 32 kg/m². Nega tabagismo, etilismo ou limitação funcional.</p><p>Segundo a classificação do estado físico da ASA, esse paciente é:</p>',
    alternatives: [
      {
        text: 'ASA I.',
        explanation: 'ASA I é o paciente saudável, sem doença sistêmica; HAS, DM e obesidade já o excluem.',
      },
      {
        text: 'ASA II.',
        explanation:
          'Correta: HAS e DM bem controlados e IMC entre 30 e 40 são exemplos de doença sistêmica leve, sem limitação funcional.',
      },
      {
        text: 'ASA III.',
        explanation:
          'ASA III exige doença sistêmica grave com limitação funcional, como DM mal controlado ou IMC ≥ 40.',
      },
      {
        text: 'ASA IV.',
        explanation: 'ASA IV é doença que representa ameaça constante à vida, como IAM há menos de 3 meses.',
      },
      {
        text: 'ASA II E.',
        explanation: 'O sufixo E indica emergência, o que não se aplica a uma herniorrafia eletiva.',
      },
    ],
    correct: 'B',
    explanation:
      'A classificação ASA descreve o estado físico pré-operatório. Doenças sistêmicas leves, sem limitação funcional (HAS e DM controlados, tabagismo, gestação, IMC entre 30 e 40), caracterizam ASA II. Ela não considera o porte cirúrgico e, isoladamente, não estima o risco do procedimento.',
    source: { institution: 'SUS-SP', exam: R1, year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Classificação ASA'],
    statement:
      '<p>Homem de 67 anos teve infarto agudo do miocárdio há 6 semanas, tratado com angioplastia e stent farmacológico, e está em uso de ácido acetilsalicílico e clopidogrel. Chega ao pronto-socorro com apendicite aguda perfurada e peritonite, e a laparotomia é indicada de imediato.</p><p>A classificação ASA adequada é:</p>',
    alternatives: [
      {
        text: 'ASA III.',
        explanation: 'O IAM recente (menos de 3 meses) eleva o paciente para ASA IV, e falta o sufixo de emergência.',
      },
      {
        text: 'ASA III E.',
        explanation: 'O sufixo está correto, mas o infarto há menos de 3 meses caracteriza ASA IV, não III.',
      },
      {
        text: 'ASA IV.',
        explanation: 'A classe está correta, mas a cirurgia é de emergência e deve receber o sufixo E.',
      },
      {
        text: 'ASA IV E.',
        explanation:
          'Correta: IAM há menos de 3 meses é exemplo de ASA IV, e a peritonite exige operação sem demora (E).',
      },
      {
        text: 'ASA V E.',
        explanation:
          'ASA V é o paciente moribundo, que não sobreviverá sem a operação, como na ruptura de aneurisma de aorta.',
      },
    ],
    correct: 'D',
    explanation:
      'IAM, AVC, AIT ou angioplastia com stent há menos de 3 meses são exemplos de ASA IV na atualização da ASA. O sufixo E é acrescentado quando a demora no tratamento aumenta de forma significativa a ameaça à vida ou a um órgão, como na peritonite por apendicite perfurada.',
    source: { institution: 'UNIFESP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Classificação ASA'],
    statement:
      '<p>Sobre a classificação do estado físico da American Society of Anesthesiologists (ASA), na sua atualização mais recente, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A gestante saudável é classificada como ASA I.',
        explanation: 'A gestação normal é listada como exemplo de ASA II pelas alterações fisiológicas que impõe.',
      },
      {
        text: 'O paciente com IMC de 42 kg/m², sem outras doenças, é ASA II.',
        explanation: 'IMC ≥ 40 kg/m² (obesidade grave) é exemplo de ASA III.',
      },
      {
        text: 'O doador de órgãos em morte encefálica é ASA V.',
        explanation: 'O paciente com morte encefálica declarada, cujos órgãos serão removidos para doação, é ASA VI.',
      },
      {
        text: 'O paciente renal crônico em hemodiálise regular é ASA IV.',
        explanation: 'A doença renal terminal em diálise regular programada é exemplo de ASA III.',
      },
      {
        text: 'A classificação descreve o estado físico do paciente e não leva em conta o porte do procedimento.',
        explanation:
          'Correta: a ASA avalia apenas o paciente; o risco global depende também da cirurgia e de outras ferramentas.',
      },
    ],
    correct: 'E',
    explanation:
      'A ASA é uma classificação do estado físico, com exemplos para adultos, crianças e gestantes. Gestação normal é ASA II; IMC ≥ 40 e diálise regular são ASA III; morte encefálica para doação é ASA VI. Como não considera o procedimento, deve ser combinada a índices de risco cirúrgico.',
    source: { institution: 'SBA', exam: TEA, year: 2022, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Classificação ASA'],
    statement:
      '<p>Homem de 50 anos, IMC de 44 kg/m², portador de síndrome da apneia obstrutiva do sono em uso de CPAP noturno, será submetido a gastroplastia eletiva. Não tem outras comorbidades conhecidas.</p><p>A classificação ASA desse paciente é:</p>',
    alternatives: [
      {
        text: 'ASA I.',
        explanation: 'A obesidade grave é doença sistêmica; o paciente não é saudável do ponto de vista anestésico.',
      },
      {
        text: 'ASA II.',
        explanation: 'ASA II inclui obesidade com IMC entre 30 e 40 kg/m², abaixo do IMC deste paciente.',
      },
      {
        text: 'ASA III.',
        explanation: 'Correta: IMC ≥ 40 kg/m² é exemplo de doença sistêmica grave na classificação ASA.',
      },
      {
        text: 'ASA IV.',
        explanation:
          'Não há doença com ameaça constante à vida, como insuficiência cardíaca descompensada ou isquemia em curso.',
      },
    ],
    correct: 'C',
    explanation:
      'Na classificação ASA, obesidade com IMC entre 30 e 40 kg/m² é ASA II, e IMC ≥ 40 kg/m² é ASA III. A apneia obstrutiva do sono acrescenta risco de via aérea difícil e de depressão respiratória pós-operatória, o que deve orientar o planejamento da anestesia e da analgesia.',
    source: { institution: 'PSU-MG', exam: R1, year: 2018, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Jejum pré-operatório'],
    statement:
      '<p>Lactente de 8 meses, saudável, está agendado para herniorrafia inguinal eletiva. A mãe pergunta até quando pode amamentar a criança no peito antes da cirurgia.</p><p>Segundo as diretrizes de jejum da ASA, o tempo mínimo de jejum para o leite materno é de:</p>',
    alternatives: [
      { text: '1 hora.', explanation: 'Tempo insuficiente para o esvaziamento gástrico do leite materno.' },
      { text: '2 horas.', explanation: 'Duas horas é o jejum dos líquidos claros, não do leite materno.' },
      {
        text: '4 horas.',
        explanation:
          'Correta: o leite materno tem esvaziamento mais rápido que o de fórmulas e leite de vaca, e o jejum recomendado é de 4 horas.',
      },
      {
        text: '6 horas.',
        explanation: 'Seis horas é o jejum para fórmula infantil, leite não humano e refeição leve.',
      },
      {
        text: '8 horas.',
        explanation: 'Oito horas ou mais é o jejum para refeições completas, gordurosas ou com carne.',
      },
    ],
    correct: 'C',
    explanation:
      'As diretrizes da ASA seguem a regra de jejum por tipo de alimento: líquidos claros 2 horas, leite materno 4 horas, fórmula infantil, leite não humano e refeição leve 6 horas, e refeição completa 8 horas ou mais. Jejuns excessivos em lactentes causam desconforto, desidratação e hipoglicemia.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Jejum pré-operatório'],
    statement:
      '<p>Mulher de 40 anos, ASA I, será submetida a videolaparoscopia ginecológica eletiva. Às 6h00 comeu duas torradas e tomou uma xícara de chá com leite; às 9h00 bebeu 200 mL de água.</p><p>Seguindo as recomendações da ASA, o horário mais precoce para a indução anestésica é:</p>',
    alternatives: [
      { text: '10h00.', explanation: 'Nem o jejum de líquidos claros após a água (2 horas) estaria cumprido.' },
      {
        text: '11h00.',
        explanation: 'Cumpre o jejum de 2 horas da água, mas ignora a refeição leve com leite das 6h00.',
      },
      { text: '11h30.', explanation: 'Ainda não se completaram 6 horas desde a refeição leve com leite.' },
      {
        text: '12h00.',
        explanation:
          'Correta: torradas com chá com leite configuram refeição leve com leite não humano, que exige 6 horas de jejum.',
      },
      {
        text: '14h00.',
        explanation: 'Oito horas são exigidas para refeições gordurosas ou com carne, o que não é o caso.',
      },
    ],
    correct: 'D',
    explanation:
      'O jejum é determinado pelo alimento que exige o maior intervalo. Refeição leve e leite não humano exigem 6 horas; líquidos claros, como água, 2 horas. Assim, a refeição das 6h00 libera a indução a partir das 12h00, e a água das 9h00 não interfere.',
    source: { institution: 'UNICAMP', exam: R1, year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Jejum pré-operatório'],
    statement:
      '<p>Mulher de 46 anos, IMC de 36 kg/m², usa semaglutida subcutânea semanal há 8 meses para obesidade e diabetes. Será submetida a colecistectomia videolaparoscópica eletiva e refere náuseas e plenitude pós-prandial frequentes. Cumpriu jejum de 8 horas para sólidos.</p><p>Sobre o manejo anestésico, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Os agonistas do receptor de GLP-1 retardam o esvaziamento gástrico; com sintomas gastrointestinais, deve-se considerar estômago cheio, e a ultrassonografia gástrica pode ajudar a decidir entre adiar ou fazer sequência rápida.',
        explanation:
          'Correta: o risco de conteúdo gástrico residual é real apesar do jejum, sobretudo com sintomas, e a ultrassonografia gástrica orienta a conduta.',
      },
      {
        text: 'O jejum de 8 horas para sólidos garante estômago vazio, e a indução pode seguir a rotina.',
        explanation: 'Com esvaziamento gástrico lentificado, o jejum padrão não garante estômago vazio.',
      },
      {
        text: 'Suspender a semaglutida 24 horas antes elimina o risco de aspiração.',
        explanation:
          'A semaglutida semanal tem meia-vida de cerca de uma semana; a suspensão de 24 horas não altera o efeito.',
      },
      {
        text: 'O uso de agonista de GLP-1 contraindica anestesia geral, que deve ser substituída por bloqueio neuroaxial.',
        explanation:
          'Não há contraindicação à anestesia geral; a colecistectomia laparoscópica, aliás, exige anestesia geral.',
      },
      {
        text: 'Basta reduzir o jejum de sólidos para 2 horas para evitar hipoglicemia.',
        explanation: 'Reduzir o jejum de sólidos aumentaria ainda mais o risco de aspiração.',
      },
    ],
    correct: 'A',
    explanation:
      'Os agonistas do GLP-1 (semaglutida, liraglutida, tirzepatida) lentificam o esvaziamento gástrico, e há relatos de aspiração apesar do jejum adequado. As orientações multissocietárias atuais recomendam avaliar sintomas, considerar dieta líquida na véspera e usar ultrassonografia gástrica quando disponível; havendo dúvida, trata-se o paciente como estômago cheio.',
    source: { institution: 'SBA', exam: TEA, year: 2025, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Jejum pré-operatório'],
    statement:
      '<p>Dentro de um protocolo de abreviação do jejum (ACERTO/ERAS), qual das opções abaixo pode ser ingerida até 2 horas antes de uma anestesia eletiva em adulto saudável?</p>',
    alternatives: [
      { text: 'Leite desnatado.', explanation: 'Leite, mesmo desnatado, é leite não humano e exige 6 horas de jejum.' },
      {
        text: 'Suco de laranja com polpa.',
        explanation: 'Sucos com polpa não são líquidos claros; contêm resíduo particulado.',
      },
      { text: 'Café com leite.', explanation: 'O leite transforma o café em líquido não claro, com jejum de 6 horas.' },
      {
        text: 'Bebida com maltodextrina, sem resíduos.',
        explanation:
          'Correta: bebidas claras com carboidratos são líquidos claros e podem ser ingeridas até 2 horas antes, reduzindo a resistência insulínica.',
      },
    ],
    correct: 'D',
    explanation:
      'Líquidos claros (água, chá e café sem leite, sucos sem polpa, bebidas isotônicas e com carboidratos sem resíduos) esvaziam-se rapidamente do estômago e são permitidos até 2 horas antes. A sobrecarga de carboidratos pré-operatória, parte dos protocolos ACERTO e ERAS, reduz desconforto e resistência insulínica sem aumentar o risco de aspiração.',
    source: { institution: 'HCPA', exam: R1, year: 2016, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Risco perioperatório e medicações'],
    statement:
      '<p>O índice de risco cardíaco revisado de Lee é usado para estimar o risco de complicações cardíacas maiores em cirurgia não cardíaca.</p><p>Qual das variáveis abaixo <strong>não</strong> faz parte desse índice?</p>',
    alternatives: [
      {
        text: 'Diabetes melito em uso de insulina.',
        explanation: 'Faz parte do índice: é o critério de diabetes do escore de Lee.',
      },
      {
        text: 'Creatinina sérica acima de 2 mg/dL.',
        explanation: 'Faz parte do índice como marcador de disfunção renal.',
      },
      {
        text: 'História de acidente vascular cerebral ou ataque isquêmico transitório.',
        explanation: 'Faz parte do índice como doença cerebrovascular.',
      },
      {
        text: 'Cirurgia intraperitoneal, intratorácica ou vascular suprainguinal.',
        explanation: 'Faz parte do índice como cirurgia de alto risco.',
      },
      {
        text: 'Idade acima de 70 anos.',
        explanation:
          'Correta: a idade não é um dos seis critérios do índice de Lee, embora seja considerada em outros escores.',
      },
    ],
    correct: 'E',
    explanation:
      'O índice de Lee tem seis variáveis: cirurgia de alto risco, doença isquêmica do coração, insuficiência cardíaca, doença cerebrovascular, diabetes em uso de insulina e creatinina acima de 2 mg/dL. Cada uma soma um ponto, e o risco cresce com o número de pontos. Idade e hipertensão não fazem parte do escore.',
    source: { institution: 'USP-SP', exam: R1, year: 2018, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Risco perioperatório e medicações'],
    statement:
      '<p>Homem de 68 anos, hipertenso, será submetido a colectomia eletiva por adenocarcinoma de cólon. Nega dor torácica, dispneia ou síncope. Sobe dois lances de escada e caminha 3 km diariamente sem sintomas. ECG de repouso sem alterações.</p><p>A conduta mais adequada quanto à avaliação cardiovascular é:</p>',
    alternatives: [
      {
        text: 'Solicitar cintilografia de perfusão miocárdica com estresse farmacológico.',
        explanation:
          'Testes de estresse não estão indicados em paciente assintomático com boa capacidade funcional, pois não mudam a conduta.',
      },
      {
        text: 'Prosseguir com a cirurgia sem exames cardiológicos adicionais.',
        explanation:
          'Correta: capacidade funcional ≥ 4 METs, sem condição cardíaca ativa, permite operar sem testes adicionais.',
      },
      {
        text: 'Indicar cineangiocoronariografia antes da cirurgia.',
        explanation:
          'A revascularização profilática não reduz eventos perioperatórios em pacientes estáveis; não há indicação de coronariografia.',
      },
      {
        text: 'Solicitar ecocardiograma com estresse pela dobutamina.',
        explanation: 'Também é teste de estresse sem indicação quando a capacidade funcional é boa.',
      },
      {
        text: 'Adiar a cirurgia por 3 meses para otimização cardiológica.',
        explanation: 'Não há condição cardíaca ativa que justifique adiar uma cirurgia oncológica.',
      },
    ],
    correct: 'B',
    explanation:
      'Nos algoritmos de avaliação cardiovascular perioperatória, o paciente sem condição cardíaca ativa e com capacidade funcional ≥ 4 METs (subir dois lances de escada) pode ser operado sem testes adicionais. Exames de estresse só se justificam quando o resultado muda a conduta, em geral em pacientes de risco elevado com capacidade funcional baixa ou desconhecida.',
    source: { institution: 'UERJ', exam: R1, year: 2019, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Risco perioperatório e medicações'],
    statement:
      '<p>Homem de 62 anos recebeu stent farmacológico coronariano há 2 meses, em angioplastia eletiva por angina estável, e usa ácido acetilsalicílico e clopidogrel. Tem colelitíase sintomática, sem colecistite no momento, e o cirurgião propõe colecistectomia eletiva.</p><p>A melhor conduta é:</p>',
    alternatives: [
      {
        text: 'Suspender ácido acetilsalicílico e clopidogrel 7 dias antes e operar.',
        explanation:
          'A suspensão precoce da dupla antiagregação após stent farmacológico aumenta muito o risco de trombose do stent.',
      },
      {
        text: 'Suspender o ácido acetilsalicílico e manter apenas o clopidogrel.',
        explanation:
          'Quando se suspende um antiagregante, mantém-se o ácido acetilsalicílico, não o contrário; e a cirurgia é eletiva.',
      },
      {
        text: 'Adiar a cirurgia eletiva até completar pelo menos 6 meses do implante, mantendo a dupla antiagregação.',
        explanation:
          'Correta: cirurgia eletiva deve ser adiada para após o período mínimo de dupla antiagregação recomendado para o stent farmacológico.',
      },
      {
        text: 'Substituir os antiagregantes por enoxaparina em dose terapêutica (ponte).',
        explanation:
          'Heparina não protege contra trombose de stent; ponte com anticoagulante não substitui antiagregantes.',
      },
      {
        text: 'Operar sem suspender nada, pois o sangramento da colecistectomia é desprezível.',
        explanation:
          'Operar sob dupla antiagregação aumenta o sangramento e impede técnicas neuroaxiais; sendo eletiva, o adiamento é preferível.',
      },
    ],
    correct: 'C',
    explanation:
      'Após stent farmacológico, a cirurgia não cardíaca eletiva deve ser adiada até pelo menos 6 meses (idealmente 12 meses após síndrome coronariana aguda). Quando a cirurgia não pode esperar, mantém-se o ácido acetilsalicílico e suspende-se o inibidor de P2Y12 pelo menor tempo possível, em decisão conjunta com o cardiologista.',
    source: { institution: 'HCPA', exam: R1, year: 2022, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Geral', 'Avaliação Pré-Anestésica', 'Risco perioperatório e medicações'],
    statement:
      '<p>Homem de 70 anos, coronariopata estável, usa metoprolol há 4 anos, com frequência cardíaca de repouso de 62 bpm. Será submetido a artroplastia total de quadril.</p><p>Quanto ao betabloqueador, a conduta recomendada é:</p>',
    alternatives: [
      {
        text: 'Manter o metoprolol, inclusive na manhã da cirurgia.',
        explanation:
          'Correta: a suspensão de betabloqueador de uso crônico pode causar taquicardia de rebote e isquemia miocárdica.',
      },
      {
        text: 'Suspender o metoprolol 48 horas antes para evitar bradicardia intraoperatória.',
        explanation: 'A retirada abrupta causa efeito rebote e aumenta eventos isquêmicos.',
      },
      {
        text: 'Trocar o metoprolol por clonidina na véspera.',
        explanation: 'Não há indicação de substituir o betabloqueador; a clonidina também tem risco de rebote.',
      },
      {
        text: 'Dobrar a dose no dia da cirurgia para proteção miocárdica.',
        explanation: 'Doses elevadas no perioperatório associam-se a hipotensão, bradicardia e AVC.',
      },
      {
        text: 'Suspender e iniciar atenolol em dose alta no dia da cirurgia.',
        explanation:
          'Iniciar betabloqueador em dose alta no dia da cirurgia aumentou AVC e mortalidade no estudo POISE.',
      },
    ],
    correct: 'A',
    explanation:
      'Betabloqueadores de uso crônico devem ser mantidos no perioperatório (recomendação classe I). Iniciar betabloqueador no dia da cirurgia, sobretudo em dose alta, aumentou AVC e mortalidade no estudo POISE, e não é recomendado. Se indicado, o betabloqueador deve ser iniciado com antecedência e titulado.',
    source: { institution: 'SES-DF', exam: R1, year: 2023, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
    statement:
      '<p>Durante a avaliação pré-anestésica, uma paciente sentada, com a boca totalmente aberta e a língua protraída, sem fonação, permite a visualização apenas do palato duro.</p><p>Pela classificação de Mallampati modificada por Samsoon e Young, trata-se da classe:</p>',
    alternatives: [
      { text: 'I.', explanation: 'Na classe I veem-se palato mole, fauces, úvula e pilares amigdalianos.' },
      { text: 'II.', explanation: 'Na classe II veem-se palato mole, fauces e úvula.' },
      { text: 'III.', explanation: 'Na classe III veem-se palato mole e base da úvula.' },
      { text: 'IV.', explanation: 'Correta: na classe IV o palato mole não é visível, apenas o palato duro.' },
    ],
    correct: 'D',
    explanation:
      'A classificação de Mallampati avalia a relação entre o tamanho da língua e a cavidade oral. As classes III e IV associam-se a laringoscopia difícil, mas o teste isolado tem sensibilidade e especificidade modestas e deve ser combinado a outros preditores, como distância tireomentoniana, abertura bucal e mobilidade cervical.',
    source: { institution: 'SUS-SP', exam: R1, year: 2016, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
    statement:
      '<p>Homem de 63 anos, edêntulo, com barba espessa, IMC de 31 kg/m² e roncos noturnos intensos será submetido a cirurgia de catarata sob anestesia geral.</p><p>Dos achados abaixo, qual é critério de Langeron para previsão de ventilação difícil sob máscara facial?</p>',
    alternatives: [
      {
        text: 'Mallampati classe III.',
        explanation: 'Mallampati é preditor de laringoscopia difícil, não faz parte dos critérios de Langeron.',
      },
      {
        text: 'Ausência de dentes.',
        explanation: 'Correta: o paciente edêntulo tem pior vedação da máscara e é um dos cinco critérios de Langeron.',
      },
      {
        text: 'Distância tireomentoniana menor que 6 cm.',
        explanation:
          'A distância tireomentoniana reduzida prediz intubação difícil, não entra nos critérios de Langeron.',
      },
      {
        text: 'Abertura bucal menor que 3 cm.',
        explanation: 'A abertura bucal reduzida prediz dificuldade de laringoscopia e de inserção de dispositivos.',
      },
      {
        text: 'Limitação da extensão cervical.',
        explanation: 'Dificulta o alinhamento para laringoscopia, mas não é critério de Langeron.',
      },
    ],
    correct: 'B',
    explanation:
      'Langeron identificou cinco preditores independentes de ventilação difícil sob máscara: barba, IMC acima de 26 kg/m², ausência de dentes, idade acima de 55 anos e roncos. A presença de dois ou mais critérios indica risco aumentado. Este paciente reúne todos eles e merece planejamento de via aérea, com dispositivo supraglótico e videolaringoscópio disponíveis.',
    source: { institution: 'UNICAMP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
    statement:
      '<p>Durante laringoscopia direta com lâmina de Macintosh em posição olfativa adequada, o anestesiologista não consegue visualizar nenhuma estrutura glótica nem a epiglote, apenas o palato mole e a língua.</p><p>Pela classificação de Cormack-Lehane, essa visão corresponde ao grau:</p>',
    alternatives: [
      { text: 'I.', explanation: 'No grau I a maior parte da glote é visível.' },
      { text: 'IIa.', explanation: 'No grau IIa vê-se parte da glote.' },
      { text: 'IIb.', explanation: 'No grau IIb veem-se apenas as aritenoides ou a porção mais posterior da glote.' },
      { text: 'III.', explanation: 'No grau III vê-se apenas a epiglote.' },
      { text: 'IV.', explanation: 'Correta: no grau IV nem a epiglote é visível.' },
    ],
    correct: 'E',
    explanation:
      'A classificação de Cormack-Lehane gradua a visão obtida à laringoscopia e, portanto, só é definida durante o procedimento, não na avaliação pré-operatória. Os graus III e IV caracterizam laringoscopia difícil e justificam adjuntos como bougie, videolaringoscópio e a aplicação do algoritmo de via aérea difícil.',
    source: { institution: 'AMRIGS', exam: R1, year: 2017, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Preditores de via aérea difícil'],
    statement: '<p>Sobre a avaliação pré-anestésica da via aérea, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'O teste de Mallampati, isoladamente, tem alta sensibilidade para prever intubação difícil.',
        explanation: 'Nenhum preditor isolado tem boa sensibilidade; por isso se combinam vários testes.',
      },
      {
        text: 'A classificação de Cormack-Lehane deve ser registrada na consulta pré-anestésica.',
        explanation: 'Cormack-Lehane descreve a visão à laringoscopia e só pode ser obtida durante o procedimento.',
      },
      {
        text: 'A incapacidade de morder o lábio superior com os incisivos inferiores (classe III no teste da mordida do lábio superior) sugere laringoscopia difícil.',
        explanation: 'Correta: a classe III indica protrusão mandibular limitada e associa-se a laringoscopia difícil.',
      },
      {
        text: 'Distância tireomentoniana maior que 6,5 cm é preditor de intubação difícil.',
        explanation: 'Distâncias maiores que 6,5 cm são normais; valores menores que 6 cm sugerem dificuldade.',
      },
      {
        text: 'A avaliação de Mallampati deve ser feita com o paciente em decúbito dorsal e em fonação.',
        explanation: 'A técnica padrão é com o paciente sentado, boca aberta, língua protraída e sem fonação.',
      },
    ],
    correct: 'C',
    explanation:
      'A previsão de via aérea difícil combina Mallampati, distância tireomentoniana, abertura bucal, mobilidade cervical, protrusão mandibular (teste da mordida do lábio superior) e história de dificuldade prévia. Como cada teste isolado tem baixo valor preditivo, o anestesiologista deve sempre ter um plano alternativo.',
    source: { institution: 'SBA', exam: TEA, year: 2018, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Algoritmos de via aérea difícil'],
    statement:
      '<p>Mulher de 45 anos, ASA II, é induzida com propofol, fentanil e rocurônio para tireoidectomia. Após três tentativas de laringoscopia, incluindo videolaringoscópio e bougie, não se obtém a intubação. A saturação é de 94% com ventilação sob máscara.</p><p>Segundo o algoritmo da Difficult Airway Society (DAS), o próximo passo é:</p>',
    alternatives: [
      {
        text: 'Inserir um dispositivo supraglótico de segunda geração, com no máximo três tentativas.',
        explanation: 'Correta: após falha do plano A, o plano B é oxigenar pelo supraglótico de segunda geração.',
      },
      {
        text: 'Realizar uma quarta e uma quinta tentativas de laringoscopia pelo mesmo operador.',
        explanation:
          'O algoritmo limita as tentativas a três, mais uma por profissional mais experiente; tentativas repetidas causam edema e sangramento.',
      },
      {
        text: 'Realizar cricotireoidostomia por bisturi imediatamente.',
        explanation:
          'A via cirúrgica é reservada à situação não intubo, não oxigeno, e a paciente ainda está oxigenada.',
      },
      {
        text: 'Realizar traqueostomia eletiva sob ventilação com máscara facial.',
        explanation: 'Não é o passo seguinte do algoritmo; antes deve-se tentar oxigenar com supraglótico.',
      },
      {
        text: 'Administrar succinilcolina para melhorar as condições de intubação.',
        explanation:
          'O bloqueio pelo rocurônio já é adequado; nova dose de bloqueador não resolve a dificuldade anatômica.',
      },
    ],
    correct: 'A',
    explanation:
      'O algoritmo da DAS organiza a conduta em planos: A (laringoscopia, até 3 + 1 tentativas), B (supraglótico de segunda geração, até 3 tentativas), C (ventilação sob máscara facial e decisão de acordar o paciente) e D (CICO: cricotireoidostomia por bisturi). O foco é manter a oxigenação e evitar persistir em tentativas que agravam o trauma da via aérea.',
    source: { institution: 'USP-SP', exam: R1, year: 2020, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Algoritmos de via aérea difícil'],
    statement:
      '<p>Homem de 48 anos, IMC de 42 kg/m², é induzido para colecistectomia. Duas laringoscopias com videolaringoscópio falham, o dispositivo supraglótico não veda e a ventilação sob máscara facial a quatro mãos com cânula orofaríngea não impede a queda da saturação para 72%, com bradicardia incipiente. O bloqueio neuromuscular está completo.</p><p>A conduta imediata é:</p>',
    alternatives: [
      {
        text: 'Nova tentativa de intubação com videolaringoscópio de lâmina hiperangulada.',
        explanation:
          'Em situação CICO, novas tentativas de intubação apenas atrasam o acesso cirúrgico e agravam a hipoxemia.',
      },
      {
        text: 'Ventilação a jato transtraqueal por cateter venoso de pequeno calibre.',
        explanation:
          'As técnicas por cânula têm alta taxa de falha e barotrauma; a DAS recomenda a técnica por bisturi.',
      },
      {
        text: 'Traqueostomia cirúrgica convencional.',
        explanation: 'A traqueostomia é mais demorada e difícil no obeso; a cricotireoidostomia é a via de emergência.',
      },
      {
        text: 'Administrar sugamadex e aguardar o retorno da ventilação espontânea.',
        explanation:
          'Na hipoxemia grave já instalada, aguardar a ventilação espontânea não é seguro; a decisão é pelo acesso cirúrgico.',
      },
      {
        text: 'Cricotireoidostomia por técnica de bisturi, bougie e tubo de 6,0 mm com balonete.',
        explanation:
          'Correta: declarada a situação não intubo, não oxigeno, a via aérea cirúrgica frontal pelo pescoço é mandatória.',
      },
    ],
    correct: 'E',
    explanation:
      'A situação não intubo, não oxigeno (CICO) é declarada quando falham intubação, supraglótico e máscara facial com hipoxemia progressiva. A DAS recomenda cricotireoidostomia com bisturi: incisão transversa na membrana cricotireóidea, rotação da lâmina, bougie e tubo 6,0 com balonete. Se a membrana não for palpável, como em obesos, faz-se incisão vertical de 8 a 10 cm.',
    source: { institution: 'SBA', exam: TEA, year: 2023, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Algoritmos de via aérea difícil'],
    statement:
      '<p>Homem de 59 anos, com carcinoma de base de língua, abertura bucal de 2,5 cm, estridor leve e história de intubação muito difícil em cirurgia anterior, será submetido a laringoscopia de suspensão para biópsia.</p><p>A estratégia mais segura para o manejo da via aérea é:</p>',
    alternatives: [
      {
        text: 'Indução em sequência rápida com succinilcolina e laringoscopia direta.',
        explanation:
          'Abolir a ventilação espontânea em paciente com via aérea difícil prevista e obstrução pode levar a CICO.',
      },
      {
        text: 'Indução inalatória profunda com sevoflurano e laringoscopia direta.',
        explanation:
          'Na obstrução de via aérea alta, a indução inalatória pode ser lenta e evoluir para obstrução completa.',
      },
      {
        text: 'Indução venosa e inserção de máscara laríngea de primeira geração.',
        explanation:
          'A massa e a abertura bucal limitada dificultam o supraglótico, e não há plano seguro se ele falhar.',
      },
      {
        text: 'Intubação acordado com broncoscópio flexível, sob anestesia tópica e sedação leve, com equipe pronta para acesso cirúrgico.',
        explanation: 'Correta: mantém a ventilação espontânea e os reflexos até a via aérea estar assegurada.',
      },
    ],
    correct: 'D',
    explanation:
      'Quando há vários preditores de via aérea difícil e risco de ventilação difícil, a intubação com o paciente acordado (broncoscópio flexível ou videolaringoscópio) é o padrão de segurança, pois preserva a ventilação espontânea. Em tumores obstrutivos, a equipe deve estar preparada para acesso cirúrgico, eventualmente com traqueostomia sob anestesia local.',
    source: { institution: 'UNIFESP', exam: R1, year: 2018, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil', 'Algoritmos de via aérea difícil'],
    statement:
      '<p>Mulher de 52 anos, induzida com propofol e rocurônio para colecistectomia eletiva, teve falha de intubação após três tentativas e falha do dispositivo supraglótico. A ventilação sob máscara facial a duas mãos mantém a saturação em 95%.</p><p>Segundo o plano C do algoritmo da DAS, a conduta mais adequada é:</p>',
    alternatives: [
      {
        text: 'Cricotireoidostomia imediata.',
        explanation: 'A paciente está oxigenada; a via cirúrgica é para a situação CICO.',
      },
      {
        text: 'Tentativas adicionais de laringoscopia até conseguir a intubação.',
        explanation: 'Tentativas repetidas causam trauma e podem transformar uma ventilação possível em impossível.',
      },
      {
        text: 'Parar, pensar e, na maioria dos casos, acordar a paciente, revertendo o rocurônio com sugamadex.',
        explanation:
          'Correta: em cirurgia eletiva, com oxigenação mantida, a opção mais segura é acordar e replanejar.',
      },
      {
        text: 'Intubação às cegas pela máscara laríngea de primeira geração.',
        explanation: 'Técnicas às cegas têm baixa taxa de sucesso e alto risco de trauma.',
      },
      {
        text: 'Prosseguir a cirurgia com ventilação sob máscara facial.',
        explanation:
          'A laparoscopia com pneumoperitônio sob máscara facial expõe a risco de aspiração e perda da via aérea.',
      },
    ],
    correct: 'C',
    explanation:
      'No plano C, com ventilação por máscara facial possível, a equipe deve parar e avaliar: acordar a paciente (com reversão completa do bloqueio, de preferência com sugamadex se o bloqueador for rocurônio), tentar intubação por outra técnica ou, excepcionalmente, prosseguir. Se a máscara falhar com hipoxemia, passa-se ao plano D.',
    source: { institution: 'HCPA', exam: R1, year: 2024, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil'],
    statement:
      '<p>Residente usa videolaringoscópio com lâmina hiperangulada em paciente com preditores de intubação difícil. Obtém visão completa da glote (Cormack-Lehane I), mas não consegue direcionar o tubo traqueal para a laringe.</p><p>Sobre o uso desse dispositivo, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Com lâminas hiperanguladas, recomenda-se o uso de estilete pré-moldado com curvatura semelhante à da lâmina.',
        explanation:
          'Correta: o estilete acompanha a angulação e permite dirigir o tubo até a glote visualizada indiretamente.',
      },
      {
        text: 'A visão completa da glote garante a facilidade de passagem do tubo.',
        explanation: 'Com lâminas anguladas é comum ver a glote e não conseguir passar o tubo.',
      },
      {
        text: 'O videolaringoscópio dispensa o uso de estilete ou bougie.',
        explanation: 'Com lâminas hiperanguladas o estilete é praticamente indispensável.',
      },
      {
        text: 'O videolaringoscópio está contraindicado na via aérea difícil prevista.',
        explanation: 'Ao contrário, é recomendado como primeira opção em muitos algoritmos atuais.',
      },
    ],
    correct: 'A',
    explanation:
      'Os videolaringoscópios melhoram a visão da glote e a taxa de sucesso na primeira tentativa, mas as lâminas hiperanguladas criam uma visão sem linha reta até a laringe. O uso de estilete moldado conforme a curvatura da lâmina e a técnica de inserção sob visão direta na orofaringe evitam falhas e lesões.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2022, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Via aérea difícil'],
    statement:
      '<p>Paciente de 55 anos, submetido a tireoidectomia total por bócio mergulhante, teve intubação difícil (Cormack-Lehane IV, resolvida com broncoscópio flexível). Ao fim da cirurgia, com bloqueio revertido, o residente planeja a extubação.</p><p>Sobre a extubação desse paciente de alto risco, é correto:</p>',
    alternatives: [
      {
        text: 'Extubar em plano anestésico profundo, para evitar tosse e sangramento.',
        explanation:
          'A extubação profunda é contraindicada quando há via aérea difícil, pois a reintubação pode ser impossível.',
      },
      {
        text: 'Extubar com o paciente acordado, após reversão plena do bloqueio, considerando manter um cateter trocador de via aérea.',
        explanation:
          'Correta: o paciente acordado protege a via aérea, e o cateter trocador facilita uma reintubação se necessária.',
      },
      {
        text: 'Extubar com relação T4/T1 de 0,7, pois a força é suficiente.',
        explanation: 'O limiar de segurança é relação T4/T1 ≥ 0,9; valores menores indicam bloqueio residual.',
      },
      {
        text: 'Extubar em decúbito dorsal horizontal, sem oxigênio suplementar.',
        explanation: 'A posição semissentada e a pré-oxigenação antes da extubação aumentam a reserva de oxigênio.',
      },
      {
        text: 'Manter o tubo por 72 horas em todos os casos de intubação difícil.',
        explanation: 'A intubação prolongada não é regra; a decisão é individualizada com plano de extubação.',
      },
    ],
    correct: 'B',
    explanation:
      'As diretrizes de extubação da DAS classificam como de risco os pacientes com via aérea difícil e os submetidos a cirurgias que podem comprometer a via aérea (tireoide, lesão de nervo laríngeo recorrente, hematoma cervical). Nesses casos, extuba-se o paciente acordado, com reversão plena do bloqueio, e pode-se manter um cateter trocador para facilitar a reintubação.',
    source: { institution: 'SBA', exam: TEA, year: 2020, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Homem de 34 anos, com obstrução intestinal por bridas, vômitos há 2 dias e distensão abdominal, será submetido a laparotomia de urgência. Uma sonda nasogástrica foi passada e aspirada. Não há preditores de via aérea difícil.</p><p>A técnica de indução mais adequada é:</p>',
    alternatives: [
      {
        text: 'Indução inalatória com sevoflurano, mantendo a ventilação espontânea.',
        explanation:
          'A indução inalatória é lenta e deixa a via aérea desprotegida por mais tempo, com risco de vômito e aspiração.',
      },
      {
        text: 'Sedação profunda sem bloqueador neuromuscular e intubação com o paciente respirando.',
        explanation:
          'Sem bloqueador, as condições de intubação são piores e aumentam o tempo e o risco de regurgitação.',
      },
      {
        text: 'Dispositivo supraglótico de primeira geração após indução com propofol.',
        explanation: 'Supraglóticos não protegem a via aérea contra aspiração em paciente com estômago cheio.',
      },
      {
        text: 'Indução convencional com ventilação sob máscara a pressões altas até o bloqueio completo.',
        explanation: 'Pressões altas insuflam o estômago e aumentam o risco de regurgitação.',
      },
      {
        text: 'Sequência rápida: pré-oxigenação, hipnótico e bloqueador de início rápido em doses adequadas, e intubação com tubo com balonete.',
        explanation:
          'Correta: a sequência rápida minimiza o tempo entre a perda dos reflexos e a proteção da via aérea.',
      },
    ],
    correct: 'E',
    explanation:
      'A indução em sequência rápida está indicada quando há risco de aspiração (estômago cheio, obstrução intestinal, trauma, gestação a termo). Seus elementos são a pré-oxigenação eficaz, o hipnótico seguido de bloqueador de início rápido (succinilcolina ou rocurônio em dose alta) e a intubação com tubo com balonete, minimizando o tempo de via aérea desprotegida.',
    source: { institution: 'SUS-SP', exam: R1, year: 2021, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Mulher de 38 anos, 60 kg, com estômago cheio, recebe propofol e rocurônio 1,2 mg/kg em sequência rápida. A laringoscopia é impossível, a ventilação sob máscara é difícil e decide-se acordar a paciente.</p><p>A dose de sugamadex indicada para a reversão imediata desse bloqueio é:</p>',
    alternatives: [
      {
        text: '2 mg/kg.',
        explanation: 'É a dose para bloqueio moderado, com reaparecimento de T2 na sequência de quatro estímulos.',
      },
      {
        text: '4 mg/kg.',
        explanation: 'É a dose para bloqueio profundo, com 1 a 2 respostas na contagem pós-tetânica.',
      },
      {
        text: '8 mg/kg.',
        explanation: 'Não é a dose padronizada e seria insuficiente para reversão imediata após rocurônio 1,2 mg/kg.',
      },
      {
        text: '16 mg/kg.',
        explanation:
          'Correta: é a dose recomendada para reversão imediata cerca de 3 minutos após rocurônio 1,2 mg/kg.',
      },
      {
        text: 'Neostigmina 0,05 mg/kg com atropina.',
        explanation: 'A neostigmina não reverte bloqueio profundo e tem efeito teto.',
      },
    ],
    correct: 'D',
    explanation:
      'O sugamadex é uma gama-ciclodextrina que encapsula rocurônio e vecurônio. As doses variam com a profundidade do bloqueio: 2 mg/kg (T2 presente), 4 mg/kg (contagem pós-tetânica de 1 a 2) e 16 mg/kg para reversão imediata após dose de sequência rápida. Mesmo com reversão, o retorno da ventilação espontânea pode não ser rápido o bastante para evitar hipoxemia, e o plano de resgate deve seguir em paralelo.',
    source: { institution: 'SBA', exam: TEA, year: 2019, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Sobre a pressão cricóidea (manobra de Sellick) na indução em sequência rápida, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Deve ser reduzida ou liberada se dificultar a laringoscopia, a ventilação ou a inserção do dispositivo supraglótico.',
        explanation:
          'Correta: a pressão cricóidea pode piorar a visão laríngea e a ventilação, e deve ser aliviada nesses casos.',
      },
      {
        text: 'Deve ser aplicada com 30 N antes da perda da consciência.',
        explanation: 'Com o paciente acordado usam-se cerca de 10 N; 30 N são aplicados após a perda da consciência.',
      },
      {
        text: 'Deve ser mantida mesmo durante vômito ativo.',
        explanation: 'Durante vômito ativo a pressão deve ser liberada pelo risco de ruptura esofágica.',
      },
      {
        text: 'Estudos controlados demonstraram de forma inequívoca a redução de broncoaspiração.',
        explanation:
          'A eficácia é controversa; o estudo IRIS não demonstrou benefício claro na prevenção de aspiração.',
      },
      {
        text: 'É aplicada sobre a cartilagem tireóidea, deslocando-a para cima e para a direita.',
        explanation:
          'Isso descreve a manobra BURP; a pressão cricóidea é aplicada sobre a cartilagem cricoide, contra a vértebra.',
      },
    ],
    correct: 'A',
    explanation:
      'A pressão cricóidea visa ocluir o esôfago comprimindo a cartilagem cricoide contra o corpo vertebral. Sua eficácia é discutida, e ela pode distorcer a laringe, piorar a laringoscopia e a ventilação. Quando usada, deve ser aplicada corretamente e liberada se atrapalhar o manejo da via aérea ou se houver vômito ativo.',
    source: { institution: 'UNIFESP', exam: R1, year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Homem de 27 anos, vítima de queimadura por chama com 40% de superfície corporal queimada há 12 dias, será levado ao centro cirúrgico para desbridamento e enxertia. Alimentou-se há 2 horas por sonda e há indicação de sequência rápida.</p><p>O bloqueador neuromuscular mais adequado é:</p>',
    alternatives: [
      {
        text: 'Succinilcolina 1,5 mg/kg.',
        explanation:
          'Após 24 a 48 horas da queimadura, a succinilcolina pode causar hipercalemia grave pela proliferação de receptores extrajuncionais.',
      },
      {
        text: 'Rocurônio 1,2 mg/kg.',
        explanation: 'Correta: o rocurônio em dose alta tem início rápido e não provoca liberação de potássio.',
      },
      { text: 'Cisatracúrio 0,15 mg/kg.', explanation: 'Tem início lento e não é adequado para sequência rápida.' },
      {
        text: 'Atracúrio 0,5 mg/kg.',
        explanation: 'Tem início lento e libera histamina; não é o agente de escolha na sequência rápida.',
      },
    ],
    correct: 'B',
    explanation:
      'Em grandes queimados, a succinilcolina é contraindicada a partir de 24 a 48 horas após a lesão e por até um ano ou mais, pela hiper-regulação de receptores nicotínicos extrajuncionais, que liberam grandes quantidades de potássio. Esses pacientes são, por outro lado, resistentes aos bloqueadores não despolarizantes, o que pode exigir doses maiores de rocurônio.',
    source: { institution: 'SES-DF', exam: R1, year: 2018, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Homem de 25 anos, vítima de acidente motociclístico, chega com pressão arterial de 78/40 mmHg, frequência cardíaca de 132 bpm, rebaixamento do nível de consciência e sinais de hemoperitônio. Será intubado em sequência rápida para laparotomia enquanto recebe hemocomponentes.</p><p>O hipnótico mais adequado, em dose reduzida, é:</p>',
    alternatives: [
      {
        text: 'Propofol 2,5 mg/kg.',
        explanation:
          'O propofol causa vasodilatação e depressão miocárdica importantes; em dose plena pode precipitar colapso circulatório.',
      },
      { text: 'Tiopental 5 mg/kg.', explanation: 'Também é depressor cardiovascular e pode agravar o choque.' },
      {
        text: 'Midazolam 0,3 mg/kg.',
        explanation: 'Tem início mais lento e, em dose de indução, também causa hipotensão.',
      },
      {
        text: 'Dexmedetomidina em bolus.',
        explanation: 'Não é agente de indução em sequência rápida e causa bradicardia e hipotensão.',
      },
      {
        text: 'Cetamina.',
        explanation:
          'Correta: por efeito simpaticomimético indireto, a cetamina tende a preservar a pressão arterial no choque hemorrágico.',
      },
    ],
    correct: 'E',
    explanation:
      'No paciente hemodinamicamente instável, cetamina e etomidato são os hipnóticos preferidos, sempre em doses reduzidas. A cetamina preserva o tônus simpático, mas é depressora miocárdica direta e pode causar hipotensão quando as catecolaminas estão esgotadas. Nenhum hipnótico dispensa a reposição volêmica e o uso de vasopressores.',
    source: { institution: 'UERJ', exam: R1, year: 2024, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Julgue a afirmação a seguir.</p><p>Em pacientes com alto risco de dessaturação durante a apneia (obesos, gestantes, sépticos), é aceitável, na sequência rápida modificada, ventilar gentilmente sob máscara com pressões inspiratórias baixas (inferiores a 20 cmH<sub>2</sub>O) durante a latência do bloqueador neuromuscular.</p>',
    alternatives: [
      {
        text: 'Certo.',
        explanation: 'Correta: pressões baixas raramente insuflam o estômago e reduzem a hipoxemia durante a latência.',
      },
      {
        text: 'Errado.',
        explanation:
          'A sequência rápida clássica proíbe a ventilação, mas a versão modificada a admite com pressões baixas nos pacientes de risco.',
      },
    ],
    correct: 'A',
    explanation:
      'A sequência rápida clássica evita a ventilação com pressão positiva entre a indução e a intubação, para não insuflar o estômago. Em pacientes com pequena reserva de oxigênio, a hipoxemia é um risco maior que a aspiração, e a ventilação suave com pressões abaixo de 20 cmH2O, associada à oxigenação apneica, é considerada aceitável.',
    source: { institution: 'USP-SP', exam: R1, year: 2025, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Mulher de 41 anos, IMC de 48 kg/m², com abdome agudo obstrutivo, será intubada em sequência rápida.</p><p>O posicionamento que mais favorece a laringoscopia e a oxigenação nessa paciente é:</p>',
    alternatives: [
      {
        text: 'Decúbito dorsal horizontal com coxim occipital simples.',
        explanation:
          'No obeso, o coxim occipital isolado não alinha os eixos e a posição horizontal reduz a capacidade residual funcional.',
      },
      {
        text: 'Trendelenburg, para reduzir o risco de aspiração.',
        explanation: 'O Trendelenburg piora a mecânica respiratória e a capacidade residual funcional no obeso.',
      },
      {
        text: 'Decúbito lateral esquerdo.',
        explanation: 'Não é a posição padrão para laringoscopia e dificulta a intubação.',
      },
      {
        text: 'Rampa com o meato acústico externo alinhado à fúrcula esternal e cabeceira elevada em 25 a 30 graus.',
        explanation:
          'Correta: a rampa alinha os eixos da via aérea e a elevação da cabeceira prolonga o tempo de apneia segura.',
      },
    ],
    correct: 'D',
    explanation:
      'No obeso, a posição em rampa (coxins sob ombros e cabeça até alinhar horizontalmente o meato acústico externo com a fúrcula esternal) melhora a visão laríngea, e a elevação da cabeceira aumenta a capacidade residual funcional, prolongando a apneia sem dessaturação. Pré-oxigenação com pressão positiva e oxigenação apneica completam a estratégia.',
    source: { institution: 'PSU-MG', exam: R1, year: 2022, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Homem de 35 anos, 140 kg, altura de 1,75 m, será submetido a sequência rápida para laparotomia de urgência.</p><p>Sobre o cálculo das doses dos bloqueadores neuromusculares nesse paciente, é correto:</p>',
    alternatives: [
      {
        text: 'Succinilcolina e rocurônio devem ser calculados pelo peso ideal.',
        explanation: 'A succinilcolina em dose pelo peso ideal produz condições de intubação inadequadas no obeso.',
      },
      {
        text: 'Succinilcolina pelo peso ideal e rocurônio pelo peso corporal total.',
        explanation: 'É o inverso do recomendado.',
      },
      {
        text: 'Succinilcolina pelo peso corporal total e rocurônio pelo peso ideal.',
        explanation:
          'Recomendação clássica: a succinilcolina depende do volume extracelular e da atividade da colinesterase, que aumentam no obeso.',
      },
      {
        text: 'Ambos devem ser calculados pelo peso corporal total.',
        explanation: 'O rocurônio pelo peso total prolonga muito a duração do bloqueio.',
      },
      {
        text: 'Succinilcolina pelo peso corporal total e rocurônio pelo peso corporal magro.',
        explanation: 'Também é uma recomendação encontrada na literatura para o rocurônio no obeso.',
      },
    ],
    correct: 'C',
    annulled: true,
    explanation:
      'A succinilcolina deve ser calculada pelo peso corporal total no obeso. Para o rocurônio, parte da literatura recomenda o peso ideal e parte o peso corporal magro, e as duas alternativas que diferem apenas nesse ponto são defensáveis. Por haver duas respostas corretas (C e E), a banca anulou a questão.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2019, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Sequência rápida'],
    statement:
      '<p>Durante a indução em sequência rápida de um paciente com estômago cheio, ocorre regurgitação de conteúdo gástrico para a orofaringe logo após a administração do bloqueador neuromuscular, antes da intubação.</p><p>A conduta adequada é:</p>',
    alternatives: [
      {
        text: 'Realizar lavagem broncoalveolar com soro fisiológico após a intubação.',
        explanation: 'A lavagem com salina dissemina o ácido e não é recomendada.',
      },
      {
        text: 'Posicionar a cabeça mais baixa, aspirar a orofaringe, intubar e aspirar a traqueia antes de ventilar com pressão positiva.',
        explanation: 'Correta: reduz a quantidade de material aspirado e evita empurrá-lo para a via aérea distal.',
      },
      {
        text: 'Administrar corticoide em dose alta para prevenir pneumonite.',
        explanation: 'Corticoides não previnem nem tratam a pneumonite química.',
      },
      {
        text: 'Iniciar antibiótico de amplo espectro profilático.',
        explanation:
          'Antibiótico profilático não é indicado; só se trata pneumonia bacteriana confirmada ou aspiração de conteúdo contaminado.',
      },
      {
        text: 'Suspender a cirurgia e extubar imediatamente após a intubação.',
        explanation: 'A decisão de prosseguir depende da gravidade; extubar de imediato não é conduta padrão.',
      },
    ],
    correct: 'B',
    explanation:
      'Na aspiração durante a indução, prioriza-se limitar o dano: cabeça baixa, aspiração da orofaringe, intubação rápida e aspiração traqueal antes da ventilação com pressão positiva, seguidas de suporte com PEEP. Lavagem com salina, corticoide e antibiótico profilático não têm benefício; a broncoscopia é útil se houver aspiração de partículas sólidas.',
    source: { institution: 'AMRIGS', exam: R1, year: 2020, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Pré-oxigenação'],
    statement:
      '<p>Sobre a pré-oxigenação antes da indução anestésica, assinale o parâmetro que melhor indica que ela foi eficaz.</p>',
    alternatives: [
      {
        text: 'Saturação periférica de oxigênio de 100%.',
        explanation:
          'A SpO2 atinge 100% muito antes da desnitrogenação completa e não reflete a reserva pulmonar de oxigênio.',
      },
      {
        text: 'Fração inspirada de oxigênio de 0,6.',
        explanation: 'Fração inspirada baixa não promove desnitrogenação adequada.',
      },
      {
        text: 'Fração expirada de oxigênio igual ou superior a 0,9.',
        explanation:
          'Correta: a fração expirada de O2 ≥ 0,9 indica que a capacidade residual funcional foi preenchida por oxigênio.',
      },
      {
        text: 'Um minuto de respiração em volume corrente com máscara mal acoplada.',
        explanation: 'Vazamentos permitem entrada de ar ambiente e tornam a pré-oxigenação ineficaz.',
      },
      {
        text: 'Fração expirada de CO<sub>2</sub> inferior a 35 mmHg.',
        explanation: 'O CO2 expirado não mede a desnitrogenação.',
      },
    ],
    correct: 'C',
    explanation:
      'A pré-oxigenação substitui o nitrogênio da capacidade residual funcional por oxigênio, criando uma reserva que prolonga a apneia sem dessaturação. É feita com O2 a 100%, máscara bem acoplada e alto fluxo, por 3 minutos em volume corrente ou 8 respirações profundas em 1 minuto, e sua eficácia é confirmada por fração expirada de O2 ≥ 0,9.',
    source: { institution: 'SUS-SP', exam: R1, year: 2024, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Pré-oxigenação'],
    statement:
      '<p>Homem de 45 anos, IMC de 50 kg/m², será submetido a gastroplastia.</p><p>Em relação à pré-oxigenação nesse paciente, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'A posição supina horizontal é a mais eficaz para a pré-oxigenação.',
        explanation: 'A posição supina reduz ainda mais a capacidade residual funcional do obeso.',
      },
      {
        text: 'Deve-se usar FiO<sub>2</sub> de 0,5 para evitar atelectasias de absorção.',
        explanation:
          'A FiO2 de 1,0 é a recomendada; a prevenção de atelectasias se faz com PEEP e manobras, não com menos oxigênio.',
      },
      {
        text: 'O tempo de apneia sem dessaturação é maior no obeso do que no adulto não obeso.',
        explanation: 'É menor, pela capacidade residual funcional reduzida e pelo consumo de O2 aumentado.',
      },
      {
        text: 'A elevação da cabeceira e a pressão positiva (CPAP ou ventilação não invasiva) durante a pré-oxigenação prolongam a apneia segura.',
        explanation: 'Correta: ambas aumentam a capacidade residual funcional e reduzem atelectasias.',
      },
    ],
    correct: 'D',
    explanation:
      'O obeso tem capacidade residual funcional reduzida e consumo de oxigênio aumentado, e dessatura rapidamente na apneia. A pré-oxigenação em proclive de 25 a 30 graus, com CPAP ou ventilação não invasiva, e a oxigenação apneica por cateter nasal durante a laringoscopia prolongam o tempo de apneia segura.',
    source: { institution: 'HCPA', exam: R1, year: 2021, board: 'FAURGS' },
  },
  {
    subject: ['Anestesia Geral', 'Via Aérea', 'Pré-oxigenação'],
    statement:
      '<p>Durante a laringoscopia de um paciente bem pré-oxigenado, mantém-se cateter nasal de oxigênio a 15 L/min (oxigenação apneica).</p><p>Sobre essa técnica, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Funciona mesmo com obstrução completa da via aérea superior.',
        explanation: 'A oxigenação apneica depende de via aérea pérvia para o fluxo de O2 chegar aos alvéolos.',
      },
      {
        text: 'Mantém a oxigenação, mas a PaCO<sub>2</sub> continua a subir durante a apneia.',
        explanation: 'Correta: o fluxo de massa leva O2 aos alvéolos, mas a eliminação de CO2 é mínima sem ventilação.',
      },
      {
        text: 'Dispensa a pré-oxigenação.',
        explanation: 'A técnica complementa, e não substitui, uma pré-oxigenação adequada.',
      },
      {
        text: 'É contraindicada em obesos e gestantes.',
        explanation: 'Ao contrário, é especialmente útil nesses grupos, que dessaturam rapidamente.',
      },
    ],
    correct: 'B',
    explanation:
      'Na apneia, o O2 alveolar é absorvido mais rápido do que o CO2 é excretado, gerando pressão subatmosférica que puxa gás da faringe para os alvéolos. Se a faringe contém O2 em alto fluxo, a oxigenação é mantida por mais tempo, desde que a via aérea esteja pérvia. A ventilação, no entanto, não ocorre, e a hipercapnia progride.',
    source: { institution: 'UNICAMP', exam: R1, year: 2023, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Capnografia'],
    statement:
      '<p>Imediatamente após a intubação traqueal de um paciente hemodinamicamente estável, o capnógrafo não registra curva alguma durante as primeiras ventilações, embora o circuito esteja conectado.</p><p>A principal hipótese a ser considerada é:</p>',
    alternatives: [
      {
        text: 'Broncoespasmo leve.',
        explanation: 'O broncoespasmo leve altera a inclinação da fase III, mas mantém a curva.',
      },
      { text: 'Hiperventilação.', explanation: 'A hiperventilação reduz o EtCO2, mas não abole a curva.' },
      {
        text: 'Reinalação por cal sodada esgotada.',
        explanation: 'A reinalação eleva a linha de base, mas a curva persiste.',
      },
      {
        text: 'Vazamento parcial pelo balonete.',
        explanation: 'Um vazamento pode reduzir a amplitude da curva, mas não a abole por completo.',
      },
      {
        text: 'Intubação esofágica.',
        explanation:
          'Correta: a ausência de CO2 expirado após a intubação é intubação esofágica até prova em contrário.',
      },
    ],
    correct: 'E',
    explanation:
      'A capnografia é o padrão para confirmar a intubação traqueal: a presença de curva de CO2 sustentada em várias respirações indica tubo na traqueia. Curva ausente ou que desaparece após poucas respirações sugere intubação esofágica. Na parada cardíaca o EtCO2 pode ser muito baixo, mas o princípio "sem traçado, tubo no esôfago" deve orientar a conduta.',
    source: { institution: 'SES-DF', exam: R1, year: 2020, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Capnografia'],
    statement:
      '<p>Paciente de 64 anos, com DPOC, está sob anestesia geral. O capnograma mostra fase III com inclinação ascendente acentuada, sem platô, em aspecto de "barbatana de tubarão", acompanhada de aumento da pressão de pico.</p><p>Esse padrão sugere:</p>',
    alternatives: [
      {
        text: 'Obstrução ao fluxo expiratório, como broncoespasmo.',
        explanation: 'Correta: o esvaziamento heterogêneo e lento dos alvéolos gera a subida contínua da fase III.',
      },
      {
        text: 'Reinalação de CO<sub>2</sub>.',
        explanation: 'Na reinalação a linha de base (fase I) não retorna a zero.',
      },
      { text: 'Intubação esofágica.', explanation: 'Na intubação esofágica não há curva sustentada.' },
      {
        text: 'Hipertermia maligna.',
        explanation: 'A hipertermia maligna eleva o EtCO2 progressivamente, mas com morfologia de curva normal.',
      },
    ],
    correct: 'A',
    explanation:
      'A morfologia do capnograma ajuda no diagnóstico: a inclinação acentuada da fase III, sem platô, indica obstrução expiratória (broncoespasmo, DPOC, tubo acotovelado ou secreção). A elevação da linha de base indica reinalação, e a queda abrupta do EtCO2 sugere queda do débito cardíaco, embolia ou desconexão.',
    source: { institution: 'UERJ', exam: R1, year: 2017, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Capnografia'],
    statement:
      '<p>Durante anestesia geral com sistema circular e fluxo de gás fresco de 1 L/min, o anestesiologista nota elevação progressiva do EtCO<sub>2</sub> e que a linha de base do capnograma não retorna a zero (CO<sub>2</sub> inspirado de 6 mmHg).</p><p>A causa mais provável é:</p>',
    alternatives: [
      {
        text: 'Hiperventilação alveolar.',
        explanation: 'A hiperventilação reduz o EtCO2 e não eleva a linha de base.',
      },
      {
        text: 'Absorvedor de CO<sub>2</sub> esgotado ou válvula unidirecional incompetente.',
        explanation: 'Correta: ambos permitem a reinalação de CO2, que eleva o CO2 inspirado.',
      },
      { text: 'Embolia pulmonar.', explanation: 'A embolia reduz o EtCO2 por aumento do espaço morto.' },
      { text: 'Broncoespasmo.', explanation: 'Altera a fase III, mas não o CO2 inspirado.' },
      {
        text: 'Intubação seletiva.',
        explanation: 'Pode alterar a ventilação e a oxigenação, mas não causa reinalação.',
      },
    ],
    correct: 'B',
    explanation:
      'CO2 inspirado acima de zero indica reinalação. No sistema circular, as causas principais são absorvente esgotado (a troca de cor do indicador pode reverter em repouso) e válvulas unidirecionais inspiratória ou expiratória incompetentes. Aumentar o fluxo de gás fresco corrige temporariamente enquanto se troca o absorvedor ou se verifica o circuito.',
    source: { institution: 'SBA', exam: TEA, year: 2017, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Capnografia'],
    statement:
      '<p>Paciente de 38 anos é submetido a ressecção de tumor de fossa posterior em posição sentada. Subitamente, o EtCO<sub>2</sub> cai de 34 para 18 mmHg, com queda da saturação e hipotensão arterial. A ventilação e o circuito estão íntegros.</p><p>A hipótese mais provável é:</p>',
    alternatives: [
      { text: 'Hipertermia maligna.', explanation: 'A hipertermia maligna eleva o EtCO2, não o reduz.' },
      {
        text: 'Broncoespasmo.',
        explanation:
          'Causaria alteração da fase III e aumento da pressão de pico, sem essa queda súbita com hipotensão.',
      },
      { text: 'Hipoventilação.', explanation: 'A hipoventilação eleva o EtCO2.' },
      {
        text: 'Embolia gasosa venosa.',
        explanation:
          'Correta: o ar aspirado pelas veias do sítio cirúrgico, acima do coração, aumenta o espaço morto e reduz o débito cardíaco.',
      },
      { text: 'Reinalação de CO<sub>2</sub>.', explanation: 'A reinalação eleva o CO2 inspirado e o EtCO2.' },
    ],
    correct: 'D',
    explanation:
      'Queda súbita do EtCO2 com circuito íntegro indica aumento do espaço morto ou queda do débito cardíaco: embolia (gasosa, trombótica, gordurosa), hipotensão grave ou parada cardíaca. Na posição sentada, com o sítio cirúrgico acima do coração, a embolia gasosa venosa é a hipótese principal; o ecocardiograma transesofágico e o Doppler precordial são os métodos mais sensíveis.',
    source: { institution: 'USP-SP', exam: R1, year: 2016, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Oximetria de pulso'],
    statement:
      '<p>Homem de 30 anos é resgatado de um incêndio em ambiente fechado. Está confuso, e o oxímetro de pulso convencional mostra SpO<sub>2</sub> de 99% em ar ambiente. A carboxi-hemoglobina medida por co-oximetria é de 28%.</p><p>Sobre a oximetria de pulso nesse paciente, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'O oxímetro indica SpO<sub>2</sub> fixa em torno de 85%, independentemente da oxigenação.',
        explanation: 'Esse comportamento é típico da metemoglobinemia, não da intoxicação por CO.',
      },
      {
        text: 'O oxímetro subestima a saturação real de oxi-hemoglobina.',
        explanation: 'Na intoxicação por CO o oxímetro superestima, e não subestima, a saturação.',
      },
      {
        text: 'O oxímetro superestima a saturação, pois a carboxi-hemoglobina é lida como oxi-hemoglobina.',
        explanation: 'Correta: a carboxi-hemoglobina absorve luz vermelha de forma semelhante à oxi-hemoglobina.',
      },
      {
        text: 'A leitura é confiável, pois o oxímetro de dois comprimentos de onda distingue a carboxi-hemoglobina.',
        explanation: 'O oxímetro convencional não distingue a carboxi-hemoglobina; é preciso co-oximetria.',
      },
      {
        text: 'O oxímetro mostra leitura zero pela vasoconstrição periférica.',
        explanation: 'Não é o efeito característico do monóxido de carbono.',
      },
    ],
    correct: 'C',
    explanation:
      'O oxímetro de pulso usa dois comprimentos de onda (660 e 940 nm) e só distingue oxi e desoxi-hemoglobina. A carboxi-hemoglobina é lida quase como oxi-hemoglobina, e a SpO2 fica falsamente normal. O diagnóstico exige co-oximetria, e o tratamento é O2 a 100%, que reduz a meia-vida da carboxi-hemoglobina, com câmara hiperbárica em casos selecionados.',
    source: { institution: 'UNIFESP', exam: R1, year: 2020, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Oximetria de pulso'],
    statement:
      '<p>Mulher de 55 anos recebe spray de benzocaína na orofaringe para ecocardiograma transesofágico. Minutos depois, apresenta cianose e SpO<sub>2</sub> de 85%, que não melhora com O<sub>2</sub> suplementar. A gasometria arterial mostra PaO<sub>2</sub> de 180 mmHg, e o sangue tem coloração achocolatada.</p><p>O diagnóstico e o tratamento são, respectivamente:</p>',
    alternatives: [
      {
        text: 'Metemoglobinemia; azul de metileno intravenoso.',
        explanation:
          'Correta: a benzocaína oxida o ferro da hemoglobina, e o azul de metileno acelera a redução da metemoglobina.',
      },
      {
        text: 'Broncoespasmo; salbutamol inalatório.',
        explanation: 'A PaO2 elevada e o sangue achocolatado não são compatíveis com broncoespasmo.',
      },
      {
        text: 'Intoxicação por monóxido de carbono; oxigênio hiperbárico.',
        explanation: 'Na intoxicação por CO a SpO2 fica falsamente normal, e não reduzida.',
      },
      { text: 'Embolia pulmonar; anticoagulação plena.', explanation: 'A embolia reduziria a PaO2, que está elevada.' },
      {
        text: 'Intoxicação sistêmica por anestésico local; emulsão lipídica.',
        explanation: 'Não há sinais neurológicos ou cardiovasculares de intoxicação sistêmica.',
      },
    ],
    correct: 'A',
    explanation:
      'Na metemoglobinemia, a SpO2 tende a cerca de 85%, porque a metemoglobina absorve igualmente os dois comprimentos de onda, e não melhora com O2; a PaO2 é normal ou alta (hiato de saturação). Benzocaína, prilocaína, dapsona e nitratos são causas típicas. O diagnóstico é confirmado por co-oximetria, e o tratamento é o azul de metileno (evitado na deficiência de G6PD).',
    source: { institution: 'SBA', exam: TEA, year: 2021, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia Geral',
      'Monitorização e Equipamentos',
      'Monitorização',
      'Monitorização do bloqueio neuromuscular',
    ],
    statement:
      '<p>Sobre a monitorização do bloqueio neuromuscular e a extubação, segundo as recomendações atuais, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'A ausência de fadiga visível ou palpável na sequência de quatro estímulos exclui bloqueio residual.',
        explanation: 'A avaliação subjetiva não detecta fadiga quando a relação T4/T1 está acima de cerca de 0,4.',
      },
      {
        text: 'A sustentação da cabeça elevada por 5 segundos garante a reversão completa do bloqueio.',
        explanation: 'Testes clínicos são pouco sensíveis e podem ser positivos com relação T4/T1 bem abaixo de 0,9.',
      },
      {
        text: 'O músculo orbicular do olho é o local preferido para confirmar a recuperação antes da extubação.',
        explanation:
          'Os músculos da face recuperam-se antes e superestimam a recuperação; o local recomendado é o adutor do polegar.',
      },
      {
        text: 'A presença de quatro respostas na sequência de quatro estímulos indica recuperação adequada.',
        explanation: 'Quatro respostas podem coexistir com relação T4/T1 muito abaixo de 0,9.',
      },
      {
        text: 'Deve-se confirmar relação T4/T1 igual ou superior a 0,9 no adutor do polegar, por monitorização quantitativa, antes da extubação.',
        explanation: 'Correta: é o limiar associado à recuperação da função faríngea e da proteção da via aérea.',
      },
    ],
    correct: 'E',
    explanation:
      'O bloqueio residual associa-se a hipoxemia, aspiração e complicações pulmonares pós-operatórias. As diretrizes atuais (ASA 2023) recomendam monitorização quantitativa, preferindo o adutor do polegar, e confirmação de relação T4/T1 ≥ 0,9 antes da extubação. Métodos subjetivos e testes clínicos não são suficientes.',
    source: { institution: 'SBA', exam: TEA, year: 2024, board: 'SBA' },
  },
  {
    subject: [
      'Anestesia Geral',
      'Monitorização e Equipamentos',
      'Monitorização',
      'Monitorização do bloqueio neuromuscular',
    ],
    statement:
      '<p>Durante laparoscopia sob bloqueio neuromuscular profundo com rocurônio, não há resposta à sequência de quatro estímulos (TOF zero).</p><p>O método que permite quantificar a profundidade desse bloqueio é:</p>',
    alternatives: [
      {
        text: 'Estimulação com dupla salva (DBS).',
        explanation: 'A DBS ajuda a detectar fadiga em bloqueios superficiais, não quantifica bloqueio profundo.',
      },
      {
        text: 'Estímulo simples a 0,1 Hz.',
        explanation: 'Sem resposta ao TOF, o estímulo simples também não terá resposta.',
      },
      {
        text: 'Relação T4/T1.',
        explanation: 'A relação exige as quatro respostas do TOF, ausentes no bloqueio profundo.',
      },
      {
        text: 'Contagem pós-tetânica.',
        explanation:
          'Correta: após estímulo tetânico, a facilitação pós-tetânica permite contar respostas mesmo com TOF zero.',
      },
    ],
    correct: 'D',
    explanation:
      'A contagem pós-tetânica (estímulo tetânico de 50 Hz por 5 segundos, seguido de estímulos simples a 1 Hz) avalia o bloqueio profundo: quanto menor a contagem, mais profundo o bloqueio. Ela orienta a dose de sugamadex (4 mg/kg com 1 a 2 respostas) e a previsão do retorno da primeira resposta ao TOF.',
    source: { institution: 'AMRIGS', exam: R1, year: 2023, board: 'AMRIGS' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Temperatura'],
    statement:
      '<p>Paciente de 60 anos, sem aquecimento ativo, apresenta queda da temperatura central de 36,8 °C para 35,6 °C na primeira hora após a indução de anestesia geral.</p><p>O principal mecanismo dessa queda inicial é:</p>',
    alternatives: [
      {
        text: 'Perda de calor por radiação para o ambiente.',
        explanation:
          'A radiação é a principal via de perda para o ambiente, mas não explica a queda rápida da primeira hora.',
      },
      {
        text: 'Perda por evaporação da ferida operatória.',
        explanation: 'Contribui em cirurgias abertas, mas não é o mecanismo principal da primeira hora.',
      },
      {
        text: 'Redistribuição do calor do compartimento central para o periférico.',
        explanation: 'Correta: a vasodilatação induzida pelos anestésicos desloca calor do núcleo para a periferia.',
      },
      { text: 'Condução para a mesa cirúrgica.', explanation: 'A condução tem papel pequeno na perda total de calor.' },
      {
        text: 'Convecção pelo fluxo de ar da sala.',
        explanation: 'Contribui, mas de forma secundária à redistribuição na fase inicial.',
      },
    ],
    correct: 'C',
    explanation:
      'A hipotermia perioperatória tem três fases: redistribuição (primeira hora, queda de 1 a 1,5 °C, pela vasodilatação que abole a vasoconstrição tônica), fase linear (perda maior que produção, sobretudo por radiação) e platô. O pré-aquecimento com ar forçado reduz a redistribuição, e o aquecimento ativo deve ser mantido durante a cirurgia.',
    source: { institution: 'PSU-MG', exam: R1, year: 2019, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização', 'Temperatura'],
    statement:
      '<p>A hipotermia perioperatória não intencional (temperatura central inferior a 36 °C) associa-se a diversas complicações.</p><p>Qual das alternativas <strong>não</strong> é consequência da hipotermia?</p>',
    alternatives: [
      {
        text: 'Aumento da incidência de infecção do sítio cirúrgico.',
        explanation: 'É consequência: a vasoconstrição reduz a oferta de O2 à ferida e prejudica a função imune.',
      },
      {
        text: 'Aumento do sangramento e da necessidade transfusional.',
        explanation: 'É consequência: a hipotermia prejudica a função plaquetária e as enzimas da coagulação.',
      },
      {
        text: 'Prolongamento da duração dos bloqueadores neuromusculares.',
        explanation: 'É consequência: o metabolismo dos fármacos é reduzido pela hipotermia.',
      },
      {
        text: 'Aumento da concentração alveolar mínima dos anestésicos inalatórios.',
        explanation: 'Correta: a hipotermia reduz a CAM; a hipertermia é que a aumenta.',
      },
      {
        text: 'Tremores com aumento do consumo de oxigênio no pós-operatório.',
        explanation: 'É consequência: os tremores podem aumentar muito o consumo de O2 e precipitar isquemia.',
      },
    ],
    correct: 'D',
    explanation:
      'Mesmo a hipotermia leve aumenta infecção de ferida, sangramento, eventos cardíacos, tempo de recuperação e desconforto térmico, além de prolongar a ação de fármacos. A hipotermia reduz a CAM (cerca de 5% por grau). Monitorizar a temperatura central e aquecer ativamente são medidas de qualidade em anestesia.',
    source: { institution: 'UNICAMP', exam: R1, year: 2017, board: 'VUNESP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Monitorização'],
    statement:
      '<p>Segundo a Resolução CFM nº 2.174/2017, que dispõe sobre a prática do ato anestésico no Brasil, a monitorização contínua do CO<sub>2</sub> expirado (capnografia) é obrigatória em qual das situações abaixo?</p>',
    alternatives: [
      {
        text: 'Sedação leve para endoscopia digestiva alta, sem via aérea artificial.',
        explanation:
          'A resolução exige a capnografia quando há via aérea artificial, ventilação artificial ou exposição a agentes desencadeantes de hipertermia maligna.',
      },
      {
        text: 'Bloqueio de plexo braquial sem sedação.',
        explanation: 'Não há via aérea artificial nem agente desencadeante; a capnografia não é obrigatória.',
      },
      {
        text: 'Anestesia geral com máscara laríngea.',
        explanation: 'Correta: a máscara laríngea é via aérea artificial, e a capnografia é obrigatória.',
      },
      {
        text: 'Raquianestesia sem sedação.',
        explanation: 'Sem via aérea artificial, a capnografia não é obrigatória, embora seja útil quando há sedação.',
      },
    ],
    correct: 'C',
    explanation:
      'A Resolução CFM 2.174/2017 define a monitorização mínima: oximetria de pulso, pressão arterial, cardioscopia contínua e capnografia na anestesia com via aérea artificial (tubo traqueal ou máscara laríngea), na ventilação artificial e na exposição a agentes desencadeantes de hipertermia maligna. Ela também regulamenta a avaliação pré-anestésica e a recuperação pós-anestésica.',
    source: { institution: 'SES-DF', exam: R1, year: 2022, board: 'Cebraspe' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'],
    statement:
      '<p>Em um centro cirúrgico, numa segunda-feira pela manhã, o aparelho de anestesia ficou todo o fim de semana com fluxo de oxigênio aberto. O primeiro paciente recebe desflurano em baixo fluxo e apresenta carboxi-hemoglobina elevada no pós-operatório.</p><p>A explicação mais provável é:</p>',
    alternatives: [
      {
        text: 'Degradação do sevoflurano em composto A.',
        explanation: 'O composto A é produto do sevoflurano em baixo fluxo, não do desflurano, e não gera CO.',
      },
      {
        text: 'Contaminação da rede de oxigênio por óxido nitroso.',
        explanation: 'Causaria hipoxemia, não carboxi-hemoglobina.',
      },
      {
        text: 'Metabolismo hepático do desflurano.',
        explanation: 'O desflurano é minimamente metabolizado e não gera CO no fígado.',
      },
      {
        text: 'Esgotamento do absorvedor com reinalação de CO<sub>2</sub>.',
        explanation: 'A reinalação de CO2 eleva o EtCO2, mas não forma CO.',
      },
      {
        text: 'Degradação do desflurano pelo absorvedor de CO<sub>2</sub> ressecado contendo bases fortes.',
        explanation:
          'Correta: absorventes secos com hidróxido de sódio ou potássio degradam o desflurano em monóxido de carbono.',
      },
    ],
    correct: 'E',
    explanation:
      'Absorventes de CO2 ressecados (por fluxo alto prolongado no aparelho parado) contendo bases fortes degradam desflurano, enflurano e isoflurano em monóxido de carbono; o sevoflurano, em contrapartida, gera calor e composto A. Trocar o absorvente após longos períodos com fluxo aberto e usar absorventes sem bases fortes previne o problema.',
    source: { institution: 'SBA', exam: TEA, year: 2016, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'],
    statement:
      '<p>Ao contrário dos demais anestésicos inalatórios halogenados, o desflurano exige um vaporizador eletricamente aquecido e pressurizado.</p><p>A razão principal é:</p>',
    alternatives: [
      {
        text: 'Sua alta pressão de vapor e ponto de ebulição próximo à temperatura ambiente.',
        explanation:
          'Correta: com ponto de ebulição de cerca de 23 °C, o desflurano ferveria em um vaporizador convencional, tornando a concentração imprevisível.',
      },
      {
        text: 'Sua baixa pressão de vapor, que impede a vaporização à temperatura ambiente.',
        explanation: 'É o oposto: a pressão de vapor do desflurano é muito alta (cerca de 669 mmHg a 20 °C).',
      },
      {
        text: 'Sua alta solubilidade no sangue.',
        explanation:
          'O desflurano tem a menor solubilidade sangue/gás entre os halogenados; isso não se relaciona com o vaporizador.',
      },
      {
        text: 'Sua instabilidade química em contato com a cal sodada.',
        explanation: 'A degradação pelo absorvente não se relaciona ao tipo de vaporizador.',
      },
    ],
    correct: 'A',
    explanation:
      'Vaporizadores convencionais de desvio variável dependem de pressão de vapor estável. O desflurano tem pressão de vapor próxima de 1 atm e ponto de ebulição de cerca de 23 °C; por isso usa um vaporizador (tipo Tec 6) aquecido a 39 °C e pressurizado a cerca de 2 atm, que injeta o vapor no gás fresco conforme o fluxo.',
    source: { institution: 'USP-SP', exam: R1, year: 2024, board: 'FUVEST' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'],
    statement:
      '<p>Os aparelhos de anestesia modernos possuem sistema de proporção entre oxigênio e óxido nitroso que impede a administração de misturas com FiO<sub>2</sub> inferior a cerca de 25%.</p><p>Sobre esse dispositivo, é correto afirmar:</p>',
    alternatives: [
      {
        text: 'Garante FiO<sub>2</sub> segura mesmo se a rede de oxigênio estiver contaminada por outro gás.',
        explanation: 'O sistema reconhece o gás pela conexão, não pela composição; não detecta contaminação da rede.',
      },
      {
        text: 'Não protege contra a troca de gases na tubulação, situação detectada pelo analisador de oxigênio no ramo inspiratório.',
        explanation: 'Correta: só o analisador de O2 calibrado identifica que o gás entregue não é oxigênio.',
      },
      {
        text: 'Dispensa o uso do analisador de oxigênio.',
        explanation: 'O analisador de O2 é obrigatório e é a última linha de defesa contra mistura hipóxica.',
      },
      {
        text: 'Impede mistura hipóxica quando se usa um terceiro gás, como o hélio.',
        explanation: 'O sistema só relaciona O2 e N2O; outros gases podem gerar mistura hipóxica.',
      },
      {
        text: 'Aciona o alarme de falta de oxigênio quando a FiO<sub>2</sub> cai abaixo de 25%.',
        explanation: 'O alarme de falha de suprimento responde à queda de pressão de O2, não à FiO2.',
      },
    ],
    correct: 'B',
    explanation:
      'O sistema de proporção O2/N2O (hypoxic guard) e o alarme de falha de pressão de O2 atuam sobre fluxos e pressões, não sobre a composição do gás. Troca de conexões na rede, cilindros com gás errado ou uso de terceiro gás só são detectados pelo analisador de O2 no ramo inspiratório, que deve ser calibrado e ter alarme de FiO2 baixa ativo.',
    source: { institution: 'UERJ', exam: R1, year: 2021, board: 'Instituto AOCP' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'],
    statement:
      '<p>Os sistemas respiratórios sem absorção de CO<sub>2</sub> foram classificados por Mapleson de A a F, conforme a posição do fluxo de gás fresco, do reservatório e da válvula expiratória.</p><p>O sistema mais eficiente (que exige menor fluxo de gás fresco para evitar reinalação) durante a ventilação controlada é:</p>',
    alternatives: [
      {
        text: 'Mapleson A (Magill).',
        explanation: 'É o mais eficiente na ventilação espontânea, mas o menos eficiente na controlada.',
      },
      { text: 'Mapleson B.', explanation: 'Tem eficiência intermediária e é pouco usado.' },
      { text: 'Mapleson C.', explanation: 'Usado em ressuscitação; exige fluxos altos em ambas as modalidades.' },
      {
        text: 'Mapleson D (e sua variante coaxial, o sistema de Bain).',
        explanation: 'Correta: na ventilação controlada, o Mapleson D é o mais eficiente.',
      },
      {
        text: 'Mapleson F (Jackson-Rees).',
        explanation:
          'É uma modificação do Mapleson E usada em pediatria, menos eficiente que o D na ventilação controlada.',
      },
    ],
    correct: 'D',
    explanation:
      'A eficiência dos sistemas de Mapleson depende da ventilação: na espontânea, A > D, F, E > C > B; na controlada, D, F, E > B > C > A. O mnemônico é que o Mapleson A é o melhor na respiração espontânea e o D (Bain) na controlada. Hoje, esses sistemas são usados sobretudo em transporte e pediatria.',
    source: { institution: 'SBA', exam: TEA, year: 2026, board: 'SBA' },
  },
  {
    subject: ['Anestesia Geral', 'Monitorização e Equipamentos', 'Aparelho de anestesia'],
    statement:
      '<p>Em relação ao uso de baixo fluxo de gás fresco (0,5 a 1 L/min) no sistema circular com absorvedor de CO<sub>2</sub>, assinale a alternativa correta.</p>',
    alternatives: [
      {
        text: 'Aumenta a perda de calor e umidade das vias aéreas.',
        explanation: 'O baixo fluxo preserva calor e umidade pela maior reinalação de gases aquecidos e umidificados.',
      },
      {
        text: 'Dispensa o absorvedor de CO<sub>2</sub>.',
        explanation: 'Com baixo fluxo, a reinalação é maior e o absorvedor é indispensável.',
      },
      {
        text: 'Dispensa a análise de gases inspirados e expirados.',
        explanation:
          'Com baixo fluxo, a concentração no circuito difere muito da do vaporizador; a análise de gases é essencial.',
      },
      {
        text: 'Aumenta o consumo de anestésico inalatório e a poluição ambiental.',
        explanation: 'É o contrário: reduz consumo, custo e poluição.',
      },
      {
        text: 'As mudanças na concentração do vaporizador refletem-se mais lentamente na concentração inspirada.',
        explanation: 'Correta: a constante de tempo do circuito aumenta quando o fluxo de gás fresco diminui.',
      },
    ],
    correct: 'E',
    explanation:
      'O baixo fluxo reduz custo, consumo de agentes e impacto ambiental, além de conservar calor e umidade. Em contrapartida, a constante de tempo do circuito aumenta (volume do circuito dividido pelo fluxo), e as alterações no vaporizador demoram a se refletir no paciente; por isso exige análise de gases e absorvedor eficaz.',
    source: { institution: 'Santa Casa-SP', exam: R1, year: 2025, board: 'VUNESP' },
  },
];
