import type { PlanDay } from '@members/contract';
import { activityView } from './plan-activity-view.ts';
import type { PlanActivityRow } from './plan-activities.repository.ts';
import { dayKeyOf, dayNumberOf, weekdayOf } from './plan-dates.ts';
import type { StudyPlanRow } from './plans.repository.ts';

/** What a day's view needs to know of its plan. */
export interface PlanCalendar {
  startDay: number;
  examDay: number;
  weekdayMinutes: readonly number[];
  daysOff: ReadonlySet<number>;
  /** The first day of the review weeks. */
  reviewFrom: number;
  today: number;
}

export function planCalendar(plan: StudyPlanRow, today: number, reviewFrom: number): PlanCalendar {
  return {
    startDay: dayNumberOf(plan.start_date),
    examDay: dayNumberOf(plan.exam_date),
    weekdayMinutes: plan.weekday_minutes,
    daysOff: new Set(plan.days_off.map(dayNumberOf)),
    reviewFrom,
    today,
  };
}

/** The minutes available on a day: the weekday's, 0 on a date off and outside the plan (start to the exam's eve). */
export function availableOn(calendar: PlanCalendar, day: number): number {
  if (day < calendar.startDay || day >= calendar.examDay || calendar.daysOff.has(day)) return 0;
  return calendar.weekdayMinutes[weekdayOf(day)] ?? 0;
}

function dayState(calendar: PlanCalendar, day: number, rows: readonly PlanActivityRow[]): PlanDay['state'] {
  if (rows.length === 0) return 'empty';
  if (!rows.some((row) => row.status === 'pending')) return 'done';
  if (day < calendar.today) return 'late';
  if (day === calendar.today) return 'today';
  return rows.some((row) => row.status === 'done') ? 'ahead' : 'upcoming';
}

const minutesOf = (rows: readonly PlanActivityRow[]) => rows.reduce((sum, row) => sum + row.minutes, 0);

/** One day of the plan with its activities (rows of that day, in position order). */
export function planDayView(calendar: PlanCalendar, day: number, rows: readonly PlanActivityRow[]): PlanDay {
  const inPlan = day >= calendar.startDay && day < calendar.examDay;
  const available = availableOn(calendar, day);
  return {
    date: dayKeyOf(day),
    available_minutes: available,
    planned_minutes: minutesOf(rows.filter((row) => row.status !== 'skipped')),
    done_minutes: minutesOf(rows.filter((row) => row.status === 'done')),
    off: inPlan && available === 0,
    review_period: inPlan && day >= calendar.reviewFrom,
    state: dayState(calendar, day, rows),
    activities: rows.map(activityView),
  };
}

/** Every day from `from` to `to` (day numbers, inclusive), days with nothing too. */
export function planDayViews(
  calendar: PlanCalendar,
  from: number,
  to: number,
  rows: readonly PlanActivityRow[],
): PlanDay[] {
  const byDay = new Map<string, PlanActivityRow[]>();
  for (const row of rows) {
    const day = byDay.get(row.date);
    if (day) day.push(row);
    else byDay.set(row.date, [row]);
  }
  return Array.from({ length: to - from + 1 }, (_, index) => {
    const day = from + index;
    return planDayView(calendar, day, byDay.get(dayKeyOf(day)) ?? []);
  });
}
