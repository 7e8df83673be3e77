import { errorNotebookSchema, errorParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { now } from '../../../clock/clock.ts';
import { errorNotebook, removeFromNotebook } from './error-notebook.ts';

/** The error notebook ("Caderno de erros"): the questions the learner missed, to answer again. */
export const flashcardErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['flashcards'];

  app.get(
    '/api/flashcards/errors',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The missed questions still in the notebook, the latest miss first',
        response: { 200: errorNotebookSchema, ...errorResponses },
      },
    },
    async (request) => errorNotebook(app.db, learnerOf(request)),
  );

  app.delete(
    '/api/flashcards/errors/:questionId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Takes a missed question out of the notebook (it comes back when missed again)',
        params: errorParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeFromNotebook(app.db, learnerOf(request), request.params.questionId, now());
      return reply.code(204).send(null);
    },
  );
};
