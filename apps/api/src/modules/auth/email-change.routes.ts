import {
  acceptedResponseSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  userResponseSchema,
} from '@members/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { tooManyAttemptsError } from './auth.errors.ts';
import { backgroundMailer } from './background-mail.ts';
import {
  cancelEmailChange,
  confirmEmailChangeAsUser,
  requestEmailChange,
  resendEmailChangeCode,
  type EmailChangeCaller,
} from './email-change.service.ts';
import { emailChangeLimits, mailRequestRateLimit } from './rate-limits.ts';

const accepted = { status: 'accepted' } as const;

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

/** Counts the request against a limiter; 429 auth.too_many_attempts with Retry-After once it is used up. */
async function spend(limiter: Limiter, request: FastifyRequest): Promise<void> {
  const limit = await limiter(request);
  if (!limit.isAllowed && limit.isExceeded) throw tooManyAttemptsError(limit.ttlInSeconds);
}

/** The signed-in learner's e-mail change: request (password), resend, confirm (code sent to the new address), cancel. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = backgroundMailer(app);
  const accountKey = (request: FastifyRequest) => `email-change|${authOf(request).user.id}`;
  const perAccount = app.createRateLimit({ ...emailChangeLimits.perAccount, keyGenerator: accountKey });
  const resendInterval = app.createRateLimit({
    max: 1,
    timeWindow: emailChangeLimits.resendIntervalMs,
    keyGenerator: accountKey,
  });
  const perAddress = (address: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      ...emailChangeLimits.perAddress,
      keyGenerator: (request) => `email-change-to|${address(request)}`,
    });
  const perRequestedAddress = perAddress((request) => (request.body as { new_email: string }).new_email);
  const perPendingAddress = perAddress((request) => authOf(request).user.pending_email ?? '');

  const caller = (request: FastifyRequest): EmailChangeCaller => {
    const { user, producer } = authOf(request);
    return { db: app.db, request, producer, send, user, ip: request.ip };
  };

  app.post(
    '/api/user/email-change',
    {
      onRequest: app.authenticate,
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['user'],
        summary: 'Asks to change the e-mail (current password): 202 whatever the address; a code goes to the new one',
        body: emailChangeRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spend(perAccount, request);
      await spend(perRequestedAddress, request);
      await requestEmailChange(caller(request), { newEmail: request.body.new_email, password: request.body.password });
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/user/email-change/resend',
    {
      onRequest: app.authenticate,
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['user'],
        summary: 'Sends a new code to the pending address (once a minute); 202 whatever the address',
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await spend(resendInterval, request);
      await spend(perAccount, request);
      if (authOf(request).user.pending_email) await spend(perPendingAddress, request);
      await resendEmailChangeCode(caller(request));
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/user/email-change/confirm',
    {
      onRequest: app.authenticate,
      config: { rateLimit: emailChangeLimits.confirmPerIp },
      schema: {
        tags: ['user'],
        summary: 'Applies the pending e-mail with the code sent to it; ends the other sessions',
        body: emailChangeConfirmSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmEmailChangeAsUser(caller(request), request.body.code, authOf(request).verified.session.id),
  );

  app.post(
    '/api/user/email-change/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Forgets the pending e-mail change',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await cancelEmailChange(app.db, authOf(request).user);
      return reply.code(204).send(null);
    },
  );
};
