import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { facetIndexFrom, type FacetIndex } from './facet-index.ts';

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
    rawRows<{ ids: string | null }>(
      db,
      sql`select string_agg(id::text, ',' order by id) as ids from questions where producer_id = ${producerId} and status = 'published'`,
    ),
    rawRows<{ id: number; type: number; path: number[] }>(
      db,
      sql`select id, type, path from question_categories where producer_id = ${producerId} order by type, position, id`,
    ),
    rawRows<{ category_id: number; ids: string }>(
      db,
      sql`select l.category_id, string_agg(l.question_id::text, ',') as ids
          from question_category_links l join question_categories c on c.id = l.category_id
          where c.producer_id = ${producerId} group by l.category_id`,
    ),
  ]);
  return facetIndexFrom(
    idsWithout(parseIdList(published[0]?.ids ?? null), heldBack),
    categories.map((row) => ({ id: Number(row.id), type: Number(row.type), path: row.path.map(Number) })),
    links.map((row) => ({ categoryId: Number(row.category_id), questionIds: parseIdList(row.ids) })),
  );
}
