import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCitations } from './citations.ts';

/** A bracket of numbers and separators (`[2]`, `[1, 3]`, `[1 e 2]`, `[2-4]`): what a reader takes for citations. */
const markLike = /\[\s*\d+(?:\s*(?:[,;–-]|\se\s)?\s*\d+)*\s*\]/g;

/** Model-like answers: words, punctuation, line breaks and citation groups of valid and invalid numbers. */
const pieceArb = fc.oneof(
  fc.constantFrom('A sepse', ' é grave', '. ', ', ', '\n', ' ', '(', ')', '[', ']', 'e', ' 12 ', 'mg'),
  fc.integer({ min: 0, max: 12 }).map((n) => `[${n}]`),
  fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 2, maxLength: 4 }).map((ns) => `[${ns.join(', ')}]`),
  fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })).map(([a, b]) => ` [${a}-${b}]`),
  fc.string({ maxLength: 6 }),
);
const answerArb = fc.array(pieceArb, { maxLength: 40 }).map((pieces) => pieces.join(''));
const countArb = fc.integer({ min: 0, max: 8 });

describe('checkCitations (properties)', () => {
  it('leaves no mark of a passage that was not given, and cites only given passages', () => {
    fc.assert(
      fc.property(answerArb, countArb, (text, count) => {
        const result = checkCitations(text, count);
        for (const mark of result.text.match(markLike) ?? []) {
          const numbers = (mark.match(/\d+/g) ?? []).map(Number);
          expect(
            numbers.every((n) => n >= 1 && n <= count),
            mark,
          ).toBe(true);
        }
        expect(result.cited.every((n) => n >= 1 && n <= count)).toBe(true);
        expect(new Set(result.cited).size).toBe(result.cited.length);
      }),
    );
  });

  it('keeps every valid mark, in order', () => {
    fc.assert(
      fc.property(answerArb, countArb, (text, count) => {
        const valid = [...text.matchAll(/\[(\d+)\]/g)]
          .map((match) => Number(match[1]))
          .filter((n) => n >= 1 && n <= count);
        const kept = [...checkCitations(text, count).text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
        // The valid marks appear in the result in their order (groups may add their own numbers in between).
        let at = 0;
        for (const n of kept) if (n === valid[at]) at++;
        expect(at).toBe(valid.length);
      }),
    );
  });

  it('is settled: checking its own result changes nothing', () => {
    fc.assert(
      fc.property(answerArb, countArb, (text, count) => {
        const once = checkCitations(text, count);
        expect(checkCitations(once.text, count)).toEqual({ ...once, removed: 0 });
      }),
    );
  });

  it('changes an answer with only valid marks not at all', () => {
    const validAnswerArb = countArb
      .filter((count) => count > 0)
      .chain((count) =>
        fc.tuple(
          fc.constant(count),
          fc
            .array(
              fc.oneof(
                fc.constantFrom('Texto', ' ', '. ', '\n'),
                fc.integer({ min: 1, max: count }).map((n) => ` [${n}]`),
              ),
            )
            .map((pieces) => pieces.join('')),
        ),
      );
    fc.assert(
      fc.property(validAnswerArb, ([count, text]) => {
        expect(checkCitations(text, count)).toMatchObject({ text, removed: 0 });
      }),
    );
  });

  it('stays fast on long texts of brackets and digits', () => {
    const text = `[${'1 '.repeat(20_000)}`.repeat(3);
    const started = performance.now();
    checkCitations(text, 6);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
