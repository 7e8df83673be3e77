import type { Database } from '../../../db/database.ts';
import { facetIndexFrom, type FacetIndex } from './facet-index.ts';
import { selectCategoryLinkLists, selectCategoryPaths, selectPublishedIdList } from './facet-index.repository.ts';

/** "1,5,9" → Int32Array [1, 5, 9] (a comma list travels and parses faster than an array of a million numbers). */
export function parseIdList(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 44) count += 1;
  const ids = new Int32Array(count);
  let value = 0;
  let index = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      ids[index++] = value;
      value = 0;
    } else value = value * 10 + (code - 48);
  }
  ids[index] = value;
  return ids;
}

/** The ids not in `left` (held back), in order; the same array when none is. */
function idsWithout(ids: Int32Array, left: ReadonlyMap<number, unknown>): Int32Array {
  return left.size === 0 ? ids : ids.filter((id) => !left.has(id));
}

/**
 * Reads a producer's index in three queries that return lists, never a row per question. The `heldBack`
 * questions (of simulados not yet closed) are left out: they are neither counted nor drawn.
 */
export async function buildFacetIndex(
  db: Database,
  producerId: string,
  heldBack: ReadonlyMap<number, unknown> = new Map(),
): Promise<FacetIndex> {
  const [published, categories, links] = await Promise.all([
    selectPublishedIdList(db, producerId),
    selectCategoryPaths(db, producerId),
    selectCategoryLinkLists(db, producerId),
  ]);
  return facetIndexFrom(
    idsWithout(parseIdList(published), heldBack),
    categories.map((row) => ({ id: Number(row.id), type: Number(row.type), path: row.path.map(Number) })),
    links.map((row) => ({ categoryId: Number(row.category_id), questionIds: parseIdList(row.ids) })),
  );
}
