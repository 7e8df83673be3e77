import type { RetrievalSet } from './retrieval-set.ts';

/** Fluxo Vascular's material (the cirurgia-vascular demo content): DAP, aorta, carótidas, venoso, acessos, trauma. */
export const cirurgiaVascularSet: RetrievalSet = {
  vertical: 'cirurgia-vascular',
  producerSlug: 'fluxo-vascular',
  questions: [
    {
      question: 'pulso pedioso ausente sozinho tem valor no exame vascular?',
      expected: { kind: 'lesson', contains: 'Pedioso ausente de forma isolada pode ser variação anatômica' },
    },
    {
      question: 'ITB acima de 1,4 em diabético e renal crônico: qual índice usar no lugar?',
      expected: { kind: 'lesson', contains: 'use o índice hálux-braquial, anormal abaixo de 0,70' },
    },
    {
      question: 'pentoxifilina serve pra melhorar a claudicação?',
      expected: { kind: 'lesson', contains: 'Pentoxifilina não tem benefício consistente e não é recomendada' },
    },
    {
      question: 'diabetes aumenta o risco de aneurisma de aorta abdominal?',
      expected: { kind: 'lesson', contains: 'o diabetes, ao contrário, tem associação inversa' },
    },
    {
      question: 'quais os criterios anatomicos do colo proximal para indicar EVAR?',
      expected: { kind: 'lesson', contains: 'colo proximal com pelo menos 10 a 15 mm de extensão' },
    },
    {
      question: 'aneurisma roto: qual PA sistólica manter na hipotensão permissiva?',
      expected: { kind: 'lesson', contains: 'mantendo a pressão sistólica em torno de 70 a 90 mmHg' },
    },
    {
      question: 'diarreia com sangue depois de operar aneurisma de aorta, o que pensar?',
      expected: { kind: 'lesson', contains: 'Diarreia sanguinolenta no pós-operatório sugere colite isquêmica' },
    },
    {
      question: 'diferença entre NASCET e ECST para medir a estenose da carótida',
      expected: { kind: 'lesson', contains: 'O método ECST usa como referência o diâmetro estimado do bulbo' },
    },
    {
      question: 'lesão do hipoglosso na endarterectomia: a língua desvia pra que lado?',
      expected: { kind: 'lesson', contains: 'Hipoglosso: desvio da língua para o lado operado' },
    },
    {
      question: 'no escore de Wells, onde medir a circunferência da panturrilha?',
      expected: { kind: 'lesson', contains: 'medida 10 cm abaixo da tuberosidade tibial' },
    },
    {
      question: 'quais DOACs precisam de heparina antes no tratamento da TVP?',
      expected: {
        kind: 'lesson',
        contains: 'Dabigatrana e edoxabana exigem pelo menos 5 dias de anticoagulante parenteral',
      },
    },
    {
      question: 'classificação CEAP: o que entra em C4b e C4c?',
      expected: { kind: 'lesson', contains: 'C4b lipodermatoesclerose ou atrofia branca; C4c corona flebectática' },
    },
    {
      question: 'luxação de joelho com pulso pedioso presente, ainda preciso investigar a poplítea?',
      expected: { kind: 'lesson', contains: 'medir o índice mesmo com pulsos presentes' },
    },
    {
      question: 'punção femoral alta, acima do ligamento inguinal, causa o que?',
      expected: {
        kind: 'lesson',
        contains: 'a punção acima do ligamento inguinal favorece o hematoma retroperitoneal',
      },
    },
    {
      question: 'por que a flegmasia e a TVP iliofemoral são mais comuns na perna esquerda?',
      expected: {
        kind: 'lesson',
        contains: 'compressão da veia ilíaca comum esquerda pela artéria ilíaca comum direita',
      },
    },
    {
      question: 'o professor disse o que fazer quando o ITB de repouso vem normal mas a história é típica?',
      expected: { kind: 'lesson', contains: 'repita a medida após exercício na esteira' },
    },
    {
      question: 'na apostila do claudicante, como prescrever o exercicio supervisionado?',
      expected: {
        kind: 'handout',
        contains: 'Exercício supervisionado: 30 a 45 min, 3x/semana, por 12 semanas ou mais.',
      },
    },
    {
      question: 'segundo a apostila de endoleaks, como fazer o seguimento depois do EVAR?',
      expected: {
        kind: 'handout',
        contains: 'Seguimento após EVAR: angiotomografia ou ultrassom com contraste periódicos.',
      },
    },
    {
      question: 'apostila do duplex de carótidas: qual VDF e razão ACI/ACC na estenose de 50 a 69%?',
      expected: { kind: 'handout', contains: 'VDF 40 a 100 cm/s; razão ACI/ACC 2 a 4' },
    },
    {
      question: 'na apostila de anticoagulação, qual o alvo de RNI na SAF?',
      expected: { kind: 'handout', contains: 'Síndrome antifosfolípide: varfarina (RNI 2 a 3).' },
    },
    {
      question: 'resumo de trauma vascular: índice de pressão acima de 0,9, o que fazer?',
      expected: { kind: 'handout', contains: '>= 0,90: observação e reavaliação seriada.' },
    },
    {
      question: 'apostila do desfiladeiro toracico: o que causa a forma arterial?',
      expected: { kind: 'handout', contains: 'costela cervical, aneurisma da subclávia, embolia para a mão' },
    },
    {
      question: 'resumo da temporada: ITB alto no pé diabético, medir o quê?',
      expected: { kind: 'handout', contains: 'ITB > 1,40 não é normal: medir pressão de hálux ou TcPO2.' },
    },
    {
      question: 'como diferenciar claudicação arterial da dor por estenose de canal lombar?',
      expected: {
        kind: 'question',
        contains: 'A pseudoclaudicação por estenose do canal lombar é o principal diagnóstico diferencial',
      },
    },
    {
      question: 'na apostila do claudicante, posso desbridar uma gangrena seca antes de revascularizar?',
      expected: { kind: 'handout', contains: 'manter seca até revascularizar; não desbridar tecido isquêmico antes' },
    },
    {
      question: 'segundo a apostila, quanto a amputação transfemoral aumenta o gasto de energia para andar?',
      expected: { kind: 'handout', contains: 'gasto energético 60 a 100% maior' },
    },
    {
      question: 'pe de Charcot agudo: quanta diferença de temperatura entre os pés?',
      expected: { kind: 'question', contains: 'Diferença de temperatura acima de 2 °C em relação ao outro pé' },
    },
    {
      question: 'dedo azul com pulsos palpaveis depois de cateterismo, o que é?',
      expected: { kind: 'question', contains: 'Causa a síndrome do dedo azul com pulsos distais palpáveis' },
    },
    {
      question: 'síndrome de nutcracker comprime qual veia e onde?',
      expected: { kind: 'question', contains: 'a veia renal esquerda é comprimida no ângulo' },
    },
    {
      question: 'o que é o sinal de Stemmer no linfedema?',
      expected: { kind: 'question', contains: 'incapacidade de pinçar a pele da base do segundo pododáctilo' },
    },
    {
      question: 'HIT: quantos dias depois de começar heparina cai a plaqueta?',
      expected: { kind: 'question', contains: 'surge em geral 5 a 10 dias após o início da heparina' },
    },
    {
      question: 'quanto de protamina pra neutralizar a heparina?',
      expected: { kind: 'question', contains: 'cerca de 1 mg neutraliza 100 UI de heparina não fracionada' },
    },
    {
      question: 'sangramento grave com dabigatrana, tem antidoto?',
      expected: { kind: 'question', contains: 'O idarucizumabe é o antídoto específico da dabigatrana' },
    },
    {
      question: 'angiografia com CO2 pode ser feita nos vasos do tórax e da cabeça?',
      expected: { kind: 'question', contains: 'É contraindicado acima do diafragma, pelo risco de embolia gasosa' },
    },
    {
      question: 'ulcera de perna antiga que virou cancer, ulcera de Marjolin, o que é?',
      expected: { kind: 'question', contains: 'A transformação em carcinoma espinocelular em feridas crônicas' },
    },
    {
      question: 'no caso da idosa com FA e perna fria, onde o êmbolo costuma parar?',
      expected: { kind: 'case', contains: 'A bifurcação femoral é o sítio mais comum de embolia' },
    },
    {
      question: 'aneurisma roto: por que nao encher de soro e vasopressor?',
      expected: { kind: 'case', contains: 'hemoderivados em proporção 1:1:1 preservam o tamponamento e a coagulação' },
    },
    {
      question: 'TVP depois de viagem de onibus em quem usa estrogenio: quanto tempo anticoagular?',
      expected: { kind: 'case', contains: '3 meses de anticoagulação bastam, desde que o estrogênio seja suspenso' },
    },
    {
      question: 'dissecção de aorta com dor rasgando: que erros nao cometer?',
      expected: { kind: 'case', contains: 'tratá-la como infarto (antitrombóticos, cateterismo)' },
    },
    {
      question: 'tiro na coxa com torniquete: quando indicar fasciotomia?',
      expected: { kind: 'case', contains: 'deve ser liberal quando a isquemia passa de 4 a 6 horas' },
    },
    {
      question: 'ciclista com claudicação na coxa só no esforço maximo, pensar em que?',
      expected: { kind: 'flashcard', contains: 'Endofibrose da artéria ilíaca externa.' },
    },
    {
      question: 'qual gene alterado na síndrome de Marfan?',
      expected: { kind: 'flashcard', contains: 'Mutação do gene da fibrilina-1 (FBN1).' },
    },
    {
      question: 'hemorragia digestiva em quem tem prótese de aorta: qual diagnóstico não esquecer?',
      expected: { kind: 'flashcard', contains: 'Fístula aortoentérica, em geral com a 3ª ou 4ª porção do duodeno' },
    },
    {
      question: 'tromboangeite obliterante: o que muda a evolução da doença de Buerger?',
      expected: { kind: 'flashcard', contains: 'A cessação completa do tabagismo (inclusive fumo passivo' },
    },
    {
      question: 'o que é o fenômeno de Kasabach-Merritt?',
      expected: {
        kind: 'flashcard',
        contains: 'Plaquetopenia e coagulopatia de consumo em hemangioendotelioma kaposiforme',
      },
    },
    {
      question: 'o que é o roubo coronario-subclavio?',
      expected: { kind: 'flashcard', contains: 'Angina por fluxo reverso na artéria torácica interna' },
    },
  ],
  outOfMaterial: [
    'qual a capital da austrália?',
    'como calcular o imposto de renda de quem é pessoa jurídica?',
    'qual o tratamento da conjuntivite alérgica na criança?',
    'qual a dose de dantrolene na hipertermia maligna?',
    'como tratar a otite média aguda em adultos?',
  ],
};
