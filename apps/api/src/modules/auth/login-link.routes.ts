import {
  acceptedResponseSchema,
  loginLinkRequestSchema,
  loginLinkSendRequestSchema,
  loginResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { afterReplyQueue } from './after-reply.ts';
import { backgroundMailer } from './background-mail.ts';
import { requestLoginLink } from './link-requests.ts';
import { mailRequestRateLimit } from './rate-limits.ts';
import { loginWithLink } from './sign-in-flows.ts';

/**
 * Passwordless sign-in by e-mailed link. The link opens /auth/login, whose POST /api/auth/url spends the
 * token: there is no GET, so a mail scanner opening the link spends nothing.
 */
export const loginLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { send: backgroundMailer(app), afterReply: afterReplyQueue(app) };

  app.post(
    '/api/auth/login-link',
    {
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a 15-minute sign-in link to a confirmed account; 202 whatever the e-mail',
        body: loginLinkSendRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await requestLoginLink(app.db, mail, request, request.body.email);
      return reply.code(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/auth/url',
    {
      schema: {
        tags: ['auth'],
        summary: "Spends an e-mailed sign-in link (token and the account's e-mail) and signs in",
        body: loginLinkRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    // An e-mailed sign-in link, or one that carries the learner over from another vertical's site.
    async (request, reply) => loginWithLink(app.db, { request, reply }, request.body),
  );
};
