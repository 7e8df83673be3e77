import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConnection } from '../db/database.ts';
import { connectPglite, createPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';

/**
 * A migrated database of its own for one test file: a copy of the migrated PGlite snapshot, or,
 * with TEST_DATABASE_URL, a uniquely named database on that server, dropped on close().
 */
export interface TestDatabase extends DatabaseConnection {
  /** Connection string of this database when it lives on a PostgreSQL server. */
  readonly url: string | null;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) return createPostgresTestDatabase(serverUrl);
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('global setup did not provide the PGlite snapshot');
  const connection = connectPglite(await createPglite({ loadDataDir: await openAsBlob(snapshotPath) }));
  return { ...connection, url: null };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openPostgres(url.toString(), { maxConnections: 4 });
  await connection.migrate();
  let dropping: Promise<void> | undefined;
  return {
    ...connection,
    url: url.toString(),
    close: () =>
      (dropping ??= connection
        .close()
        .then(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
