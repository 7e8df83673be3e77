import type { Database } from '../../db/database.ts';
import { assertGuessesLeft } from './address-code-limits.ts';
import { codeLifetimeMs, confirmCode, issueCode } from './one-time-codes.service.ts';

/** A sign-up code expires after the contract's validationCodeLifetimeMinutes (15). */
export const validationCodeLifetimeMs = codeLifetimeMs.email_validation;
/** Guesses allowed per code; then only a new code helps. */

/** A new 6-digit sign-up code for the user (their previous codes stop working); returns the code to e-mail. */
export function issueValidationCode(db: Database, producerId: string, userId: string): Promise<string> {
  return issueCode(db, { producerId, userId, purpose: 'email_validation' });
}

/**
 * Spends the user's current sign-up code if `code` is it (one-time-codes.service.ts: confirmCode), while the
 * address (`email`, the account's) has wrong guesses left today across producers (address-code-limits.ts).
 */
export function confirmValidationCode(
  db: Database,
  input: { producerId: string; userId: string; email: string; code: string },
): Promise<void> {
  const { email, ...scope } = input;
  return confirmCode(db, { ...scope, purpose: 'email_validation' }, (counted) => assertGuessesLeft(db, email, counted));
}
