import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import { rateLimitedError } from '../errors/common.errors.ts';
import { appRateLimitStore } from '../rate-limits/app-rate-limit-store.ts';
import { securityHeaders, type SecurityHeaderSets } from './security-headers.ts';

interface SecurityOptions {
  config: Pick<
    ApiConfig,
    'TAG_MANAGER_HOST' | 'PAYMENT_GATEWAY' | 'CORS_ORIGINS' | 'PUBLIC_URL' | 'REDIS_URL' | 'REDIS_KEY_PREFIX'
  >;
}

/**
 * Every cookie's Secure flag, unless a cookie sets its own: always when PUBLIC_URL is https (a proxy may speak
 * http to us), else when the request came over https (`auto`: the socket, or a trusted proxy's X-Forwarded-Proto).
 */
function cookieSecureDefault(publicUrl: string | undefined): true | 'auto' {
  return publicUrl?.startsWith('https://') ? true : 'auto';
}

/** Calls that answer JSON: the API but its reference pages (Swagger UI runs scripts under the document policy). */
const answersJson = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

function restoreDocumentHeaders(reply: FastifyReply, headers: SecurityHeaderSets): void {
  for (const [name, value] of Object.entries(headers.document)) {
    const current = reply.getHeader(name);
    if (current === undefined || current === headers.json[name]) reply.header(name, value);
  }
}

/** Security headers (helmet + CSP), CORS for configured origins, cookies, opt-in rate limits shared by all processes. */
async function security(app: FastifyInstance, { config }: SecurityOptions): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersJson(request.url) ? headers.json : headers.document);
    done();
  });
  // An API call that answered something else than JSON (a handout opened in the browser's PDF viewer, a cover, a
  // calendar, the dev outbox page) gets the document set back, but for the headers its route set itself.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && type.startsWith('application/json');
    if (!json && reply.getHeader('cross-origin-opener-policy') === undefined) restoreDocumentHeaders(reply, headers);
    done(null, payload);
  });
  // Without configured origins no cross-origin caller is allowed: no CORS hook runs at all (it cost ~20 µs a request).
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: [...config.CORS_ORIGINS], credentials: true });
  // parseOptions are also the defaults of every reply.setCookie / clearCookie.
  await app.register(cookie, { parseOptions: { secure: cookieSecureDefault(config.PUBLIC_URL) } });
  // Off by default; routes opt in with `config: { rateLimit: {...} }` (sign-up, resend, reset, links). The counts
  // live in Redis (REDIS_URL) or the database, shared by every API process.
  await app.register(rateLimit, {
    global: false,
    store: await appRateLimitStore(app, config),
    skipOnError: true,
    errorResponseBuilder: () => rateLimitedError(),
  });
}

export default fp(security, { name: 'security' });
