import type { ActivityTarget, PlannerActivity } from '@members/contract';
import type { PlanActivityRow } from './plan-activities.repository.ts';

/** The activity's target as the contract shows it: a question session's with the practice session it opened. */
function targetOf(row: PlanActivityRow): ActivityTarget {
  // The stored target is the contract's target without its live fields (engine-types.ts WorkUnit.target).
  const target = row.target as ActivityTarget;
  return target.type === 'questions' ? { ...target, practice_session_id: row.practice_session_id } : target;
}

/** An activity row as the contract shows it. */
export function activityView(row: PlanActivityRow): PlannerActivity {
  return {
    id: row.id,
    date: row.date,
    position: row.position,
    kind: row.kind,
    title: row.title,
    subject: row.subject,
    minutes: row.minutes,
    status: row.status,
    done_by: row.done_by,
    done_at: row.done_at?.toISOString() ?? null,
    moved_from: row.original_date,
    target: targetOf(row),
  };
}
