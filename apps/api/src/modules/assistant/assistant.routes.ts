import { assistantIndexStatusSchema, assistantInfoSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../clock/clock.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { readAssistantInfo } from './assistant-info.ts';
import { readIndexStatus } from './index/index-status.ts';

/** The assistant as the learner meets it, and the state of its index of the producer's material (issue 18). */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['assistant'];

  app.get(
    '/api/assistant',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The producer's assistant: name, image, who answers, today's allowance, suggested questions",
        response: { 200: assistantInfoSchema, ...errorResponses },
      },
    },
    async (request) =>
      readAssistantInfo(app.db, learnerOf(request), authOf(request).producer, app.assistant.llm !== null, now()),
  );

  app.get(
    '/api/assistant/index',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The index of the producer's material: passages by kind and its background job's last run",
        response: { 200: assistantIndexStatusSchema, ...errorResponses },
      },
    },
    async (request) => readIndexStatus(app.db, learnerOf(request).producerId),
  );
};
