import {
  queueQuerySchema,
  queueResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  undoParamsSchema,
  undoResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { recordReview } from './review-record.ts';
import { undoReview } from './review-undo.ts';
import { studyQueue } from './study-queue.ts';

/** The study queue, recording a review (idempotent by key) and undoing the latest one. */
export const flashcardStudyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['flashcards'];

  app.get(
    '/api/flashcards/queue',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The next items to study (due cards and missed questions by due time, then today's new cards)",
        querystring: queueQuerySchema,
        response: { 200: queueResponseSchema, ...errorResponses },
      },
    },
    async (request) => studyQueue(app.db, learnerOf(request), request.query, request.query.limit),
  );

  app.post(
    '/api/flashcards/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Records a review (idempotent by key: a replay answers already_recorded and counts nothing)',
        body: reviewRequestSchema,
        response: { 200: reviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => recordReview(app.db, app.jobs, learnerOf(request), request.body),
  );

  app.post(
    '/api/flashcards/reviews/:key/undo',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Undoes the item's latest review: the item goes back exactly as it was",
        params: undoParamsSchema,
        response: { 200: undoResponseSchema, ...errorResponses },
      },
    },
    async (request) => undoReview(app.db, learnerOf(request), request.params.key),
  );
};
