import type { Database } from '../../../db/database.ts';
import { bitsOf } from './facet-bitset.ts';
import type { LearnerBits } from './facet-counts.ts';
import { ordinalsOf, type FacetIndex } from './facet-index.ts';
import { parseIdList } from './facet-index-load.ts';
import { selectLearnerQuestionLists } from './learner-state.repository.ts';

/** The question ids the learner answered, got wrong last time, and marked (one row, three lists). */
export interface LearnerQuestionSets {
  answered: Int32Array;
  wrong: Int32Array;
  marked: Int32Array;
}

/** The learner's three lists in one row (cached for a moment by learner-bits.cache.ts). */
export async function loadLearnerSets(db: Database, userId: string): Promise<LearnerQuestionSets> {
  const row = await selectLearnerQuestionLists(db, userId);
  return {
    answered: parseIdList(row?.answered ?? null),
    wrong: parseIdList(row?.wrong ?? null),
    marked: parseIdList(row?.marked ?? null),
  };
}

export function learnerBits(index: FacetIndex, sets: LearnerQuestionSets): LearnerBits {
  const size = index.questionIds.length;
  const bits = (ids: Int32Array) => bitsOf(ordinalsOf(index, ids), size);
  return { answered: bits(sets.answered), wrong: bits(sets.wrong), marked: bits(sets.marked) };
}
