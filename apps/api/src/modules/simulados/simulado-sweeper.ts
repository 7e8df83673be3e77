import type { FastifyPluginAsync } from 'fastify';
import { submitExpiredAttempts } from './attempt-expiry.ts';

export interface SimuladoSweeperOptions {
  /** How often expired attempts of every producer are submitted (ms); 0 turns the sweeper off. */
  intervalMs: number;
}

export const defaultSweepIntervalMs = 15_000;

/**
 * Submits, at their deadline (plus the grace), the attempts nobody touches any more. Calls that touch an attempt
 * submit it lazily as well; several API processes sweeping together are safe (one submission wins).
 */
export const simuladoSweeper: FastifyPluginAsync<SimuladoSweeperOptions> = async (app, { intervalMs }) => {
  if (intervalMs <= 0) return;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= submitExpiredAttempts(app.db, new Date())
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'expired simulado attempts submitted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'simulado sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
