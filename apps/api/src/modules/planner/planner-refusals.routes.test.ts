import type { PlanSummary } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import {
  anotherLearner,
  createdPlan,
  dayFromToday,
  foreignLearner,
  planBody,
  planDays,
  plannerClient,
  plannerFixture,
  refusal,
  type PlannerClient,
} from './planner-test-support.ts';

/** Every call of the plan `id` (and its activity) as `client` makes it; each answer's `<status> <code>`. */
async function everyPlanCall(client: PlannerClient, id: number, activityId: number): Promise<string[]> {
  const settings = { exam_date: dayFromToday(20), weekday_minutes: [60, 60, 60, 60, 60, 60, 60], days_off: [] };
  const answers = await Promise.all([
    client.summary(id),
    client.days(id, dayFromToday(0), dayFromToday(6)),
    client.settings(id, settings),
    client.replan(id),
    client.update(id, activityId, 'done'),
    client.start(id, activityId),
  ]);
  return answers.map(refusal);
}

describe('planner: refusals', () => {
  const ctx = useTestApp();

  it("answers 404 for another learner's and another producer's plan and activity, 401 logged out", async () => {
    const fixture = await plannerFixture(ctx);
    const owner = plannerClient(ctx, fixture.learner);
    const plan = await createdPlan(owner, planBody(fixture));
    const [activity] = (await planDays(owner, plan.id, dayFromToday(0), dayFromToday(0)))[0]?.activities ?? [];
    if (!activity) throw new Error('no activity today');
    const notFound = Array<string>(6).fill('404 planner.not_found');
    expect(await everyPlanCall(plannerClient(ctx, await anotherLearner(ctx, fixture)), plan.id, activity.id)).toEqual(
      notFound,
    );
    expect(await everyPlanCall(plannerClient(ctx, await foreignLearner(ctx)), plan.id, activity.id)).toEqual(notFound);
    expect(await everyPlanCall(owner, 2_000_000_000, activity.id)).toEqual(notFound);

    // The owner's other plan's activity, through this plan: not one of its activities.
    const other = await createdPlan(owner, planBody(fixture));
    expect(refusal(await owner.update(other.id, activity.id, 'done'))).toBe('404 planner.activity_not_found');
    expect(refusal(await owner.start(other.id, activity.id))).toBe('404 planner.activity_not_found');
    // The archived plan is history: its activities no longer change.
    expect(refusal(await owner.update(plan.id, activity.id, 'done'))).toBe('409 planner.plan_archived');
    expect(refusal(await owner.replan(plan.id))).toBe('409 planner.plan_archived');

    const anonymous = plannerClient(ctx, null);
    const loggedOut = [
      await anonymous.create(planBody(fixture)),
      await anonymous.history(),
      await anonymous.today(),
      await anonymous.summary(plan.id),
      await anonymous.update(plan.id, activity.id, 'done'),
    ];
    expect(loggedOut.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('answers 422 for bad dates, no study time, nothing included and a bad range', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const none = { course_ids: [], questions: false, flashcards: false, cases: false, simulados: false };
    const refused = async (overrides: Record<string, unknown>) =>
      refusal(await client.create(planBody(fixture, overrides)));
    expect(await refused({ exam_date: dayFromToday(-1) })).toBe('422 planner.exam_date_past');
    expect(await refused({ start_date: dayFromToday(5), exam_date: dayFromToday(4) })).toBe(
      '422 planner.exam_before_start',
    );
    expect(await refused({ exam_date: '2027-02-30' })).toBe('422 common.validation_failed');
    expect(await refused({ weekday_minutes: [0, 0, 0, 0, 0, 0, 0] })).toBe('422 planner.no_study_time');
    expect(await refused({ include: none })).toBe('422 planner.nothing_included');
    expect(await refused({ institution_ids: [2_000_000_000] })).toBe('422 planner.institution_unknown');

    const plan: PlanSummary = await createdPlan(client, planBody(fixture));
    expect(refusal(await client.days(plan.id, dayFromToday(0), dayFromToday(62)))).toBe('422 planner.range_invalid');
    expect(refusal(await client.days(plan.id, dayFromToday(1), dayFromToday(0)))).toBe('422 planner.range_invalid');
    expect((await client.days(plan.id, dayFromToday(0), dayFromToday(61))).statusCode).toBe(200);
    const settings = { exam_date: dayFromToday(0), weekday_minutes: [60, 60, 60, 60, 60, 60, 60], days_off: [] };
    expect(refusal(await client.settings(plan.id, settings))).toBe('422 planner.exam_date_past');
    const noTime = { ...settings, exam_date: dayFromToday(9), weekday_minutes: [0, 0, 0, 0, 0, 0, 0] };
    expect(refusal(await client.settings(plan.id, noTime))).toBe('422 planner.no_study_time');
  });
});
