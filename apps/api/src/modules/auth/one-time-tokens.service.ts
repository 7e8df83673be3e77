import type { Database } from '../../db/database.ts';
import type { OneTimeTokenPurpose, OneTimeTokenRow } from '../../db/schema/index.ts';
import { tokenInvalidError } from './auth.errors.ts';
import {
  findProducerToken,
  findTokenIssuedSince,
  insertOneTimeToken,
  markTokenUsed,
  retireUnusedTokens,
} from './one-time-tokens.repository.ts';
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
    return insertOneTimeToken(tx, {
      producer_id: input.producerId,
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: input.tokenHash,
      created_at: issuedAt,
      expires_at: new Date(issuedAt.getTime() + input.ttlMs),
    });
  });
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
  const purposes = typeof presented.purpose === 'string' ? [presented.purpose] : presented.purpose;
  const row = await findProducerToken(db, presented.producerId, parsed.id, purposes);
  if (!row || !secretMatches(parsed.secret, row.token_hash)) throw tokenInvalidError();
  return row;
}

/**
 * Spends a checked token: one conditional UPDATE, so of any number of concurrent redemptions exactly one
 * succeeds; used or expired (by the database clock) → tokenInvalidError.
 */
export async function spendToken(db: Database, row: Pick<OneTimeTokenRow, 'id'>): Promise<OneTimeTokenRow> {
  const spent = await markTokenUsed(db, row.id);
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
  const row = await findTokenIssuedSince(db, userId, purposes, new Date(Date.now() - withinMs));
  return row !== undefined;
}
