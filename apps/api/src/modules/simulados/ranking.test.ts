import { describe, expect, it } from 'vitest';
import { bucketOf, distributionOf, rankScore } from './ranking.ts';

describe('ranking among takers', () => {
  it('gives a lone taker position 1 and percentile 100', () => {
    expect(rankScore(420, [{ score: 420, count: 1 }])).toEqual({
      takers: 1,
      position: 1,
      percentile: 100,
      distribution: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    });
  });

  it('counts those below plus half of the others tied, over the other takers', () => {
    // Scores 90, 70, 70, 70, 50 (percent): for 70, one below, two others tied → (1 + 1) / 4.
    const histogram = [
      { score: 900, count: 1 },
      { score: 700, count: 3 },
      { score: 500, count: 1 },
    ];
    expect(rankScore(700, histogram)).toMatchObject({ takers: 5, position: 2, percentile: 50 });
    expect(rankScore(900, histogram)).toMatchObject({ position: 1, percentile: 100 });
    expect(rankScore(500, histogram)).toMatchObject({ position: 5, percentile: 0 });
  });

  it('shares the position among ties and rounds the percentile to one decimal', () => {
    const histogram = [
      { score: 800, count: 2 },
      { score: 600, count: 2 },
    ];
    // 60 with one other tie and nobody below: 0.5 / 3 = 16.67 %.
    expect(rankScore(600, histogram)).toMatchObject({ takers: 4, position: 3, percentile: 16.7 });
    expect(rankScore(800, histogram)).toMatchObject({ position: 1, percentile: 83.3 });
  });

  it('puts everyone tied at the middle', () => {
    expect(rankScore(500, [{ score: 500, count: 4 }])).toMatchObject({ position: 1, percentile: 50 });
  });

  it('buckets by tens of the percentage, 100 in the last bucket', () => {
    expect([0, 99, 100, 455, 899, 900, 999, 1000].map(bucketOf)).toEqual([0, 0, 1, 4, 8, 9, 9, 9]);
    expect(
      distributionOf([
        { score: 0, count: 2 },
        { score: 1000, count: 1 },
        { score: 950, count: 3 },
        { score: 333, count: 1 },
      ]),
    ).toEqual([2, 0, 0, 1, 0, 0, 0, 0, 0, 4]);
    expect(distributionOf([])).toEqual(new Array(10).fill(0));
  });
});
