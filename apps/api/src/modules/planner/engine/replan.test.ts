import { describe, expect, it } from 'vitest';
import { planInputOf, unitOf } from './engine-test-support.ts';
import type { ExistingActivity, PlannedActivity } from './engine-types.ts';
import { buildPlan } from './plan-builder.ts';
import { replan } from './replan.ts';

const asExisting = (activities: PlannedActivity[]): ExistingActivity[] =>
  activities.map((activity, index) => ({ ...activity, id: index + 1, status: 'pending', doneDay: null }));

const dayOf = (activities: PlannedActivity[], key: string) => activities.find((a) => a.key === key)?.day ?? null;

describe('replan', () => {
  const units = [unitOf('a', 1, 60), unitOf('a', 2, 60), unitOf('a', 3, 60), unitOf('a', 4, 60)];
  const input = planInputOf(4, 60, { units, streamWeights: { a: 1 } });
  const first = asExisting(buildPlan(input).activities);

  it('brings an unfinished day forward to today and pushes the rest, saying what moved', () => {
    const existing = first.map((a) => (a.key === 'a:1' ? { ...a, status: 'done' as const, doneDay: 20_000 } : a));
    // Day 20001 went by untouched: a:2 comes today, the rest a day later, a:4 no longer fits.
    const output = replan({
      today: 20_002,
      plan: { ...input, firstDay: 20_002, startDay: 20_000, available: [60, 60], units: units.slice(1) },
      existing,
    });
    expect(output.plan.activities.map((a) => [a.key, a.day])).toEqual([
      ['a:2', 20_002],
      ['a:3', 20_003],
    ]);
    expect(output.moves).toEqual([
      { id: 2, title: 'a 2', from: 20_001, to: 20_002 },
      { id: 3, title: 'a 3', from: 20_002, to: 20_003 },
      { id: 4, title: 'a 4', from: 20_003, to: null },
    ]);
    expect(output.plan.leftOut.map((unit) => unit.key)).toEqual(['a:4']);
    expect(output.plan.shortfallMinutes).toBe(60);
  });

  it('counts work done ahead on the day it was done, which frees its planned day', () => {
    // Today (20001) the learner did a:2 and, ahead, a:3 (planned for 20002): a:4 can come a day early.
    const existing = first.map((a) =>
      a.key === 'a:1' || a.key === 'a:2' || a.key === 'a:3'
        ? { ...a, status: 'done' as const, doneDay: a.key === 'a:1' ? 20_000 : 20_001 }
        : a,
    );
    const plan = { ...input, firstDay: 20_001, startDay: 20_000, available: [60, 60, 60], units: [units[3]!] };
    const output = replan({ today: 20_001, plan, existing });
    expect(dayOf(output.plan.activities, 'a:4')).toBe(20_002);
    expect(dayOf(output.plan.activities, 'a:3')).toBeNull();
    expect(output.moves).toEqual([{ id: 4, title: 'a 4', from: 20_003, to: 20_002 }]);
  });

  it('drops past reviews and computes the ones from today again from the forecast', () => {
    const withReviews = { ...input, units: [], steadyReviews: { flashcards: 30, errors: 0 } };
    const existing = asExisting(buildPlan(withReviews).activities);
    expect(existing.map((a) => a.key)).toContain('flashcards:20000');
    const plan = {
      ...withReviews,
      firstDay: 20_001,
      startDay: 20_000,
      available: [60, 60, 60],
      dueReviews: [{ day: 20_001, flashcards: 45, errors: 0 }],
    };
    const output = replan({ today: 20_001, plan, existing });
    expect(output.plan.activities.map((a) => [a.key, a.title])).toEqual([
      ['flashcards:20001', 'Revisar 45 flashcards'],
      ['flashcards:20002', 'Revisar 30 flashcards'],
      ['flashcards:20003', 'Revisar 30 flashcards'],
    ]);
    expect(output.moves).toEqual([]);
  });
});
