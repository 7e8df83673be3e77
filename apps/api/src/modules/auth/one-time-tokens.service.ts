import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { oneTimeTokens, type OneTimeTokenPurpose, type OneTimeTokenRow } from '../../db/schema/index.ts';
import { tokenInvalidError } from './auth.errors.ts';
import { composeToken, hashSecret, parseToken, randomSecret, secretMatches } from './secrets.ts';

/** `<id>.<secret>`: safe in a URL query and in a QR code without escaping. */
export const oneTimeTokenSeparator = '.';

/** The purposes redeemed as `<id>.<secret>` links or QR codes (6-digit codes: one-time-codes.service.ts). */
export type LinkTokenPurpose = Exclude<OneTimeTokenPurpose, 'email_validation' | 'email_change'>;

export interface StoreSecretInput {
  producerId: string;
  userId: string;
  purpose: OneTimeTokenPurpose;
  ttlMs: number;
  /** What is kept instead of the secret. */
  tokenHash: string;
}

/**
 * Stores a new one-time secret and retires the user's unused ones of the same purpose (only the newest link
 * or code works). `created_at` is the issue time the caller reports (QR `expireLinkTimestamp`).
 */
export async function storeOneTimeSecret(db: Database, input: StoreSecretInput): Promise<OneTimeTokenRow> {
  const issuedAt = new Date();
  return db.transaction(async (tx) => {
    await retireUnusedTokens(tx, input.userId, input.purpose, issuedAt);
    const row = firstOrThrow(
      await tx
        .insert(oneTimeTokens)
        .values({
          producer_id: input.producerId,
          user_id: input.userId,
          purpose: input.purpose,
          token_hash: input.tokenHash,
          created_at: issuedAt,
          expires_at: new Date(issuedAt.getTime() + input.ttlMs),
        })
        .returning(),
      'one-time token insert',
    );
    return row;
  });
}

/** Ends the user's unused tokens of a purpose (they expire now). */
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

export interface IssuedToken {
  /** `<id>.<secret>`, handed to the user once; only the secret's hash is stored. */
  token: string;
  row: OneTimeTokenRow;
}

/** A one-time token (256 random bits) for a link or a QR code. */
export async function issueToken(
  db: Database,
  input: Omit<StoreSecretInput, 'tokenHash' | 'purpose'> & { purpose: LinkTokenPurpose },
): Promise<IssuedToken> {
  const secret = randomSecret();
  const row = await storeOneTimeSecret(db, { ...input, tokenHash: hashSecret(secret) });
  return { token: composeToken(row.id, secret, oneTimeTokenSeparator), row };
}

export interface PresentedToken {
  /** The producer of the request: another producer's token is as invalid as a made-up one. */
  producerId: string;
  /** Its purpose, or the purposes a link may carry (/auth/login takes sign-in links of two kinds). */
  purpose: LinkTokenPurpose | readonly LinkTokenPurpose[];
  token: string;
}

/** The stored token a presented one names, its secret checked in constant time; not yet spent. */
export async function checkToken(db: Database, presented: PresentedToken): Promise<OneTimeTokenRow> {
  const parsed = parseToken(presented.token.trim(), oneTimeTokenSeparator);
  if (!parsed) throw tokenInvalidError();
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.id, parsed.id),
        eq(oneTimeTokens.producer_id, presented.producerId),
        inArray(
          oneTimeTokens.purpose,
          typeof presented.purpose === 'string' ? [presented.purpose] : [...presented.purpose],
        ),
      ),
    );
  if (!row || !secretMatches(parsed.secret, row.token_hash)) throw tokenInvalidError();
  return row;
}

/**
 * Spends a checked token: one conditional UPDATE, so of any number of concurrent redemptions exactly one
 * succeeds; used or expired (by the database clock) → tokenInvalidError.
 */
export async function spendToken(db: Database, row: Pick<OneTimeTokenRow, 'id'>): Promise<OneTimeTokenRow> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.used_at), gt(oneTimeTokens.expires_at, sql`now()`)))
    .returning();
  if (!spent) throw tokenInvalidError();
  return spent;
}

/** checkToken then spendToken. */
export async function redeemToken(db: Database, presented: PresentedToken): Promise<OneTimeTokenRow> {
  return spendToken(db, await checkToken(db, presented));
}

/** Whether the user was issued a token of one of these purposes within the last `withinMs`. */
export async function issuedRecently(
  db: Database,
  userId: string,
  purposes: readonly OneTimeTokenPurpose[],
  withinMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        inArray(oneTimeTokens.purpose, [...purposes]),
        gt(oneTimeTokens.created_at, new Date(Date.now() - withinMs)),
      ),
    )
    .orderBy(desc(oneTimeTokens.created_at))
    .limit(1);
  return row !== undefined;
}
