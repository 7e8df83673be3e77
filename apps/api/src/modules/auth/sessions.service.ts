import { sessionLifetimeDays } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import {
  appIdRequiredError,
  sessionExpiredError,
  sessionSupersededError,
  unauthenticatedError,
} from './auth.errors.ts';
import { openSuccessor, sealSuccessor } from './sealed-successor.ts';
import { composeToken, hashSecret, parseToken, randomSecret, secretMatches } from './secrets.ts';
import { forgetCachedSession, forgetCachedSessionsOf } from './session-cache.ts';
import {
  findSession,
  findSessionWithUser,
  insertSession,
  lockSessionOwner,
  revokeSessionRow,
  revokeSessionsOfUser,
  rotateSessionSecret,
} from './sessions.repository.ts';

/** A session lasts this long after sign-in, and again after each refresh (sliding). */
export const sessionLifetimeMs = sessionLifetimeDays * 24 * 60 * 60 * 1000;
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
  /** The client IP signing in: its sessions make it one of the account's usual addresses (login-throttle.ts). */
  createdIp?: string | null;
}

/**
 * Signs the user in on a new session and supersedes every other session of theirs (one active session per
 * user). The user's row is locked meanwhile, so parallel sign-ins of one user leave exactly one session.
 */
export async function startSession(
  db: Database,
  userId: string,
  options: StartSessionOptions = {},
): Promise<IssuedSession> {
  const secret = randomSecret();
  const issued = await db.transaction(async (tx) => {
    const user = await lockSessionOwner(tx, userId);
    if (!user) throw unauthenticatedError();
    await revokeSessionsOfUser(tx, userId, 'superseded');
    const session = await insertSession(tx, {
      user_id: userId,
      producer_id: user.producer_id,
      secret_hash: hashSecret(secret),
      xsrf_token: randomSecret(),
      app_id: options.appId ?? null,
      device_name: options.deviceName ?? null,
      created_ip: options.createdIp ?? null,
      expires_at: new Date(Date.now() + sessionLifetimeMs),
    });
    return { token: composeToken(session.id, secret), session };
  });
  await forgetCachedSessionsOf(db, userId);
  return issued;
}

/** Which stored secret a presented one matched. */
export type SecretMatch = 'current' | 'previous';

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

/**
 * Whether a presented secret opens the session now, or the 401 that says why not: superseded by a newer
 * sign-in, expired, bound to another app id, or simply not its secret.
 */
export function checkSession(
  session: SessionRow,
  secret: string,
  appId: string | null,
  now = Date.now(),
): VerifiedSession {
  const matched = matchSecret(session, secret, now);
  if (!matched) throw unauthenticatedError();
  checkSessionState(session, appId, now);
  return { session, secret, matched };
}

/** checkSession's rules but the secret's: revoked (superseded or not), expired, bound to another app id. */
export function checkSessionState(session: SessionRow, appId: string | null, now = Date.now()): void {
  if (session.revoked_at)
    throw session.revoked_reason === 'superseded' ? sessionSupersededError() : unauthenticatedError();
  if (session.expires_at.getTime() <= now) throw sessionExpiredError();
  if (session.app_id !== null && session.app_id !== appId) throw appIdRequiredError();
}

/** The live session a bearer token names, with its user, read from the database (checkSession's 401s). */
export async function verifySession(db: Database, token: string, appId: string | null): Promise<VerifiedCaller> {
  const parsed = parseToken(token.trim());
  if (!parsed) throw unauthenticatedError();
  const found = await findSessionWithUser(db, parsed.id);
  if (!found) throw unauthenticatedError();
  return { verified: checkSession(found.session, parsed.secret, appId), user: found.user };
}

/** The token a refresh with the previous (grace) secret gets: the successor sealed under that secret. */
function sealedSuccessorToken(session: SessionRow, previousSecret: string): string {
  const successor = openSuccessor(session.successor_sealed, previousSecret, session.id);
  if (!successor || !secretMatches(successor, session.secret_hash)) throw unauthenticatedError();
  return composeToken(session.id, successor);
}

/**
 * Rotates a verified session's token to a fresh random secret. The previous token keeps working for
 * refreshGraceMs, and the new secret is kept sealed under it (sealed-successor.ts): a second refresh with the
 * previous token in that window (another tab, a retry) gets the same new token instead of looking like an attack.
 * Nothing about the next token can be computed from an old one.
 */
export async function refreshSession(db: Database, verified: VerifiedSession): Promise<string> {
  const { session, secret, matched } = verified;
  if (matched === 'previous') return sealedSuccessorToken(session, secret);
  const next = randomSecret();
  const now = Date.now();
  const rotated = await rotateSessionSecret(db, session.id, session.secret_hash, {
    previous_secret_hash: session.secret_hash,
    previous_valid_until: new Date(now + refreshGraceMs),
    successor_sealed: sealSuccessor(next, secret, session.id),
    secret_hash: hashSecret(next),
    expires_at: new Date(now + sessionLifetimeMs),
    last_seen_at: new Date(now),
  });
  await forgetCachedSession(db, session.id);
  if (rotated.length > 0) return composeToken(session.id, next);
  // Another request rotated it first: the presented secret is now the previous one, with its sealed successor.
  const latest = await findSession(db, session.id);
  if (!latest || checkSession(latest, secret, latest.app_id).matched !== 'previous') throw unauthenticatedError();
  return sealedSuccessorToken(latest, secret);
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await revokeSessionRow(db, sessionId, 'logout');
  await forgetCachedSession(db, sessionId);
}

/** Ends every other session of a user (after a password reset). */
export async function revokeOtherSessions(db: Database, userId: string, keepSessionId: string | null): Promise<void> {
  await revokeSessionsOfUser(db, userId, 'logout', keepSessionId);
  await forgetCachedSessionsOf(db, userId);
}
