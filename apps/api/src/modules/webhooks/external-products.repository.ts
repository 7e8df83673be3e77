import type { SaleChannel } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { offers, products, type OfferRow, type ProductRow } from '../../db/schema/index.ts';

/**
 * The producer's offer sold on a platform under the platform's product id, with its product. Inactive offers count:
 * a refund of a sale made before the offer was withdrawn must still revoke.
 */
export async function findExternalOffer(
  db: Database,
  producerId: string,
  channel: Exclude<SaleChannel, 'here'>,
  externalProductId: string,
): Promise<{ offer: OfferRow; product: ProductRow } | null> {
  const [row] = await db
    .select({ offer: offers, product: products })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.product_id))
    .where(
      and(
        eq(offers.producer_id, producerId),
        eq(offers.channel, channel),
        eq(offers.external_product_id, externalProductId),
      ),
    )
    .limit(1);
  return row ?? null;
}
