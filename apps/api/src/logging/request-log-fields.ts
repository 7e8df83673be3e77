import type { FastifyRequest } from 'fastify';

/**
 * What the log keeps of a request: method, path without its query string (links carry one-time tokens in
 * it), host and client address. Never headers (Authorization, cookies) nor bodies (passwords, codes).
 */
export function requestLogFields(request: FastifyRequest) {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : `${url.slice(0, query)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
  };
}
