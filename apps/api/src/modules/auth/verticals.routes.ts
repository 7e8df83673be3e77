import {
  alternateVerticalLinkSentSchema,
  alternateVerticalRequestSchema,
  alternateVerticalResponseSchema,
  userVerticalListSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { backgroundMailer } from './background-mail.ts';
import { listUserVerticals, switchToVertical } from './vertical-accounts.service.ts';

/**
 * The same e-mail's accounts with other producers (spec §7). Only a confirmed account's session sees or uses
 * them, and a session is handed over only when both accounts have proven the address (confirmed since its
 * last change): the same address in two accounts is otherwise no proof of the same person, so the other
 * account's address gets a one-time sign-in link instead, and its owner decides.
 */
export const verticalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = backgroundMailer(app);

  app.post(
    '/api/user/verticais',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The session e-mail's confirmed accounts, one per producer, in every vertical",
        response: { 200: userVerticalListSchema, ...errorResponses },
      },
    },
    async (request) => listUserVerticals(app.db, authOf(request)),
  );

  app.post(
    '/api/auth/alternateVertical',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Signs into the session e-mail's confirmed account with the chosen producer, or e-mails it a link",
        body: alternateVerticalRequestSchema,
        response: { 200: alternateVerticalResponseSchema, 202: alternateVerticalLinkSentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await switchToVertical(app.db, send, { request, reply }, authOf(request).user, request.body);
      return result.outcome === 'link_sent' ? reply.code(202).send(result) : result;
    },
  );
};
