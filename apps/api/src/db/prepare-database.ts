import type { DatabaseConnection } from './database.ts';
import { seedDemoIfEmpty } from './seed/index.ts';

export interface PrepareOptions {
  /** Seed the demo content when the database is empty (SEED_DEMO). */
  seed: boolean;
  /** Port the demo URLs point at. */
  port: number;
}

/** Start-up work: apply migrations, then seed on first run; one process at a time. */
export function prepareDatabase(database: DatabaseConnection, { seed, port }: PrepareOptions): Promise<{ seeded: boolean }> {
  return database.runExclusive(async () => {
    await database.migrate();
    const seeded = seed ? await seedDemoIfEmpty(database.db, { port }) : false;
    return { seeded };
  });
}
