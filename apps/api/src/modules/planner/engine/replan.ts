import type { PlannerActivityKind } from '@members/contract';
import type {
  ActivityMove,
  ExistingActivity,
  PlannedActivity,
  ReplanInput,
  ReplanOutput,
  WorkUnit,
} from './engine-types.ts';
import { planFromFrame } from './plan-core.ts';
import { strideOrder } from './stream-order.ts';

/** Activities a re-plan computes again from the forecast (or the review weeks' cycle) rather than moves. */
const recomputedKinds: ReadonlySet<PlannerActivityKind> = new Set(['flashcards', 'errors', 'review']);

/** The day a kept activity's minutes count on: a done one on the day it was done (work done ahead frees later days). */
const countedDay = (activity: ExistingActivity) =>
  activity.status === 'done' ? (activity.doneDay ?? activity.day) : activity.day;

/** A pending activity whose unit is no longer among the inputs still goes on, as a stream of its own. */
function unitOfActivity(activity: ExistingActivity): WorkUnit {
  const { key, kind, title, minutes, subjectId, subject, target } = activity;
  return { key, kind, title, minutes, subjectId, subject, target, stream: `activity:${key}`, order: 0 };
}

/**
 * The plan again from today (issue 16). Done and skipped activities stay as they are (a done one's minutes count on
 * the day it was done); pending reviews are computed again (past ones roll into today's forecast); every other
 * pending activity is placed again from today, in its old order, then the units no activity holds yet, in stride
 * order, with buildPlan's rules. Simulados follow the cadence again (a slot with a kept simulado is filled).
 * `moves`: each pending activity other than a review whose day changed, to null when it no longer fits.
 */
export function replan(input: ReplanInput): ReplanOutput {
  const { plan, existing } = input;
  const kept = existing.filter((activity) => activity.status !== 'pending');
  const pending = existing
    .filter((activity) => activity.status === 'pending' && !recomputedKinds.has(activity.kind))
    .sort((a, b) => a.day - b.day || a.position - b.position || a.id - b.id);
  const used = new Map<number, number>();
  for (const activity of kept) {
    if (activity.status !== 'done') continue;
    const day = countedDay(activity);
    used.set(day, (used.get(day) ?? 0) + activity.minutes);
  }
  const unitsByKey = new Map(plan.units.map((unit) => [unit.key, unit]));
  const existingKeys = new Set(existing.map((activity) => activity.key));
  const ordered = [
    ...pending
      .filter((activity) => activity.kind !== 'simulado')
      .map((activity) => unitsByKey.get(activity.key) ?? unitOfActivity(activity)),
    ...strideOrder(
      plan.units.filter((unit) => !existingKeys.has(unit.key)),
      plan.streamWeights,
    ),
  ];
  const frame = {
    fromDay: Math.max(input.today, plan.firstDay),
    usedOn: (day: number) => used.get(day) ?? 0,
    takenKeys: new Set(kept.map((activity) => activity.key)),
    simuladoDays: kept.filter((activity) => activity.kind === 'simulado').map(countedDay),
  };
  const output = planFromFrame(plan, frame, ordered);
  return { plan: output, moves: movesOf(pending, output.activities) };
}

function movesOf(pending: readonly ExistingActivity[], activities: readonly PlannedActivity[]): ActivityMove[] {
  const dayByKey = new Map(activities.map((activity) => [activity.key, activity.day]));
  const moves: ActivityMove[] = [];
  for (const activity of pending) {
    const to = dayByKey.get(activity.key) ?? null;
    if (to !== activity.day) moves.push({ id: activity.id, title: activity.title, from: activity.day, to });
  }
  return moves;
}
