import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../../db/schema/index.ts';
import { sessionLifetimeMs } from './sessions.service.ts';

/** httpOnly session cookie: lets <video>, <img> and downloads authenticate, guarded by XSRF for writes. */
export const sessionCookieName = 'session';
/** Readable by the web app, which echoes it in X-XSRF-TOKEN. */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
  };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  session: Pick<SessionRow, 'xsrf_token'>,
): void {
  reply.setCookie(sessionCookieName, token, { ...cookieOptions(request), httpOnly: true });
  reply.setCookie(xsrfCookieName, session.xsrf_token, { ...cookieOptions(request), httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const { path, sameSite, secure } = cookieOptions(request);
  reply.clearCookie(sessionCookieName, { path, sameSite, secure, httpOnly: true });
  reply.clearCookie(xsrfCookieName, { path, sameSite, secure });
}
