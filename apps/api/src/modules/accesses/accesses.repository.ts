import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAccesses, type UserAccessRow } from '../../db/schema/index.ts';

/** The user's accesses at the producer that were not revoked, by end date then product name. */
export function selectUserAccesses(db: Database, producerId: string, userId: string): Promise<UserAccessRow[]> {
  return db
    .select()
    .from(userAccesses)
    .where(
      and(eq(userAccesses.producer_id, producerId), eq(userAccesses.user_id, userId), isNull(userAccesses.revoked_at)),
    )
    .orderBy(asc(userAccesses.ends_at), asc(userAccesses.product_name));
}
