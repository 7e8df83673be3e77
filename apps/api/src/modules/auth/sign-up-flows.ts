import type { LoginResponse } from '@members/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import { mailPasswordLink, mailValidationCode } from './account-mail.ts';
import { assertCodeIssuable } from './address-code-limits.ts';
import { codeInvalidError } from './auth.errors.ts';
import type { SendInBackground } from './background-mail.ts';
import { signIn } from './login.service.ts';
import type { SignInHttp } from './sign-in-flows.ts';
import { registerSignUp, type SignUpData } from './sign-up.service.ts';
import { siteProducer } from './site-producer.ts';
import { confirmValidationCode } from './validation-codes.service.ts';

/**
 * Signs up on the request's producer: a new (or taken-over unconfirmed) account gets a 6-digit code, an
 * existing one a password link. The address's code cap is checked before anything is registered, whatever
 * account the e-mail has here: the answer tells nothing.
 */
export async function signUp(db: Database, send: SendInBackground, request: FastifyRequest, data: SignUpData) {
  const producer = await siteProducer(db, request);
  await assertCodeIssuable(db, data.email);
  const outcome = await registerSignUp(db, producer.id, data);
  const context = { db, request, producer, send };
  if (outcome.kind === 'registered') await mailValidationCode(context, outcome.user, false);
  else await mailPasswordLink(context, outcome.user, outcome.firstAccess);
}

/** Confirms the sign-up code of the producer's account with this e-mail, then signs in. */
export async function confirmSignUp(
  db: Database,
  { request, reply }: SignInHttp,
  input: { email: string; code: string },
): Promise<LoginResponse> {
  const producer = await siteProducer(db, request);
  const user = await findUserByEmail(db, producer.id, input.email);
  if (!user) throw codeInvalidError();
  await confirmValidationCode(db, { producerId: producer.id, userId: user.id, email: user.email, code: input.code });
  const confirmed = await updateUser(db, producer.id, user.id, { status: 'ativo', email_confirmed_at: new Date() });
  return signIn(db, request, reply, { user: confirmed, producer });
}

/** A new sign-up code for an unconfirmed account with a password (within the address's cap); else nothing. */
export async function resendSignUpCode(
  db: Database,
  send: SendInBackground,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await assertCodeIssuable(db, email);
  const producer = await siteProducer(db, request);
  const user = await findUserByEmail(db, producer.id, email);
  if (user?.status === 'pendente' && user.password_hash !== null) {
    await mailValidationCode({ db, request, producer, send }, user, true);
  }
}
