import type { QuestionCounts } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { facetCounts, type FacetFilter, type LearnerBits } from './facet-counts.ts';
import type { FacetIndex } from './facet-index.ts';
import { cachedLearnerBits } from './learner-bits.cache.ts';
import { cachedQuestionIndex } from './question-index.cache.ts';

/** The producer's index and the learner's sets over it (learner-bits.cache.ts: 2 s, forgotten by their own writes). */
export async function learnerIndex(db: Database, learner: Learner): Promise<{ index: FacetIndex; bits: LearnerBits }> {
  const index = await cachedQuestionIndex(db, learner.producerId);
  return { index, bits: await cachedLearnerBits(db, learner.userId, index) };
}

/** Live counts of the filter (see facetCounts), from the in-memory index. */
export async function questionCounts(db: Database, learner: Learner, filter: FacetFilter): Promise<QuestionCounts> {
  const { index, bits } = await learnerIndex(db, learner);
  return facetCounts(index, filter, bits);
}
