import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.ts';
import { listenerApplicationName } from '../../cache/change-bus/postgres-listener.ts';
import { subscriberName } from '../../cache/change-bus/redis-transport.ts';
import type { DatabaseConnection } from '../../db/database.ts';
import { connectPglite } from '../../db/open-pglite.ts';
import { openPostgres } from '../../db/open-postgres.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { testConfig } from '../../test/test-app.ts';
import { seededFilesDir } from '../../test/seeded-template.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { redisSessionChannel } from './session-changes.ts';
import { vigiliaHeaders } from './session-test-support.ts';

/** Helpers of the session-change tests (not a test file): two API instances over one database. */

export interface InstancePair {
  /** The instance where sessions change. */
  a: FastifyInstance;
  /** The instance that must hear of it: its own connection, so its own session cache, as another process. */
  b: FastifyInstance;
  database: TestDatabase;
  /** Cuts b's subscription the way a network or server fault would (null on PGlite: it runs in-process). */
  cutListenerOfB: (() => Promise<void>) | null;
}

/** A second connection to the test database: the same PGlite instance, or a pool of its own on PostgreSQL. */
function secondConnection(database: TestDatabase): { connection: DatabaseConnection; close: () => Promise<void> } {
  if (database.url) {
    const connection = openPostgres(database.url, { maxConnections: 4 });
    return { connection, close: () => connection.close() };
  }
  // drizzle keeps the PGlite instance as $client; the instance is closed with `database`.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { connection: connectPglite(client), close: async () => undefined };
}

/**
 * How to cut b's subscription the way a fault would: its PostgreSQL backend terminated, or its Redis connection
 * killed. Found while b is the only instance of the pair listening; null on PGlite (it runs in-process).
 */
async function listenerCutter(database: TestDatabase, env: Record<string, string>) {
  const redisUrl = env['REDIS_URL'];
  if (redisUrl) {
    const admin = new Redis(redisUrl);
    const name = subscriberName(redisSessionChannel(env['REDIS_KEY_PREFIX']));
    const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
    const ids = clients.filter((line) => line.includes(` name=${name} `)).map((line) => /id=(\d+)/.exec(line)?.[1]);
    return async () => {
      for (const id of ids) if (id) await admin.call('CLIENT', 'KILL', 'ID', id);
      await admin.quit();
    };
  }
  if (!database.url) return null;
  const listeners = await rawRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${listenerApplicationName}`,
  );
  return async () => {
    for (const { pid } of listeners) await database.db.execute(sql`select pg_terminate_backend(${pid})`);
  };
}

export function useInstancePair(env: Record<string, string> = {}): InstancePair {
  const pair = { cutListenerOfB: null } as InstancePair;
  let closeSecond = async () => undefined as void;
  beforeAll(async () => {
    pair.database = await createTestDatabase({ seeded: true });
    const config = testConfig({ DATA_DIR: seededFilesDir(), ...env });
    const second = secondConnection(pair.database);
    closeSecond = second.close;
    pair.b = await buildApp({ config, db: second.connection, closeDatabase: false });
    await pair.b.ready();
    pair.cutListenerOfB = await listenerCutter(pair.database, env);
    pair.a = await buildApp({ config, db: pair.database, closeDatabase: false });
    await pair.a.ready();
  });
  afterAll(async () => {
    await pair.a?.close();
    await pair.b?.close();
    await closeSecond();
    await pair.database?.close();
  });
  return pair;
}

/** Signs a demo learner in on one instance; the bearer token. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: vigiliaHeaders,
    payload: { email, password: demoPassword },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ token: string }>().token;
}
