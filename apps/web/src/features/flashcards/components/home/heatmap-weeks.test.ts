import { describe, expect, it } from 'vitest';
import { heatLevel, heatmapWeeks } from './heatmap-weeks.ts';

describe('heatmapWeeks', () => {
  it('ends with the week of today, Sunday first, the days after today left empty', () => {
    // 2026-11-26 is a Thursday.
    const weeks = heatmapWeeks([{ date: '2026-11-26', reviews: 10 }], '2026-11-26', 2);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.[0]?.date).toBe('2026-11-15');
    expect(weeks[1]?.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weeks[1]?.map((day) => day.future)).toEqual([false, false, false, false, false, true, true]);
    expect(weeks[1]?.[4]).toMatchObject({ reviews: 10, level: 4 });
  });

  it('shades each day against the busiest day shown and leaves out days before the first week', () => {
    const weeks = heatmapWeeks(
      [
        { date: '2026-01-01', reviews: 500 },
        { date: '2026-11-24', reviews: 40 },
        { date: '2026-11-25', reviews: 9 },
      ],
      '2026-11-26',
      1,
    );
    expect(weeks.flat().map((day) => day.level)).toEqual([0, 0, 4, 1, 0, 0, 0]);
  });

  it('reads steps of a quarter of the busiest day', () => {
    expect([0, 1, 25, 26, 50, 75, 100].map((reviews) => heatLevel(reviews, 100))).toEqual([0, 1, 1, 2, 2, 3, 4]);
  });
});
