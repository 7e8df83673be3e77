import type { FastifyInstance } from 'fastify';
import { clearEndedSuccessors } from './sessions.repository.ts';

export interface SuccessorSweeperOptions {
  /** How often the sessions refreshed by this process are looked at (ms). */
  tickMs?: number;
  /** How often every session is (catches those of a process that stopped before its tick). */
  fullSweepMs?: number;
}

/**
 * Clears each refreshed session's sealed successor soon after its grace window ends (a primary-key update
 * per tick), and all ended ones now and then. Returns the function the refresh route tells the end of a window.
 */
export function successorSweeper(
  app: FastifyInstance,
  { tickMs = 10_000, fullSweepMs = 60 * 60_000 }: SuccessorSweeperOptions = {},
) {
  const windowEnds = new Map<string, number>();
  let lastFullSweep = 0;
  let running: Promise<void> | null = null;

  const sweep = async (now: number) => {
    // A second of slack: the database's clock decides, and it may run a little behind this process's.
    const due = [...windowEnds].filter(([, endsAt]) => endsAt + 1_000 <= now).map(([id]) => id);
    await clearEndedSuccessors(app.db, due);
    for (const id of due) if ((windowEnds.get(id) ?? 0) + 1_000 <= now) windowEnds.delete(id);
    if (now - lastFullSweep >= fullSweepMs) {
      lastFullSweep = now;
      await clearEndedSuccessors(app.db, 'all');
    }
  };
  const timer = setInterval(() => {
    running ??= sweep(Date.now())
      .catch((err: unknown) => app.log.error({ err }, 'sealed successor sweep failed'))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  return (sessionId: string, windowEndsAt: Date): void => {
    windowEnds.set(sessionId, windowEndsAt.getTime());
  };
}
