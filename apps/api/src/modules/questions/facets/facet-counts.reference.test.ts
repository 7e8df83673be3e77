import type { QuestionCounts, QuestionStatusFilter } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { bitsOf, countBits } from './facet-bitset.ts';
import { facetCounts, matchingBits, type LearnerBits } from './facet-counts.ts';
import { facetIndexFrom, ordinalsOf, type CategoryLinks, type IndexedCategory } from './facet-index.ts';

/** A small deterministic generator (tests must not flake). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

/** A random bank: a subject tree up to four deep, three one-level types, questions with zero to several links. */
function randomBank(seed: number, questionCount: number) {
  const random = generator(seed);
  const categories: IndexedCategory[] = [];
  let nextId = 1;
  const grow = (path: number[], depth: number) => {
    const id = nextId++;
    categories.push({ id, type: 7, path: [...path, id] });
    if (depth < 3) for (let i = random.int(4); i > 0; i -= 1) grow([...path, id], depth + 1);
  };
  for (let i = 0; i < 4; i += 1) grow([], 0);
  for (const [type, count] of [
    [1, 12],
    [2, 6],
    [3, 4],
  ] as const)
    for (let i = 0; i < count; i += 1) categories.push({ id: nextId++, type, path: [nextId - 1] });
  const ofType = (type: number) => categories.filter((category) => category.type === type);
  const ids = Array.from({ length: questionCount }, (_, i) => 1000 + i * 3);
  const linked = new Map<number, Set<number>>();
  const link = (question: number, category: number) =>
    linked.set(category, (linked.get(category) ?? new Set()).add(question));
  for (const question of ids) {
    const subjects = random.next() < 0.05 ? 0 : random.next() < 0.1 ? 2 + random.int(2) : 1;
    for (let i = 0; i < subjects; i += 1) link(question, random.pick(ofType(7)).id);
    for (const type of [1, 2, 3])
      for (let i = random.next() < 0.1 ? 2 : random.next() < 0.05 ? 0 : 1; i > 0; i -= 1)
        link(question, random.pick(ofType(type)).id);
  }
  // Every fifth id is not published: linked, but not in the index.
  const published = ids.filter((_, i) => i % 5 !== 4);
  const links: CategoryLinks[] = [...linked].map(([categoryId, questions]) => ({
    categoryId,
    questionIds: [...questions],
  }));
  return { random, categories, links, published };
}

/** The counts straight from their definition, question by question. */
function referenceCounts(
  bank: ReturnType<typeof randomBank>,
  ticks: number[],
  status: QuestionStatusFilter[],
  sets: Record<'answered' | 'wrong' | 'marked', Set<number>>,
): QuestionCounts {
  const typeOf = new Map(bank.categories.map((category) => [category.id, category.type]));
  const pathOf = new Map(bank.categories.map((category) => [category.id, category.path]));
  const under = new Map<number, Set<number>>(bank.published.map((question) => [question, new Set()]));
  for (const link of bank.links)
    for (const question of Array.from(link.questionIds))
      for (const id of pathOf.get(link.categoryId) ?? []) under.get(question)?.add(id);
  const tickedTypes = new Map<number, number[]>();
  for (const id of new Set(ticks))
    if (typeOf.has(id))
      tickedTypes.set(typeOf.get(id) as number, [...(tickedTypes.get(typeOf.get(id) as number) ?? []), id]);
  const inStatus = (question: number, name: QuestionStatusFilter) =>
    name === 'not_answered'
      ? !sets.answered.has(question)
      : name === 'answered_wrong'
        ? sets.wrong.has(question)
        : sets.marked.has(question);
  const statusOk = (question: number) => status.length === 0 || status.some((name) => inStatus(question, name));
  const typesOk = (question: number, except: number | null) =>
    [...tickedTypes].every(([type, ids]) => type === except || ids.some((id) => under.get(question)?.has(id)));
  const questions = bank.published;
  const categories: Record<string, number> = {};
  for (const category of bank.categories) {
    categories[category.id] = questions.filter(
      (question) => under.get(question)?.has(category.id) && typesOk(question, category.type) && statusOk(question),
    ).length;
  }
  const withStatus = (name: QuestionStatusFilter) =>
    questions.filter((question) => typesOk(question, null) && inStatus(question, name)).length;
  return {
    total: questions.filter((question) => typesOk(question, null) && statusOk(question)).length,
    categories,
    status: {
      not_answered: withStatus('not_answered'),
      answered_wrong: withStatus('answered_wrong'),
      marked: withStatus('marked'),
    },
  };
}

describe('facet counts against their definition (random banks)', () => {
  const statusChoices: QuestionStatusFilter[][] = [
    [],
    ['not_answered'],
    ['answered_wrong'],
    ['marked', 'answered_wrong'],
    ['not_answered', 'marked'],
  ];

  it.each([1, 2, 3])('agrees on every filter of bank %i', (seed) => {
    const bank = randomBank(seed, 1500);
    const index = facetIndexFrom(Int32Array.from(bank.published), bank.categories, bank.links);
    const { random } = bank;
    for (let round = 0; round < 40; round += 1) {
      // Learners from nearly nobody to nearly everybody answered, so every counting strategy gets its turn.
      const density = [0.01, 0.3, 0.6, 0.97][round % 4] as number;
      const answered = new Set(bank.published.filter(() => random.next() < density));
      const sets = {
        answered,
        wrong: new Set([...answered].filter(() => random.next() < 0.4)),
        marked: new Set(bank.published.filter(() => random.next() < 0.05)),
      };
      const learner: LearnerBits = {
        answered: bitsOf(ordinalsOf(index, [...sets.answered]), index.questionIds.length),
        wrong: bitsOf(ordinalsOf(index, [...sets.wrong]), index.questionIds.length),
        marked: bitsOf(ordinalsOf(index, [...sets.marked]), index.questionIds.length),
      };
      const ticks = Array.from({ length: random.int(5) }, () =>
        random.next() < 0.1 ? 99_999 : random.pick(bank.categories).id,
      );
      const status = statusChoices[round % statusChoices.length] as QuestionStatusFilter[];
      const expected = referenceCounts(bank, ticks, status, sets);
      expect({ ticks, status, counts: facetCounts(index, { categories: ticks, status }, learner) }).toEqual({
        ticks,
        status,
        counts: expected,
      });
      const matching = matchingBits(index, { categories: ticks, status }, learner);
      expect(matching === null ? index.questionIds.length : countBits(matching)).toBe(expected.total);
    }
  });
});
