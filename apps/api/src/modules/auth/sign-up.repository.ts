import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAccesses, users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

/** One access of the user, any: whether the account holds something. */
export async function findAnyAccessOf(db: Database, userId: string): Promise<{ id: string } | undefined> {
  const [access] = await db
    .select({ id: userAccesses.id })
    .from(userAccesses)
    .where(eq(userAccesses.user_id, userId))
    .limit(1);
  return access;
}

/** Inserts the account unless the producer has one with this e-mail already (a parallel sign-up): then undefined. */
export async function insertUserUnlessTaken(db: Database, values: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created;
}
