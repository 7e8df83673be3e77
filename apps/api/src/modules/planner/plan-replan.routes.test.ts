import type { PlanSummary, PlannerActivity } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setClockOffset } from '../../clock/clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  createdPlan,
  dayFromToday,
  ok,
  planBody,
  planDays,
  plannerClient,
  plannerFixture,
  refusal,
} from './planner-test-support.ts';

const dayMs = 86_400_000;

describe('planner: re-plans and concurrent writes', () => {
  const ctx = useTestApp();
  afterEach(() => setClockOffset(0));

  it('moves the missed work to today or later on the first visit three days on, and says what moved', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const plan = await createdPlan(client, planBody(fixture, { exam_date: dayFromToday(14) }));
    const before = await planDays(client, plan.id, dayFromToday(0), dayFromToday(13));
    const [day0, day1, day2] = before;
    const ticked = day0?.activities[0] as PlannerActivity;
    const skipped = day1?.activities[0] as PlannerActivity;
    const missed = [...(day1?.activities.slice(1) ?? []), ...(day2?.activities ?? [])];
    expect(missed.length).toBeGreaterThan(0);
    ok(await client.update(plan.id, ticked.id, 'done'));
    ok(await client.update(plan.id, skipped.id, 'skipped'));

    setClockOffset(3 * dayMs);
    const today = dayFromToday(0);
    const summary = ok<PlanSummary>(await client.summary(plan.id));
    expect(summary.today).toBe(today);
    expect(summary.last_replan?.moves.map((move) => move.activity_id).sort()).toEqual(
      expect.arrayContaining(missed.map((activity) => activity.id).sort()),
    );
    for (const move of summary.last_replan?.moves ?? []) {
      expect(move.to === null || move.to >= today, JSON.stringify(move)).toBe(true);
    }

    const after = await planDays(client, plan.id, dayFromToday(-3), dayFromToday(10));
    const past = after.slice(0, 3).flatMap((day) => day.activities);
    expect(past.map((activity) => [activity.id, activity.status])).toEqual([
      [ticked.id, 'done'],
      [skipped.id, 'skipped'],
    ]);
    expect(after.slice(0, 3).map((day) => day.state)).toEqual(['done', 'done', 'empty']);
    const moved = after.flatMap((day) => day.activities).filter((activity) => missed.some((m) => m.id === activity.id));
    for (const activity of moved) {
      expect(activity.date >= today).toBe(true);
      expect(activity.moved_from).toBe(missed.find((m) => m.id === activity.id)?.date);
    }
    for (const day of after) expect(day.planned_minutes).toBeLessThanOrEqual(day.available_minutes);

    // Again the same day: nothing moves again; a re-plan asked for changes nothing either.
    expect(ok<PlanSummary>(await client.summary(plan.id)).last_replan).toEqual(summary.last_replan);
    ok(await client.replan(plan.id));
    expect(await planDays(client, plan.id, dayFromToday(-3), dayFromToday(10))).toEqual(after);
  });

  it('leaves one active plan after concurrent creates', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.create(planBody(fixture))));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const { plans } = ok<{ plans: { status: string }[] }>(await client.history());
    expect(plans.map((plan) => plan.status).sort()).toEqual(['active', 'archived', 'archived', 'archived']);
  });

  it("opens a question activity's practice session once; a lesson opens none", async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const plan = await createdPlan(client, planBody(fixture));
    const activities = (await planDays(client, plan.id, dayFromToday(0), dayFromToday(9))).flatMap(
      (day) => day.activities,
    );
    const session = activities.find((activity) => activity.kind === 'questions') as PlannerActivity;
    const lesson = activities.find((activity) => activity.kind === 'lesson') as PlannerActivity;
    const started = await Promise.all([client.start(plan.id, session.id), client.start(plan.id, session.id)]);
    const ids = started.map((res) => ok<{ practice_session_id: number }>(res).practice_session_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ok<{ practice_session_id: number }>(await client.start(plan.id, session.id)).practice_session_id).toBe(
      ids[0],
    );
    const practice = ok<{ items: unknown[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/questions/practice-sessions/${ids[0]}`,
        headers: fixture.learner.headers,
      }),
    );
    expect(practice.items).toHaveLength(session.target.type === 'questions' ? session.target.count : -1);
    const [day] = await planDays(client, plan.id, session.date, session.date);
    expect(day?.activities.find((activity) => activity.id === session.id)?.target).toMatchObject({
      practice_session_id: ids[0],
    });
    expect(refusal(await client.start(plan.id, lesson.id))).toBe('422 planner.activity_not_startable');
  });
});
