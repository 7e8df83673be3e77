import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../../db/schema/index.ts';
import { sessionLifetimeMs } from './sessions.service.ts';

/** httpOnly session cookie: lets <video>, <img> and downloads authenticate, guarded by XSRF for writes. */
export const sessionCookieName = 'session';
/** Readable by the web app, which echoes it in X-XSRF-TOKEN. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

/**
 * Secure is left to the cookie plugin's default (plugins/security.ts): set whenever the site is served over
 * https, judged from PUBLIC_URL or the request (a trusted proxy's X-Forwarded-Proto included).
 */
function cookieOptions() {
  return {
    path: '/',
    sameSite: 'lax' as const,
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  };
}

export function setSessionCookies(
  _request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  session: Pick<SessionRow, 'xsrf_token'>,
): void {
  reply.setCookie(sessionCookieName, token, { ...cookieOptions(), httpOnly: true });
  reply.setCookie(xsrfCookieName, session.xsrf_token, { ...cookieOptions(), httpOnly: false });
}

export function clearSessionCookies(_request: FastifyRequest, reply: FastifyReply): void {
  const { path, sameSite } = cookieOptions();
  reply.clearCookie(sessionCookieName, { path, sameSite, httpOnly: true });
  reply.clearCookie(xsrfCookieName, { path, sameSite });
}
