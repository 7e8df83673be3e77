import { caseParamsSchema, debriefQuerySchema, debriefSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { caseDebrief } from './case-debrief.ts';

/** A finished attempt's debrief against the peers. */
export const caseDebriefRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clinical-cases/:id/debrief',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['clinical-cases'],
        summary: 'The debrief of the learner’s latest finished attempt (or the one named) with the peers’ shares',
        params: caseParamsSchema,
        querystring: debriefQuerySchema,
        response: { 200: debriefSchema, ...errorResponses },
      },
    },
    async (request) => caseDebrief(app.db, learnerOf(request), request.params.id, request.query.attempt),
  );
};
