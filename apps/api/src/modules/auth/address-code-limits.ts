import type { Database } from '../../db/database.ts';
import { codeGuessLimitReachedError, codeLimitReachedError } from './auth.errors.ts';
import { type AddressCode, listAddressCodesSince } from './one-time-tokens.repository.ts';
import { signUpCodeLimits } from './rate-limits.ts';

/**
 * The caps of sign-up codes per address, across producers (rate-limits.ts: signUpCodeLimits). They are read
 * from the codes themselves (one_time_tokens, never deleted, only retired), so they hold across restarts and
 * API processes: the codes issued to the address's accounts, and the guesses counted on them.
 */

/**
 * When the address's count falls back under `max`: the moment enough of the oldest codes (each weighing
 * `weight`) have left the window.
 */
function secondsUntilUnder(
  codes: readonly AddressCode[],
  weight: (code: AddressCode) => number,
  max: number,
  windowMs: number,
  now: number,
): number {
  let remaining = codes.reduce((sum, code) => sum + weight(code), 0);
  for (const code of codes) {
    remaining -= weight(code);
    if (remaining < max) return (code.created_at.getTime() + windowMs - now) / 1000;
  }
  return windowMs / 1000;
}

/** Throws 429 auth.code_limit_reached (Retry-After) when the address already got its codes of the hour. */
export async function assertCodeIssuable(db: Database, email: string, now = Date.now()): Promise<void> {
  const { max, timeWindow } = signUpCodeLimits.perAddress;
  const codes = await listAddressCodesSince(db, email, new Date(now - timeWindow));
  if (codes.length < max) return;
  throw codeLimitReachedError(secondsUntilUnder(codes, () => 1, max, timeWindow, now));
}

/**
 * Throws 429 auth.code_guess_limit_reached (Retry-After) when the guesses counted on the address's codes of the
 * day passed the cap (`allowed`: the cap itself, or one more once the caller's own guess is counted). A right
 * guess gives its count back, so what is counted is the wrong guesses and those still being checked.
 */
export async function assertGuessesLeft(
  db: Database,
  email: string,
  counted: 'before' | 'after',
  now = Date.now(),
): Promise<void> {
  const { max, timeWindow } = signUpCodeLimits.wrongGuessesPerAddress;
  const codes = await listAddressCodesSince(db, email, new Date(now - timeWindow));
  const guesses = codes.reduce((sum, code) => sum + code.failed_attempts, 0);
  const allowed = counted === 'before' ? max - 1 : max;
  if (guesses <= allowed) return;
  throw codeGuessLimitReachedError(
    secondsUntilUnder(codes, (code) => code.failed_attempts, allowed + 1, timeWindow, now),
  );
}
