import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { offers, products } from '../../db/schema/index.ts';

/** The producer's products with an active offer sold here (our checkout), by code. */
export function productsSoldHere(db: Database, producerId: string): Promise<{ id: string; code: string }[]> {
  return db
    .selectDistinct({ id: products.id, code: products.code })
    .from(products)
    .innerJoin(offers, eq(offers.product_id, products.id))
    .where(
      and(
        eq(products.producer_id, producerId),
        eq(offers.producer_id, producerId),
        eq(offers.active, true),
        eq(offers.channel, 'here'),
      ),
    );
}
