import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit numeric code (validation codes), uniformly random. */
export function randomNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What is stored instead of a secret: its SHA-256, hex (one-shot: no Hash object per call, as on every request). */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Whether `secret` hashes to `expectedHash`, compared in constant time. */
export function secretMatches(secret: string, expectedHash: string | null | undefined): boolean {
  if (!expectedHash) return false;
  const actual = hash('sha256', secret, 'buffer');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<id><separator><secret>`: the row id to look up and the secret to check. */
export function composeToken(id: string, secret: string, separator = '|'): string {
  return `${id}${separator}${secret}`;
}

export function parseToken(token: string, separator = '|'): { id: string; secret: string } | null {
  const at = token.indexOf(separator);
  if (at <= 0) return null;
  const id = token.slice(0, at).toLowerCase();
  const secret = token.slice(at + 1);
  if (!uuidPattern.test(id) || secret.length < 16 || secret.length > 200) return null;
  return { id, secret };
}
