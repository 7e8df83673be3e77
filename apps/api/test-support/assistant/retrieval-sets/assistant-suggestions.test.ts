import { describe, expect, it } from 'vitest';
import { demoAssistantSuggestions } from '../../../src/db/seed/assistant/assistant-suggestions.ts';
import { demoProducers } from '../../../src/db/seed/tenancy/demo-producers.ts';
import { retrievalSets } from './index.ts';
import { comparable } from './seed-material.ts';

/** Letters and digits only, without accents or case: a suggestion may polish a set question's punctuation. */
const wordsOf = (text: string) =>
  comparable(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe("the demo producers' suggested questions", () => {
  it('gives every demo producer 4 distinct short questions', () => {
    expect(Object.keys(demoAssistantSuggestions).sort()).toEqual(demoProducers.map((producer) => producer.slug).sort());
    for (const suggestions of Object.values(demoAssistantSuggestions)) {
      expect(suggestions).toHaveLength(4);
      expect(new Set(suggestions.map(wordsOf)).size).toBe(4);
      expect(suggestions.filter((suggestion) => suggestion.length > 80)).toEqual([]);
    }
  });

  it("suggests only questions of its vertical's retrieval set, none shared with a producer of the same vertical", () => {
    const seen = new Map<string, string>();
    for (const producer of demoProducers) {
      const set = retrievalSets.find((candidate) => candidate.vertical === producer.vertical);
      const asked = new Set(set?.questions.map((entry) => wordsOf(entry.question)));
      const suggestions = (demoAssistantSuggestions[producer.slug] ?? []).map(wordsOf);
      expect(suggestions.filter((suggestion) => !asked.has(suggestion))).toEqual([]);
      for (const suggestion of suggestions) {
        expect(seen.get(suggestion)).toBeUndefined();
        seen.set(suggestion, producer.slug);
      }
    }
  });
});
