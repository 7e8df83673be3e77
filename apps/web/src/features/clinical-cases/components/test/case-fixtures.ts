import type { CaseDetail, CaseOverview, CaseSummary, Debrief } from '@members/contract';

export function makeSummary(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: 5,
    title: 'Dor torácica no pronto-socorro',
    summary: 'Homem de 58 anos com dor precordial há 2 horas.',
    difficulty: 'medium',
    estimated_minutes: 20,
    subjects: [{ id: 71, desc: 'Cardiologia' }],
    stage_count: 6,
    learner: { status: 'new', attempt_id: null, stage_reached: null, best_score_pct: null, finished_at: null },
    peers: { finished: 30, average_score_pct: 64 },
    ...overrides,
  };
}

export const inProgress = makeSummary({
  learner: { status: 'in_progress', attempt_id: 9, stage_reached: 2, best_score_pct: null, finished_at: null },
});
export const finished = makeSummary({
  id: 6,
  title: 'Dispneia súbita no pós-operatório',
  learner: {
    status: 'finished',
    attempt_id: null,
    stage_reached: null,
    best_score_pct: 82,
    finished_at: '2026-11-20T10:00:00.000Z',
  },
});

export function makeOverview(overrides: Partial<CaseOverview> = {}): CaseOverview {
  return {
    in_progress: [inProgress],
    suggested: [
      {
        ...makeSummary({ id: 7, title: 'Febre e rigidez de nuca' }),
        reason: { subject: { id: 72, desc: 'Infectologia' }, accuracy_pct: 41 },
      },
    ],
    finished: [finished],
    totals: { published: 8, in_progress: 1, finished: 1 },
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...makeSummary(),
    stage_kinds: ['history', 'exam', 'tests', 'diagnosis', 'management', 'question'],
    attempts: [],
    ...overrides,
  };
}

const option = (id: number, label: string, rating: 'essential' | 'unnecessary' | 'harmful', points: number) => ({
  id,
  label,
  cost_cents: null,
  turnaround_minutes: null,
  finding: null,
  points,
  differential_points: null,
  feedback: `Porque ${label.toLowerCase()} importa.`,
  rating,
  expert_position: null,
});

export function makeDebrief(overrides: Partial<Debrief> = {}): Debrief {
  return {
    case: finished,
    attempt: {
      id: 40,
      started_at: '2026-11-20T09:30:00.000Z',
      finished_at: '2026-11-20T10:00:00.000Z',
      active_seconds: 1260,
      score: 41,
      max_score: 50,
      counts_for_peers: true,
      tests_cost_cents: 12990,
      tests_minutes: 95,
    },
    stages: [
      {
        id: 301,
        position: 0,
        kind: 'tests',
        title: 'Exames iniciais',
        body: '<p>O paciente segue com dor.</p>',
        prompt: 'Que exames você pede?',
        committed: true,
        committed_at: '2026-11-20T09:40:00.000Z',
        score: 8,
        max_score: 10,
        options: [option(1, 'ECG de 12 derivações', 'essential', 5), option(2, 'Tomografia de crânio', 'harmful', -3)],
        picks: [{ option_id: 2, text: null, role: 'pick', position: 1, picked_at: '2026-11-20T09:35:00.000Z' }],
        discussion: '<p>O ECG em até 10 minutos é a regra.</p>',
        peers: [
          { option_id: 1, chosen_pct: 87, differential_pct: null },
          { option_id: 2, chosen_pct: 12, differential_pct: null },
        ],
        peer_count: 30,
      },
    ],
    missed_essentials: [
      {
        stage_id: 301,
        stage_title: 'Exames iniciais',
        option_id: 1,
        label: 'ECG de 12 derivações',
        rating: 'essential',
        feedback: 'O ECG define a conduta na dor torácica.',
        cost_cents: 3500,
        turnaround_minutes: 10,
        lesson: { id: 3, title: 'Síndromes coronarianas agudas', link: '/courses/u1/module/2?aula=3' },
      },
    ],
    questionable_choices: [
      {
        stage_id: 301,
        stage_title: 'Exames iniciais',
        option_id: 2,
        label: 'Tomografia de crânio',
        rating: 'harmful',
        feedback: 'Atrasa a reperfusão sem indicação.',
        cost_cents: 45000,
        turnaround_minutes: 60,
        lesson: null,
      },
    ],
    expert_reasoning: '<p>Dor típica exige ECG imediato.</p>',
    references: ['Diretriz Brasileira de Síndromes Coronarianas Agudas, 2021'],
    related_lessons: [{ id: 3, title: 'Síndromes coronarianas agudas', link: '/courses/u1/module/2?aula=3' }],
    related_questions: [{ id: 11, statement_excerpt: 'Homem de 60 anos com dor torácica' }],
    memory_items: 2,
    ...overrides,
  };
}
