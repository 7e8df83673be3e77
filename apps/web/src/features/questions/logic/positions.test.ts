import { describe, expect, it } from 'vitest';
import { parseId, parsePosition, positionState, startPosition } from './positions.ts';

describe('positions', () => {
  it('reads a position within 1..total', () => {
    expect(parsePosition('3', 5)).toBe(3);
    expect(parsePosition('0', 5)).toBeNull();
    expect(parsePosition('6', 5)).toBeNull();
    expect(parsePosition('2.5', 5)).toBeNull();
    expect(parsePosition(undefined, 5)).toBeNull();
  });

  it('reads ids', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('99999999999')).toBeNull();
  });

  it('opens at the URL position, else where the learner stopped, else the first', () => {
    expect(startPosition('2', 5, 4)).toBe(2);
    expect(startPosition(undefined, 5, 4)).toBe(4);
    expect(startPosition('9', 5, null)).toBe(1);
    expect(startPosition(undefined, 0, null)).toBeNull();
  });

  it('tells right, wrong and unanswered apart', () => {
    expect(positionState({ answered: true, correct: true })).toBe('correct');
    expect(positionState({ answered: true, correct: false })).toBe('wrong');
    expect(positionState({ answered: false, correct: null })).toBe('unanswered');
  });
});
