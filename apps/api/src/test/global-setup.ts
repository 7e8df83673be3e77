import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, createPglite } from '../db/open-pglite.ts';
import { dropDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated PGlite data directory; each test file loads its own copy. */
    pgliteSnapshotPath: string | null;
    /** This run's scratch folder (the seeded snapshot and files, their locks: test/seeded-template.ts). */
    testRunDir: string;
    /** With TEST_DATABASE_URL: this run's template databases' name, + `_migrated` / `_seeded` (test/seeded-template.ts). */
    templateBaseName: string | null;
  }
}

/**
 * Migrates one embedded database for the whole run (creating one costs seconds) and hands its
 * data directory to the test files. With TEST_DATABASE_URL each file creates its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'members-api-test-'));
  project.provide('testRunDir', dir);
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const base = `api_test_template_${process.pid}_${Date.now().toString(36)}`;
    project.provide('pgliteSnapshotPath', null);
    project.provide('templateBaseName', base);
    return async () => {
      for (const kind of ['migrated', 'seeded']) await dropDatabase(serverUrl, `${base}_${kind}`);
      await rm(dir, { recursive: true, force: true });
    };
  }
  project.provide('templateBaseName', null);
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
