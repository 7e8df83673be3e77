import type { DecksResponse, ErrorNotebook, FlashcardSettings, FlashcardStats } from '@members/contract';

/** Contract-shaped answers of the /flashcards calls, for unit tests. */
export function makeDecks(overrides: Partial<DecksResponse> = {}): DecksResponse {
  return {
    today: { new: 12, learning: 3, review: 27, errors: 4 },
    streak: 9,
    subjects: [
      {
        id: 3,
        name: 'Retina',
        total: 40,
        new: 10,
        learning: 2,
        due: 6,
        learned: 22,
        children: [{ id: 31, name: 'Retinopatia diabética', total: 12, new: 2, learning: 0, due: 3, learned: 7 }],
      },
      { id: 4, name: 'Glaucoma', total: 20, new: 20, learning: 0, due: 0, learned: 0, children: [] },
    ],
    tracks: [
      {
        id: 9,
        title: 'Flashcards de uveítes',
        course: 'Extensivo Oftalmologia',
        lesson: { id: 77, title: 'Uveítes anteriores', link: '/module/5?aula=77' },
        status: 'em_progresso',
        percentage: 45,
        total: 20,
        new: 11,
        learning: 1,
        due: 2,
        learned: 6,
      },
    ],
    ...overrides,
  };
}

export function makeStats(overrides: Partial<FlashcardStats> = {}): FlashcardStats {
  return {
    forecast: [
      { date: '2026-11-26', cards: 27, questions: 4 },
      { date: '2026-11-27', cards: 15, questions: 1 },
    ],
    heatmap: [
      { date: '2026-11-24', reviews: 31 },
      { date: '2026-11-25', reviews: 18 },
    ],
    retention: [
      { subject: { id: 3, desc: 'Retina' }, retention: 0.91, reviews: 120 },
      { subject: { id: 4, desc: 'Glaucoma' }, retention: null, reviews: 0 },
    ],
    true_retention: { retention: 0.876, reviews: 410 },
    streak: 9,
    days_studied_30: 26,
    ...overrides,
  };
}

export function makeNotebook(): ErrorNotebook {
  return {
    items: [
      {
        question_id: 501,
        excerpt: 'Paciente de 62 anos com baixa visual súbita e indolor no olho direito. Qual o diagnóstico?',
        subjects: [
          { id: 3, desc: 'Retina' },
          { id: 31, desc: 'Vascular' },
        ],
        missed_at: '2026-11-25T14:00:00.000Z',
        missed_in: 'practice',
        due: '2026-11-26T03:00:00.000Z',
        lapses: 0,
      },
      {
        question_id: 502,
        excerpt: 'Qual o principal fator de risco para glaucoma primário de ângulo aberto?',
        subjects: [{ id: 4, desc: 'Glaucoma' }],
        missed_at: '2026-11-24T14:00:00.000Z',
        missed_in: 'simulado',
        due: '2026-11-26T03:00:00.000Z',
        lapses: 1,
      },
    ],
  };
}

export function makeSettings(overrides: Partial<FlashcardSettings> = {}): FlashcardSettings {
  return {
    desired_retention: 0.9,
    new_per_day: 20,
    max_reviews_per_day: 200,
    days_off: [0],
    personalized: false,
    review_count: 640,
    reviews_for_fitting: 1000,
    ...overrides,
  };
}
