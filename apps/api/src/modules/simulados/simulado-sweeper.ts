import type { FastifyPluginAsync } from 'fastify';
import { submitExpiredAttempts } from './attempt-expiry.ts';

export interface SimuladoSweeperOptions {
  /** How often expired attempts of every producer are submitted (ms); 0 turns the sweeper off. */
  intervalMs: number;
}

export const defaultSweepIntervalMs = 15_000;

/**
 * Submits, at their deadline (plus the grace), the attempts nobody touches any more: a recurring job, run once
 * per period across all API processes (src/jobs). Calls that touch an attempt submit it lazily as well; a
 * submission racing another is safe (one wins).
 */
export const simuladoSweeper: FastifyPluginAsync<SimuladoSweeperOptions> = async (app, { intervalMs }) => {
  if (intervalMs <= 0) return;
  app.jobs.recurring(
    'simulados.sweep',
    async () => {
      const count = await submitExpiredAttempts(app.db, new Date());
      if (count > 0) app.log.info({ count }, 'expired simulado attempts submitted');
    },
    { everyMs: intervalMs, maxAttempts: 1 },
  );
};
