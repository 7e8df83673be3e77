import { apostilaParamsSchema, lessonParamsSchema } from '@members/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { parseByteRange } from './byte-range.ts';
import { attachmentDisposition } from './course-files.disposition.ts';
import { rangeNotSatisfiableError } from './course-files.errors.ts';
import {
  binaryBody,
  downloadCache,
  immutableCache,
  svgContentSecurityPolicy,
  videoCache,
} from './course-files.headers.ts';
import { apostilaFile, coverFile, lessonVideoFile, type FileToSend } from './course-files.service.ts';

const bytes = z.instanceof(Buffer).meta(binaryBody);
const coverParamsSchema = z.object({
  name: z.string().describe('`<lowercase letters, digits, ._->.svg|png|jpg|webp`'),
});

/** Sends the whole file (200) or the part a `Range` header asks for (206); 416 outside the file. */
function sendRange(reply: FastifyReply, file: FileToSend, rangeHeader: string | undefined, hasIfRange: boolean) {
  const size = file.data.length;
  // We send no validator (ETag, Last-Modified), so no If-Range can match: the whole file answers (RFC 9110 §13.1.5).
  const range = hasIfRange ? ({ kind: 'whole' } as const) : parseByteRange(rangeHeader, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', videoCache)
    .header('x-content-type-options', 'nosniff');
  if (range.kind === 'unsatisfiable') throw rangeNotSatisfiableError(size);
  reply.type(file.contentType);
  if (range.kind === 'whole') return reply.code(200).send(file.data);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(file.data.subarray(range.start, range.end + 1));
}

/** Covers (public), handout downloads and lesson video (range requests); downloads and video never compressed. */
export const courseFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/covers/:name',
    {
      schema: {
        tags: ['courses'],
        summary: 'A course cover or hero image (public), cacheable forever',
        params: coverParamsSchema,
        response: { 200: { description: 'The image', content: { 'image/*': { schema: bytes } } }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await coverFile(app.storage, request.params.name);
      if (file.contentType === 'image/svg+xml' || request.params.name.endsWith('.svg')) {
        reply.header('content-security-policy', svgContentSecurityPolicy);
      }
      return reply
        .header('cache-control', immutableCache)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.get(
    '/api/apostilas/:id/download',
    {
      preHandler: app.authenticate,
      // Never compressed: the web app draws the download progress from Content-Length.
      compress: false,
      schema: {
        tags: ['courses'],
        summary: 'Downloads a handout (apostila) the learner has access to, with its length and file name',
        params: apostilaParamsSchema,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: { 'application/octet-stream': { schema: bytes } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await apostilaFile(app.db, app.storage, learnerOf(request), id);
      return reply
        .header('content-disposition', attachmentDisposition(file.fileName, `apostila-${id}`))
        .header('content-length', String(file.data.length))
        .header('cache-control', downloadCache)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.get(
    '/api/lessons/:id/video',
    {
      preHandler: app.authenticate,
      compress: false,
      schema: {
        tags: ['courses'],
        summary: "The lesson's video file, with HTTP range requests (session by cookie or bearer)",
        params: lessonParamsSchema,
        response: {
          200: { description: 'The whole file', content: { 'video/*': { schema: bytes } } },
          206: { description: 'The requested range (Content-Range)', content: { 'video/*': { schema: bytes } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await lessonVideoFile(app.db, app.storage, learnerOf(request), request.params.id);
      return sendRange(reply, file, request.headers.range, request.headers['if-range'] !== undefined);
    },
  );
};
