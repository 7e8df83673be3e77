import type { QuestionCounts, QuestionStatusFilter } from '@members/contract';
import { type Bits, complement, countBits, emptyBits, intersectAll, orInto, setRange } from './facet-bitset.ts';
import { countWithin } from './facet-category-counts.ts';
import type { FacetCategory, FacetIndex } from './facet-index.ts';

/** The learner's own sets, as bitsets over the index's ordinals. */
export interface LearnerBits {
  answered: Bits;
  /** Latest answer wrong. */
  wrong: Bits;
  marked: Bits;
}

export interface FacetFilter {
  categories: readonly number[];
  status: readonly QuestionStatusFilter[];
}

/** A filter as bitsets: per ticked type the union of its ticked subtrees, and the union of the ticked statuses. */
interface FilterBits {
  byType: Map<number, Bits>;
  /** Null: no status ticked (every question). */
  status: Bits | null;
  statusSets: Record<QuestionStatusFilter, Bits>;
}

function filterBits(index: FacetIndex, filter: FacetFilter, learner: LearnerBits): FilterBits {
  const size = index.questionIds.length;
  const byType = new Map<number, Bits>();
  // Unknown ids (or another producer's) are not in the index: they are ignored.
  for (const id of new Set(filter.categories)) {
    const dense = index.denseOf.get(id);
    if (dense === undefined) continue;
    const { type, postings, start, end } = index.categories[dense] as FacetCategory;
    let bits = byType.get(type);
    if (!bits) byType.set(type, (bits = emptyBits(size)));
    setRange(bits, start, end);
    for (let i = 0; i < postings.length; i += 1) {
      const ordinal = postings[i] as number;
      bits[ordinal >>> 5] = (bits[ordinal >>> 5] as number) | (1 << (ordinal & 31));
    }
  }
  const statusSets = {
    not_answered: complement(learner.answered, size),
    answered_wrong: learner.wrong,
    marked: learner.marked,
  };
  const ticked = [...new Set(filter.status)];
  const status =
    ticked.length === 0 ? null : ticked.reduce((union, name) => orInto(union, statusSets[name]), emptyBits(size));
  return { byType, status, statusSets };
}

/** The questions matching the whole filter (null: every question in the index). */
export function matchingBits(index: FacetIndex, filter: FacetFilter, learner: LearnerBits): Bits | null {
  const bits = filterBits(index, filter, learner);
  return intersectAll([...bits.byType.values(), bits.status]);
}

function countOf(index: FacetIndex, bits: Bits | null): number {
  return bits === null ? index.questionIds.length : countBits(bits);
}

/**
 * Faceted counts: `total` matches the whole filter; a category counts the questions under it that match the
 * ticks of the other types and the statuses (so ticking a node does not zero its siblings); each status counts
 * the questions matching the category ticks and that status.
 */
export function facetCounts(index: FacetIndex, filter: FacetFilter, learner: LearnerBits): QuestionCounts {
  const bits = filterBits(index, filter, learner);
  const categoryMatch = intersectAll([...bits.byType.values()]);
  const categories: Record<string, number> = {};
  // Types with no tick share one base (every tick and the statuses); a ticked type leaves its own ticks out.
  const unticked = [...index.byType].filter(([type]) => !bits.byType.has(type)).flatMap(([, ids]) => ids);
  countWithin(index, intersectAll([categoryMatch, bits.status]), unticked, categories);
  for (const type of bits.byType.keys()) {
    const others = [...bits.byType].filter(([other]) => other !== type).map(([, set]) => set);
    countWithin(index, intersectAll([...others, bits.status]), index.byType.get(type) ?? [], categories);
  }
  const withStatus = (set: Bits) => countOf(index, intersectAll([categoryMatch, set]));
  return {
    total: countOf(index, intersectAll([categoryMatch, bits.status])),
    categories,
    status: {
      not_answered: withStatus(bits.statusSets.not_answered),
      answered_wrong: withStatus(bits.statusSets.answered_wrong),
      marked: withStatus(bits.statusSets.marked),
    },
  };
}
