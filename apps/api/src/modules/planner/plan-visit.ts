import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayKey } from '../flashcards/study-day.ts';
import { syncActivityEvidence } from './evidence/sync-activity-evidence.ts';
import { replanPlan } from './plan-replan.ts';
import { findPlan, type StudyPlanRow } from './plans.repository.ts';

/**
 * A visit of the active plan: the work the learner did anywhere ticks its activities, then the first visit of a
 * study day re-plans (unfinished work of past days moves to today or later). An archived plan stays as it was.
 * Returns the plan as it stands after.
 */
export async function visitPlan(db: Database, learner: Learner, plan: StudyPlanRow, at: Date): Promise<StudyPlanRow> {
  if (plan.status !== 'active') return plan;
  await syncActivityEvidence(db, learner, plan.id, at);
  if (plan.replanned_on !== null && plan.replanned_on >= studyDayKey(at)) return plan;
  await replanPlan(db, { id: plan.id, ...learner }, at, { onlyOnNewDay: true });
  return (await findPlan(db, learner, plan.id)) ?? plan;
}
