import type { LoginResponse } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { producerForRequest } from '../tenancy/request-producer.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { invalidCredentialsError, tokenInvalidError } from './auth.errors.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';
import { signIn } from './login.service.ts';
import { checkToken, spendToken } from './one-time-tokens.service.ts';
import { verifyPassword } from './passwords.ts';
import { siteProducer } from './site-producer.ts';

/** The request and reply a sign-in answers (the session's client IP, its cookies). */
export interface SignInHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * E-mail and password on the request's producer. Throttled per account, address and both; a wrong e-mail,
 * password or site counts as a failure and answers the same 401.
 */
export async function loginWithPassword(
  db: Database,
  { request, reply }: SignInHttp,
  credentials: { email: string; password: string },
): Promise<LoginResponse> {
  const { email, password } = credentials;
  const producer = await producerForRequest(db, request);
  const attempt = { producerId: producer?.id ?? null, email, ip: request.ip };
  await assertLoginAllowed(db, attempt);
  const user = producer ? await findUserByEmail(db, producer.id, email) : undefined;
  const valid = await verifyPassword(user?.password_hash, password);
  if (!producer || !user || !valid) {
    await recordLoginFailure(db, attempt);
    throw invalidCredentialsError();
  }
  return signIn(db, request, reply, { user, producer });
}

/** Spends an e-mailed sign-in link, or one that carries the learner over from another vertical's site. */
export async function loginWithLink(
  db: Database,
  { request, reply }: SignInHttp,
  link: { token: string; email: string },
): Promise<LoginResponse> {
  const producer = await siteProducer(db, request);
  const checked = await checkToken(db, {
    producerId: producer.id,
    purpose: ['login_link', 'vertical_handoff'],
    token: link.token,
  });
  const user = await findUserById(db, producer.id, checked.user_id);
  if (!user || user.email !== link.email) throw tokenInvalidError();
  await spendToken(db, checked);
  return signIn(db, request, reply, { user, producer });
}
