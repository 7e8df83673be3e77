import { describe, expect, it } from 'vitest';
import { streamWeight, weaknessOf } from './subject-weights.ts';

const none = { accuracy: null, answers: 0, diagnostic: null, selfRating: null };

describe('subject weights', () => {
  it('takes the bank accuracy once there are 10 answers, floored at 0.2', () => {
    expect(weaknessOf({ ...none, accuracy: 0.7, answers: 10, selfRating: 1 })).toEqual({
      weakness: 1 - 0.7,
      source: 'bank',
      accuracyPct: 70,
    });
    expect(weaknessOf({ ...none, accuracy: 0.95, answers: 40 })).toEqual({
      weakness: 0.2,
      source: 'bank',
      accuracyPct: 95,
    });
  });

  it('falls back to the diagnostic, then the self-rating, then 0.6', () => {
    const fewAnswers = { ...none, accuracy: 0.9, answers: 9 };
    expect(weaknessOf({ ...fewAnswers, diagnostic: { correct: 1, answered: 4 }, selfRating: 5 })).toEqual({
      weakness: 0.75,
      source: 'diagnostic',
      accuracyPct: 25,
    });
    expect([1, 2, 3, 4, 5].map((rating) => weaknessOf({ ...fewAnswers, selfRating: rating }).weakness)).toEqual([
      1, 0.8, 0.6, 0.4, 0.2,
    ]);
    expect(weaknessOf({ ...fewAnswers, selfRating: 2 }).source).toBe('self_rating');
    expect(weaknessOf(fewAnswers)).toEqual({ weakness: 0.6, source: 'default', accuracyPct: null });
  });

  it('weighs a subject by its incidence share plus a sliver, times the weakness', () => {
    expect(streamWeight(0.3, 0.5)).toBeCloseTo(0.16, 10);
    expect(streamWeight(0, 1)).toBeCloseTo(0.02, 10);
  });
});
