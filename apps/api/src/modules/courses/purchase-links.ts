import type { Database } from '../../db/database.ts';
import { productsSoldHere } from './purchase-links.repository.ts';

/** Product code → the page that sells it here (`/page/offers/<product id>`), for the producer's products on sale. */
export type PurchaseLinks = ReadonlyMap<string, string>;

export async function loadPurchaseLinks(db: Database, producerId: string): Promise<PurchaseLinks> {
  const rows = await productsSoldHere(db, producerId);
  return new Map(rows.map((row) => [row.code, `/page/offers/${row.id}`]));
}

/**
 * A course's purchase link (spec §6, issue 17): the offers page of the first of its product codes sold here,
 * else the link the course stores (a sales page elsewhere, or none).
 */
export function coursePurchaseUrl(
  links: PurchaseLinks,
  productCodes: readonly string[],
  storedUrl: string | null,
): string | null {
  for (const code of productCodes) {
    const link = links.get(code);
    if (link) return link;
  }
  return storedUrl;
}
