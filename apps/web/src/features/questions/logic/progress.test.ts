import { describe, expect, it } from 'vitest';
import { applyAnswer, firstUnanswered, nextTarget } from './progress.ts';

const items = [
  { position: 1, answered: true, correct: true },
  { position: 2, answered: false, correct: null },
  { position: 3, answered: false, correct: null },
];
const progress = { total: 3, answered: 1, correct: 1, next_position: 2, items };

describe('progress', () => {
  it('counts an answer and moves the next position on', () => {
    const after = applyAnswer(progress, 2, false);
    expect(after).toMatchObject({ answered: 2, correct: 1, next_position: 3 });
    expect(after.items[1]).toEqual({ position: 2, answered: true, correct: false });
    expect(applyAnswer(after, 3, true)).toMatchObject({ answered: 3, correct: 2, next_position: null });
  });

  it('keeps the first result of a position answered before', () => {
    expect(applyAnswer(progress, 1, false)).toMatchObject({ answered: 1, correct: 1, next_position: 2 });
  });

  it('finds the first unanswered position', () => {
    expect(firstUnanswered(items)).toBe(2);
    expect(firstUnanswered([items[0] as (typeof items)[0]])).toBeNull();
  });

  it('goes to the next position, then back to an open one, then to the end', () => {
    expect(nextTarget(items, 1, 3)).toBe(2);
    expect(nextTarget(items, 3, 3)).toBe(2);
    expect(nextTarget([{ position: 1, answered: true, correct: true }], 1, 1)).toBe('end');
    expect(nextTarget([{ position: 1, answered: false, correct: null }], 1, 1)).toBe('end');
  });
});
