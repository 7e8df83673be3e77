import type { DemoFlashcard, DemoSubjectPath } from './demo-flashcard-types.ts';

/** Flashcards de oftalmologia, parte 6: uveítes, oncologia ocular, órbita e pálpebras (dados de demonstração). */
const anteriores: DemoSubjectPath = ['Retina e Úvea', 'Uveítes', 'Uveítes anteriores'];
const sistemicas: DemoSubjectPath = ['Retina e Úvea', 'Uveítes', 'Uveítes não infecciosas sistêmicas'];
const infecciosas: DemoSubjectPath = ['Retina e Úvea', 'Uveítes', 'Uveítes posteriores infecciosas'];
const retinoblastoma: DemoSubjectPath = ['Retina e Úvea', 'Oncologia Ocular', 'Retinoblastoma'];
const melanoma: DemoSubjectPath = ['Retina e Úvea', 'Oncologia Ocular', 'Melanoma de úvea'];
const orbita = ['Neuroftalmologia, Órbita e Oftalmopediatria', 'Órbita e Pálpebras'] as const;
const celulites: DemoSubjectPath = [...orbita, 'Celulites periorbitárias'];
const fraturas: DemoSubjectPath = [...orbita, 'Fraturas orbitárias'];
const graves: DemoSubjectPath = [...orbita, 'Orbitopatia de Graves'];
const palpebras: DemoSubjectPath = [...orbita, 'Pálpebras'];
const lacrimais: DemoSubjectPath = [...orbita, 'Vias lacrimais'];

export const cards: readonly DemoFlashcard[] = [
  {
    subject: anteriores,
    frente: 'Como é a uveíte anterior associada ao HLA-B27?',
    verso: 'Aguda, unilateral e alternante, não granulomatosa, com fibrina e às vezes hipópio.',
  },
  {
    subject: anteriores,
    kind: 'reversible',
    frente: 'Precipitados ceráticos em gordura de carneiro',
    verso: 'Uveíte granulomatosa (sarcoidose, tuberculose, sífilis, VKH, oftalmia simpática).',
  },
  {
    subject: anteriores,
    kind: 'cloze',
    frente: 'Nódulos de {{c1::Koeppe}} ficam na margem pupilar; os de {{c2::Busacca}}, no estroma da íris.',
    verso: 'Ambos indicam inflamação granulomatosa.',
  },
  {
    subject: anteriores,
    frente: 'Qual o tratamento da uveíte anterior aguda não infecciosa?',
    verso: 'Corticoide tópico (acetato de prednisolona 1%) e cicloplégico, que alivia a dor e previne sinéquias.',
  },
  {
    subject: anteriores,
    frente: 'Quais os achados da iridociclite heterocrômica de Fuchs?',
    verso:
      'Heterocromia, precipitados estrelados difusos, sem sinéquias; catarata e glaucoma frequentes; associada à rubéola.',
  },
  {
    subject: sistemicas,
    frente: 'Qual forma de artrite idiopática juvenil tem maior risco de uveíte?',
    verso:
      'Oligoarticular, FAN positivo, início antes dos 7 anos: uveíte crônica silenciosa, que exige rastreio periódico.',
  },
  {
    subject: sistemicas,
    kind: 'cloze',
    frente:
      'Vogt-Koyanagi-Harada: panuveíte granulomatosa bilateral com {{c1::descolamento seroso}} da retina, meningismo, zumbido, poliose e {{c2::vitiligo}}.',
    verso: 'Tratamento: corticoide sistêmico em dose alta e imunossupressor.',
  },
  {
    subject: sistemicas,
    frente: 'Como é o acometimento ocular na doença de Behçet?',
    verso: 'Vasculite retiniana oclusiva e hipópio que se move com a cabeça; tratamento com azatioprina ou anti-TNF.',
  },
  {
    subject: sistemicas,
    frente: 'Que achados de fundo sugerem sarcoidose?',
    verso: 'Periflebite em "gotas de cera de vela" e opacidades vítreas em "bola de neve" ou "colar de pérolas".',
  },
  {
    subject: infecciosas,
    kind: 'reversible',
    frente: 'Foco de retinocoroidite ativo junto a cicatriz pigmentada, com vitreíte em "farol na neblina"',
    verso: 'Toxoplasmose ocular.',
  },
  {
    subject: infecciosas,
    frente: 'Qual o esquema clássico da toxoplasmose ocular?',
    verso:
      'Sulfadiazina, pirimetamina e ácido folínico, com prednisona após 24–72 h; alternativa: sulfametoxazol-trimetoprima.',
  },
  {
    subject: infecciosas,
    kind: 'cloze',
    frente:
      'A retinite por CMV surge com CD4 abaixo de {{c1::50 células/µL}}, com aspecto de "{{c2::pizza}}" (hemorragias e necrose).',
    verso: 'Tratamento: ganciclovir IV ou valganciclovir oral, com ou sem intravítreo, e terapia antirretroviral.',
  },
  {
    subject: infecciosas,
    frente: 'Quais agentes causam a necrose retiniana aguda e como tratar?',
    verso: 'VZV e HSV; aciclovir IV ou valaciclovir oral em dose alta, com antiviral intravítreo.',
  },
  {
    subject: infecciosas,
    frente: 'Como tratar a sífilis ocular?',
    verso: 'Como neurossífilis: penicilina G cristalina IV por 10 a 14 dias; testar HIV.',
  },
  {
    subject: infecciosas,
    frente: 'Granuloma retiniano unilateral em criança com contato com cães: qual a hipótese?',
    verso: 'Toxocaríase ocular, diagnóstico diferencial do retinoblastoma.',
  },
  {
    subject: retinoblastoma,
    frente: 'Qual o sinal de apresentação mais comum do retinoblastoma?',
    verso: 'Leucocoria, seguida de estrabismo.',
  },
  {
    subject: retinoblastoma,
    kind: 'cloze',
    frente: 'Retinoblastoma: gene {{c1::RB1}}, no cromossomo {{c2::13q14}}.',
    verso: 'A forma hereditária é mais precoce, bilateral ou multifocal.',
  },
  {
    subject: retinoblastoma,
    frente: 'Qual a segunda neoplasia mais comum no retinoblastoma hereditário?',
    verso: 'Osteossarcoma.',
  },
  {
    subject: retinoblastoma,
    frente: 'Qual achado de imagem sustenta o diagnóstico de retinoblastoma e que exame evitar?',
    verso: 'Calcificação intratumoral à ultrassonografia; estadiar com ressonância, evitando a radiação da tomografia.',
  },
  {
    subject: melanoma,
    frente: 'Qual o principal local de metástase do melanoma de úvea?',
    verso: 'Fígado.',
  },
  {
    subject: melanoma,
    frente: 'O que o COMS mostrou nos melanomas de coroide médios?',
    verso: 'Sobrevida igual com braquiterapia de iodo-125 ou enucleação.',
  },
  {
    subject: melanoma,
    kind: 'cloze',
    frente:
      'Risco de nevo de coroide virar melanoma (TFSOM): espessura > {{c1::2 mm}}, líquido sub-retiniano, sintomas, pigmento {{c2::alaranjado}} e margem a até 3 mm do disco.',
    verso: 'Também: oco acústico à ultrassonografia e ausência de halo e de drusas.',
  },
  {
    subject: melanoma,
    kind: 'reversible',
    frente: 'Tumor de coroide em forma de cogumelo',
    verso: 'Melanoma de coroide que rompeu a membrana de Bruch.',
  },
  {
    subject: celulites,
    kind: 'cloze',
    frente:
      'Diferem a celulite orbitária da pré-septal: {{c1::proptose}}, {{c2::dor à movimentação ocular e oftalmoplegia}}, baixa visual e defeito pupilar aferente.',
    verso: 'O septo orbitário separa os dois compartimentos; na dúvida, tomografia de órbitas com contraste.',
  },
  {
    subject: celulites,
    frente: 'Qual a origem mais comum da celulite orbitária?',
    verso: 'Sinusite, sobretudo etmoidal (através da lâmina papirácea).',
  },
  {
    subject: celulites,
    frente: 'Qual complicação intracraniana temida da celulite orbitária?',
    verso: 'Trombose do seio cavernoso (também abscesso cerebral e meningite).',
  },
  {
    subject: celulites,
    frente: 'Como tratar a celulite orbitária?',
    verso:
      'Internação e antibiótico IV de amplo espectro; drenagem cirúrgica de abscesso subperiosteal grande ou sem resposta.',
  },
  {
    subject: fraturas,
    frente: 'Qual parede da órbita se fratura mais no blow-out?',
    verso: 'O assoalho (maxila), seguido da parede medial (lâmina papirácea).',
  },
  {
    subject: fraturas,
    kind: 'reversible',
    frente: 'Fratura em alçapão ("white-eyed blowout") na criança',
    verso:
      'Fratura do assoalho com encarceramento do reto inferior, pouca equimose e reflexo oculocardíaco: cirurgia urgente.',
  },
  {
    subject: fraturas,
    frente: 'Que sinais sugerem fratura do assoalho da órbita?',
    verso: 'Diplopia na supraversão, hipoestesia infraorbitária, enoftalmo e enfisema palpebral ao assoar o nariz.',
  },
  {
    subject: graves,
    kind: 'cloze',
    frente:
      'Na orbitopatia de Graves, o músculo mais acometido é o {{c1::reto inferior}}, seguido do {{c2::reto medial}}.',
    verso:
      'Ordem clássica: reto inferior, medial, superior e lateral. A TC mostra ventres espessados com tendões poupados.',
  },
  {
    subject: graves,
    kind: 'reversible',
    frente: 'Sinal de Dalrymple',
    verso: 'Retração da pálpebra superior no olhar primário, na orbitopatia de Graves.',
  },
  {
    subject: graves,
    kind: 'reversible',
    frente: 'Sinal de von Graefe',
    verso: 'Atraso da pálpebra superior ao olhar para baixo, na orbitopatia de Graves.',
  },
  {
    subject: graves,
    frente: 'Qual o principal fator de risco modificável da orbitopatia de Graves?',
    verso: 'Tabagismo; o radioiodo também pode piorá-la (profilaxia com prednisona oral nos de risco).',
  },
  {
    subject: graves,
    frente: 'Qual escore define atividade da orbitopatia de Graves?',
    verso: 'Clinical Activity Score (CAS) ≥ 3 de 7 pontos.',
  },
  {
    subject: graves,
    frente: 'Qual a conduta na neuropatia óptica compressiva da orbitopatia de Graves?',
    verso: 'Pulsoterapia com metilprednisolona IV; descompressão orbitária se não houver resposta rápida.',
  },
  {
    subject: palpebras,
    kind: 'reversible',
    frente: 'Calázio',
    verso: 'Lipogranuloma crônico e indolor de glândula de Meibomius.',
  },
  {
    subject: palpebras,
    frente: 'Calázio recorrente no mesmo local em idoso: qual a conduta?',
    verso: 'Biópsia, para excluir carcinoma sebáceo.',
  },
  {
    subject: palpebras,
    frente: 'Qual o tumor maligno palpebral mais comum e sua localização típica?',
    verso: 'Carcinoma basocelular, na pálpebra inferior.',
  },
  {
    subject: palpebras,
    frente: 'Qual o principal risco da ptose congênita?',
    verso: 'Ambliopia, quando a pálpebra cobre o eixo visual ou induz astigmatismo.',
  },
  {
    subject: palpebras,
    frente: 'Como é a função do levantador na ptose aponeurótica (involutiva)?',
    verso: 'Boa (preservada), com prega palpebral alta ou ausente.',
  },
  {
    subject: lacrimais,
    frente: 'Onde fica a obstrução congênita do ducto nasolacrimal e qual sua evolução?',
    verso:
      'Na válvula de Hasner; resolve sozinha em cerca de 90% até 1 ano. Massagem de Crigler; sondagem se persistir.',
  },
  {
    subject: lacrimais,
    frente: 'Qual a conduta na dacriocistite aguda do adulto?',
    verso: 'Antibiótico sistêmico e, passado o quadro agudo, dacriocistorrinostomia.',
  },
  {
    subject: lacrimais,
    kind: 'reversible',
    frente: 'Teste de Jones',
    verso: 'Teste com fluoresceína que avalia a permeabilidade da via lacrimal excretora.',
  },
];
