import type { Database } from '../../database.ts';
import { offers, products } from '../../schema/index.ts';

type ProductValues = typeof products.$inferInsert;
type OfferValues = typeof offers.$inferInsert;

/** An offer of a product, as the writer takes it (producer, product and position are filled in). */
export type OfferInput = Omit<OfferValues, 'id' | 'producer_id' | 'product_id' | 'position' | 'created_at'>;

/** A product with its offers, in display order. */
export interface ProductInput extends Omit<ProductValues, 'id' | 'producer_id' | 'created_at'> {
  offers: readonly OfferInput[];
}

/** What the writer made: each product's id and its offers' ids (public uuids), in input order. */
export interface WrittenProduct {
  productId: string;
  offerIds: string[];
}

/**
 * Writes a producer's products and their offers (the demo seed and tests). Returns them by product code. Run
 * before the app serves, or forget the producer's content cache after (the catalog's purchase links read offers).
 */
export async function writeProducts(
  db: Database,
  producerId: string,
  inputs: readonly ProductInput[],
): Promise<Map<string, WrittenProduct>> {
  const written = new Map<string, WrittenProduct>();
  if (inputs.length === 0) return written;
  const rows = await db
    .insert(products)
    .values(inputs.map(({ offers: _offers, ...product }) => ({ ...product, producer_id: producerId })))
    .returning({ id: products.id, code: products.code });
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const offerRows = inputs.flatMap((input) =>
    input.offers.map((offer, position) => ({
      ...offer,
      producer_id: producerId,
      product_id: idOf.get(input.code) ?? '',
      position,
    })),
  );
  const insertedOffers =
    offerRows.length > 0
      ? await db.insert(offers).values(offerRows).returning({ id: offers.id, product_id: offers.product_id })
      : [];
  for (const input of inputs) {
    const productId = idOf.get(input.code) ?? '';
    const offerIds = insertedOffers.filter((offer) => offer.product_id === productId).map((offer) => offer.id);
    written.set(input.code, { productId, offerIds });
  }
  return written;
}
