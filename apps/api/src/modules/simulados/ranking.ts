/** Where a score stands among the simulado's takers. Scores are tenths of a percent (0–1000). */

export interface ScoreCount {
  score: number;
  /** How many takers have this score. */
  count: number;
}

export interface Ranking {
  takers: number;
  /** 1 + the takers with a higher score (ties share a position). */
  position: number;
  /** (below + ties other than oneself / 2) / (takers − 1) × 100, one decimal; 100 for a lone taker. */
  percentile: number;
  /** Takers per 10-point bucket of the percentage: [0,10), [10,20) … [90,100]. */
  distribution: number[];
}

const distributionBuckets = 10;

/** The bucket of a score: its percentage's tens, 100 in the last one. */
export function bucketOf(score: number): number {
  return Math.min(distributionBuckets - 1, Math.max(0, Math.floor(score / 100)));
}

export function distributionOf(histogram: readonly ScoreCount[]): number[] {
  const buckets = new Array<number>(distributionBuckets).fill(0);
  for (const { score, count } of histogram) buckets[bucketOf(score)] = (buckets[bucketOf(score)] ?? 0) + count;
  return buckets;
}

/** Ranks `own` (a taker's own score, counted in the histogram) among every taker's score. */
export function rankScore(own: number, histogram: readonly ScoreCount[]): Ranking {
  let takers = 0;
  let higher = 0;
  let lower = 0;
  let tied = 0;
  for (const { score, count } of histogram) {
    takers += count;
    if (score > own) higher += count;
    else if (score < own) lower += count;
    else tied += count;
  }
  const others = Math.max(0, tied - 1);
  const percentile = takers > 1 ? Math.round(((lower + others / 2) / (takers - 1)) * 1000) / 10 : 100;
  return { takers, position: higher + 1, percentile, distribution: distributionOf(histogram) };
}
