import { loginRequestSchema, loginResponseSchema, refreshResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { refreshGraceMs, refreshSession, revokeSession } from './sessions.service.ts';
import { loginWithPassword } from './sign-in-flows.ts';
import { successorSweeper } from './successor-sweeper.ts';

/** E-mail and password sign-in, logout and token refresh (spec §4, §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const clearSuccessorAfter = successorSweeper(app);

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Signs in with e-mail and password on the request's producer; supersedes the user's other sessions",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => loginWithPassword(app.db, { request, reply }, request.body),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], summary: 'Ends this session', response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await revokeSession(app.db, authOf(request).verified.session.id);
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'Rotates the token to a new random one; for 30 seconds the previous token still works and refreshes to the same new token',
        response: { 200: refreshResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { verified } = authOf(request);
      const token = await refreshSession(app.db, verified);
      clearSuccessorAfter(verified.session.id, new Date(Date.now() + refreshGraceMs));
      setSessionCookies(request, reply, token, verified.session);
      return { token };
    },
  );
};
