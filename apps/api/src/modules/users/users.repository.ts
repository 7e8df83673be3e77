import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { institutions, termsVersions, users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { forgetCachedSessionsOf } from '../auth/session-cache.ts';

export async function findUserByEmail(db: Database, producerId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.producer_id, producerId), eq(users.email, email)));
  return row;
}

export async function findUserById(db: Database, producerId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.producer_id, producerId), eq(users.id, id)));
  return row;
}

/** Whether a user of this producer has this avatar path now (an old, replaced picture has no owner). */
export async function producerHasAvatar(db: Database, producerId: string, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.image_path_avatar, path), eq(users.producer_id, producerId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(
  db: Database,
  producerId: string,
  id: string,
  patch: Partial<Omit<NewUserRow, 'id' | 'producer_id'>>,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(users.producer_id, producerId), eq(users.id, id)))
    .returning();
  // Cached sessions carry the user row: every update of it (profile, terms, password, avatar ...) passes here,
  // and every API process forgets them (the send is awaited, so it is out when the caller answers).
  await forgetCachedSessionsOf(db, id);
  return firstOrThrow(rows, `update of user ${id}`);
}

/** The producer's newest terms version, or null when it publishes none. */
export async function currentTermsVersion(db: Database, producerId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: max(termsVersions.version) })
    .from(termsVersions)
    .where(eq(termsVersions.producer_id, producerId));
  return row?.version ?? null;
}

export async function latestTerms(db: Database, producerId: string) {
  const [row] = await db
    .select()
    .from(termsVersions)
    .where(eq(termsVersions.producer_id, producerId))
    .orderBy(desc(termsVersions.version))
    .limit(1);
  return row;
}

/** The institutions of the sign-up and profile forms, by name. */
export function listInstitutions(db: Database) {
  return db.select().from(institutions).orderBy(asc(institutions.nome));
}
