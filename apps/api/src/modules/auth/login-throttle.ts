import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginFailures, sessions, users } from '../../db/schema/index.ts';
import { tooManyAttemptsError } from './auth.errors.ts';

/**
 * Failed logins are counted per account and address, per account, and per address (Canvas style): 10 wrong
 * passwords from one address block that address for the account, and also the account everywhere except the
 * learner's usual addresses, so an attacker cannot lock the owner out of their own device. The right password
 * from a usual address is held only by its own account+address count (and the per-address limit).
 */

/** At most 10 failed logins per account from one address per 15 minutes. */
export const accountAddressFailureLimit = { max: 10, windowMs: 15 * 60_000 } as const;
/** At most 10 failed logins per account per 15 minutes, for addresses that are not the account's usual ones. */
export const accountFailureLimit = { max: 10, windowMs: 15 * 60_000 } as const;
/** An address is one of the account's usual ones when a sign-in of the account from it created a session this recently. */
export const usualAddressMaxAgeMs = 90 * 24 * 60 * 60_000;
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

/** Whether a session of this account (producer + e-mail) was created from this address in the last 90 days. */
async function isUsualAddress(db: Database, attempt: LoginAttempt, now: number): Promise<boolean> {
  if (!attempt.producerId) return false;
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(users.producer_id, attempt.producerId),
        eq(users.email, attempt.email),
        eq(sessions.created_ip, attempt.ip),
        gt(sessions.created_at, new Date(now - usualAddressMaxAgeMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Throws 429 with Retry-After when the account from this address, the account, or the address used up its failed attempts. */
export async function assertLoginAllowed(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const usual = await isUsualAddress(db, attempt, now);
  const checks = [
    { limit: accountAddressFailureLimit, where: and(accountFilter(attempt), eq(loginFailures.ip, attempt.ip)) },
    ...(usual ? [] : [{ limit: accountFailureLimit, where: accountFilter(attempt) }]),
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
