import {
  attemptParamsSchema,
  caseParamsSchema,
  commitRequestSchema,
  decisionRequestSchema,
  runStateSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../../clock/clock.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { recordDecision } from './decision-record.ts';
import { finishRun } from './run-finish.ts';
import { currentRun, startRun } from './run-start.ts';
import { commitStage } from './stage-commit.ts';

/** A clinical case's run: start or resume, decisions, a stage's commit, the finish (issue 15). */
export const clinicalCaseRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['clinical-cases'];

  app.get(
    '/api/clinical-cases/:id/run',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's attempt in progress at the case: the stages reached, what they revealed",
        params: caseParamsSchema,
        response: { 200: runStateSchema, ...errorResponses },
      },
    },
    async (request) => currentRun(app.db, learnerOf(request), request.params.id),
  );

  app.post(
    '/api/clinical-cases/:id/attempts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Resumes the attempt in progress (200) or starts one (201; after a finish, a practice one)',
        params: caseParamsSchema,
        response: { 200: runStateSchema, 201: runStateSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = await startRun(app.db, learnerOf(request), request.params.id, now());
      return reply.code(started.created ? 201 : 200).send(started.state);
    },
  );

  app.post(
    '/api/clinical-cases/attempts/:attemptId/decisions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Records a decision in the current stage (idempotent by key)',
        params: attemptParamsSchema,
        body: decisionRequestSchema,
        response: { 200: runStateSchema, ...errorResponses },
      },
    },
    async (request) => recordDecision(app.db, learnerOf(request), request.params.attemptId, request.body, now()),
  );

  app.post(
    '/api/clinical-cases/attempts/:attemptId/commit',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Commits the current stage: final, scored, the next one opens (again with the same key: the state)',
        params: attemptParamsSchema,
        body: commitRequestSchema,
        response: { 200: runStateSchema, ...errorResponses },
      },
    },
    async (request) => commitStage(app.db, learnerOf(request), request.params.attemptId, request.body, now()),
  );

  app.post(
    '/api/clinical-cases/attempts/:attemptId/finish',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Finishes the attempt once every stage is committed (again: the same state)',
        params: attemptParamsSchema,
        response: { 200: runStateSchema, ...errorResponses },
      },
    },
    async (request) => finishRun(app.db, learnerOf(request), request.params.attemptId, now()),
  );
};
