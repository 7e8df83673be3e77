import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { sessionCookieName } from '../auth/session-cookies.ts';

/**
 * The buyer's session, when the request carries a live one of the site's producer (bearer token, or the cookie
 * with its XSRF header on a write): checked like `app.authenticate` does. No session, a stale one, or one of
 * another producer is no error here: the buyer is then anonymous (the checkout is public).
 */
export async function optionalBuyerSession(
  app: FastifyInstance,
  request: FastifyRequest,
  producerId: string,
): Promise<UserRow | null> {
  if (!request.headers.authorization && !request.cookies[sessionCookieName]) return null;
  try {
    await app.authenticate(request);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return null;
    throw error;
  }
  return request.auth?.producer.id === producerId ? request.auth.user : null;
}
