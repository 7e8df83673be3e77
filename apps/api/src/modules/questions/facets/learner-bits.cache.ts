import { perDatabase } from '../../../cache/ttl-cache.ts';
import type { Database } from '../../../db/database.ts';
import type { LearnerBits } from './facet-counts.ts';
import type { FacetIndex } from './facet-index.ts';
import { learnerBits, loadLearnerSets } from './learner-bits.ts';

/**
 * A learner's answered / wrong / marked bitsets over the producer's index, kept this long per process: a learner
 * ticking boxes sends a burst of counts calls, and a heavy learner has tens of thousands of rows. The learner's
 * own answers and marks forget it at once (forgetLearnerBits); a change through another process shows within this.
 */
export const learnerBitsTtlMs = 2_000;

const cache = perDatabase<Database, { index: FacetIndex; bits: LearnerBits }>({ ttlMs: learnerBitsTtlMs });
const tagOf = (userId: string) => `question-learner:${userId}`;

export async function cachedLearnerBits(db: Database, userId: string, index: FacetIndex): Promise<LearnerBits> {
  const load = async () => ({ index, bits: learnerBits(index, await loadLearnerSets(db, userId)) });
  const entry = await cache(db).read(userId, load, { tags: () => [tagOf(userId)] });
  if (entry.index === index) return entry.bits;
  // The index was rebuilt since: the bits of the old one do not fit it.
  cache(db).forget(tagOf(userId));
  return (await cache(db).read(userId, load, { tags: () => [tagOf(userId)] })).bits;
}

/** After the learner answered or marked a question (call it with the app's database, not a transaction). */
export function forgetLearnerBits(db: Database, userId: string): void {
  cache(db).forget(tagOf(userId));
}
