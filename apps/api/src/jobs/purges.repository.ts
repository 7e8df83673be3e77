import { and, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { loginFailures, oneTimeTokens, rateLimitCounters } from '../db/schema/index.ts';

/**
 * Deletes one-time tokens spent or expired before `before`; a live (unspent, unexpired) token always stays,
 * whatever its age. Returns how many went.
 */
export async function deleteDeadTokensBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(oneTimeTokens)
    .where(
      and(
        or(lt(oneTimeTokens.used_at, before), lt(oneTimeTokens.expires_at, before)),
        lt(oneTimeTokens.created_at, before),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return deleted.length;
}

/** Deletes the failed logins recorded before `before`; returns how many went. */
export async function deleteLoginFailuresBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lt(loginFailures.created_at, before))
    .returning({ id: loginFailures.id });
  return deleted.length;
}

/** Deletes the rate-limit counters whose window ended; returns how many went. */
export async function deleteEndedRateLimitWindows(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.window_ends_at, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
