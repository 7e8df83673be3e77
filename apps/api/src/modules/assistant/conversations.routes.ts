import {
  assistantConversationListSchema,
  assistantConversationParamsSchema,
  assistantConversationSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { deleteConversation, deleteAllConversations } from './conversations.repository.ts';
import { listLearnerConversations, readConversation } from './conversations.ts';
import { conversationNotFoundError } from './assistant.errors.ts';

/** The learner's conversations with the assistant: list, open, delete one, delete all (issue 18). */
export const assistantConversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['assistant'];

  app.get(
    '/api/assistant/conversations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's conversations, the latest first (up to 200)",
        response: { 200: assistantConversationListSchema, ...errorResponses },
      },
    },
    async (request) => listLearnerConversations(app.db, learnerOf(request)),
  );

  app.delete(
    '/api/assistant/conversations',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Deletes all the learner's conversations (the day's question count stays)",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAllConversations(app.db, learnerOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/assistant/conversations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One conversation with its questions and answers (with their citations)',
        params: assistantConversationParamsSchema,
        response: { 200: assistantConversationSchema, ...errorResponses },
      },
    },
    async (request) => readConversation(app.db, learnerOf(request), request.params.id),
  );

  app.delete(
    '/api/assistant/conversations/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Deletes one conversation',
        params: assistantConversationParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await deleteConversation(app.db, learnerOf(request), request.params.id))) throw conversationNotFoundError();
      return reply.code(204).send(null);
    },
  );
};
