import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConnection } from '../../db/database.ts';
import type { ChangeTransport } from './change-bus.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/**
 * The driver's own client: drizzle keeps it as `$client`, which the driver-neutral Database type does not name.
 * A pg.Pool on PostgreSQL, the PGlite instance when embedded.
 */
function driverClientOf(connection: DatabaseConnection): unknown {
  return (connection.db as { $client?: unknown }).$client;
}

/**
 * PostgreSQL's LISTEN/NOTIFY on `channel` (a plain lower-case identifier): a message is sent with pg_notify on a
 * pooled connection right after the write it follows has committed (the caller awaits it), and received on a
 * connection of its own (postgres-listener.ts). Notifications are per database, so apps on other databases of
 * the server never hear each other.
 */
function postgresTransport(pool: pg.Pool, channel: string): ChangeTransport {
  return {
    name: 'postgres',
    inProcess: false,
    send: async (text) => {
      await pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    subscribe: (listener) => listenOnPostgres(pool.options, channel, listener),
    // The pool is the app's: the database plugin closes it.
    close: async () => undefined,
  };
}

/**
 * PGlite runs in this process, and delivers a notification to every listener of the instance (each app built
 * over it, in tests) before the query that sent it resolves.
 */
function pgliteTransport(client: PGlite, channel: string): ChangeTransport {
  return {
    name: 'pglite',
    inProcess: true,
    send: async (text) => {
      await client.query('select pg_notify($1, $2)', [channel, text]);
    },
    subscribe(listener) {
      let closed = false;
      const listening = client
        .listen(channel, (text) => listener.message(text))
        .then(
          (unlisten) => {
            if (!closed) listener.listening();
            return unlisten;
          },
          (error: unknown) => {
            listener.lost(error instanceof Error ? error : new Error(String(error)));
            return null;
          },
        );
      return {
        ping: async () => undefined,
        async close() {
          closed = true;
          const unlisten = await listening;
          if (!client.closed) await unlisten?.().catch(() => undefined);
        },
      };
    },
    close: async () => undefined,
  };
}

/** LISTEN/NOTIFY on the app's own database, whichever driver it runs on. */
export function databaseTransport(connection: DatabaseConnection, channel: string): ChangeTransport {
  const client = driverClientOf(connection);
  if (client instanceof pg.Pool) return postgresTransport(client, channel);
  if (client instanceof PGlite) return pgliteTransport(client, channel);
  throw new Error(`no change transport for a ${connection.driver} connection`);
}
