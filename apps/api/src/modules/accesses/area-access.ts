import type { ProductArea } from '@members/contract';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { cachedLearnerAccess } from '../courses/learner.cache.ts';
import { selectProductAreas, type ProductAreasRow } from './area-access.repository.ts';

/** Products change when a producer edits them (seeds and tests today): another process sees a change within this. */
const productAreasTtlMs = 30_000;
const productAreas = perDatabase<Database, readonly ProductAreasRow[]>({ ttlMs: productAreasTtlMs });

const producerTag = (producerId: string) => `producer:${producerId}`;

function cachedProductAreas(db: Database, producerId: string): Promise<readonly ProductAreasRow[]> {
  return productAreas(db).read(producerId, () => selectProductAreas(db, producerId), {
    tags: () => [producerTag(producerId)],
  });
}

/** Why an area is closed to a learner, and where to buy it (`/page/offers/<product id>`, when sold here). */
export interface AreaLock {
  offerPath: string | null;
}

/**
 * Whether the learner may use an area (issue 17: a product unlocks the areas the producer chose). An area no product
 * of the producer lists is open to every learner (a producer who sells only courses keeps its bank open); once some
 * product lists it, the learner needs a live access (started, not ended, not revoked) to one of those products.
 * Null when open; the lock otherwise. Reads the learner's cached accesses (2 s, forgotten by every sale's write).
 */
export async function areaLock(db: Database, learner: Learner, area: ProductArea): Promise<AreaLock | null> {
  const sellers = (await cachedProductAreas(db, learner.producerId)).filter((row) => row.areas.includes(area));
  if (sellers.length === 0) return null;
  const access = await cachedLearnerAccess(db, learner);
  if (sellers.some((row) => access.has(row.code))) return null;
  const forSale = sellers.find((row) => row.sold_here);
  return { offerPath: forSale ? `/page/offers/${forSale.id}` : null };
}

/** After a write of products (seeds, tests): the next check reads them again. */
export function forgetProductAreas(db: Database, producerId: string): void {
  productAreas(db).forget(producerTag(producerId));
}
