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

/** A client request gives up this long after the statement limit, when the server did not even answer that. */
const queryTimeoutMarginMs = 5_000;

/** A connection of its own, outside the pool and its limits: migrations, the start-up lock. */
async function withOwnConnection<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): DatabaseConnection {
  const { statementTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString,
    max: Math.max(options.maxConnections ?? 10, 2),
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cuts a long statement; the client stops waiting for a server that no longer answers at all.
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + queryTimeoutMarginMs }
      : {}),
    // A server that vanished without closing the socket (a host down, a network cut) is noticed by the kernel.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Reads started together on one connection (a transaction's) go out together, as node-postgres documents,
    // instead of waiting in the driver's queue, which pg 8 deprecates and pg 9 removes. A pool query has its
    // connection to itself either way.
    pipeline: true,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    // An index built over a large table takes its time: no statement limit.
    migrate: () =>
      withOwnConnection(connectionString, (client) => migrate(drizzle({ client, schema }), { migrationsFolder })),
    // Waiting while another process migrates is not bound by the limits either.
    runExclusive: (task) =>
      withOwnConnection(connectionString, async (client) => {
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await task();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      }),
    close: () => (closing ??= pool.end()),
  };
}
