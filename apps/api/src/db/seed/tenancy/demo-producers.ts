/** Branding of one demo producer; URLs and image paths are derived in tenancy.seed.ts. */
export interface DemoProducer {
  slug: string;
  vertical: string;
  nome: string;
  primary: string;
  secondary: string;
  titleHome: string;
  textHome: string;
  textQuestion: string;
  telegram: string;
  supportNumber: string;
  website: string;
  aiName: string;
}

/** Two producers in oftalmologia and anestesiologia, one in each other vertical; distinct colours. */
export const demoProducers: readonly DemoProducer[] = [
  {
    slug: 'foco-oftalmo',
    vertical: 'oftalmologia',
    nome: 'Foco Oftalmo',
    primary: '#1E3A8A',
    secondary: '#F59E0B',
    titleHome: 'Sua aprovação em Oftalmologia começa aqui',
    textHome:
      'Aulas objetivas, questões comentadas das principais provas de R1 e R3 e revisões programadas para você chegar confiante ao dia da prova.',
    textQuestion: 'Questões comentadas por oftalmologistas, das provas do CBO, USP, UNIFESP e SUS-SP.',
    telegram: 'https://t.me/foco_oftalmo_demo',
    supportNumber: '5511999990001',
    website: 'https://foco-oftalmo.example.com',
    aiName: 'Íris',
  },
  {
    slug: 'lumen-oftalmologia',
    vertical: 'oftalmologia',
    nome: 'Lumen Oftalmologia',
    primary: '#0F766E',
    secondary: '#FDE68A',
    titleHome: 'Oftalmologia do básico à prova de título',
    textHome:
      'Trilhas por tema, casos clínicos com imagens de fundo de olho e simulados no formato da prova para você estudar no seu ritmo, inclusive no plantão.',
    textQuestion: 'Treine com questões de retina, glaucoma, córnea e estrabismo, com explicação de cada alternativa.',
    telegram: 'https://t.me/lumen_oftalmo_demo',
    supportNumber: '5511999990002',
    website: 'https://lumen-oftalmologia.example.com',
    aiName: 'Lumi',
  },
  {
    slug: 'vigilia-anestesia',
    vertical: 'anestesiologia',
    nome: 'Vigília Anestesiologia',
    primary: '#6D28D9',
    secondary: '#34D399',
    titleHome: 'Prepare-se para o TEA e a residência em Anestesiologia',
    textHome:
      'Farmacologia, via aérea, bloqueios e monitorização em aulas curtas, com flashcards e revisões espaçadas que cabem na sua rotina.',
    textQuestion: 'Questões no estilo TEA/TSA, comentadas por anestesiologistas com experiência em centro cirúrgico.',
    telegram: 'https://t.me/vigilia_anestesia_demo',
    supportNumber: '5511999990003',
    website: 'https://vigilia-anestesia.example.com',
    aiName: 'Morfeu',
  },
  {
    slug: 'plano-anestesico',
    vertical: 'anestesiologia',
    nome: 'Plano Anestésico',
    primary: '#BE123C',
    secondary: '#38BDF8',
    titleHome: 'Anestesiologia sem sustos, do R1 ao título',
    textHome:
      'Casos clínicos reais de sala operatória, simulados cronometrados e um planner que reorganiza seus estudos quando o plantão aperta.',
    textQuestion: 'Resolva questões de anestesia regional, obstétrica e pediátrica com gabarito comentado.',
    telegram: 'https://t.me/plano_anestesico_demo',
    supportNumber: '5511999990004',
    website: 'https://plano-anestesico.example.com',
    aiName: 'Dra. Ana',
  },
  {
    slug: 'fluxo-vascular',
    vertical: 'cirurgia-vascular',
    nome: 'Fluxo Vascular',
    primary: '#C2410C',
    secondary: '#1E293B',
    titleHome: 'Cirurgia Vascular para quem quer passar de primeira',
    textHome:
      'Doença arterial periférica, aneurismas, trombose venosa e acessos para hemodiálise em aulas diretas ao ponto, com questões das provas da SBACV.',
    textQuestion: 'Questões comentadas de cirurgia vascular e endovascular, organizadas por tema e por banca.',
    telegram: 'https://t.me/fluxo_vascular_demo',
    supportNumber: '5511999990005',
    website: 'https://fluxo-vascular.example.com',
    aiName: 'Vasco',
  },
  {
    slug: 'ortopedia-ativa',
    vertical: 'ortopedia',
    nome: 'Ortopedia Ativa',
    primary: '#4D7C0F',
    secondary: '#FACC15',
    titleHome: 'Rumo ao TEOT com método e constância',
    textHome:
      'Trauma, coluna, mão, pediátrica e oncologia ortopédica com aulas práticas, radiografias comentadas e simulados no padrão do TEOT.',
    textQuestion: 'Questões do TEOT e das provas de residência, com imagens e comentários de ortopedistas.',
    telegram: 'https://t.me/ortopedia_ativa_demo',
    supportNumber: '5511999990006',
    website: 'https://ortopedia-ativa.example.com',
    aiName: 'Osvaldo',
  },
];
