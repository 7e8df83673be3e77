import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ProducerRow, UserRow } from '../db/schema/index.ts';
import type { SessionChangeBus } from '../modules/auth/session-cache.ts';
import { listenToSessionChanges, type SessionChangesConfig } from '../modules/auth/session-changes.ts';
import { unauthenticatedError, xsrfMismatchError } from '../modules/auth/auth.errors.ts';
import { sessionCookieName, xsrfHeaderName } from '../modules/auth/session-cookies.ts';
import { verifyCaller } from '../modules/auth/session-lookup.ts';
import type { VerifiedSession } from '../modules/auth/sessions.service.ts';
import { findProducerById } from '../modules/tenancy/request-producer.ts';

/** Who is calling: the session's user and producer (never anything the client names). */
export interface AuthContext {
  user: UserRow;
  producer: ProducerRow;
  verified: VerifiedSession;
  /** How the token came: the Authorization header, or the session cookie (then writes need XSRF). */
  via: 'bearer' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (an onRequest hook); null on routes that do not require a session. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest (before body validation): 401 without a live session, 403 for a cookie-authenticated write without XSRF. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** How this process hears of other processes' session changes, and whether it may use its cached sessions. */
    sessionChanges: Pick<SessionChangeBus, 'transport' | 'trusted'>;
  }
}

interface AuthenticationOptions {
  /** Where session changes travel (REDIS_URL); without it, the database's LISTEN/NOTIFY. */
  config: SessionChangesConfig;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function presentedToken(request: FastifyRequest): { token: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[sessionCookieName];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function headerText(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

async function authentication(app: FastifyInstance, { config }: AuthenticationOptions): Promise<void> {
  const sessionChanges = await listenToSessionChanges(app, config);
  app.decorate('sessionChanges', sessionChanges);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const presented = presentedToken(request);
    if (!presented) throw unauthenticatedError();
    // Any method may reuse a session this process verified (session-cache.ts), while every process hears of a
    // change within a second (session-changes.ts); otherwise the session is read.
    const cached = sessionChanges.trusted();
    const { verified, user } = await verifyCaller(app.db, presented.token, headerText(request, 'x-app-id'), cached);
    if (presented.via === 'cookie' && !safeMethods.has(request.method)) {
      const xsrf = headerText(request, xsrfHeaderName);
      if (!xsrf || !sameText(xsrf, verified.session.xsrf_token)) throw xsrfMismatchError();
    }
    const producer = await findProducerById(app.db, verified.session.producer_id);
    if (!producer) throw unauthenticatedError();
    request.auth = { user, producer, verified, via: presented.via };
  });
}

/** The caller of a route guarded by `app.authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticatedError();
  return request.auth;
}

export default fp(authentication, { name: 'authentication', dependencies: ['database', 'security'] });
