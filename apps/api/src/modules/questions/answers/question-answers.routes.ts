import {
  answerRequestSchema,
  answerResultSchema,
  markRequestSchema,
  markResponseSchema,
  questionParamsSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { submitAnswer } from './answer-submission.ts';
import { markQuestion } from './question-mark.ts';

/** Answering a question (idempotent by key) and marking it for review. */
export const questionAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];

  app.post(
    '/api/questions/:id/answers',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Answers a question: 201 when recorded, 200 when this key (or this session or track item) was answered already',
        params: questionParamsSchema,
        body: answerRequestSchema,
        response: { 200: answerResultSchema, 201: answerResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created, result } = await submitAnswer(app.db, learnerOf(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.put(
    '/api/questions/:id/mark',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marks the question for review or not, with a note (an omitted note is kept, null clears it)',
        params: questionParamsSchema,
        body: markRequestSchema,
        response: { 200: markResponseSchema, ...errorResponses },
      },
    },
    async (request) => markQuestion(app.db, learnerOf(request), request.params.id, request.body),
  );
};
