import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 3: trauma do membro superior (ombro e úmero, cotovelo e antebraço, punho e mão). */
const ombro: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Ombro e úmero'];
const cotovelo: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Cotovelo e antebraço'];
const punho: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Superior', 'Punho e mão'];
const teot = 'Membro superior no TEOT';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: ombro,
    kind: 'cloze',
    frente:
      'As quatro partes de Neer são a {{c1::superfície articular (cabeça)}}, o {{c2::tubérculo maior}}, o tubérculo menor e a {{c3::diáfise}}.',
    verso: 'Uma parte conta quando desvia mais de 1 cm ou angula mais de 45°.',
  },
  {
    subject: ombro,
    kind: 'reversible',
    frente: 'Fratura de Holstein-Lewis',
    verso: 'Fratura espiral do terço distal da diáfise do úmero, associada a lesão do nervo radial',
  },
  {
    subject: ombro,
    frente: 'Paralisia do nervo radial após fratura fechada da diáfise do úmero: qual a conduta inicial?',
    verso:
      'Observação (a maioria é neuropraxia e recupera); eletroneuromiografia após 3 a 4 meses sem sinais de recuperação.',
  },
  {
    subject: ombro,
    kind: 'cloze',
    frente:
      'Fratura diafisária do úmero aceita tratamento com brace funcional se angulação anterior < {{c1::20°}}, varo < {{c2::30°}} e encurtamento < {{c3::3 cm}}.',
    verso: 'Brace de Sarmiento.',
  },
  {
    subject: ombro,
    frente: 'Onde ocorre a maioria das fraturas da clavícula?',
    verso: 'No terço médio (cerca de 80%).',
  },
  {
    subject: ombro,
    frente: 'Rockwood: o que diferencia os tipos IV, V e VI da luxação acromioclavicular?',
    verso:
      'IV: clavícula desviada posteriormente através do trapézio; V: elevação de 100% a 300%; VI: clavícula abaixo do coracoide. Todos são cirúrgicos.',
  },
  {
    subject: ombro,
    frente: 'Luxação esternoclavicular posterior: qual o risco e o exame?',
    verso:
      'Compressão de estruturas do mediastino (vasos, traqueia, esôfago); avaliar com TC e reduzir com cirurgião torácico disponível.',
  },
  {
    subject: ombro,
    frente: 'Qual a importância de uma fratura do corpo da escápula no politrauma?',
    verso:
      'Indica trauma de alta energia, com lesões torácicas associadas frequentes (pneumotórax, contusão pulmonar).',
  },
  {
    subject: cotovelo,
    frente: 'Qual o tipo de Bado mais comum na fratura de Monteggia?',
    verso: 'Bado I: luxação anterior da cabeça do rádio, com a ulna angulada anteriormente.',
    track: teot,
  },
  {
    subject: cotovelo,
    frente: 'Qual nervo pode ser lesado na fratura de Monteggia?',
    verso: 'O nervo interósseo posterior (ramo profundo do radial), com perda da extensão dos dedos.',
    track: teot,
  },
  {
    subject: cotovelo,
    frente: 'Mnemônico para não trocar Monteggia e Galeazzi?',
    verso: 'MUGR: Monteggia, Ulna fraturada; Galeazzi, Rádio fraturado. A luxação fica no outro osso.',
    track: teot,
  },
  {
    subject: cotovelo,
    frente: 'Qual o tratamento da fratura de Monteggia no adulto?',
    verso:
      'Redução aberta e fixação interna da ulna com placa, restaurando o comprimento; em geral a cabeça do rádio reduz junto.',
    track: teot,
  },
  {
    subject: cotovelo,
    kind: 'reversible',
    frente: 'Lesão de Essex-Lopresti',
    verso: 'Fratura da cabeça do rádio com lesão da membrana interóssea e da articulação radioulnar distal',
    track: teot,
  },
  {
    subject: cotovelo,
    frente: 'Qual a sequência de reparo na tríade terrível do cotovelo?',
    verso:
      'Do profundo ao superficial: coronoide, cabeça do rádio (fixar ou substituir) e complexo ligamentar lateral; se ainda instável, ligamento medial ou fixador.',
    track: teot,
  },
  {
    subject: cotovelo,
    kind: 'cloze',
    frente:
      'Mason I: fratura da cabeça do rádio {{c1::sem desvio}}; II: {{c2::com desvio, em fragmento único}}; III: cominutiva; IV: com luxação do cotovelo.',
    verso: '',
  },
  {
    subject: cotovelo,
    frente: 'Qual a técnica clássica para a fratura transversa simples do olécrano?',
    verso: 'Banda de tensão com fios de Kirschner e cerclagem em 8.',
  },
  {
    subject: cotovelo,
    frente: 'Qual a direção mais comum da luxação do cotovelo?',
    verso: 'Posterolateral.',
  },
  {
    subject: punho,
    kind: 'cloze',
    frente:
      'Parâmetros normais do rádio distal: inclinação radial de cerca de {{c1::22°}}, inclinação volar de cerca de {{c2::11°}} e altura radial de cerca de {{c3::11 mm}}.',
    verso: '',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Fratura de Barton',
    verso:
      'Fratura-luxação marginal intra-articular do rádio distal (dorsal ou volar), com o carpo desviado junto ao fragmento',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Fratura do chauffeur',
    verso: 'Fratura da estiloide radial',
  },
  {
    subject: punho,
    frente: 'Qual o desvio da fratura de Colles?',
    verso: 'Desvio dorsal do fragmento distal (deformidade em “dorso de garfo”).',
  },
  {
    subject: punho,
    frente: 'Suspeita clínica de fratura do escafoide com radiografia normal: conduta?',
    verso: 'Imobilizar e repetir a radiografia em 10 a 14 dias, ou fazer RM (ou TC) precoce.',
  },
  {
    subject: punho,
    frente: 'Por que o polo proximal do escafoide tem alto risco de necrose?',
    verso: 'A irrigação é retrógrada, da artéria radial entrando pelo dorso distal; o polo proximal depende dela.',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Fratura de Bennett',
    verso:
      'Fratura-luxação intra-articular da base do 1º metacarpo, com fragmento volar-ulnar preso pelo ligamento oblíquo anterior',
  },
  {
    subject: punho,
    frente: 'Qual tendão desvia a diáfise do 1º metacarpo na fratura de Bennett?',
    verso: 'O abdutor longo do polegar, que traciona proximalmente a base.',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Fratura de Rolando',
    verso: 'Fratura cominutiva intra-articular (em T ou Y) da base do 1º metacarpo',
  },
  {
    subject: punho,
    frente: 'Qual o tratamento do dedo em martelo por avulsão tendínea?',
    verso: 'Órtese mantendo a interfalângica distal em extensão contínua por 6 a 8 semanas.',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Jersey finger',
    verso: 'Avulsão do flexor profundo dos dedos da falange distal, mais comum no 4º dedo',
  },
  {
    subject: punho,
    frente: 'Qual o sinal radiográfico da dissociação escafossemilunar?',
    verso: 'Diástase escafossemilunar maior que 3 mm (sinal de Terry Thomas) e sinal do anel cortical do escafoide.',
  },
  {
    subject: punho,
    frente: 'Na luxação perilunar, como está o semilunar na radiografia em perfil?',
    verso:
      'Alinhado com o rádio, com o capitato luxado dorsalmente; na luxação do semilunar, ele roda para volar (“xícara derramada”).',
  },
  {
    subject: punho,
    kind: 'reversible',
    frente: 'Fratura do boxeador',
    verso: 'Fratura do colo do 5º metacarpo',
  },
];
