import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../errors/app-error.ts';
import type { FileStorage, StoredFileInfo } from '../file-storage.ts';
import { preconditionFailedError, rangeNotSatisfiableError } from './file-errors.ts';
import { answerFileRequest, type FileAnswer, type FileRequest } from './file-preconditions.ts';

export interface SendStoredFileOptions {
  /** Cache-Control of every answer (200, 206, 304). */
  cacheControl: string;
  /** Honour Range / If-Range (206, 416) and announce Accept-Ranges: bytes. */
  ranges: boolean;
  /** The type to send when it is not the stored one (e.g. the type recorded with the handout). */
  contentType?: string | undefined;
  /** More headers of a 200 or 206 (Content-Disposition, Content-Security-Policy ...). */
  headers?: Record<string, string>;
  /** The error of a missing file. */
  notFound: () => AppError;
}

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function fileRequestOf(request: FastifyRequest): FileRequest {
  return {
    range: headerOf(request, 'range'),
    ifRange: headerOf(request, 'if-range'),
    ifMatch: headerOf(request, 'if-match'),
    ifNoneMatch: headerOf(request, 'if-none-match'),
    ifModifiedSince: headerOf(request, 'if-modified-since'),
    ifUnmodifiedSince: headerOf(request, 'if-unmodified-since'),
  };
}

/** A decided answer with its body (none for HEAD and 304). */
interface Planned {
  info: StoredFileInfo;
  answer: FileAnswer;
  body: Readable | null;
}

/**
 * Reads the file's version, decides the answer and opens its bytes. A file replaced between the two reads
 * (the stream asks for the version it decided on) is looked at again, once.
 */
async function plan(request: FastifyRequest, storage: FileStorage, key: string, options: SendStoredFileOptions) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const info = await storage.stat(key);
    if (!info) throw options.notFound();
    const answer = answerFileRequest(fileRequestOf(request), info, options.ranges);
    if (answer.status === 412) throw preconditionFailedError();
    if (answer.status === 416) throw rangeNotSatisfiableError(info.size);
    if (answer.status === 304 || request.method === 'HEAD') return { info, answer, body: null } satisfies Planned;
    const span = answer.status === 206 ? answer.span : undefined;
    const body = await storage.stream(key, { span, etag: info.etag });
    if (body) return { info, answer, body } satisfies Planned;
  }
  throw options.notFound();
}

/**
 * Answers GET or HEAD with a stored file, streamed from storage in constant memory: 200, 206 (Range),
 * 304 (If-None-Match, If-Modified-Since), 412 (If-Match, If-Unmodified-Since), 416, with ETag,
 * Last-Modified, Content-Length and, when ranges are on, Accept-Ranges. HEAD never reads the bytes.
 * The route must declare HEAD itself (Fastify's automatic HEAD would overwrite Content-Length).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendStoredFileOptions,
): Promise<FastifyReply> {
  const { info, answer, body } = await plan(request, storage, key, options);
  reply
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', options.cacheControl);
  if (options.ranges) reply.header('accept-ranges', 'bytes');
  if (answer.status === 304) return reply.code(304).send();

  const length = answer.status === 206 ? answer.span.end - answer.span.start + 1 : info.size;
  reply
    .headers(options.headers ?? {})
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(length))
    .type(options.contentType ?? info.contentType);
  if (answer.status === 206) {
    reply.header('content-range', `bytes ${answer.span.start}-${answer.span.end}/${info.size}`);
  }
  reply.code(answer.status);
  return body ? reply.send(body) : reply.send();
}
