import {
  andInto,
  type Bits,
  complement,
  countBits,
  emptyBits,
  ordinalsAtRanks,
  setBit,
  setRange,
} from '../../questions/facets/facet-bitset.ts';
import type { LearnerBits } from '../../questions/facets/facet-counts.ts';
import type { FacetCategory, FacetIndex } from '../../questions/facets/facet-index.ts';

/** A 32-bit FNV-1a hash of the text: the seed of a draw. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same seed, the same numbers in [0, 1). */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Up to `count` distinct ranks below `size`, in the order drawn. */
function drawRanks(size: number, count: number, random: () => number): number[] {
  if (size <= count) {
    const all = Array.from({ length: size }, (_, rank) => rank);
    for (let i = all.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [all[i], all[j]] = [all[j] as number, all[i] as number];
    }
    return all;
  }
  const drawn = new Set<number>();
  while (drawn.size < count) drawn.add(Math.floor(random() * size));
  return [...drawn];
}

/** The ordinals of `bits` at the drawn ranks, in the order drawn. */
function drawFrom(bits: Bits, count: number, random: () => number): number[] {
  const ranks = drawRanks(countBits(bits), count, random);
  const ascending = [...ranks].sort((a, b) => a - b);
  const ordinalOf = new Map(ordinalsAtRanks(bits, ascending).map((ordinal, i) => [ascending[i] as number, ordinal]));
  return ranks.map((rank) => ordinalOf.get(rank) as number);
}

function categoryBits(index: FacetIndex, category: FacetCategory): Bits {
  const bits = emptyBits(index.questionIds.length);
  setRange(bits, category.start, category.end);
  for (let i = 0; i < category.postings.length; i += 1) setBit(bits, category.postings[i] as number);
  return bits;
}

/**
 * Up to `count` question ids under the category (a grande área), drawn by `seed` (the same seed, the same draw):
 * those the learner never answered first, then answered ones when the área has too few.
 */
export function drawUnder(index: FacetIndex, learner: LearnerBits, categoryId: number, count: number, seed: string) {
  const dense = index.denseOf.get(categoryId);
  const category = dense === undefined ? undefined : index.categories[dense];
  if (!category) return [];
  const random = randomFrom(hashOf(seed));
  const under = categoryBits(index, category);
  const fresh = andInto(complement(learner.answered, index.questionIds.length), under);
  const ordinals = drawFrom(fresh, count, random);
  if (ordinals.length < count)
    ordinals.push(...drawFrom(andInto(under, learner.answered), count - ordinals.length, random));
  return ordinals.map((ordinal) => index.questionIds[ordinal] as number);
}
