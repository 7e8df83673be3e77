import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products } from '../../db/schema/index.ts';

export interface ProductAreasRow {
  id: string;
  code: string;
  areas: string[];
  /** Whether an active offer sells it here (then a locked area links to its offers page). */
  sold_here: boolean;
}

/** The producer's products with the areas each unlocks, sold-here ones first, then by name. */
export function selectProductAreas(db: Database, producerId: string): Promise<ProductAreasRow[]> {
  // Spelled out: inside a one-table select drizzle would drop the column's table and "id" would mean the offer's.
  const soldHere = sql<boolean>`exists (
    select 1 from offers o where o.product_id = products.id and o.active and o.channel = 'here'
  )`;
  return db
    .select({ id: products.id, code: products.code, areas: products.areas, sold_here: soldHere })
    .from(products)
    .where(and(eq(products.producer_id, producerId)))
    .orderBy(sql`${soldHere} desc`, products.name);
}
