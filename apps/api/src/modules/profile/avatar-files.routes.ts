import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { sendStoredFile, type SendStoredFileOptions } from '../../storage/http/send-stored-file.ts';
import { avatarKey, avatarNotFoundError } from './avatar.service.ts';

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

/** A stored avatar never changes (a new picture gets a new name): cached forever, no ranges (a few KB). */
const avatarFileOptions: SendStoredFileOptions = {
  cacheControl: 'public, max-age=31536000, immutable',
  ranges: false,
  notFound: avatarNotFoundError,
};

/** Public avatar pictures (unguessable names, no token), served from the file storage. */
export const avatarFilesRoutes: FastifyPluginAsyncZod<AvatarFilesRoutesOptions> = async (app, { storage }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/files/avatars/:name',
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
    handler: async (request, reply) =>
      sendStoredFile(request, reply, storage, avatarKey(request.params.name), avatarFileOptions),
  });
};
