import {
  acceptedResponseSchema,
  loginLinkRequestSchema,
  loginLinkSendRequestSchema,
  loginResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { mailLoginLink } from './account-mail.ts';
import { afterReplyQueue } from './after-reply.ts';
import { tokenInvalidError } from './auth.errors.ts';
import { backgroundMailer } from './background-mail.ts';
import { signIn } from './login.service.ts';
import { checkToken, spendToken } from './one-time-tokens.service.ts';
import { mailRequestRateLimit } from './rate-limits.ts';
import { siteProducer } from './site-producer.ts';

/**
 * Passwordless sign-in by e-mailed link. The link opens /auth/login, whose POST /api/auth/url spends the
 * token: there is no GET, so a mail scanner opening the link spends nothing.
 */
export const loginLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = backgroundMailer(app);
  const afterReply = afterReplyQueue(app);

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
      const producer = await siteProducer(app.db, request);
      const { email } = request.body;
      afterReply(request, 'login_link', async () => {
        const user = await findUserByEmail(app.db, producer.id, email);
        // Unconfirmed accounts get no link: one may be a squatter's sign-up waiting for its code.
        if (user?.status === 'ativo') await mailLoginLink({ db: app.db, request, producer, send }, user);
      });
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
    async (request, reply) => {
      const { token, email } = request.body;
      const producer = await siteProducer(app.db, request);
      // An e-mailed sign-in link, or one that carries the learner over from another vertical's site.
      const checked = await checkToken(app.db, {
        producerId: producer.id,
        purpose: ['login_link', 'vertical_handoff'],
        token,
      });
      const user = await findUserById(app.db, producer.id, checked.user_id);
      if (!user || user.email !== email) throw tokenInvalidError();
      await spendToken(app.db, checked);
      return signIn(app.db, request, reply, { user, producer });
    },
  );
};
