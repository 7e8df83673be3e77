import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * The secret a refresh issued, kept with the session for the previous token's grace window so that a second
 * refresh with that token (another tab) gets the same one back. It is sealed (AES-256-GCM) under a key
 * derived (HKDF-SHA-256) from the previous secret, which the database does not hold: only a holder of the
 * previous token can open it, and a database reader alone learns no usable token.
 */

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

function keyFor(previousSecret: string, sessionId: string): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(previousSecret, 'utf8'),
      Buffer.from(sessionId, 'utf8'),
      'session-refresh-successor',
      32,
    ),
  );
}

/** `v1.<iv>.<ciphertext>.<tag>` (base64url), bound to the session id (additional data and HKDF salt). */
export function sealSuccessor(successor: string, previousSecret: string, sessionId: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', keyFor(previousSecret, sessionId), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(sessionId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [version, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed secret, or null when `sealed` is damaged or was not sealed under this previous secret. */
export function openSuccessor(sealed: string | null, previousSecret: string, sessionId: string): string | null {
  const [tag, ...parts] = sealed?.split('.') ?? [];
  if (tag !== version || parts.length !== 3) return null;
  const [iv, body, authTag] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !authTag || iv.length !== ivBytes || authTag.length !== tagBytes || body.length === 0)
    return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(previousSecret, sessionId), iv, {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(sessionId, 'utf8'));
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
