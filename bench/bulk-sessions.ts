import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface BulkSessions {
  sessionIds: string[];
  /** Bearer tokens, in the order of the users. */
  tokens: string[];
}

/**
 * A live session for each user, written in bulk (no sign-in, no argon2): tokens `<session id>|<secret>` as a
 * sign-in issues them, of which only the secret's SHA-256 is stored (apps/api/src/modules/auth/secrets.ts).
 */
export async function insertSessions(
  client: pg.Client,
  producerId: string,
  userIds: readonly string[],
): Promise<BulkSessions> {
  const sessionIds = userIds.map(() => randomUUID());
  const secrets = userIds.map(() => randomBytes(32).toString('base64url'));
  const hashes = secrets.map((secret) => createHash('sha256').update(secret).digest('hex'));
  await client.query(
    `insert into sessions (id, user_id, producer_id, secret_hash, xsrf_token, expires_at)
     select sid, uid, $3, hash, md5(random()::text), now() + interval '30 days'
     from unnest($1::uuid[], $2::uuid[], $4::text[]) as t(sid, uid, hash)`,
    [sessionIds, userIds, producerId, hashes],
  );
  return { sessionIds, tokens: sessionIds.map((id, index) => `${id}|${secrets[index] as string}`) };
}

/** Removes sessions the bench made in a database it keeps (the large one). */
export async function deleteSessions(client: pg.Client, sessionIds: readonly string[]): Promise<void> {
  await client.query('delete from sessions where id = any($1::uuid[])', [sessionIds]);
}
