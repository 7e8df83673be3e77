import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.ts';
import { planInputOf, unitOf } from './engine-test-support.ts';

describe('buildPlan', () => {
  it('places daily reviews first, capped at 30% of the day, and content in stride order after them', () => {
    const input = planInputOf(3, 100, {
      units: [unitOf('a', 1, 40), unitOf('a', 2, 40), unitOf('b', 1, 30)],
      streamWeights: { a: 2, b: 1 },
      dueReviews: [{ day: 20_000, flashcards: 42, errors: 12 }],
      steadyReviews: { flashcards: 300, errors: 0 },
    });
    const plan = buildPlan(input);
    const firstDay = plan.activities.filter((activity) => activity.day === 20_000);
    expect(firstDay.map((activity) => [activity.key, activity.title, activity.minutes, activity.position])).toEqual([
      ['flashcards:20000', 'Revisar 42 flashcards', 14, 0],
      ['errors:20000', 'Caderno de erros: 12 itens', 4, 1],
      ['a:1', 'a 1', 40, 2],
      ['b:1', 'b 1', 30, 3],
    ]);
    const secondDay = plan.activities.filter((activity) => activity.day === 20_001);
    // 300 steady flashcards would take 100 minutes: 30 minutes hold 90 of them.
    expect(secondDay.map((activity) => [activity.title, activity.minutes])).toEqual([
      ['Revisar 90 flashcards', 30],
      ['a 2', 40],
    ]);
    expect(secondDay[0]?.target).toEqual({ type: 'reviews', errors_only: false, reviews: 90 });
    expect(plan.leftOut).toEqual([]);
    expect(plan.shortfallMinutes).toBeNull();
    expect(plan.reviewFrom).toBe(20_003);
  });

  it('rounds a steady load (a mean) to whole reviews: 0.4 errors a day is none', () => {
    const plan = buildPlan(planInputOf(2, 60, { steadyReviews: { flashcards: 12.6, errors: 0.4 } }));
    expect(plan.activities.map((activity) => [activity.title, activity.minutes, activity.target])).toEqual([
      ['Revisar 13 flashcards', 5, { type: 'reviews', errors_only: false, reviews: 13 }],
      ['Revisar 13 flashcards', 5, { type: 'reviews', errors_only: false, reviews: 13 }],
    ]);
  });

  it('cuts the stride order at the capacity and lists the left out least weight first, and says how many minutes lack', () => {
    const input = planInputOf(2, 60, {
      units: [unitOf('strong', 1, 50), unitOf('weak', 1, 50), unitOf('weak', 2, 50), unitOf('strong', 2, 50)],
      streamWeights: { strong: 0.2, weak: 1 },
    });
    const plan = buildPlan(input);
    expect(plan.activities.map((activity) => [activity.key, activity.day])).toEqual([
      ['strong:1', 20_000],
      ['weak:1', 20_001],
    ]);
    expect(plan.leftOut.map((unit) => unit.key)).toEqual(['strong:2', 'weak:2']);
    expect(plan.shortfallMinutes).toBe(100);
  });

  it('fills the review weeks with review sessions and simulados only', () => {
    const input = planInputOf(40, 60, {
      units: Array.from({ length: 60 }, (_, index) => unitOf('a', index, 30)),
      streamWeights: { a: 1 },
      reviewUnits: [unitOf('review', 1, 45), unitOf('review', 2, 45)],
      includeSimulados: true,
      simuladoLivreQuestions: 20,
    });
    const plan = buildPlan(input);
    expect(plan.reviewFrom).toBe(20_033);
    const reviewWeeks = plan.activities.filter((activity) => activity.day >= plan.reviewFrom);
    expect(new Set(reviewWeeks.map((activity) => activity.title))).toEqual(
      new Set(['review 1', 'review 2', 'Simulado livre']),
    );
    // 33 days before the review weeks, two lessons a day but on the 4 days of a simulado livre (50 of 60 minutes).
    const lessons = plan.activities.filter((activity) => activity.key.startsWith('a:'));
    expect(lessons.length).toBe(29 * 2);
    expect(Math.max(...lessons.map((lesson) => lesson.day))).toBeLessThan(plan.reviewFrom);
    expect(plan.leftOut.map((unit) => unit.key)).toEqual(['a:58', 'a:59']);
  });
});
