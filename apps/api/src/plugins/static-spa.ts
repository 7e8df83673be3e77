import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { spaPagePicker, type SpaPageRequest } from './spa-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML file of the web build that answers a client route (plugins/spa-page.ts). */
    spaPageFile?: (request: SpaPageRequest) => string;
  }
}

const immutableCacheControl = 'public, max-age=31536000, immutable';
const noCacheControl = 'no-cache';

interface StaticSpaOptions {
  /** Built web app (index.html, assets/ with hashed names, .br/.gz next to each file). */
  distDir: string;
}

/** True when the built web app is there to serve. */
export function hasSpaBuild(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

function cacheControlFor(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' ? immutableCacheControl : noCacheControl;
}

/**
 * Serves the built SPA, precompressed variants first. Hashed `/assets/*` are cached for a
 * year; index.html and the other files are revalidated on every load. The index.html fallback
 * for client routes lives in the not-found handler (plugins/not-found.ts).
 */
async function staticSpa(app: FastifyInstance, { distDir }: StaticSpaOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(distDir, filePath));
    },
  });
  app.decorate('spaPageFile', spaPagePicker(distDir));
}

export default fp(staticSpa, { name: 'static-spa' });
