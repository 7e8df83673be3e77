import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { questionCategories } from '../../db/schema/index.ts';

export interface CategoryRow {
  id: number;
  type: number;
  parent_id: number | null;
  desc: string;
  position: number;
  /** Ids from the root down to the node itself. */
  path: number[];
}

/** Every category of a producer, in tree order (type, position, id), and by id. */
export interface CategoryCatalog {
  rows: readonly CategoryRow[];
  byId: ReadonlyMap<number, CategoryRow>;
}

export async function loadCategoryCatalog(db: Database, producerId: string): Promise<CategoryCatalog> {
  const rows = await db
    .select({
      id: questionCategories.id,
      type: questionCategories.type,
      parent_id: questionCategories.parent_id,
      desc: questionCategories.desc,
      position: questionCategories.position,
      path: questionCategories.path,
    })
    .from(questionCategories)
    .where(eq(questionCategories.producer_id, producerId))
    .orderBy(asc(questionCategories.type), asc(questionCategories.position), asc(questionCategories.id));
  return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
}

/** `{ id, desc }` of each id of a path that is still in the catalog, root first. */
export function pathRefs(catalog: CategoryCatalog, path: readonly number[]): { id: number; desc: string }[] {
  return path.flatMap((id) => {
    const row = catalog.byId.get(id);
    return row ? [{ id: row.id, desc: row.desc }] : [];
  });
}
