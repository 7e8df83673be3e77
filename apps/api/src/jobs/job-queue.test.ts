import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { sleep, useProcessPair } from './jobs-test-support.ts';

describe('job queue: recurring jobs across two processes', () => {
  const periodMs = 400;
  const runs: { at: number; app: number }[] = [];
  const onceRuns: number[] = [];
  const pair = useProcessPair({
    register: (app, index) => {
      app.jobs.recurring('test.tick', async () => void runs.push({ at: Date.now(), app: index }), {
        everyMs: periodMs,
        firstRunInMs: 0,
      });
      app.jobs.recurring('test.hourly', async () => void onceRuns.push(index), { everyMs: 3_600_000, firstRunInMs: 0 });
    },
  });

  it('runs a recurring job once per period, whichever process polls first', async () => {
    runs.length = 0;
    await sleep(2_100);
    const gaps = runs.slice(1).map((run, i) => run.at - (runs[i]?.at ?? 0));
    console.log(
      `jobs: 2 processes polling every 20 ms, a job every ${periodMs} ms for 2.1 s: ${runs.length} runs, shortest gap ${Math.min(...gaps)} ms`,
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(6);
    // Two uncoordinated timers would run it twice per period (gaps near 0).
    for (const gap of gaps) expect(gap).toBeGreaterThan(periodMs - 100);
    expect(onceRuns).toHaveLength(1);
    const rows = await pair.database.db.select().from(jobs).where(eq(jobs.key, 'test.tick'));
    expect(rows).toHaveLength(1);
  });
});

describe('job queue: one-off jobs', () => {
  let failuresLeft = 1;
  const done: string[] = [];
  const pair = useProcessPair({
    register: (app) => {
      app.jobs.define('test.flaky', async (payload) => {
        if (failuresLeft-- > 0) throw new Error('SMTP 421 try later');
        done.push((payload as { note: string }).note);
      });
    },
  });
  const rowsOf = (name: string) => pair.database.db.select().from(jobs).where(eq(jobs.name, name));

  it('retries a failed job after a delay, then runs it once and deletes it', async () => {
    await pair.apps[0]?.jobs.runNow('test.flaky', { note: 'first' });
    const [failed] = await rowsOf('test.flaky');
    expect(failed).toMatchObject({ attempts: 1, locked_until: null, last_error: 'Error: SMTP 421 try later' });
    expect(failed?.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await sleep(100);
    expect(done).toEqual([]);
    // The retry delay passes.
    await pair.database.db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.name, 'test.flaky'));
    await vi.waitFor(() => expect(done).toEqual(['first']), { timeout: 2_000, interval: 20 });
    await vi.waitFor(async () => expect(await rowsOf('test.flaky')).toEqual([]), { timeout: 2_000, interval: 20 });
    await sleep(200);
    expect(done).toEqual(['first']);
  });

  it('runs again a job whose process died mid-run (its lease ended)', async () => {
    await pair.database.db.insert(jobs).values({
      name: 'test.flaky',
      payload: { note: 'orphan' },
      attempts: 1,
      locked_until: sql`now() - interval '1 second'`,
    });
    await vi.waitFor(() => expect(done).toContain('orphan'), { timeout: 2_000, interval: 20 });
  });

  it('stores a keyed job once while it is pending (e.g. one webhook event delivered twice)', async () => {
    const later = { runAt: new Date(Date.now() + 60_000), key: 'event-42' };
    const [first, second] = pair.apps;
    expect(await first?.jobs.enqueue('test.flaky', { note: 'event' }, later)).toBe(true);
    expect(await second?.jobs.enqueue('test.flaky', { note: 'event again' }, later)).toBe(false);
    const rows = await rowsOf('test.flaky');
    expect(rows.filter((row) => row.key === 'test.flaky:event-42')).toHaveLength(1);
    await pair.database.db.delete(jobs).where(eq(jobs.key, 'test.flaky:event-42'));
  });

  it('leaves alone a job another process holds', async () => {
    await pair.database.db.insert(jobs).values({
      name: 'test.flaky',
      payload: { note: 'held' },
      attempts: 1,
      locked_until: sql`now() + interval '1 minute'`,
    });
    await sleep(300);
    expect(done).not.toContain('held');
  });
});
