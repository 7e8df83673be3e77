import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { sessions, users, type SessionRevocationReason, type SessionRow, type UserRow } from '../../db/schema/index.ts';

/** Locks the user's row for the rest of the transaction; its producer, or undefined when there is no such user. */
export async function lockSessionOwner(db: Database, userId: string): Promise<{ producer_id: string } | undefined> {
  const [user] = await db
    .select({ producer_id: users.producer_id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/** The new session row. */
export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  return firstOrThrow(await db.insert(sessions).values(values).returning(), 'session insert');
}

/** A session row with its user's, in one round trip; undefined when either is missing. */
export async function findSessionWithUser(
  db: Database,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.user_id), eq(users.producer_id, sessions.producer_id)))
    .where(eq(sessions.id, sessionId));
  return row;
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

export type SessionRotation = Pick<
  SessionRow,
  'previous_secret_hash' | 'previous_valid_until' | 'successor_sealed' | 'secret_hash' | 'expires_at' | 'last_seen_at'
>;

/** Rotates the session's secret if it still has `currentSecretHash`; the rotated id, or none (rotated first). */
export function rotateSessionSecret(
  db: Database,
  sessionId: string,
  currentSecretHash: string,
  rotation: SessionRotation,
): Promise<{ id: string }[]> {
  return db
    .update(sessions)
    .set(rotation)
    .where(and(eq(sessions.id, sessionId), eq(sessions.secret_hash, currentSecretHash)))
    .returning({ id: sessions.id });
}

/** Revokes one session unless it is revoked already. */
export async function revokeSessionRow(
  db: Database,
  sessionId: string,
  reason: SessionRevocationReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: string,
  reason: SessionRevocationReason,
  keepSessionId: string | null = null,
): Promise<void> {
  const others = keepSessionId
    ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.user_id, userId);
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(others, isNull(sessions.revoked_at)));
}

/**
 * Forgets sealed successors whose grace window ended: of the given sessions, or of every session (`'all'`).
 * A window a later refresh opened again is left alone (its end is later).
 */
export async function clearEndedSuccessors(db: Database, sessionIds: readonly string[] | 'all'): Promise<void> {
  if (sessionIds !== 'all' && sessionIds.length === 0) return;
  const which = sessionIds === 'all' ? isNotNull(sessions.successor_sealed) : inArray(sessions.id, [...sessionIds]);
  await db
    .update(sessions)
    .set({ successor_sealed: null })
    .where(and(which, lte(sessions.previous_valid_until, sql`now()`)));
}

/** Whether a session of the account (producer + e-mail) was created from this address after `since`. */
export async function hasSessionFromAddress(
  db: Database,
  account: { producerId: string; email: string; ip: string },
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(users.producer_id, account.producerId),
        eq(users.email, account.email),
        eq(sessions.created_ip, account.ip),
        gt(sessions.created_at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
