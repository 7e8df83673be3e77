import {
  acceptedResponseSchema,
  loginResponseSchema,
  signUpRequestSchema,
  userValidationRequestSchema,
  userValidationResendRequestSchema,
} from '@members/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { tooManyAttemptsError } from './auth.errors.ts';
import { backgroundMailer } from './background-mail.ts';
import { codeResendIntervalMs, mailRequestRateLimit, signUpCodeLimits } from './rate-limits.ts';
import { confirmSignUp, resendSignUpCode, signUp } from './sign-up-flows.ts';

const accepted = { status: 'accepted' } as const;

/** The resend limit is kept per site and e-mail, whether or not an account exists (no enumeration). */
function resendKey(request: FastifyRequest): string {
  const { email } = request.body as { email: string };
  return `${request.host}|${request.headers.origin ?? ''}|${email}`;
}

/** Sign-up, the e-mailed 6-digit code that confirms it, and the code's resend. */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = backgroundMailer(app);
  const resendLimit = app.createRateLimit({ max: 1, timeWindow: codeResendIntervalMs, keyGenerator: resendKey });

  app.post(
    '/api/auth/create',
    {
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Signs up: 202 whatever the e-mail; a new account gets a 6-digit code, an existing one a password link; 429 once the e-mail got 5 codes this hour',
        body: signUpRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signUp(app.db, send, request, request.body);
      return reply.code(202).send(accepted);
    },
  );

  app.post(
    '/api/auth/user-validation',
    {
      config: { rateLimit: signUpCodeLimits.confirmPerIp },
      schema: {
        tags: ['auth'],
        summary: "Confirms the sign-up code of the producer's account with this e-mail and signs in",
        body: userValidationRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => confirmSignUp(app.db, { request, reply }, request.body),
  );

  app.post(
    '/api/auth/user-validation/resend',
    {
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sends a new sign-up code (once a minute, 5 an hour per e-mail); 202 whatever the e-mail',
        body: userValidationResendRequestSchema,
        response: { 202: acceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const limit = await resendLimit(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyAttemptsError(limit.ttlInSeconds);
      await resendSignUpCode(app.db, send, request, request.body.email);
      return reply.code(202).send(accepted);
    },
  );
};
