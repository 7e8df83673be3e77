import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default OWASP-level cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows, verified when the account does not exist (same time either way). */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
