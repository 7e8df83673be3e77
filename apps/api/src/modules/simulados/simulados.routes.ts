import {
  attemptSchema,
  questionParamsSchema,
  saveAnswerRequestSchema,
  savedAnswerSchema,
  simuladoDetailSchema,
  simuladoListSchema,
  simuladoQuestionParamsSchema,
  simuladoResultSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { saveAnswer } from './answer-save.ts';
import { resultOf, submitByLearner } from './attempt-finish.ts';
import { currentAttempt, startAttempt } from './attempt-start.ts';
import { simuladoDetail } from './simulado-detail.ts';
import { listSimulados } from './simulado-list.ts';
import { defaultSweepIntervalMs, simuladoSweeper } from './simulado-sweeper.ts';
import { tallyFolder } from './tally-folder.ts';

export interface SimuladosRoutesOptions {
  /** How often the server submits expired attempts (ms, default 15 s; 0: never, e.g. in tests that sweep by hand). */
  sweepIntervalMs?: number;
}

/** Simulados: list, detail, start/resume, autosave, submit, result; expired attempts are submitted by the server. */
export const simuladosRoutes: FastifyPluginAsyncZod<SimuladosRoutesOptions> = async (app, options) => {
  const tags = ['simulados'];
  const params = questionParamsSchema;
  await app.register(simuladoSweeper, { intervalMs: options.sweepIntervalMs ?? defaultSweepIntervalMs });
  await app.register(tallyFolder);

  app.get(
    '/api/simulados',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The producer's simulados: open, then upcoming, then closed",
        response: { 200: simuladoListSchema, ...errorResponses },
      },
    },
    async (request) => listSimulados(app.db, learnerOf(request), new Date()),
  );

  app.get(
    '/api/simulados/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A simulado: rules, window, questions per grande área',
        params,
        response: { 200: simuladoDetailSchema, ...errorResponses },
      },
    },
    async (request) => simuladoDetail(app.db, learnerOf(request), request.params.id, new Date()),
  );

  app.post(
    '/api/simulados/:id/attempt',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Starts the attempt (201) or resumes the one in progress with the same deadline (200)',
        params,
        response: { 200: attemptSchema, 201: attemptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = await startAttempt(app.db, learnerOf(request), request.params.id, new Date());
      return reply.code(started.created ? 201 : 200).send(started.attempt);
    },
  );

  app.get(
    '/api/simulados/:id/attempt',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's attempt with the server's clock",
        params,
        response: { 200: attemptSchema, ...errorResponses },
      },
    },
    async (request) => currentAttempt(app.db, learnerOf(request), request.params.id, new Date()),
  );

  app.put(
    '/api/simulados/:id/attempt/answers/:questionId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Autosaves an answer: a later answered_at wins, a retry changes nothing, late answers are refused',
        params: simuladoQuestionParamsSchema,
        body: saveAnswerRequestSchema,
        response: { 200: savedAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const target = { simuladoId: request.params.id, questionId: request.params.questionId };
      return saveAnswer(app.db, learnerOf(request), target, request.body, new Date());
    },
  );

  app.post(
    '/api/simulados/:id/attempt/submit',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Submits the attempt (again: the same result)',
        params,
        response: { 200: simuladoResultSchema, ...errorResponses },
      },
      // Plain JSON.stringify: at the end of a national simulado every taker hands in within minutes, and zod
      // re-checking each whole result (every question, its options and key) was the largest cost of a hand-in's
      // own work. The result is built here from typed rows, with no transforms; the submit tests compare it with
      // GET /result (serialized by zod) and check that no key leaves before the simulado closes.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => submitByLearner(app.db, learnerOf(request), request.params.id, new Date()),
  );

  app.get(
    '/api/simulados/:id/result',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The result of the submitted attempt, compared with the takers',
        params,
        response: { 200: simuladoResultSchema, ...errorResponses },
      },
    },
    async (request) => resultOf(app.db, learnerOf(request), request.params.id, new Date()),
  );
};
