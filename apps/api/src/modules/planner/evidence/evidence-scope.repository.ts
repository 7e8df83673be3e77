import { sql, type SQL } from 'drizzle-orm';

/** Which activities a sync checks: the learner's active plan's pending ones of days up to `horizon`. */
export interface EvidenceScope {
  planId: number;
  producerId: string;
  userId: string;
  /** `YYYY-MM-DD`: today (São Paulo). */
  today: string;
  /** `YYYY-MM-DD`: the last day checked (today + 7: work done ahead counts too). */
  horizon: string;
  now: Date;
}

/** The first instant of the study day `day` (a date expression): São Paulo midnight, UTC−3 all year. */
export const dayStartSql = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC' + interval '3 hours')`;

/**
 * One statement that ticks the pending activities of `type`: `doneAt` is a scalar expression over the activity `a`
 * and its plan `p` giving when the work happened (null: not done). The plan is the learner's own and active; an
 * activity ticked or skipped by hand is not pending, so it is never changed.
 */
export function tickPending(scope: EvidenceScope, type: string, doneAt: SQL): SQL {
  return sql`with evidence as (
      select a.id, ${doneAt} as done_at
      from study_plan_activities a join study_plans p on p.id = a.plan_id
      where a.plan_id = ${scope.planId} and p.user_id = ${scope.userId} and p.producer_id = ${scope.producerId}
        and p.status = 'active' and a.status = 'pending' and a.date <= ${scope.horizon}::date
        and a.target->>'type' = ${type})
    update study_plan_activities t set status = 'done', done_by = 'auto', done_at = e.done_at
    from evidence e where t.id = e.id and e.done_at is not null and t.status = 'pending'`;
}
