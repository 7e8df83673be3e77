import {
  createPracticeSessionSchema,
  positionParamsSchema,
  practiceSessionListQuerySchema,
  practiceSessionListSchema,
  practiceSessionSchema,
  questionParamsSchema,
  sessionQuestionSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import {
  createPracticeSession,
  listPracticeSessions,
  practiceSessionDetail,
  practiceSessionQuestionAt,
} from './practice-sessions.ts';

/** Free practice (treino livre): sessions drawn from a filter, listed, resumed one question at a time. */
export const practiceSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];

  app.post(
    '/api/questions/practice-sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Draws up to `size` random questions matching the filter (422 questions.filter_empty when none does)',
        body: createPracticeSessionSchema,
        response: { 201: practiceSessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filter, size } = request.body;
      return reply.code(201).send(await createPracticeSession(app.db, learnerOf(request), filter, size));
    },
  );

  app.get(
    '/api/questions/practice-sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's practice sessions, newest first",
        querystring: practiceSessionListQuerySchema,
        response: { 200: practiceSessionListSchema, ...errorResponses },
      },
    },
    async (request) => listPracticeSessions(app.db, learnerOf(request), request.query.page, request.query.per_page),
  );

  app.get(
    '/api/questions/practice-sessions/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A practice session with every position and where the learner stopped',
        params: questionParamsSchema,
        response: { 200: practiceSessionSchema, ...errorResponses },
      },
    },
    async (request) => practiceSessionDetail(app.db, learnerOf(request), request.params.id),
  );

  app.get(
    '/api/questions/practice-sessions/:id/questions/:position',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The question at a 1-based position, with the learner’s answer there (or null)',
        params: positionParamsSchema,
        response: { 200: sessionQuestionSchema, ...errorResponses },
      },
    },
    async (request) =>
      practiceSessionQuestionAt(app.db, learnerOf(request), request.params.id, request.params.position),
  );
};
