import { and, arrayContains, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses, offers, products, type OfferRow, type ProductRow } from '../../db/schema/index.ts';

/** A course a product opens, as offers list it. */
export interface ProductCourseRow {
  id: string;
  name: string;
}

export async function findProduct(db: Database, producerId: string, productId: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.producer_id, producerId), eq(products.id, productId)))
    .limit(1);
  return row ?? null;
}

/** The product's active offers, by position. */
export function activeOffersOfProduct(db: Database, producerId: string, productId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.producer_id, producerId), eq(offers.product_id, productId), eq(offers.active, true)))
    .orderBy(asc(offers.position), asc(offers.created_at));
}

/** An active offer of the producer with its product (null when missing, inactive or another producer's). */
export async function findActiveOffer(
  db: Database,
  producerId: string,
  offerId: string,
): Promise<{ offer: OfferRow; product: ProductRow } | null> {
  const [row] = await db
    .select({ offer: offers, product: products })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.product_id))
    .where(and(eq(offers.producer_id, producerId), eq(offers.id, offerId), eq(offers.active, true)))
    .limit(1);
  return row ?? null;
}

/** The producer's published courses whose product codes hold `code`, by position. */
export function coursesOfProduct(db: Database, producerId: string, code: string): Promise<ProductCourseRow[]> {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      and(
        eq(courses.producer_id, producerId),
        arrayContains(courses.product_codes, sql`ARRAY[${code}]::text[]`),
        lte(courses.published_at, sql`now()`),
      ),
    )
    .orderBy(asc(courses.position), asc(courses.name));
}
