import { type AssistantSourceKind, assistantSourceKinds } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { demoProducers } from '../../../src/db/seed/tenancy/demo-producers.ts';
import { retrievalSets } from './index.ts';
import { comparable, seedMaterial } from './seed-material.ts';

/** The sets' data itself: enough varied questions, and every expected phrase really in the named kind's material. */
describe('retrieval sets', () => {
  it('has one set per demo vertical, each for a demo producer of that vertical', () => {
    const verticals = [...new Set(demoProducers.map((producer) => producer.vertical))].sort();
    expect(retrievalSets.map((set) => set.vertical).sort()).toEqual(verticals);
    for (const set of retrievalSets) {
      expect(demoProducers.find((producer) => producer.slug === set.producerSlug)?.vertical).toBe(set.vertical);
    }
  });

  describe.each(retrievalSets.map((set) => [set.vertical, set] as const))('%s', (_vertical, set) => {
    const material = seedMaterial(set.vertical);

    it('has at least 30 questions, none repeated, and the kinds spread', () => {
      const asked = set.questions.map((entry) => comparable(entry.question));
      expect(asked.length).toBeGreaterThanOrEqual(30);
      expect(new Set(asked).size).toBe(asked.length);
      const minimums: Record<AssistantSourceKind, number> = {
        lesson: 10,
        handout: 6,
        question: 8,
        case: 4,
        flashcard: 4,
      };
      const short = assistantSourceKinds.filter(
        (kind) => set.questions.filter((entry) => entry.expected.kind === kind).length < minimums[kind],
      );
      expect(short).toEqual([]);
    });

    it('expects phrases of 5 to 12 words that occur in the material of the named kind', () => {
      const missing = set.questions.filter(({ expected }) => {
        const phrase = comparable(expected.contains);
        return !material[expected.kind].some((text) => comparable(text).includes(phrase));
      });
      expect(missing).toEqual([]);
      const wordCount = (phrase: string) => phrase.trim().split(/\s+/).length;
      const badLength = set.questions.map(({ expected }) => expected.contains);
      expect(badLength.filter((phrase) => wordCount(phrase) < 5 || wordCount(phrase) > 12)).toEqual([]);
    });

    it('does not give the answer away: no question holds its expected phrase', () => {
      const copied = set.questions.filter(({ question, expected }) =>
        comparable(question).includes(comparable(expected.contains)),
      );
      expect(copied).toEqual([]);
    });

    it('has 5 distinct questions outside the material, none repeating a set question', () => {
      const outside = set.outOfMaterial.map(comparable);
      expect(new Set(outside).size).toBe(5);
      const asked = new Set(set.questions.map((entry) => comparable(entry.question)));
      expect(outside.filter((question) => asked.has(question))).toEqual([]);
    });
  });
});
