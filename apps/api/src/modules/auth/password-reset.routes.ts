import {
  acceptedResponseSchema,
  loginResponseSchema,
  newClientSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { afterReplyQueue } from './after-reply.ts';
import { backgroundMailer } from './background-mail.ts';
import { requestPasswordLink } from './link-requests.ts';
import { signInWithPasswordLink } from './password-reset.service.ts';
import { mailRequestRateLimit } from './rate-limits.ts';

/** Forgotten password (request, reset) and a buyer's first access (spec §2 /auth/password-reset*, /auth/newClient). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = { send: backgroundMailer(app), afterReply: afterReplyQueue(app) };

  app.post(
    '/api/auth/password-reset/request',
    {
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a 15-minute password link (first-access wording with selfcheckout); 202 whatever the e-mail',
        body: passwordResetRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, selfcheckout } = request.body;
      await requestPasswordLink(app.db, mail, request, { email, firstAccess: selfcheckout === true });
      return reply.code(202).send({ status: 'accepted' });
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Spends a password-reset link: new password, account confirmed and unlocked, other sessions ended; signs in',
        body: passwordResetSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      // /auth/password-reset-selfcheckout posts a buyer's first-access link here too (terms come at /terms).
      return signInWithPasswordLink(
        app.db,
        { request, reply },
        {
          purposes: ['password_reset', 'first_access'],
          acceptTerms: false,
          token,
          password,
        },
      );
    },
  );

  app.post(
    '/api/auth/new-client',
    {
      schema: {
        tags: ['auth'],
        summary: "A buyer's first access with a first-access link: sets the password, accepts the terms, signs in",
        body: newClientSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      return signInWithPasswordLink(
        app.db,
        { request, reply },
        {
          purposes: ['first_access'],
          acceptTerms: true,
          token,
          password,
        },
      );
    },
  );
};
