import type { PlanSummary, planSettingsSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayKey } from '../flashcards/study-day.ts';
import { planArchivedError } from './planner.errors.ts';
import { replanPlan } from './plan-replan.ts';
import { ownPlan, planSummaryOf } from './plan-summary.ts';
import { findPlan, updatePlan, type StudyPlanRow } from './plans.repository.ts';
import { validateSettings } from './setup/settings-rules.ts';

/** The learner's active plan (404 when not theirs, 409 planner.plan_archived when it is history). */
async function activePlan(db: Database, learner: Learner, planId: number): Promise<StudyPlanRow> {
  const plan = await ownPlan(db, learner, planId);
  if (plan.status !== 'active') throw planArchivedError();
  return plan;
}

async function replanNow(db: Database, learner: Learner, plan: StudyPlanRow, at: Date): Promise<PlanSummary> {
  await replanPlan(db, { id: plan.id, ...learner }, at);
  return planSummaryOf(db, learner, (await findPlan(db, learner, plan.id)) ?? plan, at);
}

/** PUT /api/planner/plans/:id/settings: a new exam date, hours or days off (the date rules' 422s), then a re-plan. */
export async function updatePlanSettings(
  db: Database,
  learner: Learner,
  planId: number,
  settings: z.infer<typeof planSettingsSchema>,
  at: Date,
): Promise<PlanSummary> {
  const plan = await activePlan(db, learner, planId);
  validateSettings(settings, plan.start_date, studyDayKey(at));
  const daysOff = [...new Set(settings.days_off)].sort();
  await updatePlan(db, plan.id, {
    exam_date: settings.exam_date,
    weekday_minutes: settings.weekday_minutes,
    days_off: daysOff,
  });
  return replanNow(db, learner, plan, at);
}

/** POST /api/planner/plans/:id/replan: re-plans now (the learner asked). */
export async function replanPlanNow(db: Database, learner: Learner, planId: number, at: Date): Promise<PlanSummary> {
  return replanNow(db, learner, await activePlan(db, learner, planId), at);
}
