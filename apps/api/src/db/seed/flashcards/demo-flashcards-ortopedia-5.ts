import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 5: joelho, pé e tornozelo do adulto; coluna. */
const lca: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Joelho, Pé e Tornozelo',
  'Lesões ligamentares do joelho',
  'Ligamento cruzado anterior',
];
const lcp: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Joelho, Pé e Tornozelo',
  'Lesões ligamentares do joelho',
  'Ligamento cruzado posterior',
];
const lcm: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Joelho, Pé e Tornozelo',
  'Lesões ligamentares do joelho',
  'Ligamento colateral medial',
];
const menisco: DemoSubjectPath = ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Lesões meniscais'];
const gonartrose: DemoSubjectPath = ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Osteoartrose do joelho'];
const pe: DemoSubjectPath = ['Ortopedia do Adulto', 'Joelho, Pé e Tornozelo', 'Pé e tornozelo do adulto'];
const lombalgia: DemoSubjectPath = ['Ortopedia do Adulto', 'Coluna', 'Lombalgia e hérnia discal', 'Lombalgia aguda'];
const hernia: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Coluna',
  'Lombalgia e hérnia discal',
  'Hérnia de disco lombar',
];
const caudaEquina: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Coluna',
  'Lombalgia e hérnia discal',
  'Síndrome da cauda equina',
];
const estenose: DemoSubjectPath = ['Ortopedia do Adulto', 'Coluna', 'Estenose e espondilolistese'];
const escoliose: DemoSubjectPath = ['Ortopedia do Adulto', 'Coluna', 'Escoliose e deformidades'];
const trm: DemoSubjectPath = ['Ortopedia do Adulto', 'Coluna', 'Trauma raquimedular'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: lca,
    frente: 'Qual o teste clínico mais sensível para lesão do LCA? E o mais específico?',
    verso: 'Mais sensível: Lachman. Mais específico: pivot shift.',
  },
  {
    subject: lca,
    kind: 'reversible',
    frente: 'Fratura de Segond',
    verso: 'Avulsão da borda lateral do platô tibial, fortemente associada à lesão do LCA',
  },
  {
    subject: lca,
    frente: 'Qual o mecanismo típico da lesão do LCA?',
    verso:
      'Trauma sem contato em desaceleração com pivô: valgo e rotação com o pé fixo; estalido e hemartrose precoce.',
  },
  {
    subject: lcp,
    frente: 'Qual o mecanismo clássico da lesão do LCP?',
    verso: 'Trauma direto na tíbia proximal com o joelho fletido (“lesão do painel”).',
  },
  {
    subject: lcp,
    frente: 'Quais testes sugerem lesão do LCP?',
    verso: 'Gaveta posterior (o mais sensível) e o sinal da queda posterior da tíbia (sag de Godfrey).',
  },
  {
    subject: lcm,
    frente: 'Como testar o ligamento colateral medial?',
    verso: 'Estresse em valgo a 30° de flexão; frouxidão também em extensão total sugere lesão associada dos cruzados.',
  },
  {
    subject: lcm,
    frente: 'Qual o tratamento da lesão isolada do ligamento colateral medial?',
    verso: 'Conservador, com órtese articulada e reabilitação; a cicatrização é boa.',
  },
  {
    subject: menisco,
    frente: 'Qual menisco é lesado com mais frequência?',
    verso: 'O medial, sobretudo o corno posterior.',
  },
  {
    subject: menisco,
    frente: 'Joelho bloqueado em flexão após entorse: qual lesão suspeitar e qual a conduta?',
    verso: 'Lesão meniscal em alça de balde; artroscopia precoce, com sutura se possível.',
  },
  {
    subject: menisco,
    kind: 'cloze',
    frente:
      'A sutura meniscal tem melhor resultado na zona {{c1::vermelha-vermelha::periférica ou central?}}, o terço periférico vascularizado.',
    verso: '',
  },
  {
    subject: gonartrose,
    kind: 'cloze',
    frente:
      'Kellgren-Lawrence: grau 2 tem {{c1::osteófitos definidos}}; grau 4 tem {{c2::grande redução do espaço, esclerose e deformidade}}.',
    verso: '',
  },
  {
    subject: gonartrose,
    frente: 'Qual o tratamento de primeira linha da osteoartrose do joelho?',
    verso:
      'Exercício (fortalecimento do quadríceps), perda de peso e educação; analgésicos e AINE tópico como adjuvantes.',
  },
  {
    subject: gonartrose,
    frente: 'Osteoartrose medial isolada em paciente jovem e ativo com joelho varo: qual cirurgia?',
    verso: 'Osteotomia valgizante da tíbia proximal.',
  },
  {
    subject: pe,
    kind: 'reversible',
    frente: 'Teste de Thompson',
    verso: 'Ausência de flexão plantar ao comprimir a panturrilha, na ruptura do tendão calcâneo',
  },
  {
    subject: pe,
    kind: 'cloze',
    frente:
      'No hálux valgo, o ângulo metatarsofalângico normal é menor que {{c1::15°}} e o intermetatarsal, menor que {{c2::9°}}.',
    verso: '',
  },
  {
    subject: pe,
    kind: 'reversible',
    frente: 'Sinal de Mulder',
    verso: 'Estalido doloroso ao comprimir lateralmente o antepé, no neuroma de Morton',
  },
  {
    subject: pe,
    frente: 'Em qual espaço intermetatarsal ocorre o neuroma de Morton?',
    verso: 'No 3º espaço (entre o 3º e o 4º metatarso).',
  },
  {
    subject: pe,
    frente: 'Pé plano adquirido do adulto com incapacidade de elevação unipodal: qual a causa?',
    verso: 'Disfunção do tendão tibial posterior; sinal dos “dedos demais” (too many toes) na vista posterior.',
  },
  {
    subject: lombalgia,
    frente: 'Lombalgia aguda sem sinais de alarme: quando pedir exame de imagem?',
    verso: 'Não pedir nas primeiras 6 semanas; orientar manter-se ativo e analgesia.',
  },
  {
    subject: lombalgia,
    frente: 'Cite sinais de alarme (bandeiras vermelhas) na lombalgia.',
    verso:
      'Câncer prévio, perda de peso, febre, imunossupressão, trauma significativo, déficit neurológico progressivo, anestesia em sela e disfunção esfincteriana.',
  },
  {
    subject: hernia,
    frente: 'Hérnia posterolateral L4-L5: qual raiz é comprimida?',
    verso: 'A raiz L5 (a raiz que desce, não a que sai no forame).',
  },
  {
    subject: hernia,
    kind: 'cloze',
    frente:
      'Raiz L4: reflexo {{c1::patelar}}; raiz L5: força do {{c2::extensor longo do hálux}}; raiz S1: reflexo {{c3::aquileu}}.',
    verso: '',
  },
  {
    subject: hernia,
    frente: 'Quando o sinal de Lasègue é considerado positivo?',
    verso: 'Dor irradiada abaixo do joelho ao elevar a perna estendida entre 30° e 70°.',
  },
  {
    subject: caudaEquina,
    frente: 'Quais os sinais da síndrome da cauda equina e a conduta?',
    verso:
      'Anestesia em sela, retenção urinária e déficit bilateral; RM urgente e descompressão cirúrgica em até 48 h.',
  },
  {
    subject: estenose,
    frente: 'Como diferenciar a claudicação neurogênica da vascular?',
    verso:
      'A neurogênica melhora ao fletir o tronco ou sentar (sinal do carrinho de supermercado) e piora em pé parado; os pulsos são normais.',
  },
  {
    subject: estenose,
    kind: 'cloze',
    frente:
      'Meyerding: grau I escorrega até {{c1::25%}}, II até 50%, III até 75%, IV até 100% e V é a {{c2::espondiloptose}}.',
    verso: '',
  },
  {
    subject: estenose,
    kind: 'reversible',
    frente: 'Cão escocês com coleira na radiografia oblíqua lombar',
    verso: 'Espondilólise (defeito da pars interarticularis)',
  },
  {
    subject: escoliose,
    kind: 'cloze',
    frente:
      'Escoliose é curva acima de {{c1::10°}} de Cobb; na escoliose idiopática do adolescente imaturo, a órtese se indica entre {{c2::25° e 40°}}.',
    verso: 'Acima de cerca de 45° a 50°, artrodese.',
  },
  {
    subject: escoliose,
    frente: 'Qual o exame clínico de triagem da escoliose?',
    verso: 'O teste de Adams (flexão do tronco), que revela a giba costal; medir com escoliômetro.',
  },
  {
    subject: trm,
    frente: 'Qual a síndrome medular incompleta mais comum e seu padrão?',
    verso:
      'Centromedular: fraqueza maior nos membros superiores que nos inferiores, típica do idoso com hiperextensão cervical.',
  },
  {
    subject: trm,
    frente: 'Qual síndrome medular incompleta tem pior prognóstico?',
    verso: 'A síndrome medular anterior: perda motora e de dor e temperatura, com propriocepção preservada.',
  },
  {
    subject: trm,
    kind: 'reversible',
    frente: 'Fratura de Chance',
    verso: 'Fratura em flexão-distração da coluna toracolombar, típica do cinto de segurança abdominal',
  },
  {
    subject: trm,
    kind: 'reversible',
    frente: 'Fratura do enforcado (hangman)',
    verso: 'Espondilolistese traumática do áxis: fratura bilateral da pars interarticularis de C2',
  },
  {
    subject: trm,
    kind: 'reversible',
    frente: 'Fratura de Jefferson',
    verso: 'Fratura explosão do anel do atlas (C1) por carga axial',
  },
  {
    subject: trm,
    frente: 'Qual reflexo marca o fim do choque medular?',
    verso: 'O retorno do reflexo bulbocavernoso.',
  },
  {
    subject: trm,
    frente: 'A metilprednisolona em altas doses é recomendada de rotina no trauma raquimedular?',
    verso: 'Não; não há benefício consistente e há mais complicações.',
  },
];
