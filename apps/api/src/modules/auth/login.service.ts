import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { buildLoginResponse } from './login-response.ts';
import { setSessionCookies } from './session-cookies.ts';
import { startSession, type StartSessionOptions } from './sessions.service.ts';

/**
 * Signs a user in (superseding their other sessions), sets the session and XSRF cookies and answers the
 * login response. Every way in ends here, so every session records the client IP that created it.
 */
export async function signIn(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  account: { user: UserRow; producer: ProducerRow },
  options: StartSessionOptions = {},
): Promise<LoginResponse> {
  const { token, session } = await startSession(db, account.user.id, { createdIp: request.ip, ...options });
  setSessionCookies(request, reply, token, session);
  return buildLoginResponse(db, account.user, account.producer, token);
}
