import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Ortopedia, part 2: trauma do membro inferior (quadril, fêmur e joelho, tíbia, tornozelo e pé). */
const colo: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Trauma do Membro Inferior',
  'Fraturas do quadril',
  'Colo do fêmur',
];
const transtroc: DemoSubjectPath = [
  'Trauma Ortopédico',
  'Trauma do Membro Inferior',
  'Fraturas do quadril',
  'Transtrocantéricas e subtrocantéricas',
];
const femurJoelho: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Fêmur e joelho'];
const tibiaPe: DemoSubjectPath = ['Trauma Ortopédico', 'Trauma do Membro Inferior', 'Tíbia, tornozelo e pé'];
const garden = 'Fraturas do colo do fêmur: Garden e Pauwels';

export const cards: readonly DemoFlashcard[] = [
  {
    subject: colo,
    kind: 'cloze',
    frente:
      'Garden I: fratura {{c1::incompleta ou impactada em valgo}}; Garden II: {{c2::completa sem desvio}}; III: desvio parcial; IV: desvio completo.',
    verso: 'I e II são tratadas como sem desvio; III e IV, como desviadas.',
    track: garden,
  },
  {
    subject: colo,
    frente: 'Idosa ativa e lúcida com fratura do colo do fêmur desviada: qual o tratamento preferido?',
    verso:
      'Artroplastia total do quadril; em idosos frágeis ou de baixa demanda, artroplastia parcial (hemiartroplastia).',
    track: garden,
  },
  {
    subject: colo,
    frente: 'Adulto jovem com fratura desviada do colo do fêmur: qual a conduta?',
    verso: 'Urgência: redução anatômica (fechada ou aberta) e fixação interna, para preservar a cabeça femoral.',
    track: garden,
  },
  {
    subject: colo,
    kind: 'cloze',
    frente: 'Operar a fratura do quadril do idoso em até {{c1::48 horas::prazo}} reduz mortalidade e complicações.',
    verso: 'Associar analgesia com bloqueio regional, mobilização precoce e tromboprofilaxia.',
  },
  {
    subject: colo,
    frente: 'Fratura por estresse do colo do fêmur no lado de tensão (superolateral): qual a conduta?',
    verso:
      'Fixação cirúrgica, pelo alto risco de desvio; no lado de compressão (inferomedial), em geral tratamento conservador sem carga.',
    track: garden,
  },
  {
    subject: colo,
    frente: 'Como se posicionam os parafusos canulados na fixação do colo do fêmur?',
    verso: 'Três parafusos paralelos em triângulo invertido, um deles junto ao calcar (cortical inferior).',
  },
  {
    subject: colo,
    frente: 'Qual a apresentação clínica típica da fratura desviada do colo do fêmur?',
    verso: 'Dor inguinal após queda, incapacidade de apoio e membro encurtado em rotação externa.',
  },
  {
    subject: transtroc,
    kind: 'cloze',
    frente:
      'Na fixação da fratura transtrocantérica, a distância ponta-ápice (tip-apex) deve ser menor que {{c1::25 mm::Baumgaertner}} para evitar o cut-out.',
    verso: 'O parafuso deve ficar central ou centro-inferior na cabeça femoral.',
  },
  {
    subject: transtroc,
    frente: 'Quais fraturas transtrocantéricas pedem haste cefalomedular em vez de DHS?',
    verso:
      'As instáveis: traço reverso (obliquidade invertida), extensão subtrocantérica e parede lateral incompetente.',
  },
  {
    subject: transtroc,
    kind: 'cloze',
    frente:
      'Na fratura subtrocantérica, o fragmento proximal fica em {{c1::flexão}} (iliopsoas), {{c2::abdução}} (glúteos médio e mínimo) e rotação externa.',
    verso: 'A redução deve corrigir essas deformidades antes da haste.',
  },
  {
    subject: transtroc,
    frente: 'Quais as características radiográficas da fratura femoral atípica associada aos bisfosfonatos?',
    verso:
      'Subtrocantérica ou diafisária, traço transverso ou oblíquo curto, com bico e espessamento da cortical lateral, por trauma mínimo.',
  },
  {
    subject: transtroc,
    frente: 'Qual a conduta no fêmur contralateral diante de uma fratura femoral atípica?',
    verso:
      'Radiografar (é bilateral com frequência), suspender o bisfosfonato e considerar haste profilática se houver dor ou linha de fratura.',
  },
  {
    subject: femurJoelho,
    frente: 'Qual o tratamento padrão da fratura diafisária do fêmur no adulto?',
    verso: 'Haste intramedular bloqueada, de preferência nas primeiras 24 h no paciente estável.',
  },
  {
    subject: femurJoelho,
    frente: 'Qual lesão associada deve ser investigada em toda fratura diafisária do fêmur de alta energia?',
    verso: 'Fratura ipsilateral do colo do fêmur, frequentemente oculta: TC ou radiografia dedicada do quadril.',
  },
  {
    subject: femurJoelho,
    frente: 'Quando a fratura da patela pode ser tratada sem cirurgia?',
    verso:
      'Mecanismo extensor íntegro (eleva a perna estendida), afastamento menor que 3 mm e degrau articular menor que 2 mm.',
  },
  {
    subject: femurJoelho,
    frente: 'Qual a técnica clássica para a fratura transversa desviada da patela?',
    verso: 'Banda de tensão com fios de Kirschner (ou parafusos canulados) e cerclagem em 8.',
  },
  {
    subject: femurJoelho,
    kind: 'cloze',
    frente:
      'Schatzker I: cisalhamento do platô {{c1::lateral}}; II: cisalhamento com afundamento; III: {{c2::afundamento puro}}; IV: platô {{c3::medial}}; V: bicondilar; VI: dissociação metáfise-diáfise.',
    verso: '',
  },
  {
    subject: femurJoelho,
    frente: 'Por que a fratura Schatzker IV merece atenção vascular?',
    verso:
      'Costuma ser fratura-luxação de alta energia, com risco de lesão da artéria poplítea, do nervo fibular e dos ligamentos.',
  },
  {
    subject: femurJoelho,
    frente: 'Luxação do joelho reduzida com pulsos presentes: como rastrear lesão da artéria poplítea?',
    verso: 'Índice tornozelo-braquial: se menor que 0,9, angiotomografia; se normal, exame seriado.',
  },
  {
    subject: femurJoelho,
    kind: 'reversible',
    frente: 'Fratura de Hoffa',
    verso: 'Fratura no plano coronal do côndilo femoral',
  },
  {
    subject: tibiaPe,
    kind: 'cloze',
    frente:
      'Danis-Weber: fratura da fíbula A {{c1::abaixo}} da sindesmose, B {{c1::na altura}} da sindesmose e C {{c1::acima}} dela.',
    verso: 'O tipo C implica lesão da sindesmose.',
  },
  {
    subject: tibiaPe,
    frente: 'Qual o mecanismo mais comum de Lauge-Hansen?',
    verso: 'Supinação-rotação externa (fratura oblíqua da fíbula na altura da sindesmose).',
  },
  {
    subject: tibiaPe,
    kind: 'reversible',
    frente: 'Fratura de Maisonneuve',
    verso: 'Fratura da fíbula proximal com lesão da sindesmose e do complexo medial (deltoide ou maléolo medial)',
  },
  {
    subject: tibiaPe,
    frente: 'Qual a estratégia na fratura do pilão tibial de alta energia?',
    verso:
      'Em etapas: fixador externo transarticular e, após a melhora das partes moles (sinal do enrugamento), fixação definitiva.',
  },
  {
    subject: tibiaPe,
    kind: 'cloze',
    frente: 'O ângulo de Böhler normal mede {{c1::20° a 40°}} e {{c2::diminui}} na fratura articular do calcâneo.',
    verso: 'Associação clássica: fratura da coluna toracolombar na queda de altura.',
  },
  {
    subject: tibiaPe,
    kind: 'reversible',
    frente: 'Sinal de Hawkins',
    verso:
      'Radiotransparência subcondral da cúpula do tálus 6 a 8 semanas após a fratura do colo, sinal de vascularização preservada',
  },
  {
    subject: tibiaPe,
    kind: 'reversible',
    frente: 'Fleck sign (sinal da mancha)',
    verso: 'Pequeno fragmento ósseo entre a base do 1º e do 2º metatarso, indicando avulsão do ligamento de Lisfranc',
  },
  {
    subject: tibiaPe,
    kind: 'reversible',
    frente: 'Fratura de Jones',
    verso: 'Fratura da junção metáfise-diáfise do 5º metatarso (zona 2), de alto risco de pseudartrose',
  },
  {
    subject: tibiaPe,
    frente: 'Qual a complicação mais comum da haste intramedular da tíbia?',
    verso: 'Dor anterior no joelho.',
  },
  {
    subject: tibiaPe,
    frente: 'Qual a principal qualidade das regras de Ottawa do tornozelo e do pé?',
    verso:
      'Sensibilidade próxima de 100% para fraturas: permitem dispensar radiografias com segurança (a especificidade é baixa).',
    track: 'Regras de Ottawa',
  },
  {
    subject: tibiaPe,
    frente: 'Regra de Ottawa do tornozelo positiva: quais radiografias pedir?',
    verso: 'Tornozelo em AP, perfil e incidência da mortalha (AP com 15° a 20° de rotação interna).',
    track: 'Regras de Ottawa',
  },
  {
    subject: tibiaPe,
    frente: 'Qual teste clínico avalia o ligamento talofibular anterior?',
    verso: 'A gaveta anterior do tornozelo.',
    track: 'Regras de Ottawa',
  },
  {
    subject: tibiaPe,
    frente: 'Qual a lesão da “entorse alta” do tornozelo e quais testes a sugerem?',
    verso:
      'Lesão da sindesmose tibiofibular (ligamento tibiofibular anteroinferior); testes do squeeze e da rotação externa.',
    track: 'Regras de Ottawa',
  },
  {
    subject: tibiaPe,
    frente: 'Qual o tratamento da entorse lateral aguda do tornozelo?',
    verso: 'Funcional: proteção com órtese, carga conforme a tolerância e fisioterapia com treino proprioceptivo.',
    track: 'Regras de Ottawa',
  },
  {
    subject: tibiaPe,
    kind: 'cloze',
    frente:
      'Pelas regras de Ottawa do pé, pede-se radiografia se há dor no mediopé e dor à palpação da {{c1::base do 5º metatarso}} ou do {{c2::navicular}}.',
    verso: 'Ou incapacidade de dar quatro passos.',
    track: 'Regras de Ottawa',
  },
];
