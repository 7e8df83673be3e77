import { describe, expect, it } from 'vitest';
import { reviewStartDay } from './review-period.ts';
import { cadenceSlots } from './simulado-cadence.ts';

const lengths = (slots: { firstDay: number; lastDay: number }[]) => slots.map((s) => s.lastDay - s.firstDay + 1);

describe('simulado cadence', () => {
  it('tightens from every 28 days to every 14 and every 7 as the exam nears', () => {
    const slots = cadenceSlots(0, 0, 200);
    expect(slots.at(-1)).toEqual({ firstDay: 193, lastDay: 199 });
    // Back from the exam: five weeks under 30 days, four fortnights from 30 to 90, then 28 days, the first slot cut.
    expect(lengths(slots).reverse()).toEqual([7, 7, 7, 7, 7, 14, 14, 14, 14, 28, 28, 28, 25]);
    expect(slots.slice(0, 2)).toEqual([
      { firstDay: 0, lastDay: 24 },
      { firstDay: 25, lastDay: 52 },
    ]);
  });

  it('keeps the slot the start cuts only when it holds half its interval', () => {
    expect(cadenceSlots(0, 0, 11).map((s) => [s.firstDay, s.lastDay])).toEqual([
      [0, 3],
      [4, 10],
    ]);
    expect(cadenceSlots(0, 0, 10)).toEqual([{ firstDay: 3, lastDay: 9 }]);
  });

  it('finds the same slots from a later day, the first one cut to what is left of it', () => {
    const fromStart = cadenceSlots(0, 0, 200);
    const fromDay100 = cadenceSlots(0, 100, 200);
    expect(fromDay100[0]).toEqual({ firstDay: 100, lastDay: 108 });
    expect(fromDay100.slice(1)).toEqual(fromStart.filter((slot) => slot.firstDay > 100));
  });
});

describe('review period', () => {
  it('has no review weeks under 30 days, one week under 90 days, two from 90 on', () => {
    expect(reviewStartDay(0, 29)).toBe(29);
    expect(reviewStartDay(0, 30)).toBe(23);
    expect(reviewStartDay(0, 89)).toBe(82);
    expect(reviewStartDay(0, 90)).toBe(76);
    expect(reviewStartDay(100, 465)).toBe(451);
  });
});
