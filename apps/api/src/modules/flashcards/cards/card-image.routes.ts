import { cardImageParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { sendStoredFile, type SendStoredFileOptions } from '../../../storage/http/send-stored-file.ts';
import { svgContentSecurityPolicy } from '../../courses/files/course-files.headers.ts';
import { cardImageKey, cardImageNotFoundError } from './card-image.ts';

/** The bytes as sent (a Buffer skips serialisation); documented as a binary string. */
const imageBytesSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/**
 * A card's picture is access-checked and small: kept a day by the browser that asked, never by a shared cache,
 * no ranges. An SVG opened on its own runs no script.
 */
const cardImageOptions: SendStoredFileOptions = {
  cacheControl: 'private, max-age=86400',
  ranges: false,
  headers: { 'content-security-policy': svgContentSecurityPolicy },
  notFound: cardImageNotFoundError,
};

/** The picture of one of the producer's cards, to a learner who may study it. */
export const flashcardImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/flashcards/:id/image',
    onRequest: app.authenticate,
    schema: {
      tags: ['flashcards'],
      summary: "A card's picture (its stored type), for a learner who may study the card",
      params: cardImageParamsSchema,
      response: {
        200: { description: 'The picture', content: { 'image/*': { schema: imageBytesSchema } } },
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const key = await cardImageKey(app.db, learnerOf(request), request.params.id);
      return sendStoredFile(request, reply, app.storage, key, cardImageOptions);
    },
  });
};
