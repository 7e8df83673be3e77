import { userResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { avatarMaxBytes } from './avatar-image.ts';
import { replaceAvatar } from './avatar.service.ts';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * POST /api/user/avatar: the picture's bytes as the body (Content-Type image/jpeg, png or webp; the type is
 * checked again by content). Re-encoded without metadata, stored under a generated name; the previous one is
 * deleted.
 */
export const avatarUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: the rest of the API keeps accepting JSON only.
  app.addContentTypeParser(acceptedTypes, { parseAs: 'buffer', bodyLimit: avatarMaxBytes }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/user/avatar',
    {
      onRequest: app.authenticate,
      bodyLimit: avatarMaxBytes,
      schema: {
        tags: ['profile'],
        summary: "Replaces the learner's avatar (JPEG, PNG or WebP up to 5 MB)",
        body: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      return {
        user: await replaceAvatar(
          { db: app.db, storage: app.storage, log: request.log },
          producer.id,
          user,
          request.body,
        ),
      };
    },
  );
};
