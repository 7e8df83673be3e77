import type { createPlanSchema, PlanSummary } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayKey, studyDayNumber } from '../flashcards/study-day.ts';
import type { PlanOutput } from './engine/engine-types.ts';
import { buildPlan } from './engine/plan-builder.ts';
import { gatherPlanInputs } from './inputs/gather-plan-inputs.ts';
import { insertActivities } from './plan-activities.repository.ts';
import { dayNumberOf } from './plan-dates.ts';
import { activityInsert, storedLeftOut, storedShares } from './plan-rows.ts';
import { lockLearnerPlans } from './plan-save.repository.ts';
import { planSummaryOf } from './plan-summary.ts';
import { archiveActivePlan, insertPlan, type StudyPlanInsert } from './plans.repository.ts';
import { recipeFromOnboarding } from './setup/recipe-from-onboarding.ts';

type CreatePlanBody = z.infer<typeof createPlanSchema>;

/** Tries of the save when a concurrent create of the same learner won the active-plan index. */
const saveTries = 5;

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** One transaction: the active plan becomes history, the new one and its activities are written. */
async function savePlan(db: Database, learner: Learner, values: StudyPlanInsert, output: PlanOutput, at: Date) {
  return db.transaction(async (tx) => {
    await lockLearnerPlans(tx, learner);
    await archiveActivePlan(tx, learner, at);
    const plan = await insertPlan(tx, values);
    await insertActivities(
      tx,
      output.activities.map((activity) => activityInsert(plan.id, activity)),
    );
    return plan;
  });
}

async function savePlanRetrying(db: Database, learner: Learner, values: StudyPlanInsert, output: PlanOutput, at: Date) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await savePlan(db, learner, values, output, at);
    } catch (error) {
      if (attempt >= saveTries || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * POST /api/planner/plans: a plan from the onboarding's answers, from max(start, today) to the exam. It becomes the
 * learner's active plan; the one before is archived (history). Concurrent creates leave one active plan: the last.
 */
export async function createPlan(
  db: Database,
  learner: Learner,
  body: CreatePlanBody,
  at: Date,
): Promise<{ plan: PlanSummary }> {
  const today = studyDayKey(at);
  const { recipe, startDate, examDate } = await recipeFromOnboarding(db, learner, body, today);
  const startDay = dayNumberOf(startDate);
  const fromDay = Math.max(startDay, studyDayNumber(at));
  const gathered = await gatherPlanInputs(db, learner, recipe, fromDay, dayNumberOf(examDate));
  const output = buildPlan({ ...gathered.input, startDay });
  const values: StudyPlanInsert = {
    producer_id: learner.producerId,
    user_id: learner.userId,
    start_date: startDate,
    exam_date: examDate,
    institution_ids: recipe.institutionIds,
    weekday_minutes: recipe.weekdayMinutes,
    days_off: recipe.daysOff,
    include: recipe.include,
    self_ratings: recipe.selfRatings,
    diagnostic: recipe.diagnostic,
    left_out: storedLeftOut(output.leftOut),
    shares: storedShares(gathered.shares),
    shortfall_minutes: output.shortfallMinutes,
    replanned_on: today,
    created_at: at,
  };
  const plan = await savePlanRetrying(db, learner, values, output, at);
  return { plan: await planSummaryOf(db, learner, plan, at) };
}
