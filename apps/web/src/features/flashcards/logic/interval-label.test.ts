import { describe, expect, it } from 'vitest';
import { intervalLabel } from './interval-label.ts';

describe('intervalLabel', () => {
  it('writes intervals as Anki does: under a minute, minutes, hours, days, months, years', () => {
    expect(intervalLabel(0)).toEqual({ unit: 'lessThanMinute' });
    expect(intervalLabel(59)).toEqual({ unit: 'lessThanMinute' });
    expect(intervalLabel(600)).toEqual({ unit: 'minutes', count: 10 });
    expect(intervalLabel(5 * 3600)).toEqual({ unit: 'hours', count: 5 });
    expect(intervalLabel(3 * 86_400)).toEqual({ unit: 'days', count: 3 });
    expect(intervalLabel(29 * 86_400)).toEqual({ unit: 'days', count: 29 });
    expect(intervalLabel(61 * 86_400)).toEqual({ unit: 'months', count: 2 });
    expect(intervalLabel(800 * 86_400)).toEqual({ unit: 'years', count: 2 });
  });
});
