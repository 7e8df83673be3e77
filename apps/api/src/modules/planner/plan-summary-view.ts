import type { PlannerActivityKind, PlanSummary } from '@members/contract';
import { availableOn, type PlanCalendar } from './plan-day-view.ts';
import type { PlanActivityRow } from './plan-activities.repository.ts';
import { dayKeyOf, dayNumberOf } from './plan-dates.ts';
import type { StudyPlanRow } from './plans.repository.ts';

/** The content the coverage counts (reviews and review weeks are practice, not content). */
const contentKinds: ReadonlySet<PlannerActivityKind> = new Set(['lesson', 'questions', 'case', 'simulado']);

const minutesOf = (rows: readonly PlanActivityRow[]) => rows.reduce((sum, row) => sum + row.minutes, 0);
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1_000) / 10);

function totalsOf(calendar: PlanCalendar, rows: readonly PlanActivityRow[]): PlanSummary['totals'] {
  let studyDays = 0;
  let available = 0;
  for (let day = calendar.startDay; day < calendar.examDay; day += 1) {
    const minutes = availableOn(calendar, day);
    if (minutes > 0) studyDays += 1;
    available += minutes;
  }
  const done = rows.filter((row) => row.status === 'done');
  const todayKey = dayKeyOf(calendar.today);
  return {
    study_days: studyDays,
    available_minutes: available,
    planned_minutes: minutesOf(rows.filter((row) => row.status !== 'skipped')),
    done_minutes: minutesOf(done),
    activities: rows.length,
    done: done.length,
    skipped: rows.filter((row) => row.status === 'skipped').length,
    late: rows.filter((row) => row.status === 'pending' && row.date < todayKey).length,
  };
}

function coverageOf(plan: StudyPlanRow, rows: readonly PlanActivityRow[]): PlanSummary['coverage'] {
  const content = rows.filter((row) => contentKinds.has(row.kind));
  const leftOut = plan.left_out.reduce((sum, unit) => sum + unit.minutes, 0);
  const whole = minutesOf(content) + leftOut;
  return {
    planned_pct: pct(minutesOf(content.filter((row) => row.status !== 'skipped')), whole),
    done_pct: pct(minutesOf(content.filter((row) => row.status === 'done')), whole),
    left_out_minutes: leftOut,
  };
}

/** Each grande área's share of the plan's subject-weighted minutes, with why it gets it (the stored basis). */
function sharesOf(plan: StudyPlanRow, rows: readonly PlanActivityRow[]): PlanSummary['shares'] {
  const bySubject = new Map<number, number>();
  for (const row of rows) {
    if (row.subject_id === null || row.status === 'skipped') continue;
    bySubject.set(row.subject_id, (bySubject.get(row.subject_id) ?? 0) + row.minutes);
  }
  const whole = plan.shares.reduce((sum, share) => sum + (bySubject.get(share.subject.id) ?? 0), 0);
  return plan.shares
    .map((share) => {
      const minutes = bySubject.get(share.subject.id) ?? 0;
      return {
        subject: share.subject,
        share_pct: pct(minutes, whole),
        minutes,
        incidence_pct: share.incidence_pct,
        accuracy_pct: share.accuracy_pct,
        weakness_source: share.weakness_source,
      };
    })
    .sort((a, b) => b.minutes - a.minutes || a.subject.desc.localeCompare(b.subject.desc, 'pt-BR'));
}

export interface SummaryParts {
  plan: StudyPlanRow;
  activities: readonly PlanActivityRow[];
  calendar: PlanCalendar;
  institutions: PlanSummary['institutions'];
}

/** The plan as its page shows it. */
export function planSummaryView({ plan, activities, calendar, institutions }: SummaryParts): PlanSummary {
  return {
    id: plan.id,
    status: plan.status,
    created_at: plan.created_at.toISOString(),
    today: dayKeyOf(calendar.today),
    start_date: plan.start_date,
    exam_date: plan.exam_date,
    days_left: Math.max(0, dayNumberOf(plan.exam_date) - calendar.today),
    institutions,
    weekday_minutes: plan.weekday_minutes,
    days_off: plan.days_off,
    include: plan.include,
    totals: totalsOf(calendar, activities),
    coverage: coverageOf(plan, activities),
    shares: sharesOf(plan, activities),
    left_out: plan.left_out.map((unit) => ({ ...unit, kind: unit.kind as PlannerActivityKind })),
    shortfall_minutes: plan.shortfall_minutes,
    last_replan: plan.last_replan,
    calendar_feed: plan.calendar_token_hash !== null,
  };
}
