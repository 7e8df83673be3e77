import type { DemoCourse, DemoLesson, DemoVerticalCatalog } from './demo-course-types.ts';

/** A small catalog for the seed's own tests (the real ones are demo-courses-<vertical>.ts). */

const handout = (title: string) => ({
  title,
  lines: [
    'Pressão intraocular: a média populacional é cerca de 15 mmHg.',
    '',
    '- Fator de risco modificável do glaucoma',
    '- Medida com tonômetro de aplanação de Goldmann',
  ],
});

const lesson = (title: string, extra: Partial<DemoLesson> = {}): DemoLesson => ({
  title,
  minutes: 12,
  body: `${title}: revisão objetiva para a prova.\n\n- Anamnese dirigida\n- Exame oftalmológico completo`,
  video: { vimeo: '76979871' },
  ...extra,
});

const cards = (topic: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    frente: `${topic}: pergunta ${index + 1}?`,
    verso: `${topic}: resposta ${index + 1}.`,
  }));

const featured: DemoCourse = {
  slug: 'glaucoma-essencial',
  kind: 'courses',
  name: 'Glaucoma Essencial',
  description: 'Da tonometria à cirurgia filtrante, com casos clínicos de prova.',
  access: 'included',
  featured: true,
  trailerVimeoId: '76979871',
  popularity: 95,
  categories: [{ slug: 'glaucoma', name: 'Glaucoma' }],
  handout: handout('Apostila completa de Glaucoma'),
  modules: [
    {
      title: 'Fundamentos',
      description: 'Anatomia do ângulo e fisiologia do humor aquoso.',
      lessons: [
        lesson('Produção e drenagem do humor aquoso', {
          handout: handout('Humor aquoso'),
          flashcardTracks: [{ titulo: 'Humor aquoso', cards: cards('Humor aquoso', 4) }],
        }),
        lesson('Tonometria de aplanação', {
          questionTrack: { label: 'Questões de tonometria', no: 12 },
          flashcardTracks: [{ titulo: null, cards: cards('Tonometria', 3) }],
        }),
        lesson('Gonioscopia na prática', {
          video: 'local',
          link: { label: 'Diretriz da SBG', url: 'https://www.sbglaucoma.org.br/' },
        }),
      ],
    },
    {
      title: 'Tratamento',
      description: 'Colírios, laser e cirurgia.',
      lessons: [
        lesson('Análogos de prostaglandina e betabloqueadores', {
          flashcardTracks: [{ titulo: 'Colírios antiglaucomatosos', cards: cards('Colírios', 5) }],
        }),
        lesson('Trabeculoplastia seletiva a laser'),
        lesson('Trabeculectomia: indicações e complicações', { handout: handout('Trabeculectomia') }),
      ],
    },
  ],
};

const courses: DemoCourse[] = [
  featured,
  {
    ...featured,
    slug: 'retina-basica',
    name: 'Retina Básica',
    access: 'freemium',
    featured: false,
    trailerVimeoId: undefined,
    categories: [{ slug: 'retina', name: 'Retina' }],
    modules: [
      {
        title: 'Retinopatia diabética',
        description: 'Classificação e tratamento.',
        lessons: [lesson('Classificação da retinopatia diabética'), lesson('Edema macular diabético')],
      },
    ],
  },
  {
    ...featured,
    slug: 'r3-cornea',
    name: 'Córnea para o R3',
    access: 'locked',
    featured: false,
    trailerVimeoId: undefined,
    categories: [{ slug: 'cornea', name: 'Córnea' }],
    modules: [
      {
        title: 'Ceratocone',
        description: 'Diagnóstico e crosslinking.',
        lessons: [lesson('Topografia corneana', { freePreview: true }), lesson('Crosslinking')],
      },
    ],
  },
  {
    ...featured,
    slug: 'casos-de-plantao',
    kind: 'tv',
    name: 'Casos de plantão',
    featured: false,
    trailerVimeoId: undefined,
    categories: [{ slug: 'urgencias', name: 'Urgências' }],
    modules: [
      {
        title: 'Temporada 1',
        description: 'Urgências oftalmológicas.',
        lessons: [lesson('Olho vermelho doloroso'), lesson('Trauma químico')],
      },
    ],
  },
];

/** The fixture for a vertical: the same courses, under that vertical's slug. */
export function fixtureCatalog(vertical: string): DemoVerticalCatalog {
  return { vertical, courses };
}
