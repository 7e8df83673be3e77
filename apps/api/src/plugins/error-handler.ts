import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import { databaseUnavailableError } from '../errors/common.errors.ts';
import { toAppError } from '../errors/to-app-error.ts';

/**
 * The one error handler: every failure answers `{ error: { code, message, fields? } }`. A database that cannot
 * be reached answers 503 `common.database_unavailable` (with Retry-After), not a 500.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((thrown, request, reply) => {
    const unavailable = databaseUnavailableReason(thrown);
    const error = unavailable === null ? toAppError(thrown) : databaseUnavailableError(thrown);
    // One short line per refused request while the database is away (no stack: the cause is known).
    if (unavailable !== null) request.log.warn({ reason: unavailable }, 'database unavailable');
    else if (error.statusCode >= 500) request.log.error({ err: thrown }, 'request failed');
    else
      request.log.info(
        { code: error.code, reason: thrown instanceof Error ? thrown.message : String(thrown) },
        'request rejected',
      );
    if (reply.sent) return;
    reply.removeHeader('content-encoding');
    reply.headers(error.headers);
    return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a badly encoded URL, a path parameter past
 * maxParamLength) answers in the same error shape instead of Fastify's own body.
 */
export function frameworkErrorReply(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const error = toAppError(thrown);
  request.log.info({ code: error.code, reason: thrown.message }, 'request rejected');
  void reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
}

export default fp(errorHandler, { name: 'error-handler' });
