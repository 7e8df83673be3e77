import { performanceQuerySchema, performanceSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { questionPerformance } from './question-performance.ts';

/** The learner's performance by subject and over time. */
export const questionPerformanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions/performance',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['questions'],
        summary: "The learner's answers and accuracy: in total, per grande área, and per day over the last `days` days",
        querystring: performanceQuerySchema,
        response: { 200: performanceSchema, ...errorResponses },
      },
    },
    async (request) => questionPerformance(app.db, learnerOf(request), request.query.days),
  );
};
