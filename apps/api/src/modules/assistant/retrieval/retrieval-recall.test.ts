import { describe, expect, it } from 'vitest';
import { measureRecall } from '../../../../test-support/assistant/recall.ts';
import { retrievalSets } from '../../../../test-support/assistant/retrieval-sets/index.ts';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * Issue 18's figure: on the seeded demo (every producer indexed by the seed), each vertical's retrieval set finds
 * the answering passage among the first five for at least 90% of its questions with full text alone, and the
 * questions outside the material are not taken as covered (the assistant says "não encontrei").
 */
describe('retrieval on the demo material', () => {
  const ctx = useTestApp({ seed: true });

  it.each(retrievalSets.map((set) => [set.vertical, set] as const))('%s: recall@5 ≥ 0.9', async (_vertical, set) => {
    const figures = await measureRecall(ctx.database.db, set);
    const misses = figures.misses.map((miss) => `${miss.question} → ${miss.rank ?? '–'} (${miss.got.join('; ')})`);
    expect(figures.recallAt5, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(figures.falselyRelevant).toEqual([]);
    // The honest "not found" must stay rare for questions the material does answer.
    expect(figures.falselyIrrelevant.length, figures.falselyIrrelevant.join('\n')).toBeLessThanOrEqual(
      Math.floor(0.1 * figures.questions),
    );
  });
});
