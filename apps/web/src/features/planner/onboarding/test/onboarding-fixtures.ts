import type { PlannerDiagnostic, PlannerOptions, PlanSummary } from '@members/contract';

export const courseA = '9b2f6c1e-3d4a-4e5b-8c7d-1a2b3c4d5e6f';
export const courseB = '4c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f';

/** For unit tests: what GET /api/planner/options answers (override what a test needs other). */
export function makeOptions(overrides: Partial<PlannerOptions> = {}): PlannerOptions {
  return {
    today: '2026-11-27',
    institutions: [
      { id: 7, desc: 'ENARE', questions: 1200 },
      { id: 8, desc: 'USP-SP', questions: 900 },
      { id: 9, desc: 'UNIFESP', questions: 640 },
    ],
    areas: [
      { id: 10, desc: 'Clínica Médica', accuracy_pct: 62, answers: 40 },
      { id: 11, desc: 'Pediatria', accuracy_pct: null, answers: 0 },
    ],
    courses: [
      { id: courseA, name: 'Extensivo R1', lessons: 120, minutes: 5400 },
      { id: courseB, name: 'Reta final', lessons: 30, minutes: 1500 },
    ],
    counts: { questions: 5000, cases: 12, simulados: 4, reviews_due: 25 },
    active_plan_id: null,
    ...overrides,
  };
}

export function makeDiagnostic(): PlannerDiagnostic {
  return {
    questions: [
      {
        id: 501,
        area: { id: 10, desc: 'Clínica Médica' },
        statement: '<p>Qual a primeira medida na cetoacidose diabética?</p>',
        alternatives: [
          { letter: 'A', text: 'Insulina regular em bolus' },
          { letter: 'B', text: 'Hidratação com soro fisiológico' },
        ],
      },
      {
        id: 502,
        area: { id: 11, desc: 'Pediatria' },
        statement: '<p>Qual a vacina ao nascer?</p>',
        alternatives: [
          { letter: 'A', text: 'BCG' },
          { letter: 'B', text: 'Tríplice viral' },
        ],
      },
    ],
  };
}

/** What POST /api/planner/plans answers (201 { plan }). */
export function makePlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 42,
    status: 'active',
    created_at: '2026-11-27T12:00:00.000Z',
    today: '2026-11-27',
    start_date: '2026-11-27',
    exam_date: '2027-03-01',
    days_left: 94,
    institutions: [{ id: 7, desc: 'ENARE' }],
    weekday_minutes: [0, 180, 180, 180, 180, 180, 300],
    days_off: [],
    include: { course_ids: [courseA, courseB], questions: true, flashcards: true, cases: true, simulados: true },
    totals: {
      study_days: 80,
      available_minutes: 16_000,
      planned_minutes: 15_000,
      done_minutes: 0,
      activities: 300,
      done: 0,
      skipped: 0,
      late: 0,
    },
    coverage: { planned_pct: 100, done_pct: 0, left_out_minutes: 0 },
    shares: [],
    left_out: [],
    shortfall_minutes: null,
    last_replan: null,
    calendar_feed: false,
    ...overrides,
  };
}
