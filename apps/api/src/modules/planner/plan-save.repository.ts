import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';

/**
 * Holds the learner's plan-writing lock until the transaction ends: two creates of one learner run one after the
 * other, so the second archives the first's plan instead of meeting it in the active-plan index.
 */
export async function lockLearnerPlans(db: Database, learner: Learner): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('study_plans'), hashtext(${`${learner.producerId}:${learner.userId}`}))`,
  );
}
