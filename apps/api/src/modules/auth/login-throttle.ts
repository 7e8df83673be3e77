import type { Database } from '../../db/database.ts';
import { tooManyAttemptsError } from './auth.errors.ts';
import {
  countFailuresSince,
  deleteAccountFailures,
  type FailureScope,
  insertLoginFailure,
} from './login-failures.repository.ts';
import { hasSessionFromAddress } from './sessions.repository.ts';

/**
 * Failed logins are counted per account and address, per account, and per address (Canvas style): 10 wrong
 * passwords from one address block that address for the account, and also the account everywhere except the
 * learner's usual addresses, so an attacker cannot lock the owner out of their own device. The right password
 * from a usual address is held only by its own account+address count (and the per-address limit).
 */

/** At most 10 failed logins per account from one address per 15 minutes. */
export const accountAddressFailureLimit = { max: 10, windowMs: 15 * 60_000 } as const;
/** At most 10 failed logins per account per 15 minutes, for addresses that are not the account's usual ones. */
export const accountFailureLimit = { max: 10, windowMs: 15 * 60_000 } as const;
/** An address is one of the account's usual ones when a sign-in of the account from it created a session this recently. */
export const usualAddressMaxAgeMs = 90 * 24 * 60 * 60_000;
/** At most 100 failed logins per IP per 5 minutes (a whole university may share one address). */
export const ipFailureLimit = { max: 100, windowMs: 5 * 60_000 } as const;

export interface LoginAttempt {
  producerId: string | null;
  email: string;
  ip: string;
}

/** Whether a session of this account (producer + e-mail) was created from this address in the last 90 days. */
async function isUsualAddress(db: Database, attempt: LoginAttempt, now: number): Promise<boolean> {
  if (!attempt.producerId) return false;
  const account = { producerId: attempt.producerId, email: attempt.email, ip: attempt.ip };
  return hasSessionFromAddress(db, account, new Date(now - usualAddressMaxAgeMs));
}

/** Throws 429 with Retry-After when the account from this address, the account, or the address used up its failed attempts. */
export async function assertLoginAllowed(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const usual = await isUsualAddress(db, attempt, now);
  const account = { producerId: attempt.producerId, email: attempt.email };
  const checks: { limit: { max: number; windowMs: number }; scope: FailureScope }[] = [
    { limit: accountAddressFailureLimit, scope: { account, ip: attempt.ip } },
    ...(usual ? [] : [{ limit: accountFailureLimit, scope: { account } }]),
    { limit: ipFailureLimit, scope: { ip: attempt.ip } },
  ];
  for (const { limit, scope } of checks) {
    const { total, oldest } = await countFailuresSince(db, scope, new Date(now - limit.windowMs));
    if (total >= limit.max) {
      const freesAt = (oldest ? new Date(oldest).getTime() : now) + limit.windowMs;
      throw tooManyAttemptsError((freesAt - now) / 1000);
    }
  }
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt): Promise<void> {
  await insertLoginFailure(db, attempt);
}

/** After the owner proved themselves (password reset), their account's failures are forgotten. */
export async function clearAccountFailures(db: Database, producerId: string, email: string): Promise<void> {
  await deleteAccountFailures(db, producerId, email);
}
