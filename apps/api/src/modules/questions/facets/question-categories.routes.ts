import { categoryTreeResponseSchema, categoryTypeQuerySchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { questionCategories } from './question-categories.ts';

/** The producer's typed category trees, for the question filter. */
export const questionCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions/categories',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['questions'],
        summary:
          'The category tree of one type (7 subjects nest recursively; 1 institution, 2 year, 3 exam board: one level)',
        querystring: categoryTypeQuerySchema,
        response: { 200: categoryTreeResponseSchema, ...errorResponses },
      },
    },
    async (request) => questionCategories(app.db, learnerOf(request), request.query.type),
  );
};
