import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { connectPglite, createPglite } from '../db/open-pglite.ts';
import { openPostgres } from '../db/open-postgres.ts';
import { seedDemo } from '../db/seed/index.ts';
import { dataDirStorage } from '../plugins/storage.ts';
import { runOnce } from './run-once.ts';

/** The demo seed as tests see it: the port in its URLs, and no study plans (planner tests make their own). */
const testSeed = { port: 3000, plans: false } as const;

function runDir(): string {
  const dir = inject('testRunDir');
  if (!dir) throw new Error('global setup did not provide the run folder');
  return dir;
}

/** Where the seeded files (covers, handouts, pictures) live: one folder shared by every seeded test file. */
export function seededFilesDir(): string {
  return path.join(runDir(), 'seeded-files');
}

const seedFiles = () => ({ ...testSeed, storage: dataDirStorage(seededFilesDir()) });

/**
 * The seeded PGlite snapshot, made once per run by the first file that asks (seeding takes seconds; copying a
 * snapshot, a fraction of one). Each file still gets its own database: a copy.
 */
export async function seededPgliteSnapshot(): Promise<string> {
  const migrated = inject('pgliteSnapshotPath');
  if (!migrated) throw new Error('global setup did not provide the PGlite snapshot');
  const seeded = path.join(runDir(), 'seeded.tar');
  await runOnce(runDir(), 'seeded-pglite', async () => {
    const client = await createPglite({ loadDataDir: await openAsBlob(migrated) });
    try {
      await seedDemo(connectPglite(client).db, seedFiles());
      await writeFile(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await client.close();
    }
  });
  return seeded;
}

/**
 * This run's template database on the test server, migrated (and seeded when `seeded`), made once per run by the
 * first file that asks; each file then creates its own database from it (CREATE DATABASE … TEMPLATE), which is
 * faster than migrating (and seeding) each one. Both are dropped by the global teardown.
 */
export async function postgresTemplate(
  serverUrl: string,
  seeded: boolean,
  createDatabase: (name: string) => Promise<void>,
): Promise<string> {
  const base = inject('templateBaseName');
  if (!base) throw new Error('global setup did not name the template databases');
  const name = `${base}_${seeded ? 'seeded' : 'migrated'}`;
  await runOnce(runDir(), name, async () => {
    await createDatabase(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any copy: a template with a live connection cannot be copied.
    const connection = openPostgres(url.toString(), { maxConnections: 1 });
    try {
      await connection.migrate();
      if (seeded) await seedDemo(connection.db, seedFiles());
    } finally {
      await connection.close();
    }
  });
  return name;
}
