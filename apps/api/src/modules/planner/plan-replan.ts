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
import { findPlan, lockPlan, updatePlan, type StudyPlanRow } from './plans.repository.ts';

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

type Gathered = Awaited<ReturnType<typeof gatherPlanInputs>>;

/** The plan's days from today: none left when today is the exam day or later (only `replanned_on` moves then). */
function daysLeft(plan: StudyPlanRow, at: Date) {
  const examDay = dayNumberOf(plan.exam_date);
  const startDay = dayNumberOf(plan.start_date);
  const fromDay = Math.max(startDay, studyDayNumber(at));
  return fromDay < examDay ? { fromDay, examDay, startDay } : null;
}

/** The inputs were gathered for the plan's settings as they are now (a settings change in between: gather again). */
const sameRecipe = (a: StudyPlanRow, b: StudyPlanRow) =>
  JSON.stringify(recipeOf(a)) === JSON.stringify(recipeOf(b)) &&
  a.exam_date === b.exam_date &&
  a.start_date === b.start_date;

async function replanLocked(db: Database, plan: StudyPlanRow, at: Date, gathered: Gathered | null): Promise<void> {
  const days = daysLeft(plan, at);
  if (!days || !gathered) {
    await updatePlan(db, plan.id, { replanned_on: studyDayKey(at) });
    return;
  }
  const rows = await planActivities(db, plan.id);
  const output = replan({
    today: studyDayNumber(at),
    plan: { ...gathered.input, startDay: days.startDay },
    existing: rows.map(existingActivity),
  });
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

const isDue = (plan: StudyPlanRow | null, at: Date, options: ReplanOptions): plan is StudyPlanRow =>
  plan !== null &&
  plan.status === 'active' &&
  !(options.onlyOnNewDay && plan.replanned_on !== null && plan.replanned_on >= studyDayKey(at));

/**
 * Re-plans the active plan from the study day of `at` (issue 16): unfinished work of past days and the rest of the
 * plan are placed again from today on, new content joins, pending work that left the plan goes; done and skipped
 * work stays. The inputs are read first, with the app's database and its caches (the question bank's index); then
 * one transaction locks the plan row and writes, so concurrent re-plans run one after the other. Deterministic, and
 * a second call the same day changes nothing more. An archived (or another learner's) plan: nothing.
 */
export async function replanPlan(
  db: Database,
  plan: { id: number; producerId: string; userId: string },
  at: Date,
  options: ReplanOptions = {},
): Promise<void> {
  const learner: Learner = { producerId: plan.producerId, userId: plan.userId };
  const read = await findPlan(db, learner, plan.id);
  if (!isDue(read, at, options)) return;
  const days = daysLeft(read, at);
  const gather = (row: StudyPlanRow, from: NonNullable<typeof days>) =>
    gatherPlanInputs(db, learner, recipeOf(row), from.fromDay, from.examDay);
  const gathered = days ? await gather(read, days) : null;
  await db.transaction(async (tx) => {
    const row = await lockPlan(tx, learner, plan.id);
    if (!isDue(row, at, options)) return;
    const rowDays = daysLeft(row, at);
    // Settings changed between the read and the lock: gather again inside (rare, and still correct).
    const fresh = rowDays && !(gathered && sameRecipe(read, row)) ? await gather(row, rowDays) : null;
    await replanLocked(tx, row, at, rowDays ? (fresh ?? gathered) : null);
  });
}
