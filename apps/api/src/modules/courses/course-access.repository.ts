import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAccesses, type UserAccessRow } from '../../db/schema/index.ts';

/** The learner's accesses of this producer that are not revoked (active or not: that depends on the time). */
export function readAccessRows(db: Database, producerId: string, userId: string): Promise<UserAccessRow[]> {
  return db
    .select()
    .from(userAccesses)
    .where(
      and(eq(userAccesses.producer_id, producerId), eq(userAccesses.user_id, userId), isNull(userAccesses.revoked_at)),
    );
}
