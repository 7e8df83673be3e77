import type { FastifyInstance } from 'fastify';
import { clearEndedSuccessors } from './sessions.repository.ts';

export interface SuccessorSweeperOptions {
  /** How often every session is looked at (catches a clear that was never queued). */
  fullSweepMs?: number;
}

/**
 * Clears each refreshed session's sealed successor soon after its grace window ends (a deferred job per refresh,
 * run by whichever API process polls first), and all ended ones now and then (a recurring job, once across
 * processes). Returns the function the refresh route tells the end of a window.
 */
export function successorSweeper(app: FastifyInstance, { fullSweepMs = 60 * 60_000 }: SuccessorSweeperOptions = {}) {
  app.jobs.define('auth.clear-successor', async (payload) => {
    const { sessionId } = payload as { sessionId: string };
    await clearEndedSuccessors(app.db, [sessionId]);
  });
  app.jobs.recurring('auth.clear-ended-successors', () => clearEndedSuccessors(app.db, 'all'), {
    everyMs: fullSweepMs,
    maxAttempts: 1,
  });

  return (sessionId: string, windowEndsAt: Date): void => {
    // A second of slack: the database's clock decides, and it may run a little behind this process's.
    const runAt = new Date(windowEndsAt.getTime() + 1_000);
    app.jobs
      .enqueue('auth.clear-successor', { sessionId }, { runAt })
      .catch((err: unknown) => app.log.error({ err }, 'sealed successor clear not queued'));
  };
}
