import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storedAvatar } from './avatar.service.ts';

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

/** A stored avatar never changes: a new picture gets a new name. */
const immutableCache = 'public, max-age=31536000, immutable';

/** Public avatar pictures (unguessable names, no token), served from the file storage. */
export const avatarFilesRoutes: FastifyPluginAsyncZod<AvatarFilesRoutesOptions> = async (app, { storage }) => {
  app.get(
    '/api/files/avatars/:name',
    {
      schema: {
        tags: ['profile'],
        summary: 'An avatar picture (WebP, at most 512×512), cacheable forever',
        params: avatarFileParamsSchema,
        response: {
          200: {
            description: 'The picture',
            content: { 'image/webp': { schema: avatarBytesSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await storedAvatar(storage, request.params.name);
      return reply
        .header('cache-control', immutableCache)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );
};
