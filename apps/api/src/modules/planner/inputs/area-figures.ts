import { SUBJECT_CATEGORY_TYPE } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedCategoryCatalog } from '../../questions/bank.cache.ts';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { type Bits, complement, countBits, emptyBits } from '../../questions/facets/facet-bitset.ts';
import { countWithin } from '../../questions/facets/facet-category-counts.ts';
import { matchingBits } from '../../questions/facets/facet-counts.ts';
import type { FacetIndex } from '../../questions/facets/facet-index.ts';
import { learnerIndex } from '../../questions/facets/question-counts.ts';
import { selectFirstAnswerTallies } from './question-figures.repository.ts';

export interface AreaRef {
  id: number;
  desc: string;
}

/** A grande área's figures for the planner: its practice questions and the learner's first answers in it. */
export interface AreaFigures {
  area: AreaRef;
  /** Published questions under it that practice may draw (the bank's facet index). */
  questions: number;
  /** Those linked to one of the target institutions. */
  target: number;
  /** Those the learner never answered. */
  unanswered: number;
  /** The learner's first answers in it, and how many were right. */
  answered: number;
  correct: number;
}

/** The grande áreas: the producer's top-level subjects (type 7, no parent), in tree order. */
export function grandesAreas(catalog: CategoryCatalog): AreaRef[] {
  return catalog.rows
    .filter((row) => row.type === SUBJECT_CATEGORY_TYPE && row.parent_id === null)
    .map((row) => ({ id: row.id, desc: row.desc }));
}

const institutionType = 1;

/** The questions of any of the institutions (an empty set when none of them is an institution of the index). */
function institutionBits(index: FacetIndex, learnerBits: Parameters<typeof matchingBits>[2], ids: readonly number[]) {
  const known = ids.filter((id) => {
    const dense = index.denseOf.get(id);
    return dense !== undefined && index.categories[dense]?.type === institutionType;
  });
  if (known.length === 0) return emptyBits(index.questionIds.length);
  return matchingBits(index, { categories: known, status: [] }, learnerBits) as Bits;
}

/**
 * Every grande área of the learner's producer with its figures (zeros where it has none), and how many questions
 * the target institutions have in all (the incidence's denominator). Counted on the question bank's in-memory facet
 * index (published questions, without those simulados not yet closed hold), so a bank of a million questions
 * costs milliseconds; the first answers are one grouped query.
 */
export async function loadAreaFigures(
  db: Database,
  learner: Learner,
  institutionIds: readonly number[],
): Promise<{ areas: AreaFigures[]; targetQuestions: number }> {
  const [catalog, { index, bits }, tallies] = await Promise.all([
    cachedCategoryCatalog(db, learner.producerId),
    learnerIndex(db, learner),
    selectFirstAnswerTallies(db, learner.producerId, learner.userId),
  ]);
  const areas = grandesAreas(catalog);
  const dense = areas.flatMap((area) => {
    const slot = index.denseOf.get(area.id);
    return slot === undefined ? [] : [slot];
  });
  const target = institutionBits(index, bits, institutionIds);
  const questions: Record<string, number> = {};
  const inTarget: Record<string, number> = {};
  const unanswered: Record<string, number> = {};
  countWithin(index, null, dense, questions);
  countWithin(index, target, dense, inTarget);
  countWithin(index, complement(bits.answered, index.questionIds.length), dense, unanswered);
  const tallyOf = new Map(tallies.map((row) => [row.area_id, row]));
  return {
    areas: areas.map((area) => ({
      area,
      questions: questions[area.id] ?? 0,
      target: inTarget[area.id] ?? 0,
      unanswered: unanswered[area.id] ?? 0,
      answered: tallyOf.get(area.id)?.answered ?? 0,
      correct: tallyOf.get(area.id)?.correct ?? 0,
    })),
    targetQuestions: countBits(target),
  };
}
