import { describe, expect, it } from 'vitest';
import { bucketLabel, scoreBucket } from './bucket.ts';

describe('scoreBucket', () => {
  it('puts a score in its tenth, 100 in the last', () => {
    expect(scoreBucket(0)).toBe(0);
    expect(scoreBucket(9.99)).toBe(0);
    expect(scoreBucket(10)).toBe(1);
    expect(scoreBucket(72.5)).toBe(7);
    expect(scoreBucket(99)).toBe(9);
    expect(scoreBucket(100)).toBe(9);
  });

  it('clamps values out of range', () => {
    expect(scoreBucket(-5)).toBe(0);
    expect(scoreBucket(140)).toBe(9);
    expect(scoreBucket(Number.NaN)).toBe(0);
  });

  it('labels buckets', () => {
    expect(bucketLabel(0)).toBe('0–9');
    expect(bucketLabel(7)).toBe('70–79');
    expect(bucketLabel(9)).toBe('90–100');
  });
});
