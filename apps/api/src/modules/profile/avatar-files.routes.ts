import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { sendStoredFile, type SendStoredFileOptions } from '../../storage/http/send-stored-file.ts';
import { authOf } from '../../plugins/authentication.ts';
import { producerHasAvatar } from '../users/users.repository.ts';
import { avatarKey, avatarNotFoundError, avatarUrlPrefix } from './avatar.service.ts';

export interface AvatarFilesRoutesOptions {
  storage: FileStorage;
}

/** Names come from avatarFileName(): 128 random bits in hex, always WebP. */
export const avatarFileNamePattern = /^[0-9a-f]{32}\.webp$/;

const avatarFileParamsSchema = z.object({
  name: z
    .string()
    .regex(avatarFileNamePattern)
    .describe('`<32 lowercase hex>.webp`, as in the user’s `image_path_avatar`'),
});

/** The bytes as sent (a Buffer skips serialisation); documented as a binary string. */
const avatarBytesSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/**
 * A stored avatar never changes (a new picture gets a new name): cached forever, but only by the browser that
 * asked (it is served to signed-in callers of its producer), no ranges (a few KB).
 */
const avatarFileOptions: SendStoredFileOptions = {
  cacheControl: 'private, max-age=31536000, immutable',
  ranges: false,
  notFound: avatarNotFoundError,
};

/**
 * Avatar pictures, served from the file storage to signed-in users of the producer whose learner has it now:
 * another producer's caller, or a replaced picture, gets 404 (the unguessable name is not the only guard).
 */
export const avatarFilesRoutes: FastifyPluginAsyncZod<AvatarFilesRoutesOptions> = async (app, { storage }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/avatars/:name',
    onRequest: app.authenticate,
    schema: {
      tags: ['profile'],
      summary: 'An avatar picture of a user of the caller’s producer (WebP, at most 512×512), cacheable forever',
      params: avatarFileParamsSchema,
      response: {
        200: {
          description: 'The picture',
          content: { 'image/webp': { schema: avatarBytesSchema } },
        },
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const owned = await producerHasAvatar(app.db, authOf(request).producer.id, `${avatarUrlPrefix}${name}`);
      if (!owned) throw avatarNotFoundError();
      return sendStoredFile(request, reply, storage, avatarKey(name), avatarFileOptions);
    },
  });
};
