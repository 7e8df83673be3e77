import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters of the per-IP (and per-account) rate limits when REDIS_URL is unset: one row per
 * limit and key, shared by every API process; expired windows are purged daily (jobs/purges.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    window_ends_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.window_ends_at)],
);
