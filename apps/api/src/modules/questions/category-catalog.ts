import type { Database } from '../../db/database.ts';
import { selectCategoryRows, type CategoryRow } from './question-bank.repository.ts';

/** Every category of a producer, in tree order (type, position, id), and by id. */
export interface CategoryCatalog {
  rows: readonly CategoryRow[];
  byId: ReadonlyMap<number, CategoryRow>;
}

export async function loadCategoryCatalog(db: Database, producerId: string): Promise<CategoryCatalog> {
  const rows = await selectCategoryRows(db, producerId);
  return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
}

/** `{ id, desc }` of each id of a path that is still in the catalog, root first. */
export function pathRefs(catalog: CategoryCatalog, path: readonly number[]): { id: number; desc: string }[] {
  return path.flatMap((id) => {
    const row = catalog.byId.get(id);
    return row ? [{ id: row.id, desc: row.desc }] : [];
  });
}
