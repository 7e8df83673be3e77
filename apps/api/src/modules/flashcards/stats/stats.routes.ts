import { flashcardStatsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../../clock/clock.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { flashcardStats } from './flashcard-stats.ts';

/** The learner's study statistics: forecast, heatmap, retention by subject, streak. */
export const flashcardStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flashcards/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['flashcards'],
        summary: 'The next 30 days of due items, reviews per day, retention by subject over 30 days, the streak',
        response: { 200: flashcardStatsSchema, ...errorResponses },
      },
    },
    async (request) => flashcardStats(app.db, learnerOf(request), now()),
  );
};
