import type { Database } from '../../db/database.ts';
import { unauthenticatedError } from './auth.errors.ts';
import { hashSecret, parseToken } from './secrets.ts';
import { sessionCache, sessionTags, type CachedSession } from './session-cache.ts';
import { findSessionWithUser } from './sessions.repository.ts';
import { checkSession, checkSessionState, verifySession, type VerifiedCaller } from './sessions.service.ts';

/** A cached session is never kept past its expiry (checkSession refuses it then anyway). */
const usableUntil = ({ session }: CachedSession) => session.expires_at.getTime();

/**
 * The caller a bearer token names. With `cached` (the session-change bus is live), a session this process
 * verified in the last sessionCacheTtlMs is reused; every rule of checkSession (secret, revocation, expiry, app
 * id) is still applied to it on each request, and a change made by any process reaches the cache within a
 * second (session-changes.ts). Without it the session is read, and not cached.
 *
 * The cache is keyed by the SHA-256 of the whole token, and an entry is kept only once its token's secret
 * matched the row it holds: a later hit is the same token against the same row, so a secret that matched as the
 * current one matches again and is not hashed a second time. A match of the previous secret is checked again on
 * every hit, because its grace period ends with time.
 */
export async function verifyCaller(
  db: Database,
  token: string,
  appId: string | null,
  cached: boolean,
): Promise<VerifiedCaller> {
  if (!cached) return verifySession(db, token, appId);
  const trimmed = token.trim();
  const parsed = parseToken(trimmed);
  if (!parsed) throw unauthenticatedError();
  const found = await sessionCache(db).read(
    hashSecret(trimmed),
    async () => {
      const row = await findSessionWithUser(db, parsed.id);
      if (!row) throw unauthenticatedError();
      return { ...row, matched: checkSession(row.session, parsed.secret, appId).matched };
    },
    { tags: sessionTags, expiresAt: usableUntil },
  );
  if (found.matched === 'previous')
    return { verified: checkSession(found.session, parsed.secret, appId), user: found.user };
  checkSessionState(found.session, appId);
  return { verified: { session: found.session, secret: parsed.secret, matched: 'current' }, user: found.user };
}
