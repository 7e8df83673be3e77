import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw-rows.ts';
import { loginFailures, oneTimeTokens, rateLimitCounters } from '../db/schema/index.ts';
import { createLearner, createProducer } from '../modules/courses/course-test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { deadTokenRetentionMs, loginFailureRetentionMs, purgeExpiredRows } from './purges.ts';

const day = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('the daily purge', () => {
  const ctx = useTestApp();

  it('removes only the spent or expired tokens, failed logins and rate-limit windows past their retention', async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const { user } = await createLearner(db, producer.id);
    const old = ago(deadTokenRetentionMs + day);
    const token = (tag: string, values: Partial<typeof oneTimeTokens.$inferInsert>) => ({
      producer_id: producer.id,
      user_id: user.id,
      purpose: 'login_link' as const,
      token_hash: tag,
      expires_at: ahead(day),
      ...values,
    });
    await db
      .insert(oneTimeTokens)
      .values([
        token('spent-long-ago', { created_at: old, used_at: old, expires_at: old }),
        token('expired-long-ago', { created_at: old, expires_at: ago(deadTokenRetentionMs + 1000) }),
        token('spent-yesterday', { created_at: ago(day), used_at: ago(day) }),
        token('expired-an-hour-ago', { created_at: ago(2 * 60 * 60_000), expires_at: ago(60 * 60_000) }),
        token('old-but-live', { created_at: old, expires_at: ahead(day) }),
        token('fresh', {}),
      ]);
    await db.insert(loginFailures).values([
      { email: 'a@example.com', ip: '10.0.0.1', created_at: ago(loginFailureRetentionMs + 1000) },
      { email: 'a@example.com', ip: '10.0.0.1', created_at: ago(60_000) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'ended', count: 3, window_ends_at: ago(1000) },
      { key: 'open', count: 3, window_ends_at: ahead(60_000) },
    ]);

    const counts = await purgeExpiredRows(db);
    console.log(
      `purge: ${counts.tokens} dead tokens, ${counts.loginFailures} old failed logins, ${counts.rateLimitWindows} ended rate-limit windows removed`,
    );
    expect(counts).toEqual({ tokens: 2, loginFailures: 1, rateLimitWindows: 1 });
    const left = await db.select({ hash: oneTimeTokens.token_hash }).from(oneTimeTokens);
    expect(left.map((row) => row.hash).sort()).toEqual(
      ['expired-an-hour-ago', 'fresh', 'old-but-live', 'spent-yesterday'].sort(),
    );
    const failures = await db.select({ at: loginFailures.created_at }).from(loginFailures);
    expect(failures.map((row) => row.at.getTime() > Date.now() - 2 * 60_000)).toEqual([true]);
    const windows = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(windows).toEqual([{ key: 'open' }]);
    expect(await purgeExpiredRows(db)).toEqual({ tokens: 0, loginFailures: 0, rateLimitWindows: 0 });
  });

  it('is a recurring job of the app', async () => {
    const rows = await rawRows(ctx.database.db, sql`select every_ms from jobs where key = 'purge.expired-rows'`);
    expect(rows).toEqual([{ every_ms: day }]);
  });
});
