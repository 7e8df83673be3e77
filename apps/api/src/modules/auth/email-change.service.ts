import type { User } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { toUser } from '../users/user.mappers.ts';
import { currentTermsVersion, findUserByEmail, updateUser } from '../users/users.repository.ts';
import type { AccountMailContext } from './account-mail.ts';
import {
  accountUnconfirmedError,
  codeInvalidError,
  emailChangeUnavailableError,
  emailUnchangedError,
  passwordWrongError,
} from './auth.errors.ts';
import {
  mailEmailChangeCode,
  mailEmailChanged,
  mailEmailChangeRequested,
  mailEmailInUse,
} from './email-change-mail.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';
import { confirmCode, issueCode, issueUnusableCode } from './one-time-codes.service.ts';
import { retireUnusedTokens } from './one-time-tokens.repository.ts';
import { verifyPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.service.ts';

/**
 * Changing the e-mail of a confirmed account: the current password, then a 6-digit code sent to the new
 * address (kept meanwhile in `pending_email`); applied only when the code comes back. Whether another account
 * of the producer uses the address never shows in the answers: its owner gets a notice instead of a code, and
 * the requester a code that cannot exist.
 */

export interface EmailChangeCaller extends AccountMailContext {
  user: UserRow;
  /** The client address: wrong passwords count against the account and the IP like failed logins. */
  ip: string;
}

/** The links mailed to the previous address stop working once the address changed. */
const linksOfTheOldAddress = ['password_reset', 'first_access', 'login_link', 'vertical_handoff'] as const;

/** A code for `address` when it is free; else an unusable one, and (when `noticeHolder`) a notice to its owner. */
async function sendCode(caller: EmailChangeCaller, address: string, noticeHolder: boolean): Promise<void> {
  const { db, producer, user } = caller;
  const holder = await findUserByEmail(db, producer.id, address);
  const scope = { producerId: producer.id, userId: user.id, purpose: 'email_change', subject: address } as const;
  if (holder) {
    await issueUnusableCode(db, scope);
    if (noticeHolder) mailEmailInUse(caller, holder);
    return;
  }
  mailEmailChangeCode(caller, user, address, await issueCode(db, scope));
}

/** POST /api/user/email-change: checks the password, keeps the new address pending and mails both addresses. */
export async function requestEmailChange(
  caller: EmailChangeCaller,
  input: { newEmail: string; password: string },
): Promise<void> {
  const { db, producer, user } = caller;
  if (user.status !== 'ativo') throw accountUnconfirmedError();
  if (input.newEmail === user.email) throw emailUnchangedError();
  const attempt = { producerId: producer.id, email: user.email, ip: caller.ip };
  await assertLoginAllowed(db, attempt);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordLoginFailure(db, attempt);
    throw passwordWrongError();
  }
  const pending = await updateUser(db, producer.id, user.id, { pending_email: input.newEmail });
  await sendCode({ ...caller, user: pending }, input.newEmail, true);
  mailEmailChangeRequested(caller, user, input.newEmail);
}

/** POST /api/user/email-change/resend: a new code to the pending address (nothing when none is pending). */
export async function resendEmailChangeCode(caller: EmailChangeCaller): Promise<void> {
  if (caller.user.status !== 'ativo' || !caller.user.pending_email) return;
  await sendCode(caller, caller.user.pending_email, false);
}

/** POST /api/user/email-change/cancel: forgets the pending address; its code stops working. */
export async function cancelEmailChange(db: Database, user: UserRow): Promise<UserRow> {
  await retireUnusedTokens(db, user.id, 'email_change');
  return user.pending_email === null ? user : updateUser(db, user.producer_id, user.id, { pending_email: null });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/user/email-change/confirm: spends the code sent to the pending address and applies it (confirmed
 * now, changed now). The session that confirmed stays; the account's other sessions end, and so do the links
 * mailed to the previous address, which is told of the change.
 */
export async function confirmEmailChange(
  caller: EmailChangeCaller,
  code: string,
  keepSessionId: string,
): Promise<UserRow> {
  const { db, producer, user } = caller;
  const address = user.pending_email;
  if (!address) throw codeInvalidError();
  await confirmCode(db, { producerId: producer.id, userId: user.id, purpose: 'email_change', subject: address, code });
  if (await findUserByEmail(db, producer.id, address)) throw emailChangeUnavailableError();
  const now = new Date();
  let changed: UserRow;
  try {
    changed = await updateUser(db, producer.id, user.id, {
      email: address,
      email_confirmed_at: now,
      email_changed_at: now,
      pending_email: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailChangeUnavailableError();
    throw error;
  }
  await revokeOtherSessions(db, user.id, keepSessionId);
  for (const purpose of linksOfTheOldAddress) await retireUnusedTokens(db, user.id, purpose);
  mailEmailChanged(caller, user, address);
  return changed;
}

/** confirmEmailChange, answered as the contract's user (with the producer's current terms version). */
export async function confirmEmailChangeAsUser(
  caller: EmailChangeCaller,
  code: string,
  keepSessionId: string,
): Promise<{ user: User }> {
  const changed = await confirmEmailChange(caller, code, keepSessionId);
  return { user: toUser(changed, await currentTermsVersion(caller.db, caller.producer.id)) };
}
