import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExistingActivity, PlanInput, ReplanInput } from './engine-types.ts';
import { buildPlan } from './plan-builder.ts';
import { dayRuleViolations } from './plan-checks-test-support.ts';
import { planInputArb } from './plan-input-arbitrary.ts';
import { replan } from './replan.ts';

type DayAction = 'done' | 'skipped' | 'untouched';
type Stretch = { actions: DayAction[]; doneAhead: number[] };

/** A stretch of days lived through: what the learner did each day, and activities of later days done ahead. */
const stretchArb: fc.Arbitrary<Stretch> = fc.record({
  actions: fc.array(fc.constantFrom<DayAction>('done', 'skipped', 'untouched'), { minLength: 1, maxLength: 25 }),
  doneAhead: fc.array(fc.nat(), { maxLength: 3 }),
});

const recomputed = new Set(['flashcards', 'errors', 'review']);

/** The plan's inputs gathered again on `today`: the days from today, done content gone from the units. */
function inputsOn(input: PlanInput, today: number, existing: readonly ExistingActivity[]): PlanInput {
  const done = new Set(existing.filter((a) => a.status === 'done').map((a) => a.key));
  return {
    ...input,
    firstDay: today,
    startDay: input.firstDay,
    available: input.available.slice(today - input.firstDay),
    units: input.units.filter((unit) => !done.has(unit.key)),
    dueReviews: input.dueReviews.filter((due) => due.day >= today),
  };
}

/** Lives through the days from `from` to `today`: ticks, skips or leaves each day's activities; ticks some ahead. */
function liveThrough(existing: ExistingActivity[], from: number, today: number, stretch: Stretch): ExistingActivity[] {
  const lived = existing.map((activity): ExistingActivity => {
    if (activity.status !== 'pending' || activity.day < from || activity.day >= today) return activity;
    const action = stretch.actions[activity.day - from] ?? 'untouched';
    if (action === 'untouched') return activity;
    return { ...activity, status: action, doneDay: action === 'done' ? activity.day : null };
  });
  const later = lived.filter((activity) => activity.status === 'pending' && activity.day >= today);
  for (const pick of stretch.doneAhead) {
    const activity = later[pick % Math.max(1, later.length)];
    if (activity) Object.assign(activity, { status: 'done', doneDay: today });
  }
  return lived;
}

function violationsOf(replanInput: ReplanInput, output: ReturnType<typeof replan>): string[] {
  const { today, plan, existing } = replanInput;
  const done = new Map<number, number>();
  for (const activity of existing.filter((a) => a.status === 'done')) {
    const day = activity.doneDay ?? activity.day;
    done.set(day, (done.get(day) ?? 0) + activity.minutes);
  }
  const roomOf = (day: number) => Math.max(0, (plan.available[day - plan.firstDay] ?? 0) - (done.get(day) ?? 0));
  const broken = dayRuleViolations(plan, output.plan, today, roomOf);
  const placed = new Map(output.plan.activities.map((activity) => [activity.key, activity.day]));
  const leftOut = new Set(output.plan.leftOut.map((unit) => unit.key));
  const kept = new Set(existing.filter((a) => a.status !== 'pending').map((a) => a.key));
  for (const key of kept) if (placed.has(key)) broken.push(`${key} kept and placed again`);
  const pending = existing.filter((a) => a.status === 'pending' && !recomputed.has(a.kind));
  const contentKeys = new Set([
    ...plan.units.map((unit) => unit.key),
    ...pending.filter((a) => a.kind !== 'simulado').map((a) => a.key),
  ]);
  for (const key of contentKeys) {
    const places = [placed.has(key), leftOut.has(key), kept.has(key)].filter(Boolean).length;
    if (places !== 1) broken.push(`${key} in ${places} places`);
  }
  const moves = new Map(output.moves.map((move) => [move.id, move]));
  for (const activity of pending) {
    const to = placed.get(activity.key) ?? null;
    const move = moves.get(activity.id);
    if (to === activity.day ? move !== undefined : move?.to !== to) broken.push(`${activity.key}: wrong move`);
  }
  if (output.moves.length !== moves.size) broken.push('an activity moved twice');
  return broken;
}

/** The activities after a re-plan: the kept ones, and the new plan's (an activity keeps its id by its key). */
function afterReplan(existing: readonly ExistingActivity[], output: ReturnType<typeof replan>): ExistingActivity[] {
  const idByKey = new Map(existing.map((activity) => [activity.key, activity.id]));
  let nextId = Math.max(0, ...existing.map((activity) => activity.id)) + 1;
  const kept = existing.filter((activity) => activity.status !== 'pending');
  const planned = output.plan.activities.map((activity): ExistingActivity => {
    const id = idByKey.get(activity.key) ?? nextId++;
    return { ...activity, id, status: 'pending', doneDay: null };
  });
  return [...kept, ...planned];
}

describe('replan (properties)', () => {
  it('keeps what was done and skipped, places nothing before today, each unit once, within each day', () => {
    fc.assert(
      fc.property(planInputArb, fc.array(stretchArb, { minLength: 1, maxLength: 3 }), (input, stretches) => {
        let existing: ExistingActivity[] = buildPlan(input).activities.map((activity, index) => ({
          ...activity,
          id: index + 1,
          status: 'pending',
          doneDay: null,
        }));
        let today = input.firstDay;
        for (const stretch of stretches) {
          const nextToday = Math.min(input.examDay, today + stretch.actions.length);
          existing = liveThrough(existing, today, nextToday, stretch);
          today = nextToday;
          const replanInput = { today, plan: inputsOn(input, today, existing), existing };
          const output = replan(replanInput);
          expect(violationsOf(replanInput, output)).toEqual([]);
          existing = afterReplan(existing, output);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same plan for the same inputs, whatever the order of the activities', () => {
    fc.assert(
      fc.property(planInputArb, stretchArb, (input, stretch) => {
        const planned: ExistingActivity[] = buildPlan(input).activities.map((activity, index) => ({
          ...activity,
          id: index + 1,
          status: 'pending',
          doneDay: null,
        }));
        const today = Math.min(input.examDay, input.firstDay + stretch.actions.length);
        const existing = liveThrough(planned, input.firstDay, today, stretch);
        const replanInput = { today, plan: inputsOn(input, today, existing), existing };
        const reordered = { ...replanInput, existing: [...existing].reverse() };
        expect(replan(reordered)).toEqual(replan(structuredClone(replanInput)));
      }),
      { numRuns: 200 },
    );
  });
});
