import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { deleteDeadTokensBefore, deleteEndedRateLimitWindows, deleteLoginFailuresBefore } from './purges.repository.ts';

const day = 24 * 60 * 60_000;

/**
 * How long spent or expired one-time tokens are kept: longer than the longest window that counts them (a day of
 * sign-up code guesses per address, modules/auth/rate-limits.ts), and long enough that an old link still answers
 * "already used" for a week.
 */
export const deadTokenRetentionMs = 7 * day;
/** How long failed logins are kept: far longer than the longest lockout window (15 minutes). */
export const loginFailureRetentionMs = day;

export interface PurgeCounts {
  tokens: number;
  loginFailures: number;
  rateLimitWindows: number;
}

/** Deletes what nothing reads any more: dead one-time tokens, old failed logins, ended rate-limit windows. */
export async function purgeExpiredRows(db: Database, now = new Date()): Promise<PurgeCounts> {
  return {
    tokens: await deleteDeadTokensBefore(db, new Date(now.getTime() - deadTokenRetentionMs)),
    loginFailures: await deleteLoginFailuresBefore(db, new Date(now.getTime() - loginFailureRetentionMs)),
    rateLimitWindows: await deleteEndedRateLimitWindows(db),
  };
}

/** The daily purge, a recurring job (once a day across all processes). */
export const purges: FastifyPluginAsync<{ everyMs?: number }> = async (app, { everyMs = day }) => {
  app.jobs.recurring(
    'purge.expired-rows',
    async () => {
      const counts = await purgeExpiredRows(app.db);
      app.log.info({ ...counts }, 'expired rows purged');
    },
    { everyMs, firstRunInMs: 60_000 },
  );
};
