import { diagnosticSchema, plannerOptionsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../../clock/clock.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { studyDayKey } from '../../flashcards/study-day.ts';
import { plannerDiagnostic } from './planner-diagnostic.ts';
import { plannerOptions } from './planner-options.ts';

/** The planner's onboarding: what it offers and the quick diagnostic. */
export const plannerSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/planner/options',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['planner'],
        summary:
          "What the planner's onboarding offers: institutions, grande áreas with the learner's accuracy, open courses, counts, the active plan",
        response: { 200: plannerOptionsSchema, ...errorResponses },
      },
    },
    async (request) => plannerOptions(app.db, learnerOf(request), studyDayKey(now())),
  );

  app.get(
    '/api/planner/diagnostic',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['planner'],
        summary:
          'The quick diagnostic: about 20 questions spread over the grande áreas, the same all day, without their answers',
        response: { 200: diagnosticSchema, ...errorResponses },
      },
    },
    async (request) => plannerDiagnostic(app.db, learnerOf(request), studyDayKey(now())),
  );
};
