import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toAppError } from '../errors/to-app-error.ts';

/** The one error handler: every failure answers `{ error: { code, message, fields? } }`. */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((thrown, request, reply) => {
    const error = toAppError(thrown);
    if (error.statusCode >= 500) request.log.error({ err: thrown }, 'request failed');
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

export default fp(errorHandler, { name: 'error-handler' });
