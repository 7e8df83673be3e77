import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import { caseNotFoundError } from './clinical-cases.errors.ts';
import { selectCaseContent, type CaseContent } from './case-content.repository.ts';

/**
 * A case's authored content (stages, options, subjects) is read on every decision and debrief and changes only
 * through case-writer.ts, which forgets the producer's entries; other processes see a change within this time.
 * The peers' counters are not part of it (they change with every finish).
 */
export const caseContentTtlMs = 60_000;

const contents = perDatabase<Database, CaseContent>({ ttlMs: caseContentTtlMs, maxEntries: 5_000 });
const producerTag = (producerId: string) => `producer:${producerId}`;

/** A published case of the producer; 404 `clinical_cases.not_found` (never cached) otherwise. */
export function cachedCaseContent(db: Database, producerId: string, caseId: number): Promise<CaseContent> {
  return contents(db).read(
    `${producerId}:${caseId}`,
    async () => {
      const content = await selectCaseContent(db, producerId, caseId);
      if (!content) throw caseNotFoundError();
      return content;
    },
    { tags: () => [producerTag(producerId)] },
  );
}

/** After a write to the producer's cases. */
export function forgetCaseContent(db: Database, producerId: string): void {
  contents(db).forget(producerTag(producerId));
}
