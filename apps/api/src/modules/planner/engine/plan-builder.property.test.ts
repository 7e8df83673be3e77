import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan-builder.ts';
import { contentRuleViolations, dayRuleViolations } from './plan-checks-test-support.ts';
import { planInputArb } from './plan-input-arbitrary.ts';

const runs = { numRuns: 200 };

describe('buildPlan (properties)', () => {
  it('keeps every day within its time, the reviews within 30%, the order of the day and of each stream', () => {
    fc.assert(
      fc.property(planInputArb, (input) => {
        const plan = buildPlan(input);
        const availableOn = (day: number) => input.available[day - input.firstDay] ?? 0;
        expect(dayRuleViolations(input, plan, input.firstDay, availableOn)).toEqual([]);
      }),
      runs,
    );
  });

  it('places each content unit once or leaves it out for a stated reason, least weight first', () => {
    fc.assert(
      fc.property(planInputArb, (input) => {
        expect(contentRuleViolations(input, buildPlan(input))).toEqual([]);
      }),
      runs,
    );
  });

  it('leaves nothing out when the time holds everything with a unit of room to spare on each day', () => {
    fc.assert(
      fc.property(planInputArb, (raw) => {
        // Short units, days of at least two hours: plenty of room unless the units are many.
        const input = {
          ...raw,
          units: raw.units.map((unit) => ({ ...unit, minutes: 1 + (unit.minutes % 20) })),
          available: raw.available.map((minutes) => (minutes === 0 ? 0 : 120 + minutes)),
        };
        const plan = buildPlan(input);
        expect(contentRuleViolations(input, plan)).toEqual([]);
      }),
      runs,
    );
  });

  it('gives the same plan for the same inputs, whatever the order of the units and simulados', () => {
    fc.assert(
      fc.property(planInputArb, (input) => {
        const shuffled = { ...input, units: [...input.units].reverse(), simulados: [...input.simulados].reverse() };
        expect(buildPlan(shuffled)).toEqual(buildPlan(structuredClone(input)));
      }),
      runs,
    );
  });
});
