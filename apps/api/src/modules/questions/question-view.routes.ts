import { questionDetailSchema, questionParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { questionDetail } from './question-detail.ts';

/** One question of the bank on its own page (the assistant's citations open it). */
export const questionViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['questions'],
        summary: "A published or annulled question of the producer, with the learner's latest answer to it (or null)",
        params: questionParamsSchema,
        response: { 200: questionDetailSchema, ...errorResponses },
      },
    },
    async (request) => questionDetail(app.db, learnerOf(request), request.params.id),
  );
};
