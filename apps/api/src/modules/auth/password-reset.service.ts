import type { LoginResponse } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { NewUserRow, ProducerRow, UserRow } from '../../db/schema/index.ts';
import { currentTermsVersion, findUserById, updateUser } from '../users/users.repository.ts';
import { tokenInvalidError } from './auth.errors.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { checkToken, spendToken } from './one-time-tokens.service.ts';
import { signIn } from './login.service.ts';
import { hashPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.service.ts';
import type { SignInHttp } from './sign-in-flows.ts';
import { siteProducer } from './site-producer.ts';

type PasswordLinkPurpose = 'password_reset' | 'first_access';

export interface PasswordLinkUse {
  /** The links this page takes: a forgotten-password link and/or a buyer's first-access link. */
  purposes: readonly PasswordLinkPurpose[];
  /** Whether the learner accepted the terms on the page (a buyer's first access, /auth/newClient). */
  acceptTerms: boolean;
  token: string;
  password: string;
}

/** The token checked against each accepted purpose in turn (the link names none). */
async function checkPasswordLink(db: Database, producer: ProducerRow, use: PasswordLinkUse) {
  let failure: unknown = tokenInvalidError();
  for (const purpose of use.purposes) {
    try {
      return await checkToken(db, { producerId: producer.id, purpose, token: use.token });
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * Spends a password link and sets the new password. Following the e-mailed link proved the address, so the
 * account becomes confirmed; its failed logins are forgotten (a locked-out owner gets back in) and every
 * session of it ends. Terms are accepted only when the page asked (a buyer's first access).
 */
export async function usePasswordLink(db: Database, producer: ProducerRow, use: PasswordLinkUse): Promise<UserRow> {
  const checked = await checkPasswordLink(db, producer, use);
  const passwordHash = await hashPassword(use.password);
  const token = await spendToken(db, checked);
  const user = await findUserById(db, producer.id, token.user_id);
  if (!user) throw tokenInvalidError();
  const now = new Date();
  const patch: Partial<NewUserRow> = {
    password_hash: passwordHash,
    status: 'ativo',
    email_confirmed_at: user.email_confirmed_at ?? now,
  };
  if (use.acceptTerms) {
    patch.terms_version_accepted = await currentTermsVersion(db, producer.id);
    patch.terms_accepted_at = now;
  }
  const updated = await updateUser(db, producer.id, user.id, patch);
  await clearAccountFailures(db, producer.id, updated.email);
  await revokeOtherSessions(db, updated.id, null);
  return updated;
}

/** Spends the password link on the request's site (usePasswordLink), then signs in. */
export async function signInWithPasswordLink(
  db: Database,
  { request, reply }: SignInHttp,
  use: PasswordLinkUse,
): Promise<LoginResponse> {
  const producer = await siteProducer(db, request);
  const user = await usePasswordLink(db, producer, use);
  return signIn(db, request, reply, { user, producer });
}
