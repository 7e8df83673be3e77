import {
  lessonParamsSchema,
  lessonProgressResponseSchema,
  lessonProgressSchema,
  lessonRatingResponseSchema,
  lessonRatingSchema,
  lessonSchema,
  lessonWatchedSchema,
  taskCompletionResponseSchema,
  taskCompletionSchema,
  taskParamsSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { lessonDetail } from './lesson-detail.ts';
import { saveLessonPosition, setLessonWatched } from './lesson-progress.ts';
import { rateLesson } from './lesson-rating.ts';
import { setTaskCompleted } from './task-completion.ts';

/** Lesson detail, progress, watched, rating, task completion. Locked lessons answer 403 with the purchase link. */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get(
    '/api/lessons/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A lesson for the player',
        params: lessonParamsSchema,
        response: { 200: lessonSchema, ...errorResponses },
      },
    },
    async (request) => lessonDetail(app.db, learnerOf(request), request.params.id),
  );

  app.put(
    '/api/lessons/:id/progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Saves where the learner stopped; 90% of the video marks it watched',
        params: lessonParamsSchema,
        body: lessonProgressSchema,
        response: { 200: lessonProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveLessonPosition(app.db, learnerOf(request), request.params.id, request.body.position_seconds),
  );

  app.post(
    '/api/lessons/:id/watched',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marks or unmarks the lesson as watched by hand (the position is kept)',
        params: lessonParamsSchema,
        body: lessonWatchedSchema,
        response: { 200: lessonProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => setLessonWatched(app.db, learnerOf(request), request.params.id, request.body.watched),
  );

  app.put(
    '/api/lessons/:id/rating',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Rates the lesson 1–5 (a new rating replaces the learner’s)',
        params: lessonParamsSchema,
        body: lessonRatingSchema,
        response: { 200: lessonRatingResponseSchema, ...errorResponses },
      },
    },
    async (request) => rateLesson(app.db, learnerOf(request), request.params.id, request.body.rating),
  );

  app.put(
    '/api/tasks/:id/completion',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marks a lesson task completed or not',
        params: taskParamsSchema,
        body: taskCompletionSchema,
        response: { 200: taskCompletionResponseSchema, ...errorResponses },
      },
    },
    async (request) => setTaskCompleted(app.db, learnerOf(request), request.params.id, request.body.completed),
  );
};
