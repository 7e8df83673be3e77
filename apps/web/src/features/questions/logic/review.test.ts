import { describe, expect, it } from 'vitest';
import { reviewStart, reviewSteps, wrongPositions } from './review.ts';

const items = [
  { position: 1, answered: true, correct: true },
  { position: 2, answered: true, correct: false },
  { position: 3, answered: false, correct: null },
  { position: 4, answered: true, correct: true },
  { position: 5, answered: true, correct: false },
];

describe('review of the wrong ones', () => {
  it('takes only the positions answered wrong, in order', () => {
    expect(wrongPositions(items)).toEqual([2, 5]);
    expect(wrongPositions(items.filter((item) => item.correct !== false))).toEqual([]);
  });

  it('opens at the requested position when it is under review, else at the first', () => {
    expect(reviewStart([2, 5], 5)).toBe(5);
    expect(reviewStart([2, 5], 4)).toBe(2);
    expect(reviewStart([2, 5], null)).toBe(2);
    expect(reviewStart([], 2)).toBeNull();
  });

  it('moves between the wrong ones only, and ends after the last', () => {
    expect(reviewSteps([2, 5], 2)).toEqual({ previous: null, next: 5 });
    expect(reviewSteps([2, 5], 5)).toEqual({ previous: 2, next: 'end' });
  });
});
