import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipText, shareBudget } from './prompt-budget.ts';

describe('clipText', () => {
  it('keeps a short text and cuts a long one at a word, marked with an ellipsis', () => {
    expect(clipText('curto', 10)).toBe('curto');
    expect(clipText('uma frase bem comprida', 15)).toBe('uma frase bem…');
    expect(clipText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('shareBudget', () => {
  it('gives short texts what they need and splits the rest evenly', () => {
    expect(shareBudget([100, 10, 1_000], 300)).toEqual([100, 10, 190]);
    expect(shareBudget([500, 500], 300)).toEqual([150, 150]);
    expect(shareBudget([500], -20)).toEqual([0]);
  });

  it('never passes the budget nor a text’s length, and uses all of it when the texts need it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5_000), { maxLength: 8 }), fc.nat(20_000), (lengths, budget) => {
        const shares = shareBudget(lengths, budget);
        const total = shares.reduce((sum, share) => sum + share, 0);
        expect(total).toBeLessThanOrEqual(budget);
        shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(lengths[index] ?? 0));
        const needed = lengths.reduce((sum, length) => sum + length, 0);
        expect(total).toBeGreaterThanOrEqual(Math.min(needed, budget) - lengths.length);
      }),
    );
  });
});
