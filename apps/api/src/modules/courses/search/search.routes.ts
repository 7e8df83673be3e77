import {
  courseParamsSchema,
  courseSearchResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { searchAll, searchCourse } from './search.service.ts';

/** Full-text search of courses and lessons (accent-insensitive Portuguese), scoped by the session's producer. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['courses'],
        summary: 'Courses (up to 10, accessible first) and a page of lessons matching the text',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request) => searchAll(app.db, learnerOf(request), request.query),
  );

  app.get(
    '/api/courses/:uuid/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['courses'],
        summary: "A page of the course's lessons matching the text",
        params: courseParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: courseSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => searchCourse(app.db, learnerOf(request), request.params.uuid, request.query),
  );
};
