import type { StoredReplan } from '../../db/schema/planner.ts';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { studyDayKey, studyDayNumber } from '../flashcards/study-day.ts';
import type { ReplanOutput } from './engine/engine-types.ts';
import { replan } from './engine/replan.ts';
import { gatherPlanInputs } from './inputs/gather-plan-inputs.ts';
import { deleteActivities, insertActivities, placeActivities, planActivities } from './plan-activities.repository.ts';
import { dayKeyOf, dayNumberOf } from './plan-dates.ts';
import { replanChanges } from './plan-replan-changes.ts';
import { existingActivity, recipeOf, storedLeftOut, storedShares } from './plan-rows.ts';
import { lockPlan, updatePlan, type StudyPlanRow } from './plans.repository.ts';

export interface ReplanOptions {
  /** Only when the plan was not re-planned yet on the study day of `at` (a first visit of the day). */
  onlyOnNewDay?: boolean;
}

function replanRecord(output: ReplanOutput, at: Date, previous: StoredReplan | null): StoredReplan | null {
  if (output.moves.length === 0) return previous;
  const moves = output.moves.map((move) => ({
    activity_id: move.id,
    title: move.title,
    from: dayKeyOf(move.from),
    to: move.to === null ? null : dayKeyOf(move.to),
  }));
  return { at: at.toISOString(), moves };
}

async function replanLocked(db: Database, learner: Learner, plan: StudyPlanRow, at: Date): Promise<void> {
  const today = studyDayNumber(at);
  const examDay = dayNumberOf(plan.exam_date);
  const startDay = dayNumberOf(plan.start_date);
  const fromDay = Math.max(startDay, today);
  if (fromDay >= examDay) {
    await updatePlan(db, plan.id, { replanned_on: studyDayKey(at) });
    return;
  }
  const rows = await planActivities(db, plan.id);
  const gathered = await gatherPlanInputs(db, learner, recipeOf(plan), fromDay, examDay);
  const output = replan({ today, plan: { ...gathered.input, startDay }, existing: rows.map(existingActivity) });
  const changes = replanChanges(plan.id, rows, output.plan.activities);
  await deleteActivities(db, changes.deletes);
  await placeActivities(db, changes.placements);
  await insertActivities(db, changes.inserts);
  await updatePlan(db, plan.id, {
    left_out: storedLeftOut(output.plan.leftOut),
    shortfall_minutes: output.plan.shortfallMinutes,
    shares: storedShares(gathered.shares),
    replanned_on: studyDayKey(at),
    last_replan: replanRecord(output, at, plan.last_replan),
  });
}

/**
 * Re-plans the active plan from the study day of `at` (issue 16): unfinished work of past days and the rest of the
 * plan are placed again from today on, new content joins, pending work that left the plan goes; done and skipped
 * work stays. One transaction that locks the plan row, so concurrent re-plans run one after the other. Deterministic,
 * and a second call the same day changes nothing more. An archived (or another learner's) plan: nothing.
 */
export async function replanPlan(
  db: Database,
  plan: { id: number; producerId: string; userId: string },
  at: Date,
  options: ReplanOptions = {},
): Promise<void> {
  const learner: Learner = { producerId: plan.producerId, userId: plan.userId };
  await db.transaction(async (tx) => {
    const row = await lockPlan(tx, learner, plan.id);
    if (!row || row.status !== 'active') return;
    if (options.onlyOnNewDay && row.replanned_on !== null && row.replanned_on >= studyDayKey(at)) return;
    await replanLocked(tx, learner, row, at);
  });
}
