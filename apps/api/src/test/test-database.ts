import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConnection } from '../db/database.ts';
import { connectPglite, createPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { postgresTemplate, seededPgliteSnapshot } from './seeded-template.ts';

/**
 * A migrated database of its own for one test file: a copy of the migrated PGlite snapshot, or, with
 * TEST_DATABASE_URL, a uniquely named copy of the run's migrated template database on that server, dropped on
 * close(). `seeded`: a copy of the run's seeded snapshot or template instead (the demo content, made once per run:
 * test/seeded-template.ts).
 */
export interface TestDatabase extends DatabaseConnection {
  /** Connection string of this database when it lives on a PostgreSQL server. */
  readonly url: string | null;
}

export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) return createPostgresTestDatabase(serverUrl, options.seeded ?? false);
  const snapshotPath = options.seeded ? await seededPgliteSnapshot() : inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('global setup did not provide the PGlite snapshot');
  const connection = connectPglite(await createPglite({ loadDataDir: await openAsBlob(snapshotPath) }));
  return { ...connection, url: null };
}

async function createPostgresTestDatabase(serverUrl: string, seeded: boolean): Promise<TestDatabase> {
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(serverUrl, seeded, (templateName) =>
    adminQuery(serverUrl, `CREATE DATABASE "${templateName}"`),
  );
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = openPostgres(url.toString(), { maxConnections: 4 });
  let dropping: Promise<void> | undefined;
  return {
    ...connection,
    url: url.toString(),
    close: () => (dropping ??= connection.close().then(() => dropDatabase(serverUrl, name))),
  };
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
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
