import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { oneTimeTokens, users, type OneTimeTokenPurpose, type OneTimeTokenRow } from '../../db/schema/index.ts';

export async function insertOneTimeToken(
  db: Database,
  values: typeof oneTimeTokens.$inferInsert,
): Promise<OneTimeTokenRow> {
  return firstOrThrow(await db.insert(oneTimeTokens).values(values).returning(), 'one-time token insert');
}

/** Ends the user's unused tokens of a purpose (they expire at `at`). */
export async function retireUnusedTokens(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
  at: Date = new Date(),
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ expires_at: at })
    .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.used_at)));
}

/** The producer's token with this id and one of these purposes, spent or not. */
export async function findProducerToken(
  db: Database,
  producerId: string,
  id: string,
  purposes: readonly OneTimeTokenPurpose[],
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.id, id),
        eq(oneTimeTokens.producer_id, producerId),
        inArray(oneTimeTokens.purpose, [...purposes]),
      ),
    );
  return row;
}

/** Marks the token used if it is unused and unexpired (by the database clock); the spent row, or undefined. */
export async function markTokenUsed(db: Database, id: string): Promise<OneTimeTokenRow | undefined> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .returning();
  return spent;
}

/** The user's newest token of one of these purposes issued after `since`. */
export async function findTokenIssuedSince(
  db: Database,
  userId: string,
  purposes: readonly OneTimeTokenPurpose[],
  since: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        inArray(oneTimeTokens.purpose, [...purposes]),
        gt(oneTimeTokens.created_at, since),
      ),
    )
    .orderBy(desc(oneTimeTokens.created_at))
    .limit(1);
  return row;
}

/** The scope's newest unused, unexpired code (by the database clock). */
export async function findLiveCode(
  db: Database,
  scope: { producerId: string; userId: string; purpose: OneTimeTokenPurpose },
): Promise<{ id: string } | undefined> {
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
  return current;
}

/** Counts one more guess on an unused code that has fewer than `maxAttempts`; the row, or undefined. */
export async function countCodeGuess(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<OneTimeTokenRow | undefined> {
  const [reserved] = await db
    .update(oneTimeTokens)
    .set({ failed_attempts: sql`${oneTimeTokens.failed_attempts} + 1` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at), lt(oneTimeTokens.failed_attempts, maxAttempts)))
    .returning();
  return reserved;
}

/** Takes one counted guess off the code (never below zero). */
export async function uncountCodeGuess(db: Database, id: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ failed_attempts: sql`greatest(${oneTimeTokens.failed_attempts} - 1, 0)` })
    .where(eq(oneTimeTokens.id, id));
}

/** Spends a code guessed right (its guess uncounted) if still unused and unexpired; its id, or undefined. */
export async function spendGuessedCode(db: Database, id: string): Promise<{ id: string } | undefined> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()`, failed_attempts: sql`${oneTimeTokens.failed_attempts} - 1` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .returning({ id: oneTimeTokens.id });
  return spent;
}

export interface AddressCode {
  created_at: Date;
  failed_attempts: number;
}

/** The sign-up codes of every account with this address (all producers) issued after `since`, oldest first. */
export function listAddressCodesSince(db: Database, email: string, since: Date): Promise<AddressCode[]> {
  return db
    .select({ created_at: oneTimeTokens.created_at, failed_attempts: oneTimeTokens.failed_attempts })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
    .where(
      and(eq(users.email, email), eq(oneTimeTokens.purpose, 'email_validation'), gt(oneTimeTokens.created_at, since)),
    )
    .orderBy(asc(oneTimeTokens.created_at));
}
