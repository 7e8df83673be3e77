import type { QuestionStatusFilter } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { bitsOf, countBits } from './facet-bitset.ts';
import { facetCounts, matchingBits, type LearnerBits } from './facet-counts.ts';
import { facetIndexFrom, ordinalsOf } from './facet-index.ts';
import { parseIdList } from './facet-index-load.ts';
import { drawQuestionIds, randomRanks } from '../practice/practice-draw.ts';

/**
 * A small bank: subjects 1 (root) → 2 → 3 and 1 → 4, institutions 10 and 11, years 20 and 21.
 * Questions 100–107 are published; 108 is not (absent from the published ids) but linked.
 */
const categories = [
  { id: 1, type: 7, path: [1] },
  { id: 2, type: 7, path: [1, 2] },
  { id: 3, type: 7, path: [1, 2, 3] },
  { id: 4, type: 7, path: [1, 4] },
  { id: 5, type: 7, path: [5] },
  { id: 10, type: 1, path: [10] },
  { id: 11, type: 1, path: [11] },
  { id: 20, type: 2, path: [20] },
  { id: 21, type: 2, path: [21] },
];
const links = [
  { categoryId: 3, questionIds: [100, 101, 108] },
  { categoryId: 2, questionIds: [102, 100] },
  { categoryId: 4, questionIds: [103, 104] },
  { categoryId: 5, questionIds: [105, 106, 107] },
  { categoryId: 10, questionIds: [100, 102, 104, 106, 108] },
  { categoryId: 11, questionIds: [101, 103, 105, 107] },
  { categoryId: 20, questionIds: [100, 101, 102, 103] },
  { categoryId: 21, questionIds: [104, 105, 106, 107] },
];
const index = facetIndexFrom(Int32Array.from([100, 101, 102, 103, 104, 105, 106, 107]), categories, links);
const under = (id: number) => {
  const category = index.categories[index.denseOf.get(id) ?? -1];
  if (!category) return [];
  const ordinals = [
    ...Array.from({ length: category.end - category.start }, (_, i) => category.start + i),
    ...category.postings,
  ];
  return ordinals.map((ordinal) => index.questionIds[ordinal]).sort();
};
const size = index.questionIds.length;
const learnerOf = (answered: number[], wrong: number[], marked: number[]): LearnerBits => {
  const bits = (ids: number[]) => bitsOf(ordinalsOf(index, ids), size);
  return { answered: bits(answered), wrong: bits(wrong), marked: bits(marked) };
};
const nobody = learnerOf([], [], []);
const counts = (categories: number[], status: QuestionStatusFilter[] = [], learner = nobody) =>
  facetCounts(index, { categories, status }, learner);

describe('facet index', () => {
  it('puts each question under its node and every ancestor, once, and leaves unpublished ones out', () => {
    expect(under(3)).toEqual([100, 101]);
    expect(under(2)).toEqual([100, 101, 102]);
    expect(under(1)).toEqual([100, 101, 102, 103, 104]);
    expect(under(10)).toEqual([100, 102, 104, 106]);
    expect(index.byType.get(7)?.map((dense) => index.categories[dense]?.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives the questions of each subject node one run of ordinals, and irregular ones (several subject links) postings', () => {
    const category = (id: number) => index.categories[index.denseOf.get(id) ?? -1];
    // 100 is linked to nodes 3 and 2: irregular, so in postings; the others of node 1 form a run.
    expect(category(1)?.postings.length).toBe(1);
    expect((category(1)?.end ?? 0) - (category(1)?.start ?? 0)).toBe(4);
    expect(category(3)?.end).toBeLessThanOrEqual(category(2)?.end ?? -1);
    expect(category(4)?.start).toBeGreaterThanOrEqual(category(2)?.end ?? Infinity);
    expect(category(10)?.end).toBe(category(10)?.start);
    expect(index.categories.map((entry) => entry.size)).toEqual([5, 3, 2, 2, 3, 4, 4, 4, 4]);
  });

  it('parses comma lists', () => {
    expect([...parseIdList('1,20,300')]).toEqual([1, 20, 300]);
    expect([...parseIdList(null)]).toEqual([]);
    expect([...parseIdList('7')]).toEqual([7]);
  });
});

describe('facet counts', () => {
  it('counts everything when nothing is ticked', () => {
    const result = counts([]);
    expect(result.total).toBe(8);
    expect(result.categories).toMatchObject({ 1: 5, 2: 3, 3: 2, 4: 2, 5: 3, 10: 4, 11: 4, 20: 4, 21: 4 });
    expect(result.status).toEqual({ not_answered: 8, answered_wrong: 0, marked: 0 });
  });

  it('ORs ticks within a type and keeps sibling counts (faceted)', () => {
    const result = counts([2, 4]);
    expect(result.total).toBe(5);
    // Same type: counts ignore the type's own ticks.
    expect(result.categories).toMatchObject({ 1: 5, 2: 3, 4: 2, 5: 3 });
    // Other types: restricted to subjects 2 or 4.
    expect(result.categories).toMatchObject({ 10: 3, 11: 2, 20: 4, 21: 1 });
  });

  it('ANDs across types: an institution tick lowers the subject counts', () => {
    const result = counts([10]);
    expect(result.total).toBe(4);
    expect(result.categories).toMatchObject({ 1: 3, 2: 2, 3: 1, 4: 1, 5: 1, 10: 4, 11: 4 });
    const both = counts([10, 2]);
    expect(both.total).toBe(2);
    expect(both.categories).toMatchObject({ 10: 2, 11: 1, 1: 3, 2: 2, 20: 2, 21: 0 });
  });

  it('ignores unknown category ids', () => {
    expect(counts([999])).toEqual(counts([]));
    expect(counts([999, 10])).toEqual(counts([10]));
  });

  it('applies statuses (OR between them) to totals and categories, and counts each status under the category ticks', () => {
    const learner = learnerOf([100, 101, 105], [101, 105], [100, 106]);
    const notAnswered = counts([], ['not_answered'], learner);
    expect(notAnswered.total).toBe(5);
    expect(notAnswered.categories).toMatchObject({ 1: 3, 3: 0, 5: 2 });
    expect(notAnswered.status).toEqual({ not_answered: 5, answered_wrong: 2, marked: 2 });
    const wrongOrMarked = counts([1], ['answered_wrong', 'marked'], learner);
    expect(wrongOrMarked.total).toBe(2);
    expect(wrongOrMarked.categories).toMatchObject({ 1: 2, 5: 2, 10: 1, 11: 1 });
    expect(wrongOrMarked.status).toEqual({ not_answered: 3, answered_wrong: 1, marked: 1 });
  });

  it('matches the same questions the total counts', () => {
    const learner = learnerOf([100], [], [103]);
    for (const filter of [
      { categories: [2, 11], status: [] },
      { categories: [], status: ['not_answered', 'marked'] as QuestionStatusFilter[] },
    ]) {
      const matching = matchingBits(index, filter, learner);
      expect(matching === null ? size : countBits(matching)).toBe(facetCounts(index, filter, learner).total);
    }
    expect(matchingBits(index, { categories: [], status: [] }, learner)).toBeNull();
  });
});

describe('practice drawing', () => {
  it('draws distinct ranks, all of them when asked for more than there are', () => {
    expect(randomRanks(5, 10)).toEqual([0, 1, 2, 3, 4]);
    const some = randomRanks(1000, 10);
    expect(new Set(some).size).toBe(10);
    expect(some).toEqual([...some].sort((a, b) => a - b));
    expect(randomRanks(0, 3)).toEqual([]);
  });

  it('draws only matching questions', () => {
    const matching = matchingBits(index, { categories: [2], status: [] }, nobody);
    for (let run = 0; run < 20; run += 1) {
      const drawn = drawQuestionIds(index.questionIds, matching, 2);
      expect(drawn).toHaveLength(2);
      expect(new Set(drawn).size).toBe(2);
      for (const id of drawn) expect([100, 101, 102]).toContain(id);
    }
    expect(drawQuestionIds(index.questionIds, matching, 50).sort()).toEqual([100, 101, 102]);
    expect(drawQuestionIds(index.questionIds, null, 100)).toHaveLength(8);
  });
});
