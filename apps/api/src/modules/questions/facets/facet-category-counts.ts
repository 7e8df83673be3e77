import { type Bits, countAnd, countOrdinalsIn, rankIndex, rankOf } from './facet-bitset.ts';
import { walkForward } from './facet-forward.ts';
import type { FacetCategory, FacetIndex } from './facet-index.ts';

/**
 * What walking one question through the forward lists costs, in probes of a posting against a bitset: the walk
 * reads two places far apart in memory (its offset and its entries), a probe reads the next entry of a posting
 * and a bitset small enough to stay in the processor's cache.
 */
export const walkCostInProbes = 40;

/** What counting a category's postings one by one costs, in probes: each entry, or two per word of its bitset. */
const postingCost = (category: FacetCategory, words: number) =>
  category.dense ? Math.min(2 * words, category.postings.length) : category.postings.length;

/**
 * Writes into `out` how many questions of `base` (null: every question) are under each category of `denseIds`.
 * A category's run counts as a difference of two ranks; its postings either one by one (probing them against
 * the base, or ANDing their bitset with it) or, when cheaper, in one walk over the base's members (or its
 * non-members, when fewer) through the forward lists.
 */
export function countWithin(
  index: FacetIndex,
  base: Bits | null,
  denseIds: readonly number[],
  out: Record<string, number>,
): void {
  const at = (dense: number) => index.categories[dense] as FacetCategory;
  if (base === null) {
    for (const dense of denseIds) out[at(dense).id] = at(dense).size;
    return;
  }
  const size = index.questionIds.length;
  const ranks = rankIndex(base);
  const members = ranks[base.length] as number;
  const inverted = members * 2 > size;
  const oneByOne = denseIds.reduce((sum, dense) => sum + postingCost(at(dense), base.length), 0);
  const walk = (inverted ? size - members : members) * walkCostInProbes + base.length < oneByOne;
  const walked = walk ? new Int32Array(index.categories.length) : null;
  if (walked) walkForward(base, size, inverted, index.forward, walked);
  for (const dense of denseIds) {
    const category = at(dense);
    const run =
      category.end > category.start ? rankOf(base, ranks, category.end) - rankOf(base, ranks, category.start) : 0;
    let rest: number;
    if (walked) rest = inverted ? category.postings.length - (walked[dense] as number) : (walked[dense] as number);
    else if (category.dense && 2 * base.length < category.postings.length) rest = countAnd(base, category.dense);
    else rest = countOrdinalsIn(base, category.postings);
    out[category.id] = run + rest;
  }
}
