import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { verticals, type VerticalRow } from '../../db/schema/index.ts';

export function listVerticals(db: Database): Promise<VerticalRow[]> {
  return db.select().from(verticals).orderBy(asc(verticals.position), asc(verticals.slug));
}
