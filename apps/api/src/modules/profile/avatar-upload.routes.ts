import { userResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { toUser } from '../users/user.mappers.ts';
import { currentTermsVersion, updateUser } from '../users/users.repository.ts';
import { avatarFileName, avatarMaxBytes, processAvatarImage } from './avatar-image.ts';

/** Where a stored avatar is served (avatar-files.routes.ts); `image_path_avatar` holds this path. */
const avatarUrlPrefix = '/api/files/avatars/';
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
      preHandler: app.authenticate,
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
      const avatar = await processAvatarImage(request.body);
      const key = avatarFileName();
      await app.storage.put(key, avatar.data, avatar.contentType);
      const updated = await updateUser(app.db, producer.id, user.id, {
        image_path_avatar: `${avatarUrlPrefix}${key.slice('avatars/'.length)}`,
      });
      const previous = user.image_path_avatar;
      if (previous?.startsWith(avatarUrlPrefix)) {
        await app.storage.delete(`avatars/${previous.slice(avatarUrlPrefix.length)}`).catch((error: unknown) => {
          request.log.warn({ err: error }, 'previous avatar could not be deleted');
        });
      }
      return { user: toUser(updated, await currentTermsVersion(app.db, producer.id)) };
    },
  );
};
