import { questionCountsResponseSchema, questionFilterSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { questionCounts } from './question-counts.ts';

/** Live counts of the question filter, recomputed as the learner ticks boxes. */
export const questionCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/questions/counts',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['questions'],
        summary: 'Questions matching the filter, per category given the other types’ ticks, and per status',
        body: questionFilterSchema,
        response: { 200: questionCountsResponseSchema, ...errorResponses },
      },
      // Plain JSON.stringify: zod re-checking a record of thousands of counts costs more than counting them, and
      // the shape is built here (the route test checks it against the contract).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => questionCounts(app.db, learnerOf(request), request.body),
  );
};
