import {
  activityParamsSchema,
  activitySchema,
  activityStartSchema,
  activityUpdateSchema,
  plannerTodaySchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../clock/clock.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { startActivity } from './activity-start.ts';
import { updateActivity } from './activity-update.ts';
import { readPlannerToday } from './plan-days.ts';

/** A plan's activities (issue 16): today's, ticked or skipped by hand, a question session opened. */
export const plannerActivitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planner'];

  app.get(
    '/api/planner/today',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The active plan's today (home); no active plan: both null",
        response: { 200: plannerTodaySchema, ...errorResponses },
      },
    },
    async (request) => readPlannerToday(app.db, learnerOf(request), now()),
  );

  app.put(
    '/api/planner/plans/:id/activities/:activityId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ticks (done), unticks (pending) or skips an activity by hand',
        params: activityParamsSchema,
        body: activityUpdateSchema,
        response: { 200: activitySchema, ...errorResponses },
      },
    },
    async (request) => updateActivity(app.db, learnerOf(request), request.params, request.body.status, now()),
  );

  app.post(
    '/api/planner/plans/:id/activities/:activityId/start',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Opens a question activity's practice session (made once, then the same one)",
        params: activityParamsSchema,
        response: { 200: activityStartSchema, ...errorResponses },
      },
    },
    async (request) => startActivity(app.db, learnerOf(request), request.params),
  );
};
