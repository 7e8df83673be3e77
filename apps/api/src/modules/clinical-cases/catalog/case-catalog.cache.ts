import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import { caseContentTtlMs } from '../case-content.cache.ts';
import { buildCaseCatalog, type CaseCatalog } from './case-catalog.ts';
import { selectPublishedCases } from './case-catalog.repository.ts';

/**
 * The producer's published cases as lists and counts filter them (authored fields, subjects and their
 * ancestors), kept as long as a case's content (case-content.cache.ts) and forgotten with it by case-writer.ts.
 * The peers' counters are not in it: they change with every finish and are read for the shown page only.
 */
const catalogs = perDatabase<Database, CaseCatalog>({ ttlMs: caseContentTtlMs, maxEntries: 1_000 });
const producerTag = (producerId: string) => `producer:${producerId}`;

export function cachedCaseCatalog(db: Database, producerId: string): Promise<CaseCatalog> {
  return catalogs(db).read(
    producerId,
    async () => {
      const [rows, categories] = await Promise.all([
        selectPublishedCases(db, producerId),
        cachedCategoryCatalog(db, producerId),
      ]);
      return buildCaseCatalog(rows, categories);
    },
    { tags: () => [producerTag(producerId)] },
  );
}

/** After a write to the producer's cases (case-writer.ts). */
export function forgetCaseCatalog(db: Database, producerId: string): void {
  catalogs(db).forget(producerTag(producerId));
}
