import type { DemoLesson } from './demo-course-types.ts';

/**
 * Transcripts of one lesson per vertical's main course (issue 18: the assistant cites a lesson at the second its
 * words are said). Spoken Portuguese, the lesson's own content; starts within the video's minutes.
 */
type Transcript = NonNullable<DemoLesson['transcript']>;

/** Anestesiologia, "Jejum pré-operatório: a regra 2-6-8" (18 min). */
export const jejumTranscript: Transcript = [
  { start: 0, text: 'Olá! Nesta aula vamos falar de jejum pré-operatório, um tema simples que cai em toda prova.' },
  {
    start: 38,
    text: 'O objetivo do jejum é reduzir o risco de aspiração pulmonar do conteúdo gástrico na indução, quando se perdem os reflexos de proteção da via aérea.',
  },
  {
    start: 115,
    text: 'Só que jejum longo demais também faz mal: causa sede, desconforto, desidratação, hipoglicemia e aumenta a resistência à insulina no pós-operatório.',
  },
  {
    start: 200,
    text: 'Por isso a orientação antiga de jejum a partir da meia-noite foi abandonada. O que manda é o tipo de alimento ingerido.',
  },
  {
    start: 290,
    text: 'Líquidos claros, como água, chá, café sem leite e suco sem polpa, são liberados até duas horas antes da anestesia, inclusive as bebidas com carboidratos.',
  },
  {
    start: 380,
    text: 'O leite materno exige quatro horas de jejum. Fórmula infantil e leite não humano, seis horas, o mesmo tempo de uma refeição leve, como torrada com chá.',
  },
  {
    start: 480,
    text: 'Refeição completa, com gordura, fritura ou carne, pede oito horas ou mais, porque o esvaziamento gástrico das gorduras é mais lento.',
  },
  {
    start: 580,
    text: 'Guarde a sequência dois, quatro, seis e oito: líquidos claros, leite materno, fórmula ou refeição leve, e refeição gordurosa.',
  },
  {
    start: 690,
    text: 'Atenção às exceções: gastroparesia diabética, obstrução intestinal e uso de agonistas do GLP-1, como a semaglutida, podem manter o estômago cheio mesmo após o jejum.',
  },
  {
    start: 800,
    text: 'Nesses pacientes, a ultrassonografia gástrica à beira do leito ajuda a estimar o volume e o conteúdo do estômago antes de decidir a técnica.',
  },
  {
    start: 900,
    text: 'E na emergência, com estômago cheio, não se espera o jejum: faz-se a indução em sequência rápida, com boa pré-oxigenação.',
  },
  { start: 1010, text: 'Na próxima aula vamos aplicar isso na avaliação da via aérea difícil. Até lá!' },
];

/** Oftalmologia, "Gonioscopia e classificação de Shaffer" (24 min). */
export const gonioscopiaTranscript: Transcript = [
  {
    start: 0,
    text: 'Bem-vindos à aula de gonioscopia, o exame que separa o glaucoma de ângulo aberto do de ângulo fechado.',
  },
  {
    start: 42,
    text: 'Por que precisamos de uma lente? Por causa da reflexão total interna na interface entre a lágrima e o ar: a luz que vem do ângulo não sai pela córnea.',
  },
  {
    start: 140,
    text: 'A lente de contato elimina essa interface. A de Goldmann tem três espelhos e usa substância de acoplamento; as de quatro espelhos, como a de Zeiss e a de Posner, não.',
  },
  {
    start: 250,
    text: 'A grande vantagem da lente de quatro espelhos é a gonioscopia de indentação: ao comprimir a córnea, o aquoso empurra a íris periférica para trás.',
  },
  {
    start: 350,
    text: 'Se o ângulo abre com a indentação, o fechamento é aposicional. Se não abre, há sinéquias anteriores periféricas.',
  },
  {
    start: 460,
    text: 'Um cuidado técnico: examine em sala escura e com feixe curto, fora da pupila. A luz causa miose e abre o ângulo artificialmente.',
  },
  {
    start: 580,
    text: 'As estruturas, da posterior para a anterior: banda do corpo ciliar, esporão escleral, malha trabecular e linha de Schwalbe.',
  },
  {
    start: 700,
    text: 'Na classificação de Shaffer, o grau quatro tem abertura de trinta e cinco a quarenta e cinco graus e mostra a banda do corpo ciliar.',
  },
  {
    start: 810,
    text: 'O grau três tem de vinte a trinta e cinco graus e deixa ver o esporão escleral. No grau dois, cerca de vinte graus, o fechamento é possível.',
  },
  {
    start: 920,
    text: 'No grau um, até dez graus, o fechamento é provável; fenda e grau zero significam ângulo fechado.',
  },
  {
    start: 1050,
    text: 'Repare na pigmentação: malha trabecular muito pigmentada sugere dispersão pigmentar ou pseudoesfoliação, e a linha de Sampaolesi é típica da pseudoesfoliação.',
  },
  {
    start: 1200,
    text: 'Para a prova: gonioscopia em todo suspeito de glaucoma, indentação para diferenciar aposição de sinéquia, e Shaffer de zero a quatro.',
  },
];

/** Cirurgia vascular, "Claudicação intermitente: Fontaine, Rutherford e ITB" (24 min). */
export const claudicacaoTranscript: Transcript = [
  {
    start: 0,
    text: 'Nesta aula vamos organizar a claudicação intermitente e as classificações que a banca adora: Fontaine, Rutherford e o índice tornozelo-braquial.',
  },
  {
    start: 50,
    text: 'Claudicação é a dor muscular que aparece com o exercício, sempre na mesma distância, e melhora em poucos minutos de repouso, sem precisar mudar de posição.',
  },
  {
    start: 150,
    text: 'Isso a diferencia da claudicação neurogênica da estenose do canal lombar, que só melhora ao sentar ou ao fletir o tronco.',
  },
  {
    start: 250,
    text: 'O local da dor aponta o nível da obstrução: panturrilha sugere doença femoropoplítea; coxa e nádega, doença aortoilíaca.',
  },
  {
    start: 350,
    text: 'A síndrome de Leriche é a tríade de claudicação glútea, ausência de pulsos femorais e disfunção erétil, pela oclusão aortoilíaca.',
  },
  {
    start: 470,
    text: 'Em Fontaine, o estágio um é assintomático e o dois é a claudicação: dois A acima de duzentos metros e dois B abaixo de duzentos metros.',
  },
  {
    start: 580,
    text: 'Fontaine três é dor isquêmica em repouso e quatro é úlcera ou gangrena. Em Rutherford, as categorias um a três são claudicação leve, moderada e grave.',
  },
  {
    start: 690,
    text: 'Rutherford quatro é dor em repouso, cinco é perda tecidual menor e seis é perda tecidual maior. Dor em repouso é Fontaine três e Rutherford quatro.',
  },
  {
    start: 820,
    text: 'O índice tornozelo-braquial divide a maior pressão sistólica do tornozelo, tibial posterior ou pediosa, pela maior pressão sistólica braquial.',
  },
  {
    start: 940,
    text: 'Índice menor ou igual a zero vírgula noventa confirma doença arterial periférica; de um a um vírgula quarenta é normal.',
  },
  {
    start: 1060,
    text: 'Acima de um vírgula quarenta, as artérias são incompressíveis, comuns no diabético e no renal crônico: use o índice hálux-braquial, anormal abaixo de zero vírgula setenta.',
  },
  {
    start: 1200,
    text: 'Se o índice de repouso vier normal com história típica, repita a medida após exercício na esteira: a queda do índice confirma a doença.',
  },
];

/** Ortopedia, "Síndrome compartimental aguda e fasciotomia" (26 min). */
export const compartimentalTranscript: Transcript = [
  {
    start: 0,
    text: 'Vamos falar de uma emergência ortopédica que não pode passar despercebida: a síndrome compartimental aguda.',
  },
  {
    start: 45,
    text: 'Ela acontece quando a pressão dentro de um compartimento osteofascial sobe a ponto de comprometer a perfusão dos músculos e dos nervos.',
  },
  {
    start: 160,
    text: 'A causa mais comum é a fratura da diáfise da tíbia, mas ela também aparece após esmagamento, reperfusão de isquemia, queimaduras e gessos apertados.',
  },
  {
    start: 280,
    text: 'O diagnóstico é clínico. O sinal mais precoce é a dor desproporcional à lesão, que não cede com a analgesia habitual.',
  },
  {
    start: 390,
    text: 'A dor ao estiramento passivo dos músculos do compartimento também é precoce: na perna, a flexão plantar passiva dos dedos estira o compartimento anterior.',
  },
  {
    start: 500,
    text: 'Parestesia e paresia vêm depois, e a ausência de pulso é um sinal tardio. Pulso presente não afasta a síndrome compartimental.',
  },
  {
    start: 640,
    text: 'No paciente inconsciente, intubado ou com exame duvidoso, medimos a pressão intracompartimental.',
  },
  {
    start: 760,
    text: 'Usamos o delta P, a pressão diastólica menos a pressão do compartimento: delta P menor ou igual a trinta milímetros de mercúrio indica fasciotomia.',
  },
  {
    start: 900,
    text: 'Enquanto o centro cirúrgico é preparado, abra gesso e curativos até a pele e mantenha o membro na altura do coração; elevar o membro reduz a perfusão.',
  },
  {
    start: 1040,
    text: 'A perna tem quatro compartimentos, anterior, lateral, posterior superficial e posterior profundo, liberados por duas incisões, anterolateral e posteromedial.',
  },
  {
    start: 1180,
    text: 'O compartimento anterior é o mais acometido; a lesão do nervo fibular profundo reduz a sensibilidade do primeiro espaço interdigital do pé.',
  },
  {
    start: 1320,
    text: 'Depois da fasciotomia a ferida fica aberta, com fechamento tardio ou enxerto de pele: fechar a pele de imediato recria o problema.',
  },
];
