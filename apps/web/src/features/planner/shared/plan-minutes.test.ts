import { describe, expect, it } from 'vitest';
import { formatPlanMinutes } from './plan-minutes.ts';

describe('formatPlanMinutes', () => {
  it('writes minutes under an hour, whole hours and hours with minutes', () => {
    expect(formatPlanMinutes(45)).toBe('45 min');
    expect(formatPlanMinutes(0)).toBe('0 min');
    expect(formatPlanMinutes(120)).toBe('2h');
    expect(formatPlanMinutes(105)).toBe('1h45');
    expect(formatPlanMinutes(125)).toBe('2h05');
  });

  it('rounds to whole minutes and never goes below zero', () => {
    expect(formatPlanMinutes(89.6)).toBe('1h30');
    expect(formatPlanMinutes(-10)).toBe('0 min');
  });
});
