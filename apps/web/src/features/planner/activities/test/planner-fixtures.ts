import type { PlanDay, PlannerActivity, PlanSummary } from '@members/contract';

/** For unit tests: a plan from 2027-01-10 to the exam on 2027-05-02, seen on 2027-01-12. */
export function makeSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 7,
    status: 'active',
    created_at: '2027-01-10T12:00:00.000Z',
    today: '2027-01-12',
    start_date: '2027-01-10',
    exam_date: '2027-05-02',
    days_left: 110,
    institutions: [{ id: 3, desc: 'USP-SP' }],
    weekday_minutes: [0, 120, 120, 120, 120, 120, 300],
    days_off: [],
    include: { course_ids: [], questions: true, flashcards: true, cases: true, simulados: true },
    totals: {
      study_days: 95,
      available_minutes: 12_000,
      planned_minutes: 11_000,
      done_minutes: 200,
      activities: 400,
      done: 4,
      skipped: 0,
      late: 0,
    },
    coverage: { planned_pct: 92, done_pct: 2, left_out_minutes: 600 },
    shares: [],
    left_out: [],
    shortfall_minutes: null,
    last_replan: null,
    calendar_feed: false,
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<PlannerActivity> = {}): PlannerActivity {
  return {
    id: 101,
    date: '2027-01-12',
    position: 0,
    kind: 'lesson',
    title: 'Insuficiência cardíaca: diagnóstico e classificação',
    subject: 'Cardiologia',
    minutes: 45,
    status: 'pending',
    done_by: null,
    done_at: null,
    moved_from: null,
    target: { type: 'lesson', course_id: 'c-uuid', course_name: 'Clínica médica', module_id: 4, lesson_id: 31 },
    ...overrides,
  };
}

/** Today's activities: a lesson, a question session, the flashcards, the error notebook, a case and a simulado. */
export function todaysActivities(date = '2027-01-12'): PlannerActivity[] {
  return [
    makeActivity({ id: 101, date, position: 0 }),
    makeActivity({
      id: 102,
      date,
      position: 1,
      kind: 'questions',
      title: 'Questões de cardiologia',
      minutes: 50,
      target: {
        type: 'questions',
        subject: { id: 12, desc: 'Cardiologia' },
        institution_ids: [3],
        count: 20,
        practice_session_id: null,
      },
    }),
    makeActivity({
      id: 103,
      date,
      position: 2,
      kind: 'flashcards',
      title: 'Revisão de flashcards',
      subject: null,
      minutes: 10,
      target: { type: 'reviews', errors_only: false, reviews: 30 },
    }),
    makeActivity({
      id: 104,
      date,
      position: 3,
      kind: 'errors',
      title: 'Caderno de erros',
      subject: null,
      minutes: 5,
      target: { type: 'reviews', errors_only: true, reviews: 12 },
    }),
    makeActivity({
      id: 105,
      date,
      position: 4,
      kind: 'case',
      title: 'Dor torácica no pronto-socorro',
      minutes: 25,
      target: { type: 'case', case_id: 5 },
    }),
    makeActivity({
      id: 106,
      date,
      position: 5,
      kind: 'simulado',
      title: 'Simulado geral',
      subject: null,
      minutes: 240,
      target: { type: 'simulado', simulado_id: 9 },
    }),
  ];
}

export function makeDay(overrides: Partial<PlanDay> = {}): PlanDay {
  const activities = overrides.activities ?? todaysActivities(overrides.date);
  return {
    date: '2027-01-12',
    available_minutes: 120,
    planned_minutes: 105,
    done_minutes: 0,
    off: false,
    review_period: false,
    state: 'today',
    ...overrides,
    activities,
  };
}
