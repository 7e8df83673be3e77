import { apostilaDownloadQuerySchema, apostilaParamsSchema, lessonParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { sendStoredFile } from '../../../storage/http/send-stored-file.ts';
import { attachmentDisposition, inlineDisposition } from './course-files.disposition.ts';
import {
  binaryBody,
  downloadCache,
  immutableCache,
  svgContentSecurityPolicy,
  videoCache,
} from './course-files.headers.ts';
import {
  apostilaFile,
  apostilaNotFoundError,
  coverFile,
  coverNotFoundError,
  lessonVideoFile,
  videoNotFoundError,
} from './course-files.service.ts';

const bytes = z.instanceof(Buffer).meta(binaryBody);
const coverParamsSchema = z.object({
  name: z.string().describe('`<lowercase letters, digits, ._->.svg|png|jpg|webp`'),
});
/** GET and HEAD declared together: the handler answers HEAD from the file's metadata, without reading it. */
const getAndHead: ['GET', 'HEAD'] = ['GET', 'HEAD'];

/** Covers (public), handout downloads and lesson video (range requests); downloads and video never compressed. */
export const courseFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: getAndHead,
    url: '/api/files/covers/:name',
    schema: {
      tags: ['courses'],
      summary: 'A course cover or hero image (public), cacheable forever',
      params: coverParamsSchema,
      response: { 200: { description: 'The image', content: { 'image/*': { schema: bytes } } }, ...errorResponses },
    },
    handler: async (request, reply) =>
      sendStoredFile(request, reply, app.storage, coverFile(request.params.name).key, {
        cacheControl: immutableCache,
        ranges: false,
        // Only SVG needs it (no script, nothing loaded); harmless on the other images.
        headers: { 'content-security-policy': svgContentSecurityPolicy },
        notFound: coverNotFoundError,
      }),
  });

  app.route({
    method: getAndHead,
    url: '/api/apostilas/:id/download',
    onRequest: app.authenticate,
    // Never compressed: the web app draws the download progress from Content-Length.
    compress: false,
    schema: {
      tags: ['courses'],
      summary:
        'Downloads a handout (apostila) the learner has access to, with its length and file name; a PDF with ?inline=1 opens in the browser',
      params: apostilaParamsSchema,
      querystring: apostilaDownloadQuerySchema,
      response: {
        200: {
          description: 'The file, as an attachment',
          content: { 'application/octet-stream': { schema: bytes } },
        },
        206: {
          description: 'The requested range (Content-Range), to resume a download',
          content: { 'application/octet-stream': { schema: bytes } },
        },
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const file = await apostilaFile(app.db, learnerOf(request), id);
      return sendStoredFile(request, reply, app.storage, file.key, {
        cacheControl: downloadCache,
        // An interrupted download resumes where it stopped (Range with If-Range).
        ranges: true,
        contentType: file.contentType,
        // Only a PDF opens inline (the browser's viewer honours #page=N); anything else is always saved, never rendered.
        headers: {
          'content-disposition':
            request.query.inline === '1' && file.contentType === 'application/pdf'
              ? inlineDisposition(file.fileName, `apostila-${id}`)
              : attachmentDisposition(file.fileName, `apostila-${id}`),
        },
        notFound: apostilaNotFoundError,
      });
    },
  });

  app.route({
    method: getAndHead,
    url: '/api/lessons/:id/video',
    onRequest: app.authenticate,
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
    handler: async (request, reply) => {
      const file = await lessonVideoFile(app.db, learnerOf(request), request.params.id);
      return sendStoredFile(request, reply, app.storage, file.key, {
        cacheControl: videoCache,
        ranges: true,
        contentType: file.contentType,
        notFound: videoNotFoundError,
      });
    },
  });
};
