import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, createPglite } from '../db/open-pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data directory; each test file loads its own copy. */
    pgliteSnapshotPath: string | null;
  }
}

/**
 * Migrates one embedded database for the whole run (creating one costs seconds) and hands its
 * data directory to the test files. With TEST_DATABASE_URL each file creates its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['TEST_DATABASE_URL']) {
    project.provide('pgliteSnapshotPath', null);
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'members-api-test-'));
  const client = await createPglite();
  try {
    await connectPglite(client).migrate();
    const snapshot = await client.dumpDataDir('none');
    const snapshotPath = path.join(dir, 'migrated.tar');
    await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('pgliteSnapshotPath', snapshotPath);
  } finally {
    await client.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
