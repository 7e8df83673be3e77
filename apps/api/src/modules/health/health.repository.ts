import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** `select 1`: settles when the database answers, rejects when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
