import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** An account (its producer when known, and its e-mail), an address, or both. */
export interface FailureScope {
  account?: { producerId: string | null; email: string };
  ip?: string;
}

function scopeFilter({ account, ip }: FailureScope) {
  const byProducer = account?.producerId ? eq(loginFailures.producer_id, account.producerId) : undefined;
  return and(
    byProducer,
    account ? eq(loginFailures.email, account.email) : undefined,
    ip === undefined ? undefined : eq(loginFailures.ip, ip),
  );
}

/** How many failed logins of the scope were recorded after `since`, and the oldest of them. */
export async function countFailuresSince(
  db: Database,
  scope: FailureScope,
  since: Date,
): Promise<{ total: number; oldest: Date | null }> {
  const [row] = await db
    .select({ total: count(), oldest: min(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(scopeFilter(scope), gt(loginFailures.created_at, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function insertLoginFailure(
  db: Database,
  failure: { producerId: string | null; email: string; ip: string },
): Promise<void> {
  await db.insert(loginFailures).values({ producer_id: failure.producerId, email: failure.email, ip: failure.ip });
}

/** Deletes the failed logins of one account of a producer. */
export async function deleteAccountFailures(db: Database, producerId: string, email: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.producer_id, producerId), eq(loginFailures.email, email)));
}
