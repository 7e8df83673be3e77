import {
  positionParamsSchema,
  questionParamsSchema,
  questionTrackListSchema,
  questionTrackSchema,
  sessionQuestionSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { listQuestionTracks, questionTrackDetail, trackQuestionAt } from './question-tracks.ts';

/** Question tracks (trilhas de questões): the producer's ordered lists, with the learner's progress. */
export const questionTracksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];

  app.get(
    '/api/question-tracks',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The producer's question tracks with the learner's progress",
        response: { 200: questionTrackListSchema, ...errorResponses },
      },
    },
    async (request) => listQuestionTracks(app.db, learnerOf(request)),
  );

  app.get(
    '/api/question-tracks/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A track with every position and where the learner stopped',
        params: questionParamsSchema,
        response: { 200: questionTrackSchema, ...errorResponses },
      },
    },
    async (request) => questionTrackDetail(app.db, learnerOf(request), request.params.id),
  );

  app.get(
    '/api/question-tracks/:id/questions/:position',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The question at a 1-based position of the track, with the learner’s answer there (or null)',
        params: positionParamsSchema,
        response: { 200: sessionQuestionSchema, ...errorResponses },
      },
    },
    async (request) => trackQuestionAt(app.db, learnerOf(request), request.params.id, request.params.position),
  );
};
