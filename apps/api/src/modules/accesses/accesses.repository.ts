import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAccesses, type UserAccessRow } from '../../db/schema/index.ts';

/** The user's accesses at the producer (revoked ones too), by end date then product name. */
export function selectUserAccesses(db: Database, producerId: string, userId: string): Promise<UserAccessRow[]> {
  return db
    .select()
    .from(userAccesses)
    .where(and(eq(userAccesses.producer_id, producerId), eq(userAccesses.user_id, userId)))
    .orderBy(asc(userAccesses.ends_at), asc(userAccesses.product_name));
}
