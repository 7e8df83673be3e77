import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import type { FacetIndex } from './facet-index.ts';
import { buildFacetIndex } from './facet-index-load.ts';
import { selectBankSignature } from './facet-index.repository.ts';
import { openSimuladoQuestions, type OpenSimuladoQuestions } from '../open-simulado-questions.ts';

/**
 * Each process keeps one facet index per (database, producer), built on first use (concurrent first requests
 * share the build). Once it is this old, the next use refreshes it in the background and keeps serving the old
 * one meanwhile (TtlCache refreshes at half its time to live); an index nobody used for twice as long is
 * dropped. So a question published, drafted or annulled elsewhere shows in counts and drawings within about a
 * minute; a writer in this process calls forgetQuestionIndex to show it at once.
 */
export const questionIndexRefreshMs = 60_000;
/**
 * A refresh first reads a cheap signature of the bank (published questions and categories); when it is unchanged
 * the old index is kept, so a large bank is not re-read every minute. A change only to links is not in the
 * signature: the index is rebuilt anyway once it is this old.
 */
export const questionIndexRebuildMs = 10 * 60_000;

const indexes = perDatabase<Database, FacetIndex>({ ttlMs: 2 * questionIndexRefreshMs, maxEntries: 200 });
/** The held-back set (open-simulado-questions.ts) each index was built without. */
const heldKeys = new WeakMap<FacetIndex, string>();

interface Built {
  /** Weak: once the cache drops the index, it is not kept alive for a signature. */
  index: WeakRef<FacetIndex>;
  signature: string;
  builtAt: number;
}
const lastBuilt = new WeakMap<Database, Map<string, Built>>();
/** The read under way per producer: forgetting drops it, so a build that started before a write is not remembered. */
const reading = new WeakMap<Database, Map<string, symbol>>();

function mapOf<V>(maps: WeakMap<Database, Map<string, V>>, db: Database): Map<string, V> {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map<string, V>()));
  return map;
}

const producerTag = (producerId: string) => `producer:${producerId}`;

async function readIndex(db: Database, producerId: string, held: OpenSimuladoQuestions): Promise<FacetIndex> {
  const built = mapOf(lastBuilt, db);
  const token = Symbol(producerId);
  mapOf(reading, db).set(producerId, token);
  const last = built.get(producerId);
  const signature = `${(await selectBankSignature(db, producerId)) ?? ''}|${held.key}`;
  const kept =
    last && last.signature === signature && Date.now() - last.builtAt < questionIndexRebuildMs
      ? last.index.deref()
      : undefined;
  if (kept) return kept;
  const startedAt = Date.now();
  const index = await buildFacetIndex(db, producerId, held.releasedAt);
  heldKeys.set(index, held.key);
  if (mapOf(reading, db).get(producerId) === token)
    built.set(producerId, { index: new WeakRef(index), signature, builtAt: startedAt });
  return index;
}

/**
 * The producer's index, without the questions of simulados that have not closed: when that set changed since the
 * index was built (a simulado closed, or one was created), it is rebuilt before anything is counted or drawn.
 */
export async function cachedQuestionIndex(db: Database, producerId: string): Promise<FacetIndex> {
  const held = await openSimuladoQuestions(db, producerId);
  const read = () =>
    indexes(db).read(producerId, () => readIndex(db, producerId, held), { tags: () => [producerTag(producerId)] });
  const index = await read();
  if (heldKeys.get(index) === held.key) return index;
  forgetQuestionIndex(db, producerId);
  return read();
}

/** After a write to the producer's questions, categories or links (and in tests that add questions). */
export function forgetQuestionIndex(db: Database, producerId: string): void {
  lastBuilt.get(db)?.delete(producerId);
  reading.get(db)?.delete(producerId);
  indexes(db).forget(producerTag(producerId));
}
