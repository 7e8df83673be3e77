import type { PlannerActivity, PlannerActivityStatus } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { activityView } from './plan-activity-view.ts';
import {
  findActivity,
  updateActivityStatus,
  type ActivityStatusPatch,
  type PlanActivityRow,
} from './plan-activities.repository.ts';
import { activityNotFoundError, planArchivedError } from './planner.errors.ts';
import type { StudyPlanRow } from './plans.repository.ts';
import { ownPlan } from './plan-summary.ts';

/** The learner's plan and one of its activities (404s: the plan, then the activity). */
export async function ownActivity(
  db: Database,
  learner: Learner,
  planId: number,
  activityId: number,
): Promise<{ plan: StudyPlanRow; activity: PlanActivityRow }> {
  const plan = await ownPlan(db, learner, planId);
  const activity = await findActivity(db, plan.id, activityId);
  if (!activity) throw activityNotFoundError();
  return { plan, activity };
}

function statusPatch(status: PlannerActivityStatus, at: Date): ActivityStatusPatch {
  if (status === 'done') return { status, done_by: 'manual', done_at: at };
  return { status, done_by: null, done_at: null };
}

/**
 * PUT /api/planner/plans/:id/activities/:activityId: ticked by hand (done now), unticked (pending) or skipped.
 * An archived plan is history: 409 planner.plan_archived.
 */
export async function updateActivity(
  db: Database,
  learner: Learner,
  ids: { id: number; activityId: number },
  status: PlannerActivityStatus,
  at: Date,
): Promise<PlannerActivity> {
  const { plan, activity } = await ownActivity(db, learner, ids.id, ids.activityId);
  if (plan.status !== 'active') throw planArchivedError();
  const updated = await updateActivityStatus(db, activity.id, statusPatch(status, at));
  if (!updated) throw activityNotFoundError();
  return activityView(updated);
}
