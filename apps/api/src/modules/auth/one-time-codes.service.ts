import { emailChangeCodeLifetimeMinutes, validationCodeLifetimeMinutes } from '@members/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { codeAttemptsExceededError, codeInvalidError } from './auth.errors.ts';
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

/** Gives a counted guess back (a right guess, or one a budget refused unread). */
function giveGuessBack(db: Database, id: string) {
  return db
    .update(oneTimeTokens)
    .set({ failed_attempts: sql`greatest(${oneTimeTokens.failed_attempts} - 1, 0)` })
    .where(eq(oneTimeTokens.id, id));
}

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
  const [current] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.producer_id, scope.producerId),
        eq(oneTimeTokens.user_id, scope.userId),
        eq(oneTimeTokens.purpose, scope.purpose),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.created_at))
    .limit(1);
  if (!current) throw codeInvalidError();
  await budget?.('before');
  const [reserved] = await db
    .update(oneTimeTokens)
    .set({ failed_attempts: sql`${oneTimeTokens.failed_attempts} + 1` })
    .where(
      and(
        eq(oneTimeTokens.id, current.id),
        isNull(oneTimeTokens.used_at),
        lt(oneTimeTokens.failed_attempts, maxCodeAttempts),
      ),
    )
    .returning();
  if (!reserved) throw codeAttemptsExceededError();
  try {
    await budget?.('after');
  } catch (error) {
    await giveGuessBack(db, current.id);
    throw error;
  }
  if (!secretMatches(codeSecret(scope, scope.code), reserved.token_hash)) throw codeInvalidError();
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()`, failed_attempts: sql`${oneTimeTokens.failed_attempts} - 1` })
    .where(
      and(eq(oneTimeTokens.id, current.id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)),
    )
    .returning({ id: oneTimeTokens.id });
  if (!spent) throw codeInvalidError();
}
