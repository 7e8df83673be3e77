import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** The producer's published question ids as one comma list in id order, or null without any. */
export async function selectPublishedIdList(db: Database, producerId: string): Promise<string | null> {
  const [row] = await rawRows<{ ids: string | null }>(
    db,
    sql`select string_agg(id::text, ',' order by id) as ids from questions where producer_id = ${producerId} and status = 'published'`,
  );
  return row?.ids ?? null;
}

/** The producer's categories in tree order (type, position, id). */
export function selectCategoryPaths(
  db: Database,
  producerId: string,
): Promise<{ id: number; type: number; path: number[] }[]> {
  return rawRows<{ id: number; type: number; path: number[] }>(
    db,
    sql`select id, type, path from question_categories where producer_id = ${producerId} order by type, position, id`,
  );
}

/** Per category of the producer that has questions, their ids as one comma list. */
export function selectCategoryLinkLists(
  db: Database,
  producerId: string,
): Promise<{ category_id: number; ids: string }[]> {
  return rawRows<{ category_id: number; ids: string }>(
    db,
    sql`select l.category_id, string_agg(l.question_id::text, ',') as ids
        from question_category_links l join question_categories c on c.id = l.category_id
        where c.producer_id = ${producerId} group by l.category_id`,
  );
}

/** A cheap signature of the producer's published questions and categories (counts, top ids, id sum). */
export async function selectBankSignature(db: Database, producerId: string): Promise<string | null> {
  const [row] = await rawRows<{ signature: string }>(
    db,
    sql`select concat_ws(':', q.n, q.top, q.total, c.n, c.top) as signature
        from (select count(*) as n, max(id) as top, sum(id::bigint) as total from questions where producer_id = ${producerId} and status = 'published') q,
             (select count(*) as n, max(id) as top from question_categories where producer_id = ${producerId}) c`,
  );
  return row?.signature ?? null;
}
