import type { FileStorage } from '../storage/file-storage.ts';
import type { DatabaseConnection } from './database.ts';
import { seedDemoIfEmpty } from './seed/seed-if-empty.ts';

export interface PrepareOptions {
  /** Seed the demo content when the database is empty (SEED_DEMO). */
  seed: boolean;
  /** Port the demo URLs point at. */
  port: number;
  /** Where the demo seed writes its files. */
  storage: FileStorage;
}

/** Start-up work: apply migrations, then seed on first run; one process at a time. */
export function prepareDatabase(
  database: DatabaseConnection,
  { seed, port, storage }: PrepareOptions,
): Promise<{ seeded: boolean }> {
  return database.runExclusive(async () => {
    await database.migrate();
    const seeded = seed ? await seedDemoIfEmpty(database.db, { port, storage }) : false;
    return { seeded };
  });
}
