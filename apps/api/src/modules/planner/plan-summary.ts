import type { PlanSummary } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayNumber } from '../flashcards/study-day.ts';
import { cachedCategoryCatalog } from '../questions/bank.cache.ts';
import { pathRefs } from '../questions/category-catalog.ts';
import { reviewStartDay } from './engine/review-period.ts';
import { planActivities } from './plan-activities.repository.ts';
import { planCalendar, type PlanCalendar } from './plan-day-view.ts';
import { dayNumberOf } from './plan-dates.ts';
import { planSummaryView } from './plan-summary-view.ts';
import { planNotFoundError } from './planner.errors.ts';
import { findPlan, type StudyPlanRow } from './plans.repository.ts';
import { visitPlan } from './plan-visit.ts';

/** The plan's calendar as its views read it: its days, hours, days off and review weeks, seen from `at`. */
export function calendarOf(plan: StudyPlanRow, at: Date): PlanCalendar {
  const reviewFrom = reviewStartDay(dayNumberOf(plan.start_date), dayNumberOf(plan.exam_date));
  return planCalendar(plan, studyDayNumber(at), reviewFrom);
}

/** The learner's plan; 404 planner.not_found when it is not theirs. */
export async function ownPlan(db: Database, learner: Learner, planId: number): Promise<StudyPlanRow> {
  const plan = await findPlan(db, learner, planId);
  if (!plan) throw planNotFoundError();
  return plan;
}

/** The plan's summary as it stands (no visit). */
export async function planSummaryOf(
  db: Database,
  learner: Learner,
  plan: StudyPlanRow,
  at: Date,
): Promise<PlanSummary> {
  const [activities, catalog] = await Promise.all([
    planActivities(db, plan.id),
    cachedCategoryCatalog(db, learner.producerId),
  ]);
  return planSummaryView({
    plan,
    activities,
    calendar: calendarOf(plan, at),
    institutions: pathRefs(catalog, plan.institution_ids),
    // The feed's URL holds a secret only its creation shows (calendar/): a summary cannot rebuild it.
  });
}

/** GET /api/planner/plans/:id: a visit of the plan (evidence ticks, the day's first re-plan), then its summary. */
export async function readPlanSummary(db: Database, learner: Learner, planId: number, at: Date): Promise<PlanSummary> {
  const plan = await visitPlan(db, learner, await ownPlan(db, learner, planId), at);
  return planSummaryOf(db, learner, plan, at);
}
