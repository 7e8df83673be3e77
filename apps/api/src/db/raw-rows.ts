import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Runs a raw SQL statement and returns its rows. Both drivers (node-postgres and PGlite) answer
 * `{ rows }`; the shared Database type cannot say so, hence the narrowing here, in one place.
 */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
