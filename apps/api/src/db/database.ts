import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** One type for both drivers (a "pglite or pg" union would not be callable). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (src/db/migrations) that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding the start-up lock, so API processes starting together on one
   * PostgreSQL server migrate and seed one at a time (an advisory lock; in-process for PGlite).
   */
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
