import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.ts';
import {
  appIdRequiredError,
  sessionExpiredError,
  sessionSupersededError,
  unauthenticatedError,
} from './auth.errors.ts';
import { composeToken, hashSecret, parseToken, randomSecret, rotatedSecret, secretMatches } from './secrets.ts';
import { forgetCachedSession, forgetCachedSessionsOf } from './session-cache.ts';

/** A session lasts 30 days without use of refresh. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** After a refresh, the previous token keeps working this long (tabs refreshing at once). */
export const refreshGraceMs = 30_000;

export interface IssuedSession {
  token: string;
  session: SessionRow;
}

export interface StartSessionOptions {
  /** Binds the session to an app id (QR-code login): requests must send it in X-App-Id. */
  appId?: string | null;
  deviceName?: string | null;
}

/**
 * Signs the user in on a new session and supersedes every other session of theirs (one active session per
 * user). The user's row is locked meanwhile, so parallel sign-ins of one user leave exactly one session.
 */
export async function startSession(db: Database, userId: string, options: StartSessionOptions = {}): Promise<IssuedSession> {
  const secret = randomSecret();
  const issued = await db.transaction(async (tx) => {
    const [user] = await tx.select({ producer_id: users.producer_id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw unauthenticatedError();
    await tx
      .update(sessions)
      .set({ revoked_at: new Date(), revoked_reason: 'superseded' })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    const [session] = await tx
      .insert(sessions)
      .values({
        user_id: userId,
        producer_id: user.producer_id,
        secret_hash: hashSecret(secret),
        xsrf_token: randomSecret(),
        app_id: options.appId ?? null,
        device_name: options.deviceName ?? null,
        expires_at: new Date(Date.now() + sessionLifetimeMs),
      })
      .returning();
    if (!session) throw new Error('session insert returned no row');
    return { token: composeToken(session.id, secret), session };
  });
  forgetCachedSessionsOf(db, userId);
  return issued;
}

/** Which stored secret a presented one matched. */
type SecretMatch = 'current' | 'previous';

function matchSecret(session: SessionRow, secret: string, now: number): SecretMatch | null {
  if (secretMatches(secret, session.secret_hash)) return 'current';
  const graceOpen = session.previous_valid_until !== null && session.previous_valid_until.getTime() > now;
  return graceOpen && secretMatches(secret, session.previous_secret_hash) ? 'previous' : null;
}

export interface VerifiedSession {
  session: SessionRow;
  secret: string;
  matched: SecretMatch;
}

/** A verified session and its user (the caller of an authenticated request). */
export interface VerifiedCaller {
  verified: VerifiedSession;
  user: UserRow;
}

/** A session row with its user's, in one round trip; undefined when either is missing. */
export async function findSessionWithUser(db: Database, sessionId: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.user_id), eq(users.producer_id, sessions.producer_id)))
    .where(eq(sessions.id, sessionId));
  return row;
}

/**
 * Whether a presented secret opens the session now, or the 401 that says why not: superseded by a newer
 * sign-in, expired, bound to another app id, or simply not its secret.
 */
export function checkSession(session: SessionRow, secret: string, appId: string | null, now = Date.now()): VerifiedSession {
  const matched = matchSecret(session, secret, now);
  if (!matched) throw unauthenticatedError();
  if (session.revoked_at) throw session.revoked_reason === 'superseded' ? sessionSupersededError() : unauthenticatedError();
  if (session.expires_at.getTime() <= now) throw sessionExpiredError();
  if (session.app_id !== null && session.app_id !== appId) throw appIdRequiredError();
  return { session, secret, matched };
}

/** The live session a bearer token names, with its user, read from the database (checkSession's 401s). */
export async function verifySession(db: Database, token: string, appId: string | null): Promise<VerifiedCaller> {
  const parsed = parseToken(token.trim());
  if (!parsed) throw unauthenticatedError();
  const found = await findSessionWithUser(db, parsed.id);
  if (!found) throw unauthenticatedError();
  return { verified: checkSession(found.session, parsed.secret, appId), user: found.user };
}

/**
 * Rotates a verified session's token. The new secret is derived from the presented one, so a second
 * refresh with the same token inside the grace gets the same new token instead of looking like an attack.
 */
export async function refreshSession(db: Database, verified: VerifiedSession): Promise<string> {
  const { session, secret, matched } = verified;
  const next = rotatedSecret(secret, session.id);
  if (matched === 'previous') {
    if (!secretMatches(next, session.secret_hash)) throw unauthenticatedError();
    return composeToken(session.id, next);
  }
  const rotated = await db
    .update(sessions)
    .set({
      previous_secret_hash: session.secret_hash,
      previous_valid_until: new Date(Date.now() + refreshGraceMs),
      secret_hash: hashSecret(next),
      expires_at: new Date(Date.now() + sessionLifetimeMs),
      last_seen_at: new Date(),
    })
    .where(and(eq(sessions.id, session.id), eq(sessions.secret_hash, session.secret_hash)))
    .returning({ id: sessions.id });
  forgetCachedSession(db, session.id);
  if (rotated.length === 0) {
    // Another request rotated it first: it derived the same token from the same secret.
    const [now] = await db.select().from(sessions).where(eq(sessions.id, session.id));
    if (!now || !secretMatches(next, now.secret_hash)) throw unauthenticatedError();
  }
  return composeToken(session.id, next);
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  forgetCachedSession(db, sessionId);
}

/** Ends every other session of a user (after a password reset). */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string | null): Promise<void> {
  const others = keepSessionId ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)) : eq(sessions.user_id, userId);
  await db.update(sessions).set({ revoked_at: new Date(), revoked_reason: 'logout' }).where(and(others, isNull(sessions.revoked_at)));
  forgetCachedSessionsOf(db, userId);
}
