import {
  createPlanSchema,
  daysQuerySchema,
  daysResponseSchema,
  planCreatedSchema,
  planHistorySchema,
  planParamsSchema,
  planSettingsSchema,
  planSummarySchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../clock/clock.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { createPlan } from './plan-create.ts';
import { readPlanDays } from './plan-days.ts';
import { readPlanHistory } from './plan-history.ts';
import { replanPlanNow, updatePlanSettings } from './plan-settings.ts';
import { readPlanSummary } from './plan-summary.ts';

/** The study plan's life (issue 16): create, read, its days, settings, re-plan, history. */
export const plannerPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planner'];

  app.post(
    '/api/planner/plans',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A plan from the onboarding's answers; it becomes the active plan and the previous one history",
        body: createPlanSchema,
        response: { 201: planCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlan(app.db, learnerOf(request), request.body, now())),
  );

  app.get(
    '/api/planner/plans',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's plans, newest first",
        response: { 200: planHistorySchema, ...errorResponses },
      },
    },
    async (request) => readPlanHistory(app.db, learnerOf(request)),
  );

  app.get(
    '/api/planner/plans/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The plan: totals, coverage, shares, what did not fit (the day's first visit re-plans it)",
        params: planParamsSchema,
        response: { 200: planSummarySchema, ...errorResponses },
      },
    },
    async (request) => readPlanSummary(app.db, learnerOf(request), request.params.id, now()),
  );

  app.get(
    '/api/planner/plans/:id/days',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Every day from `from` to `to` (at most 62) with its load and activities',
        params: planParamsSchema,
        querystring: daysQuerySchema,
        response: { 200: daysResponseSchema, ...errorResponses },
      },
    },
    async (request) => readPlanDays(app.db, learnerOf(request), request.params.id, request.query, now()),
  );

  app.put(
    '/api/planner/plans/:id/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Changes the exam date, hours or days off; the plan re-plans',
        params: planParamsSchema,
        body: planSettingsSchema,
        response: { 200: planSummarySchema, ...errorResponses },
      },
    },
    async (request) => updatePlanSettings(app.db, learnerOf(request), request.params.id, request.body, now()),
  );

  app.post(
    '/api/planner/plans/:id/replan',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Re-plans now from today',
        params: planParamsSchema,
        response: { 200: planSummarySchema, ...errorResponses },
      },
    },
    async (request) => replanPlanNow(app.db, learnerOf(request), request.params.id, now()),
  );
};
