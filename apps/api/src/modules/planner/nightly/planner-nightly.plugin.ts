import type { FastifyPluginAsync } from 'fastify';
import { now } from '../../../clock/clock.ts';
import { runNightlyReplan } from './nightly-replan.ts';

/** The job runs every hour; it works only in the São Paulo night (nightly-replan.ts). */
const everyMs = 60 * 60 * 1000;

/** Registers the nightly re-plan: a recurring job, run once per hour across all API processes (src/jobs). */
export const plannerNightlyReplan: FastifyPluginAsync = async (app) => {
  app.jobs.recurring(
    'planner.nightly-replan',
    async () => {
      await runNightlyReplan(app.db, now(), app.log);
    },
    { everyMs, maxAttempts: 1 },
  );
};
