import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config/index.ts';
import type { DatabaseConnection } from './database.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres, type PostgresOptions } from './open-postgres.ts';

/** The app's limit of one SQL statement: a request never waits on the database longer than this. */
const statementTimeoutMs = 30_000;

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. On PostgreSQL a request
 * waits at most 3 s for a connection and 30 s for a statement, so a database that is down answers 503 at once
 * (plugins/error-handler.ts) and the pool reconnects by itself when it is back.
 */
export async function openDatabase(
  config: Pick<ApiConfig, 'DATABASE_URL' | 'DATA_DIR'>,
  options: PostgresOptions = {},
): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, { statementTimeoutMs, ...options });
  const dataDir = path.join(config.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
