import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config/index.ts';
import type { DatabaseConnection } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres, type PostgresOptions } from './open-postgres.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<ApiConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  options: PostgresOptions = {},
): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, options);
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
