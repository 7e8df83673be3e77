import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { tooManyAttemptsError } from './auth.errors.ts';

/** At most 10 failed logins per account per 15 minutes. */
export const accountFailureLimit = { max: 10, windowMs: 15 * 60_000 } as const;
/** At most 100 failed logins per IP per 5 minutes (a whole university may share one address). */
export const ipFailureLimit = { max: 100, windowMs: 5 * 60_000 } as const;

export interface LoginAttempt {
  producerId: string | null;
  email: string;
  ip: string;
}

async function failuresSince(db: Database, where: ReturnType<typeof and>, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(loginFailures.created_at) })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.created_at, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

/** Throws 429 with Retry-After when the account or the IP used up its failed attempts. */
export async function assertLoginAllowed(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const checks = [
    { limit: accountFailureLimit, where: accountFilter(attempt) },
    { limit: ipFailureLimit, where: eq(loginFailures.ip, attempt.ip) },
  ];
  for (const { limit, where } of checks) {
    const { total, oldest } = await failuresSince(db, where, new Date(now - limit.windowMs));
    if (total >= limit.max) {
      const freesAt = (oldest ? new Date(oldest).getTime() : now) + limit.windowMs;
      throw tooManyAttemptsError((freesAt - now) / 1000);
    }
  }
}

function accountFilter(attempt: LoginAttempt) {
  const byProducer = attempt.producerId ? eq(loginFailures.producer_id, attempt.producerId) : undefined;
  return and(byProducer, eq(loginFailures.email, attempt.email));
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginFailures).values({ producer_id: attempt.producerId, email: attempt.email, ip: attempt.ip });
}

/** After the owner proved themselves (password reset), their account's failures are forgotten. */
export async function clearAccountFailures(db: Database, producerId: string, email: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.producer_id, producerId), eq(loginFailures.email, email)));
}
