import type { PlannerActivity } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import {
  createdPlan,
  dayFromToday,
  ok,
  planBody,
  planDays,
  plannerClient,
  plannerFixture,
} from './planner-test-support.ts';

describe('planner: the days of a plan', () => {
  const ctx = useTestApp();

  it('marks the review week, a future day with work done ahead, and days off by weekday', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const body = planBody(fixture, { exam_date: dayFromToday(40), weekday_minutes: [0, 120, 120, 120, 120, 120, 120] });
    const plan = await createdPlan(client, body);
    const days = await planDays(client, plan.id, dayFromToday(0), dayFromToday(40));

    // A 40-day plan ends with one review week: no new content in it.
    expect(days.map((day) => day.review_period)).toEqual(Array.from({ length: 41 }, (_, i) => i >= 33 && i < 40));
    const reviewWeek = days.slice(33, 40).flatMap((day) => day.activities);
    expect(reviewWeek.length).toBeGreaterThan(0);
    for (const activity of reviewWeek) expect(['review', 'simulado', 'flashcards', 'errors']).toContain(activity.kind);

    // Sundays have no hours: off, and nothing planned on them.
    for (const day of days.slice(0, 40)) {
      const sunday = new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0;
      expect(day.off).toBe(sunday);
      if (sunday) expect(day.activities).toEqual([]);
    }
    expect(days[40]).toMatchObject({ date: dayFromToday(40), off: false, available_minutes: 0, state: 'empty' });

    // Work done ahead: that day is "ahead" while it has work left, "done" once all of it is.
    const future = days.slice(1).find((day) => day.activities.length >= 2);
    if (!future) throw new Error('no future day with two activities');
    const [first, ...rest] = future.activities as [PlannerActivity, ...PlannerActivity[]];
    ok(await client.update(plan.id, first.id, 'done'));
    expect((await planDays(client, plan.id, future.date, future.date))[0]?.state).toBe('ahead');
    for (const activity of rest) ok(await client.update(plan.id, activity.id, 'done'));
    const [done] = await planDays(client, plan.id, future.date, future.date);
    expect(done).toMatchObject({ state: 'done', done_minutes: done?.planned_minutes });
  });
});
