import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import { loadCategoryCatalog, type CategoryCatalog } from './category-catalog.ts';
import { loadQuestionContent, type QuestionContent } from './question-content.ts';
import { forgetQuestionIndex } from './facets/question-index.cache.ts';
import { questionNotFoundError } from './questions.errors.ts';
import { loadQuestionTracks, type TrackRow } from './tracks/tracks.repository.ts';

/**
 * What producers author (category trees, question content, tracks) is read on nearly every call and changes
 * rarely, so each process keeps it this long. A change made elsewhere (a question annulled, a track edited)
 * shows within this time; a writer in this process calls forgetQuestionBank to show it at once.
 */
export const bankCacheTtlMs = 60_000;

const catalogs = perDatabase<Database, CategoryCatalog>({ ttlMs: bankCacheTtlMs, maxEntries: 1_000 });
const contents = perDatabase<Database, QuestionContent>({ ttlMs: bankCacheTtlMs, maxEntries: 20_000 });
const tracks = perDatabase<Database, readonly TrackRow[]>({ ttlMs: bankCacheTtlMs, maxEntries: 1_000 });

const producerTag = (producerId: string) => `producer:${producerId}`;

export function cachedCategoryCatalog(db: Database, producerId: string): Promise<CategoryCatalog> {
  return catalogs(db).read(producerId, () => loadCategoryCatalog(db, producerId), {
    tags: () => [producerTag(producerId)],
  });
}

/** The producer's question in any status; 404 (not cached) when there is none. */
export function cachedQuestionContent(db: Database, producerId: string, questionId: number): Promise<QuestionContent> {
  const read = async () => {
    const content = await loadQuestionContent(db, producerId, questionId);
    if (!content) throw questionNotFoundError();
    return content;
  };
  return contents(db).read(`${producerId}:${questionId}`, read, { tags: () => [producerTag(producerId)] });
}

/** A question the learner may see and answer: published or annulled (a draft answers 404 like a missing one). */
export async function visibleQuestion(db: Database, producerId: string, questionId: number): Promise<QuestionContent> {
  const content = await cachedQuestionContent(db, producerId, questionId);
  if (content.status === 'draft') throw questionNotFoundError();
  return content;
}

export function cachedQuestionTracks(db: Database, producerId: string): Promise<readonly TrackRow[]> {
  return tracks(db).read(producerId, () => loadQuestionTracks(db, producerId), {
    tags: () => [producerTag(producerId)],
  });
}

/** After a write to the producer's categories, questions or tracks (the facet index included). */
export function forgetQuestionBank(db: Database, producerId: string): void {
  for (const cache of [catalogs(db), contents(db), tracks(db)]) cache.forget(producerTag(producerId));
  forgetQuestionIndex(db, producerId);
}
