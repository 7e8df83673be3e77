import type { FastifyPluginAsync } from 'fastify';
import { foldPendingStats } from '../questions/answers/answer-effects.repository.ts';
import { foldPendingScoreCounts } from './peer-answers.repository.ts';

/** How often the hand-ins' pending tallies are folded into the shared counters (ms). */
const foldIntervalMs = 1_000;

/**
 * Folds what hand-ins appended (the questions' first answers, the scores' takers) into the counters every taker
 * shares, about every second, once across all API processes (a recurring job). The takers read the pending rows
 * too, so they are exact at once; the questions' peer statistics include a hand-in from the next fold.
 */
export const tallyFolder: FastifyPluginAsync = async (app) => {
  app.jobs.recurring(
    'simulados.fold-tallies',
    async () => {
      await foldPendingStats(app.db);
      await foldPendingScoreCounts(app.db);
    },
    { everyMs: foldIntervalMs, maxAttempts: 1, firstRunInMs: 0 },
  );
};
