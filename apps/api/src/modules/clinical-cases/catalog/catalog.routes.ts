import {
  caseCountsResponseSchema,
  caseDetailSchema,
  caseFilterSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseOverviewSchema,
  caseParamsSchema,
  casesInProgressSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { caseCounts, caseList } from './case-list.ts';
import { caseDetail } from './case-detail.ts';
import { caseOverview } from './case-overview.ts';
import { casesInProgress } from './cases-in-progress.ts';

const tags = ['clinical-cases'];

/** The learner's published clinical cases: the list, filter counts, their page, what to continue, a case's detail. */
export const caseCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clinical-cases',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Published clinical cases matching the filter and title search, with the learner’s state, paged',
        querystring: caseListQuerySchema,
        response: { 200: caseListResponseSchema, ...errorResponses },
      },
    },
    async (request) => caseList(app.db, learnerOf(request), request.query),
  );

  app.post(
    '/api/clinical-cases/counts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Cases per subject node and per difficulty, duration and status, given the other facets’ ticks',
        body: caseFilterSchema,
        response: { 200: caseCountsResponseSchema, ...errorResponses },
      },
    },
    async (request) => caseCounts(app.db, learnerOf(request), request.body),
  );

  app.get(
    '/api/clinical-cases/overview',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The learner’s cases: in progress, suggested by their weakest subjects, finished; totals',
        response: { 200: caseOverviewSchema, ...errorResponses },
      },
    },
    async (request) => caseOverview(app.db, learnerOf(request)),
  );

  app.get(
    '/api/clinical-cases/in-progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The learner’s cases in progress, most recent first',
        response: { 200: casesInProgressSchema, ...errorResponses },
      },
    },
    async (request) => casesInProgress(app.db, learnerOf(request)),
  );

  app.get(
    '/api/clinical-cases/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A published case before starting (no stage content) with the learner’s attempts',
        params: caseParamsSchema,
        response: { 200: caseDetailSchema, ...errorResponses },
      },
    },
    async (request) => caseDetail(app.db, learnerOf(request), request.params.id),
  );
};
