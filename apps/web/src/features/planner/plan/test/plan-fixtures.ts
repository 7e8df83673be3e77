import type { PlanDay, PlanSummary } from '@members/contract';
import { datesBetween } from '../calendar/calendar-dates.ts';

/** A plan seen on Friday 2026-11-27: started on the 23rd, exam on 2027-03-15. */
export function makeSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 7,
    status: 'active',
    created_at: '2026-11-23T10:00:00.000Z',
    today: '2026-11-27',
    start_date: '2026-11-23',
    exam_date: '2027-03-15',
    days_left: 108,
    institutions: [
      { id: 1, desc: 'ENARE' },
      { id: 2, desc: 'USP-SP' },
    ],
    weekday_minutes: [0, 180, 180, 180, 180, 180, 300],
    days_off: ['2026-12-25'],
    include: { course_ids: [], questions: true, flashcards: true, cases: true, simulados: true },
    totals: {
      study_days: 90,
      available_minutes: 17_000,
      planned_minutes: 16_000,
      done_minutes: 600,
      activities: 400,
      done: 12,
      skipped: 1,
      late: 2,
    },
    coverage: { planned_pct: 92, done_pct: 4, left_out_minutes: 0 },
    shares: [
      {
        subject: { id: 11, desc: 'Clínica Médica' },
        share_pct: 31,
        minutes: 4_200,
        incidence_pct: 24,
        accuracy_pct: 48,
        weakness_source: 'bank',
      },
      {
        subject: { id: 12, desc: 'Pediatria' },
        share_pct: 18,
        minutes: 2_400,
        incidence_pct: 16,
        accuracy_pct: null,
        weakness_source: 'default',
      },
      {
        subject: { id: 13, desc: 'Cirurgia' },
        share_pct: 12,
        minutes: 3_000,
        incidence_pct: 20,
        accuracy_pct: null,
        weakness_source: 'self_rating',
      },
    ],
    left_out: [],
    shortfall_minutes: null,
    last_replan: null,
    calendar_feed: false,
    ...overrides,
  };
}

/** One plan day: three hours, 2h30 planned, nothing done, upcoming. */
export function makeDay(date: string, overrides: Partial<PlanDay> = {}): PlanDay {
  return {
    date,
    available_minutes: 180,
    planned_minutes: 150,
    done_minutes: 0,
    off: false,
    review_period: false,
    state: date < '2026-11-27' ? 'done' : date === '2026-11-27' ? 'today' : 'upcoming',
    activities: [
      {
        id: Number(date.replaceAll('-', '')),
        date,
        position: 1,
        kind: 'questions',
        title: 'Questões de Cardiologia',
        subject: 'Clínica Médica',
        minutes: 50,
        status: 'pending',
        done_by: null,
        done_at: null,
        moved_from: null,
        target: {
          type: 'questions',
          subject: { id: 11, desc: 'Cardiologia' },
          institution_ids: [1],
          count: 20,
          practice_session_id: null,
        },
      },
    ],
    ...overrides,
  };
}

/** The days GET .../days answers for `from`..`to`: Sundays off, the 25th late. */
export function daysBetween(from: string, to: string): PlanDay[] {
  return datesBetween(from, to).map((date) => {
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0)
      return makeDay(date, { off: true, state: 'empty', available_minutes: 0, planned_minutes: 0, activities: [] });
    if (date === '2026-11-25') return makeDay(date, { state: 'late', done_minutes: 50 });
    return makeDay(date);
  });
}
