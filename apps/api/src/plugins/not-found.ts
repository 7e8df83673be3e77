import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFoundError } from '../errors/common.errors.ts';

interface NotFoundOptions {
  /** Answer client-route navigations with the SPA's index.html (needs plugins/static-spa.ts). */
  spaFallback: boolean;
}

const serverPrefixes = ['/api', '/healthz', '/readyz', '/assets'];

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A GET/HEAD for a client route (anything outside /api, the probes and the hashed assets)
 * that matched no file: the SPA decides what it is.
 */
function isClientRouteRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  return !serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Unknown routes: index.html for client routes, else 404 `common.not_found`. */
async function notFound(app: FastifyInstance, { spaFallback }: NotFoundOptions): Promise<void> {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && isClientRouteRequest(request)) {
      const page = app.spaPageFile?.({
        path: pathOf(request),
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
      });
      // A drawn first screen depends on the language the app will pick: caches must key on what picks it.
      if (page && page !== 'index.html') reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      return reply.code(200).sendFile(page ?? 'index.html');
    }
    throw routeNotFoundError(request.method, pathOf(request));
  });
}

export default fp(notFound, { name: 'not-found' });
