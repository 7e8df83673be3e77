import { emailChangeCodeLifetimeMinutes, validationCodeLifetimeMinutes } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { codeAttemptsExceededError, codeInvalidError } from './auth.errors.ts';
import { countCodeGuess, findLiveCode, spendGuessedCode, uncountCodeGuess } from './one-time-tokens.repository.ts';
import { storeOneTimeSecret } from './one-time-tokens.service.ts';
import { hashSecret, randomNumericCode, randomSecret, secretMatches } from './secrets.ts';

/** The purposes confirmed by a 6-digit code typed by the learner (sign-up, a new e-mail address). */
export type CodePurpose = 'email_validation' | 'email_change';

/**
 * How long a code lasts, by purpose: the contract's numbers (15 minutes), the ones the e-mails and the web
 * screens say, so the three cannot drift apart.
 */
export const codeLifetimeMs: Readonly<Record<CodePurpose, number>> = {
  email_validation: validationCodeLifetimeMinutes * 60_000,
  email_change: emailChangeCodeLifetimeMinutes * 60_000,
};
/** Guesses allowed per code; then only a new code helps. */
export const maxCodeAttempts = 5;

export interface CodeScope {
  producerId: string;
  userId: string;
  purpose: CodePurpose;
  /** What the code confirms besides the account (the new address of an e-mail change): it is hashed in. */
  subject?: string;
}

/** The code is hashed with its user (and subject): the same 6 digits of two users, or two addresses, differ. */
function codeSecret(scope: CodeScope, code: string): string {
  if (scope.purpose === 'email_validation') return `${scope.userId}:${code}`;
  return `${scope.userId}:${scope.purpose}:${scope.subject ?? ''}:${code}`;
}

/** A new 6-digit code for the scope (the user's previous codes of the purpose stop working); returns it. */
export async function issueCode(db: Database, scope: CodeScope): Promise<string> {
  const code = randomNumericCode();
  await storeOneTimeSecret(db, {
    producerId: scope.producerId,
    userId: scope.userId,
    purpose: scope.purpose,
    ttlMs: codeLifetimeMs[scope.purpose],
    tokenHash: hashSecret(codeSecret(scope, code)),
  });
  return code;
}

/**
 * Stores a code nobody is told and no 6 digits match, in place of a real one: the user's state and later
 * answers look the same as when a code was sent (an e-mail change to an address already in use).
 */
export async function issueUnusableCode(db: Database, scope: CodeScope): Promise<void> {
  await storeOneTimeSecret(db, {
    producerId: scope.producerId,
    userId: scope.userId,
    purpose: scope.purpose,
    ttlMs: codeLifetimeMs[scope.purpose],
    tokenHash: hashSecret(randomSecret()),
  });
}

/**
 * A cap on guesses beyond one code (the sign-up codes of one address): throws to refuse the guess. Asked before
 * the guess is counted, and again after (`after`: the guess is in the count), so parallel guesses cannot
 * all pass; a guess refused after being counted gets its count back.
 */
export type GuessBudget = (counted: 'before' | 'after') => Promise<void>;

/**
 * Spends the scope's current code if `code` is it. Each guess is counted before it is checked, so even
 * parallel guesses get at most `maxCodeAttempts` tries; a right guess gives its count back.
 * Wrong, expired, used or no live code → codeInvalidError; attempts used up → codeAttemptsExceededError;
 * the budget's own error when it refuses.
 */
export async function confirmCode(
  db: Database,
  scope: CodeScope & { code: string },
  budget?: GuessBudget,
): Promise<void> {
  const current = await findLiveCode(db, scope);
  if (!current) throw codeInvalidError();
  await budget?.('before');
  const reserved = await countCodeGuess(db, current.id, maxCodeAttempts);
  if (!reserved) throw codeAttemptsExceededError();
  try {
    await budget?.('after');
  } catch (error) {
    await uncountCodeGuess(db, current.id);
    throw error;
  }
  if (!secretMatches(codeSecret(scope, scope.code), reserved.token_hash)) throw codeInvalidError();
  const spent = await spendGuessedCode(db, current.id);
  if (!spent) throw codeInvalidError();
}
