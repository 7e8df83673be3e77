import type { AnswerResult, QueueItem, QueueResponse, ReviewResponse } from '@members/contract';

const day = 86_400;
/** Anki-like intervals: Errei <1 min, Difícil 10 min, Bom 3 d, Fácil 2 months. */
const next: QueueItem['next'] = [
  { rating: 1, due: '2026-11-26T20:01:00.000Z', interval_seconds: 30 },
  { rating: 2, due: '2026-11-26T20:10:00.000Z', interval_seconds: 600 },
  { rating: 3, due: '2026-11-29T20:00:00.000Z', interval_seconds: 3 * day },
  { rating: 4, due: '2027-01-25T20:00:00.000Z', interval_seconds: 60 * day },
];

export function cardItem(id: number, overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    ref: { kind: 'card', card_id: id, ord: 0 },
    state: 'review',
    due: '2026-11-26T12:00:00.000Z',
    reps: 3,
    lapses: 0,
    subjects: [{ id: 1, desc: 'Trauma' }],
    next,
    card: {
      card_id: id,
      ord: 0,
      kind: 'basic',
      front: `<p>Pergunta ${id}</p>`,
      back: `<p>Resposta ${id}</p>`,
      image_url: null,
      lesson: null,
    },
    question: null,
    ...overrides,
  };
}

export function questionItem(id: number): QueueItem {
  return {
    ref: { kind: 'question', question_id: id },
    state: 'relearning',
    due: '2026-11-26T12:00:00.000Z',
    reps: 1,
    lapses: 1,
    subjects: [{ id: 1, desc: 'Trauma' }],
    next,
    card: null,
    question: {
      id,
      statement: '<p>Fratura de Colles: qual o desvio do fragmento distal?</p>',
      alternatives: [
        { letter: 'A', text: 'Dorsal' },
        { letter: 'B', text: 'Volar' },
        { letter: 'C', text: 'Ulnar' },
      ],
      source: { institution: 'SBOT', exam: 'TEOT', year: 2024 },
      difficulty: 'easy',
      annulled: false,
      subjects: [{ id: 1, desc: 'Trauma' }],
      marked: false,
      note: null,
    },
  };
}

export function queueResponse(items: QueueItem[], overrides: Partial<QueueResponse> = {}): QueueResponse {
  return {
    items,
    counts: { new: 0, learning: 0, review: items.length, errors: 0 },
    reviewed_today: 0,
    day_off: false,
    ...overrides,
  };
}

export function answerOf(id: number, chosen: 'A' | 'B' | 'C', correct = chosen === 'A'): AnswerResult {
  return {
    question_id: id,
    chosen,
    correct,
    correct_alternative: 'A',
    explanation: '<p>Na fratura de Colles o fragmento distal desvia dorsalmente (garfo invertido).</p>',
    alternatives: [
      { letter: 'A', explanation: 'Correta.', share: 0.7 },
      { letter: 'B', explanation: 'É a fratura de Smith.', share: 0.2 },
      { letter: 'C', explanation: 'Não é o desvio típico.', share: 0.1 },
    ],
    answers_count: 10,
    already_answered: false,
    answered_at: '2026-11-26T20:00:00.000Z',
  };
}

export function reviewResponse(
  body: { idempotency_key: string; ref: QueueItem['ref']; rating?: number },
  answer: AnswerResult | null = null,
): ReviewResponse {
  const rating = (body.rating ?? (answer ? (answer.correct ? 3 : 1) : 3)) as ReviewResponse['rating'];
  return {
    idempotency_key: body.idempotency_key,
    rating,
    item: {
      ref: body.ref,
      state: 'review',
      due: '2026-11-29T20:00:00.000Z',
      stability: 3,
      difficulty: 5,
      reps: 4,
      lapses: 0,
      last_review: '2026-11-26T20:00:00.000Z',
    },
    already_recorded: false,
    answer,
    resolved: answer?.correct ?? false,
  };
}
