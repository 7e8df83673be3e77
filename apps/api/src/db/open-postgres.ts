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
  /** Server-side limit of one statement (PostgreSQL cancels it, 57014); none when unset. Migrations have none. */
  statementTimeoutMs?: number;
}

/**
 * A request waits at most this long for a connection (a new one or a free pooled one), so a database that is
 * down or saturated answers 503 at once instead of holding the request.
 */
const connectTimeoutMs = 3_000;

/** Advisory-lock key of the start-up (migrate + seed) section; any constant shared by all processes. */
const startupLockKey = 7_311_042_001;

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString,
    max: Math.max(options.maxConnections ?? 10, 2),
    connectionTimeoutMillis: connectTimeoutMs,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // A server that vanished without closing the socket (a host down, a network cut) is noticed by the kernel.
    keepAlive: true,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    // On a connection of its own, without the statement limit: an index built over a large table takes its time.
    migrate: async () => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
      await client.connect();
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    runExclusive: async (task) => {
      const client = await pool.connect();
      try {
        // Waiting for another process's start-up (its migrations) is not bound by the statement limit.
        await client.query("select set_config('statement_timeout', '0', false)");
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
          await client.query('reset statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
