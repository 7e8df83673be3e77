import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { connectPglite, createPglite, openPglite } from '../db/open-pglite.ts';
import { rawRows } from '../db/raw-rows.ts';
import { seedDemo } from '../db/seed/index.ts';
import { dataDirStorage } from '../plugins/storage.ts';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * The database of a child server, seeded with the demo: with TEST_DATABASE_URL a new database on that server
 * (the test reads it while the child runs), else a PGlite folder under the child's DATA_DIR (the test opens it
 * only while no child holds it).
 */
export interface ChildDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for the child. */
  readonly env: Record<string, string>;
  /** Runs `read` over the database (on PGlite: call only while no server runs on it). */
  inspect<T>(read: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function seededChildDatabase(port: number): Promise<ChildDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'members-faults-'));
  const seed = { port, storage: dataDirStorage(dataDir) };
  if (process.env['TEST_DATABASE_URL']) {
    const database = await createTestDatabase();
    await seedDemo(database.db, seed);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' },
      inspect: (read) => read(database.db),
      dispose: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The migrated snapshot of the global setup, unpacked where the child's server looks (DATA_DIR/pglite).
  const pgliteDir = path.join(dataDir, 'pglite');
  await mkdir(pgliteDir);
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('global setup did not provide the PGlite snapshot');
  const created = connectPglite(
    await createPglite({ dataDir: pgliteDir, loadDataDir: await openAsBlob(snapshotPath) }),
  );
  await seedDemo(created.db, seed);
  await created.close();
  return {
    env: { DATA_DIR: dataDir },
    inspect: async (read) => {
      const opened = await openPglite({ dataDir: pgliteDir });
      try {
        return await read(opened.db);
      } finally {
        await opened.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export interface StoredAnswer {
  question_id: number;
  idempotency_key: string;
  alternative: string | null;
  marked: boolean;
}

/** The learner's attempt at the simulado. */
export async function attemptIdOf(db: Database, simuladoId: number, email: string): Promise<number> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select a.id from simulado_attempts a join users u on u.id = a.user_id
        where a.simulado_id = ${simuladoId} and u.email = ${email}`,
  );
  if (rows.length !== 1) throw new Error(`expected one attempt of ${email}, found ${rows.length}`);
  return Number(rows[0]?.id);
}

/** Every row of the attempt's answers (the primary key allows one per question). */
export function storedAnswers(db: Database, attemptId: number): Promise<StoredAnswer[]> {
  return rawRows<StoredAnswer>(
    db,
    sql`select question_id, idempotency_key, alternative, marked from simulado_answers where attempt_id = ${attemptId}`,
  );
}

/** The answers the hand-in logged (question_answers), counted per question. */
export function loggedAnswerCounts(db: Database, attemptId: number) {
  return rawRows<{ question_id: number; logged: number; alternative: string }>(
    db,
    sql`select question_id, count(*)::int as logged, min(alternative) as alternative from question_answers
        where attempt_id = ${attemptId} group by question_id`,
  );
}
