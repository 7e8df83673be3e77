import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';

/**
 * How long this process trusts a session it verified (with its user row) without reading them again. Only
 * safe requests (GET, HEAD) use the cache; a write always reads the session. Writers here forget what they
 * change at once (sign-in superseding, refresh, logout, revocation, any update of the user); another API process
 * may still answer a GET for a superseded, revoked or changed session for at most this long.
 */
export const sessionCacheTtlMs = 2_000;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** Verified sessions keyed by the SHA-256 of the presented token (never the token itself). */
export const sessionCache = perDatabase<Database, CachedSession>({ ttlMs: sessionCacheTtlMs });

export const sessionTags = ({ session, user }: CachedSession) => [`session:${session.id}`, `user:${user.id}`];

/** After a write to a session row: this process reads it again on its next use. */
export function forgetCachedSession(db: Database, sessionId: string): void {
  sessionCache(db).forget(`session:${sessionId}`);
}

/** After a write to a user row or to every session of a user (sign-in, revocation, profile, terms ...). */
export function forgetCachedSessionsOf(db: Database, userId: string): void {
  sessionCache(db).forget(`user:${userId}`);
}
