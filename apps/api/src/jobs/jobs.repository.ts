import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';
import { jobs } from '../db/schema/index.ts';

/** A job this process claimed: its lease runs until it completes, fails, or the lease ends (the process died). */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  every_ms: number | null;
  /** Attempts of the current run, this one included. */
  attempts: number;
  max_attempts: number;
}

const claimedColumns = sql`id, name, payload, every_ms, attempts, max_attempts`;
const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

export interface NewJob {
  name: string;
  payload: unknown;
  runAt?: Date | undefined;
  maxAttempts: number;
  /** A one-off job with a key is stored once while one with that key is pending (e.g. a webhook's event id). */
  key?: string | undefined;
  /** Inserted already claimed by the caller (who runs it now) for this long. */
  claimedForMs?: number;
}

/** Inserts a one-off job; undefined when a pending job already has its key. */
export async function insertJob(db: Database, job: NewJob): Promise<ClaimedJob | undefined> {
  const claimed = job.claimedForMs !== undefined;
  const [row] = await rawRows<ClaimedJob>(
    db,
    sql`insert into jobs (name, key, payload, run_at, max_attempts, attempts, locked_until)
        values (${job.name}, ${job.key === undefined ? null : `${job.name}:${job.key}`},
                ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt ?? sql`now()`}, ${job.maxAttempts},
                ${claimed ? 1 : 0}, ${claimed ? leaseEnd(job.claimedForMs ?? 0) : null})
        on conflict (key) do nothing
        returning ${claimedColumns}`,
  );
  return row;
}

/**
 * Creates the row of a recurring job once (its first run `firstRunInMs` from now); later calls, from any
 * process, only update its period and attempts, so its schedule survives restarts.
 */
export async function upsertRecurringJob(
  db: Database,
  job: { name: string; everyMs: number; firstRunInMs: number; maxAttempts: number },
): Promise<void> {
  await db.execute(
    sql`insert into jobs (name, key, run_at, every_ms, max_attempts)
        values (${job.name}, ${job.name}, now() + ${job.firstRunInMs} * interval '1 millisecond', ${job.everyMs}, ${job.maxAttempts})
        on conflict (key) do update set every_ms = excluded.every_ms, max_attempts = excluded.max_attempts`,
  );
}

/** Claims up to `limit` due jobs among `names` that no live process holds, oldest due first. */
export async function claimDueJobs(
  db: Database,
  names: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (names.length === 0) return [];
  const nameList = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  return rawRows<ClaimedJob>(
    db,
    sql`update jobs set attempts = attempts + 1, locked_until = ${leaseEnd(leaseMs)}
        where id in (
          select id from jobs
          where run_at <= now() and (locked_until is null or locked_until <= now()) and name in (${nameList})
          order by run_at limit ${limit}
          for update skip locked)
        returning ${claimedColumns}`,
  );
}

/** A one-off job is done: its row (and payload) goes. */
export async function deleteJob(db: Database, id: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** A recurring job is done: the next run is one period from now (a period between two runs), the lease freed. */
export async function rescheduleRecurringJob(db: Database, id: number, everyMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({
      run_at: sql`now() + ${everyMs} * interval '1 millisecond'`,
      attempts: 0,
      locked_until: null,
      last_error: null,
    })
    .where(eq(jobs.id, id));
}

/** A failed attempt: retried `delayMs` from now, the lease freed, the error kept (name and message only). */
export async function retryJobLater(db: Database, id: number, delayMs: number, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      run_at: sql`now() + ${delayMs} * interval '1 millisecond'`,
      locked_until: null,
      last_error: error,
    })
    .where(and(eq(jobs.id, id)));
}
