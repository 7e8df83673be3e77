import { isDeepStrictEqual } from 'node:util';
import type { PlannedActivity } from './engine/engine-types.ts';
import type { ActivityPlacement, PlanActivityInsert, PlanActivityRow } from './plan-activities.repository.ts';
import { dayKeyOf } from './plan-dates.ts';
import { activityInsert } from './plan-rows.ts';

export interface ReplanChanges {
  inserts: PlanActivityInsert[];
  placements: ActivityPlacement[];
  deletes: number[];
}

/** Whether the planned activity differs from the row that holds its unit. */
function changed(row: PlanActivityRow, planned: PlannedActivity, date: string): boolean {
  return (
    row.date !== date ||
    row.position !== planned.position ||
    row.minutes !== planned.minutes ||
    row.title !== planned.title ||
    !isDeepStrictEqual(row.target, planned.target)
  );
}

/**
 * The writes that turn the plan's rows into the re-planned plan (pure). A unit keeps its row (found by key): a
 * pending one takes its new day and position, and remembers the day it had before it first moved; done and
 * skipped rows are never touched; new units get new rows; pending rows the new plan no longer holds are deleted.
 */
export function replanChanges(
  planId: number,
  rows: readonly PlanActivityRow[],
  planned: readonly PlannedActivity[],
): ReplanChanges {
  const byKey = new Map(rows.map((row) => [row.unit_key, row]));
  const plannedKeys = new Set<string>();
  const changes: ReplanChanges = { inserts: [], placements: [], deletes: [] };
  for (const activity of planned) {
    plannedKeys.add(activity.key);
    const row = byKey.get(activity.key);
    const date = dayKeyOf(activity.day);
    if (!row) changes.inserts.push(activityInsert(planId, activity));
    else if (row.status === 'pending' && changed(row, activity, date)) {
      changes.placements.push({
        id: row.id,
        date,
        position: activity.position,
        original_date: row.date === date ? row.original_date : (row.original_date ?? row.date),
        title: activity.title,
        minutes: activity.minutes,
        target: activity.target,
      });
    }
  }
  for (const row of rows) {
    if (row.status === 'pending' && !plannedKeys.has(row.unit_key)) changes.deletes.push(row.id);
  }
  return changes;
}
