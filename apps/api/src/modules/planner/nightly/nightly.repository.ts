import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { studyPlans } from '../../../db/schema/index.ts';

export interface PlanToReplan {
  id: number;
  producerId: string;
  userId: string;
}

/** Up to `limit` active plans not re-planned on `today` (`YYYY-MM-DD`) yet: never re-planned first, then the oldest. */
export async function selectPlansToReplan(db: Database, today: string, limit: number): Promise<PlanToReplan[]> {
  return db
    .select({ id: studyPlans.id, producerId: studyPlans.producer_id, userId: studyPlans.user_id })
    .from(studyPlans)
    .where(
      and(eq(studyPlans.status, 'active'), or(isNull(studyPlans.replanned_on), lt(studyPlans.replanned_on, today))),
    )
    .orderBy(sql`${studyPlans.replanned_on} asc nulls first`, asc(studyPlans.id))
    .limit(limit);
}
