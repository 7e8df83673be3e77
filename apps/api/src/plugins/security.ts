import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import { rateLimitedError } from '../errors/common.errors.ts';
import { appRateLimitStore } from '../rate-limits/app-rate-limit-store.ts';
import { securityHeaders } from './security-headers.ts';

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

/** Security headers (helmet + CSP), CORS for configured origins, cookies, opt-in rate limits shared by all processes. */
async function security(app: FastifyInstance, { config }: SecurityOptions): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
