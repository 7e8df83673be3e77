import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
  moduleDetailSchema,
  moduleParamsSchema,
  userCourseProgressResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedSerializer } from '../../../cache/response-memo.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { listCategories } from './course-categories.ts';
import { courseDetail } from './course-detail.ts';
import { listCourses } from './course-listing.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { moduleDetail } from './module-detail.ts';
import { userCourses } from './user-courses.ts';

/** Catalog, course detail, module detail, the learner's course progress. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  app.get(
    '/api/courses',
    {
      onRequest: app.authenticate,
      serializerCompiler: memoizedSerializer,
      schema: {
        tags,
        summary: 'The catalog, paged: courses the learner can open first; filters by kind, category and text',
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCourses(app.db, learnerOf(request), request.query),
  );

  app.get(
    '/api/courses/categories',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Categories with at least one course of the kind, in order, with their totals',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCategories(app.db, learnerOf(request).producerId, request.query.type),
  );

  app.get(
    '/api/courses/:uuid',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A course with its modules, handouts and the learner’s progress',
        params: courseParamsSchema,
        response: { 200: courseDetailSchema, ...errorResponses },
      },
    },
    async (request) => courseDetail(app.db, learnerOf(request), request.params.uuid),
  );

  app.get(
    '/api/courses/:uuid/modules/:moduleId',
    {
      onRequest: app.authenticate,
      serializerCompiler: memoizedSerializer,
      schema: {
        tags,
        summary:
          'The module page: its lessons with the learner’s state (locked lessons redacted), neighbouring modules',
        params: moduleParamsSchema,
        response: { 200: moduleDetailSchema, ...errorResponses },
      },
    },
    async (request) => moduleDetail(app.db, learnerOf(request), request.params.uuid, request.params.moduleId),
  );

  app.get(
    '/api/user/courses',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The learner’s courses with progress counters, the most recent activity first',
        response: { 200: userCourseProgressResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ results: await userCourses(app.db, learnerOf(request)) }),
  );
};
