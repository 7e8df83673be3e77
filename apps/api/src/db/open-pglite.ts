import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type DatabaseConnection } from './database.ts';
import * as schema from './schema/index.ts';

/** Contrib extensions loaded so migrations can `CREATE EXTENSION` them, as on PostgreSQL. */
const pgliteExtensions = { unaccent, pg_trgm, ltree };

export type PgliteSource = Pick<PGliteOptions, 'dataDir' | 'loadDataDir'>;

/** Starts an embedded PostgreSQL: files in `dataDir`, in memory without it. */
export async function createPglite(source: PgliteSource = {}): Promise<PGlite> {
  return PGlite.create({ ...source, extensions: pgliteExtensions });
}

export function connectPglite(client: PGlite): DatabaseConnection {
  const db = drizzle({ client, schema });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    // One process owns a PGlite data folder: an in-process queue is enough.
    runExclusive: (task) => {
      const run = queue.then(task, task);
      queue = run.catch(() => undefined);
      return run;
    },
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(source: PgliteSource = {}): Promise<DatabaseConnection> {
  return connectPglite(await createPglite(source));
}
