import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 4: ortopedia do adulto (ombro, cotovelo e mão; quadril; joelho, pé e tornozelo). */
const manguito: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Ombro, Cotovelo e Mão',
  'Ombro doloroso',
  'Manguito rotador',
];
const capsulite: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Ombro, Cotovelo e Mão',
  'Ombro doloroso',
  'Capsulite adesiva',
];
const instabilidade: DemoSubjectPath = ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Instabilidade do ombro'];
const cotovelo: DemoSubjectPath = ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Cotovelo do adulto'];
const mao: DemoSubjectPath = ['Ortopedia do Adulto', 'Ombro, Cotovelo e Mão', 'Mão e punho do adulto'];
const ifa: DemoSubjectPath = ['Ortopedia do Adulto', 'Quadril do Adulto', 'Impacto femoroacetabular'];
const artroplastia: DemoSubjectPath = [
  'Ortopedia do Adulto',
  'Quadril do Adulto',
  'Osteoartrose e artroplastia do quadril',
];
const necrose: DemoSubjectPath = ['Ortopedia do Adulto', 'Quadril do Adulto', 'Osteonecrose da cabeça femoral'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: manguito,
    kind: 'reversible',
    frente: 'Teste de Jobe',
    verso: 'Avalia o supraespinal: elevação resistida no plano da escápula com os polegares para baixo',
  },
  {
    subject: manguito,
    kind: 'reversible',
    frente: 'Teste de Patte',
    verso: 'Avalia o infraespinal e o redondo menor: rotação externa resistida com o braço abduzido a 90°',
  },
  {
    subject: manguito,
    kind: 'reversible',
    frente: 'Teste de Gerber (lift-off)',
    verso: 'Avalia o subescapular: afastar o dorso da mão da região lombar',
  },
  {
    subject: manguito,
    frente: 'Qual o tendão do manguito rotador mais lesado?',
    verso: 'O supraespinal.',
  },
  {
    subject: manguito,
    kind: 'cloze',
    frente:
      'Bigliani classifica o acrômio em tipo I {{c1::plano}}, tipo II {{c1::curvo}} e tipo III {{c2::ganchoso}}, o mais associado à lesão do manguito.',
    verso: '',
  },
  {
    subject: capsulite,
    frente: 'Qual o achado de exame que define a capsulite adesiva?',
    verso: 'Perda da amplitude passiva e ativa, sobretudo da rotação externa, com radiografia normal.',
  },
  {
    subject: capsulite,
    kind: 'cloze',
    frente:
      'A capsulite adesiva evolui em três fases: {{c1::congelamento (dolorosa)}}, {{c2::congelada (rigidez)}} e descongelamento.',
    verso: 'Associação clássica com diabetes mellitus e hipotireoidismo.',
  },
  {
    subject: instabilidade,
    kind: 'reversible',
    frente: 'Lesão de Bankart',
    verso: 'Desinserção do complexo labioligamentar anteroinferior da glenoide após luxação anterior do ombro',
  },
  {
    subject: instabilidade,
    kind: 'reversible',
    frente: 'Lesão de Hill-Sachs',
    verso: 'Fratura-impressão posterolateral da cabeça do úmero após luxação anterior do ombro',
  },
  {
    subject: instabilidade,
    frente: 'Em que contexto ocorre a luxação posterior do ombro e qual o sinal radiográfico?',
    verso:
      'Convulsão ou choque elétrico; cabeça em rotação interna fixa (sinal da lâmpada) no AP; confirmar com perfil axilar.',
  },
  {
    subject: instabilidade,
    frente: 'Qual o principal fator de risco para recidiva da luxação anterior do ombro?',
    verso: 'A idade jovem no primeiro episódio (abaixo de 20 anos), sobretudo em atletas de contato.',
  },
  {
    subject: instabilidade,
    frente: 'Quando preferir a cirurgia de Latarjet ao reparo de Bankart?',
    verso: 'Perda óssea significativa da glenoide (cerca de 20% a 25% ou mais) ou Hill-Sachs que engata.',
  },
  {
    subject: cotovelo,
    frente: 'Qual tendão é acometido na epicondilite lateral?',
    verso: 'A origem do extensor radial curto do carpo.',
  },
  {
    subject: cotovelo,
    kind: 'reversible',
    frente: 'Sinal de Froment',
    verso:
      'Flexão da interfalângica do polegar ao pinçar papel, compensando a fraqueza do adutor do polegar (nervo ulnar)',
  },
  {
    subject: cotovelo,
    frente: 'Onde o nervo ulnar é mais comprimido no cotovelo?',
    verso: 'No túnel cubital, atrás do epicôndilo medial.',
  },
  {
    subject: mao,
    kind: 'cloze',
    frente:
      'Na síndrome do túnel do carpo, o teste de {{c1::Phalen}} é a flexão máxima do punho por 60 segundos e o sinal de {{c2::Tinel}} é a percussão sobre o nervo {{c3::mediano}}.',
    verso: 'A eletroneuromiografia confirma e gradua.',
  },
  {
    subject: mao,
    kind: 'reversible',
    frente: 'Teste de Finkelstein',
    verso: 'Dor com desvio ulnar do punho com o polegar fletido na palma, na tenossinovite de De Quervain',
  },
  {
    subject: mao,
    frente: 'Quais tendões estão envolvidos na tenossinovite de De Quervain?',
    verso: 'Abdutor longo e extensor curto do polegar (1º compartimento extensor).',
  },
  {
    subject: mao,
    frente: 'Em que polia ocorre o dedo em gatilho?',
    verso: 'Na polia A1, na altura da cabeça do metacarpo.',
  },
  {
    subject: mao,
    frente: 'Qual estrutura e qual dedo são mais acometidos na contratura de Dupuytren?',
    verso: 'A fáscia palmar (aponeurose), mais no 4º dedo; o teste da mesa de Hueston indica cirurgia.',
  },
  {
    subject: mao,
    kind: 'reversible',
    frente: 'Doença de Kienböck',
    verso: 'Osteonecrose do semilunar',
  },
  {
    subject: ifa,
    kind: 'cloze',
    frente:
      'No impacto femoroacetabular tipo {{c1::came}} há deformidade na junção cabeça-colo; no tipo {{c2::pinça (pincer)}} há sobrecobertura acetabular.',
    verso: 'O tipo misto é o mais frequente.',
  },
  {
    subject: ifa,
    frente: 'Qual o teste clínico do impacto femoroacetabular?',
    verso: 'FADIR: flexão, adução e rotação interna do quadril reproduzem a dor inguinal.',
  },
  {
    subject: ifa,
    frente: 'Qual medida radiográfica quantifica a deformidade tipo came?',
    verso: 'O ângulo alfa, anormal acima de cerca de 55°.',
  },
  {
    subject: artroplastia,
    frente: 'Qual a direção mais comum da luxação após artroplastia total do quadril por via posterior?',
    verso: 'Posterior, em flexão, adução e rotação interna.',
  },
  {
    subject: artroplastia,
    frente: 'Qual a causa mais comum de osteoartrose secundária do quadril?',
    verso: 'A displasia do desenvolvimento do quadril.',
  },
  {
    subject: artroplastia,
    frente: 'Qual a tromboprofilaxia após artroplastia total do quadril?',
    verso:
      'Anticoagulante (HBPM, rivaroxabana, apixabana ou dabigatrana) por cerca de 35 dias, ou AAS em protocolos selecionados, mais mobilização precoce.',
  },
  {
    subject: necrose,
    frente: 'Quais os fatores de risco clássicos da osteonecrose atraumática da cabeça femoral?',
    verso: 'Corticoide, álcool, doença falciforme, lúpus, doença de Caisson, Gaucher e radioterapia.',
  },
  {
    subject: necrose,
    frente: 'Qual o exame mais sensível para a osteonecrose precoce da cabeça femoral?',
    verso: 'A ressonância magnética (sinal da dupla linha em T2).',
  },
  {
    subject: necrose,
    kind: 'reversible',
    frente: 'Sinal do crescente na osteonecrose da cabeça femoral',
    verso: 'Linha radiotransparente subcondral que indica colapso subcondral (Ficat III)',
  },
  {
    subject: necrose,
    frente: 'Osteonecrose da cabeça femoral sem colapso: qual a opção cirúrgica preservadora?',
    verso: 'Descompressão central (core decompression), com ou sem enxerto; após o colapso com artrose, artroplastia.',
  },
];
