import type { PlanDay, PlannerToday } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { activitiesBetween } from './plan-activities.repository.ts';
import { planDayView, planDayViews } from './plan-day-view.ts';
import { dayKeyOf, dayNumberOf } from './plan-dates.ts';
import { rangeInvalidError } from './planner.errors.ts';
import { findActivePlan } from './plans.repository.ts';
import { calendarOf, ownPlan } from './plan-summary.ts';
import { visitPlan } from './plan-visit.ts';

/** The longest range one call reads (a month view and its edges). */
const maxRangeDays = 62;

/** GET /api/planner/plans/:id/days: every day from `from` to `to` (at most 62), after a visit of the plan. */
export async function readPlanDays(
  db: Database,
  learner: Learner,
  planId: number,
  range: { from: string; to: string },
  at: Date,
): Promise<{ days: PlanDay[] }> {
  const from = dayNumberOf(range.from);
  const to = dayNumberOf(range.to);
  const plan = await ownPlan(db, learner, planId);
  if (to < from || to - from + 1 > maxRangeDays) throw rangeInvalidError();
  const visited = await visitPlan(db, learner, plan, at);
  const rows = await activitiesBetween(db, plan.id, range.from, range.to);
  return { days: planDayViews(calendarOf(visited, at), from, to, rows) };
}

/** GET /api/planner/today: the active plan's today, after a visit; no active plan: both null. */
export async function readPlannerToday(db: Database, learner: Learner, at: Date): Promise<PlannerToday> {
  const active = await findActivePlan(db, learner);
  if (!active) return { plan: null, day: null };
  const plan = await visitPlan(db, learner, active, at);
  const calendar = calendarOf(plan, at);
  const today = dayKeyOf(calendar.today);
  const rows = await activitiesBetween(db, plan.id, today, today);
  return {
    plan: { id: plan.id, exam_date: plan.exam_date, days_left: Math.max(0, calendar.examDay - calendar.today) },
    day: planDayView(calendar, calendar.today, rows),
  };
}
