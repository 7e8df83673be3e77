import { describe, expect, it } from 'vitest';
import { largePlanInput } from '../../../../test-support/planner-inputs.ts';
import { buildPlan } from './plan-builder.ts';
import { contentRuleViolations, dayRuleViolations } from './plan-checks-test-support.ts';

describe('buildPlan at a big producer’s size', () => {
  it('plans a year of 2,400 lessons, 600 question sessions and 200 cases within the rules, in under 2 seconds', () => {
    const input = largePlanInput();
    const started = performance.now();
    const plan = buildPlan(input);
    const elapsed = performance.now() - started;
    const availableOn = (day: number) => input.available[day - input.firstDay] ?? 0;
    expect(dayRuleViolations(input, plan, input.firstDay, availableOn)).toEqual([]);
    expect(contentRuleViolations(input, plan)).toEqual([]);
    expect(plan.reviewFrom).toBe(input.examDay - 14);
    // More content than a year holds: the plan says so instead of overfilling days.
    expect(plan.leftOut.length).toBeGreaterThan(0);
    expect(plan.shortfallMinutes).toBeGreaterThan(0);
    expect(plan.activities.filter((activity) => activity.kind === 'simulado').length).toBeGreaterThanOrEqual(12);
    expect(elapsed).toBeLessThan(2000);
  });
});
