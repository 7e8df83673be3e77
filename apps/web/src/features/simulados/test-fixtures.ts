import type { Attempt, SimuladoDetail, SimuladoResult, SimuladoSummary } from '@members/contract';

export function makeSummary(overrides: Partial<SimuladoSummary> = {}): SimuladoSummary {
  return {
    id: 7,
    title: 'Simulado Nacional de Anestesiologia',
    description: 'Trinta questões no padrão das provas de residência.',
    question_count: 30,
    time_limit_minutes: 120,
    opens_at: '2026-05-10T12:00:00.000Z',
    closes_at: '2026-07-10T15:00:00.000Z',
    state: 'open',
    takers: 12,
    attempt: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SimuladoDetail> = {}): SimuladoDetail {
  return {
    ...makeSummary(),
    instructions: 'Leia com atenção.\n- 30 questões de múltipla escolha.\n- Tempo: 120 minutos.',
    subjects: [
      { id: 1, desc: 'Farmacologia', questions: 18 },
      { id: 2, desc: 'Via aérea', questions: 12 },
    ],
    ...overrides,
  };
}

const alternatives = (prefix: string) =>
  (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, text: `${prefix} alternativa ${letter}` }));

export function makeAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    simulado_id: 7,
    title: 'Simulado Nacional de Anestesiologia',
    status: 'in_progress',
    started_at: '2026-05-12T12:00:00.000Z',
    deadline: '2026-05-12T14:00:00.000Z',
    server_now: '2026-05-12T12:30:00.000Z',
    grace_seconds: 30,
    questions: [1, 2, 3].map((n) => ({
      id: 100 + n,
      statement: `<p>Enunciado da questão ${n}</p>`,
      alternatives: alternatives(`Q${n}`),
      source: { institution: 'USP', exam: 'R1', year: 2024 },
    })),
    answers: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<SimuladoResult> = {}): SimuladoResult {
  return {
    simulado_id: 7,
    title: 'Simulado de abertura',
    score: 66.7,
    correct: 2,
    answered: 2,
    total: 3,
    time_used_seconds: 2700,
    submitted_at: '2026-05-12T12:45:00.000Z',
    submitted_automatically: false,
    answer_key_available: true,
    answer_key_released_at: '2026-05-20T02:59:00.000Z',
    takers: 42,
    position: 3,
    percentile: 88.5,
    distribution: [0, 1, 2, 3, 5, 8, 12, 7, 3, 1],
    by_subject: [
      { id: 1, desc: 'Farmacologia', correct: 1, total: 2 },
      { id: 2, desc: 'Via aérea', correct: 1, total: 1 },
    ],
    questions: [
      {
        position: 1,
        question: {
          id: 101,
          statement: '<p>Qual o bloqueador neuromuscular de escolha?</p>',
          alternatives: alternatives('Q1'),
          source: { institution: 'USP', exam: 'R1', year: 2024 },
        },
        chosen: 'B',
        marked: true,
        correct_alternative: 'C',
        correct: false,
        annulled: false,
        explanation: '<p>A succinilcolina tem início rápido.</p>',
        alternatives: [
          { letter: 'A', explanation: 'A é lenta.', share: 0.1 },
          { letter: 'B', explanation: 'B não é a de escolha.', share: 0.25 },
          { letter: 'C', explanation: 'C é a correta.', share: 0.6 },
          { letter: 'D', explanation: 'D é contraindicada.', share: 0.05 },
        ],
        subjects: [{ id: 1, desc: 'Farmacologia' }],
        key_released_at: null,
      },
      {
        position: 2,
        question: {
          id: 102,
          statement: '<p>Questão anulada</p>',
          alternatives: alternatives('Q2'),
          source: { institution: null, exam: null, year: null },
        },
        chosen: null,
        marked: false,
        correct_alternative: null,
        correct: true,
        annulled: true,
        explanation: '',
        alternatives: [],
        subjects: [],
        key_released_at: null,
      },
    ],
    ...overrides,
  };
}
