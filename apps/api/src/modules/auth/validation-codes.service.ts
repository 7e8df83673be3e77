import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import { codeAttemptsExceededError, codeInvalidError } from './auth.errors.ts';
import { storeOneTimeSecret } from './one-time-tokens.service.ts';
import { hashSecret, randomNumericCode, secretMatches } from './secrets.ts';

/** A sign-up code expires after 15 minutes. */
export const validationCodeLifetimeMs = 15 * 60_000;
/** Guesses allowed per code; then only a new code helps. */
export const maxValidationCodeAttempts = 5;

/** The code is hashed with its user: the same 6 digits of two users hash differently. */
function codeSecret(userId: string, code: string): string {
  return `${userId}:${code}`;
}

/** A new 6-digit code for the user (their previous codes stop working); returns the code to e-mail. */
export async function issueValidationCode(db: Database, producerId: string, userId: string): Promise<string> {
  const code = randomNumericCode();
  await storeOneTimeSecret(db, {
    producerId,
    userId,
    purpose: 'email_validation',
    ttlMs: validationCodeLifetimeMs,
    tokenHash: hashSecret(codeSecret(userId, code)),
  });
  return code;
}

/**
 * Spends the user's current code if `code` is it. Each guess is counted before it is checked, so even
 * parallel guesses get at most `maxValidationCodeAttempts` tries; a right guess gives its count back.
 * Wrong, expired, used or no live code → codeInvalidError; attempts used up → codeAttemptsExceededError.
 */
export async function confirmValidationCode(
  db: Database,
  input: { producerId: string; userId: string; code: string },
): Promise<void> {
  const [current] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.producer_id, input.producerId),
        eq(oneTimeTokens.user_id, input.userId),
        eq(oneTimeTokens.purpose, 'email_validation'),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(desc(oneTimeTokens.created_at))
    .limit(1);
  if (!current) throw codeInvalidError();
  const [reserved] = await db
    .update(oneTimeTokens)
    .set({ failed_attempts: sql`${oneTimeTokens.failed_attempts} + 1` })
    .where(
      and(
        eq(oneTimeTokens.id, current.id),
        isNull(oneTimeTokens.used_at),
        lt(oneTimeTokens.failed_attempts, maxValidationCodeAttempts),
      ),
    )
    .returning();
  if (!reserved) throw codeAttemptsExceededError();
  if (!secretMatches(codeSecret(input.userId, input.code), reserved.token_hash)) throw codeInvalidError();
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()`, failed_attempts: sql`${oneTimeTokens.failed_attempts} - 1` })
    .where(and(eq(oneTimeTokens.id, current.id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .returning({ id: oneTimeTokens.id });
  if (!spent) throw codeInvalidError();
}
