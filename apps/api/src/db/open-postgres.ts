import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type DatabaseConnection } from './database.ts';
import * as schema from './schema/index.ts';

export interface PostgresOptions {
  /** Largest number of pooled connections. */
  maxConnections?: number;
  /** Called when an idle pooled connection fails (the pool drops it and carries on). */
  onIdleError?: (error: Error) => void;
}

/** Advisory-lock key of the start-up (migrate + seed) section; any constant shared by all processes. */
const startupLockKey = 7_311_042_001;

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString,
    max: Math.max(options.maxConnections ?? 10, 2),
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    runExclusive: async (task) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      } finally {
        client.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
