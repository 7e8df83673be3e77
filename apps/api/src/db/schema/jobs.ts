import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The job queue (src/jobs): deferred work (an e-mail to send, a session's successor to clear) and recurring work
 * (purges, sweepers), run once across every API process. A process claims a due row by setting `locked_until`
 * (FOR UPDATE SKIP LOCKED), so a process that dies mid-job only delays it until the lease ends. One-off jobs are
 * deleted once done; a recurring job (its `key` unique, `every_ms` set) moves its `run_at` on instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Unique name of a recurring job (one row whatever the number of processes); null for one-off jobs. */
    key: text().unique(),
    payload: jsonb().notNull().default({}),
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Period of a recurring job (ms); null for one-off jobs. */
    every_ms: integer(),
    /** Attempts of the current run: reset when a recurring job succeeds. */
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull().default(10),
    /** Claimed by a process until then; null when free. */
    locked_until: timestamp({ withTimezone: true }),
    /** The last failure's error name and message (never the payload). */
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_run_at_idx').on(table.run_at)],
);

export type JobRow = typeof jobs.$inferSelect;
