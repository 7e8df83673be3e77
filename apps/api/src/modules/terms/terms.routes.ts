import { termsAcceptSchema, termsResponseSchema, userResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { notFoundError } from '../../errors/common.errors.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { toUser } from '../users/user.mappers.ts';
import { latestTerms, updateUser } from '../users/users.repository.ts';

const outdatedVersionError = () =>
  new AppError({
    code: 'auth.terms_version_outdated',
    statusCode: 409,
    message: 'Newer terms were published; read them again',
  });

/** The producer's terms (versioned) and their acceptance (`aceite_termo`). */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/terms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['terms'],
        summary: "The producer's current terms",
        response: { 200: termsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      const terms = await latestTerms(app.db, producer.id);
      if (!terms) throw notFoundError('This producer publishes no terms');
      return {
        version: terms.version,
        title: terms.title,
        body: terms.body,
        published_at: terms.published_at.toISOString(),
        accepted: (user.terms_version_accepted ?? 0) >= terms.version,
      };
    },
  );

  app.post(
    '/api/terms/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['terms'],
        summary: 'Accepts the version the learner read (409 when a newer one exists)',
        body: termsAcceptSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      const terms = await latestTerms(app.db, producer.id);
      if (!terms) throw notFoundError('This producer publishes no terms');
      if (request.body.version !== terms.version) throw outdatedVersionError();
      const updated = await updateUser(app.db, producer.id, user.id, {
        terms_version_accepted: terms.version,
        terms_accepted_at: new Date(),
      });
      return { user: toUser(updated, terms.version) };
    },
  );
};
