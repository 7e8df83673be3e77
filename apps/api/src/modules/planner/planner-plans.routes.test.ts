import type { PlanSummary, PlannerActivity, PlannerToday } from '@members/contract';
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

describe('planner: a plan from create to history', () => {
  const ctx = useTestApp();

  it('creates a plan, reads it day by day, ticks, unticks and skips, re-plans on new settings, keeps history', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    expect(ok<PlannerToday>(await client.today())).toEqual({ plan: null, day: null });

    const created = await createdPlan(client, planBody(fixture));
    expect(created).toMatchObject({
      status: 'active',
      today: dayFromToday(0),
      start_date: dayFromToday(0),
      exam_date: dayFromToday(10),
      days_left: 10,
      institutions: [{ id: fixture.institutionId, desc: 'USP-SP' }],
      shortfall_minutes: null,
      left_out: [],
      last_replan: null,
      calendar_feed: false,
    });
    expect(created.totals).toMatchObject({ study_days: 10, available_minutes: 600, done: 0, skipped: 0, late: 0 });
    expect(created.totals.activities).toBeGreaterThan(0);
    expect(created.coverage).toEqual({ planned_pct: 100, done_pct: 0, left_out_minutes: 0 });
    expect(created.shares.map((share) => share.subject.desc).sort()).toEqual(['Cirurgia', 'Clínica Médica']);
    expect(created.shares.reduce((sum, share) => sum + share.share_pct, 0)).toBeCloseTo(100, 0);
    expect(ok<PlanSummary>(await client.summary(created.id))).toEqual(created);

    const days = await planDays(client, created.id, dayFromToday(-2), dayFromToday(11));
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 14 }, (_, i) => dayFromToday(i - 2)));
    expect(days.map((day) => day.available_minutes)).toEqual([0, 0, ...Array<number>(10).fill(60), 0, 0]);
    expect(days[0]).toMatchObject({ state: 'empty', off: false, activities: [] });
    expect(days[2]?.state).toBe('today');
    for (const day of days) expect(day.planned_minutes).toBeLessThanOrEqual(day.available_minutes);
    const activities = days.flatMap((day) => day.activities);
    expect(activities).toHaveLength(created.totals.activities);
    expect(new Set(activities.map((activity) => activity.kind))).toEqual(new Set(['lesson', 'questions']));
    const lesson = activities.find((activity) => activity.kind === 'lesson');
    expect(lesson?.target).toMatchObject({
      type: 'lesson',
      course_id: fixture.courseId,
      course_name: 'Clínica em Foco',
    });
    const session = activities.find((activity) => activity.kind === 'questions');
    expect(session?.target).toMatchObject({ type: 'questions', count: expect.any(Number), practice_session_id: null });

    const first = activities[0] as PlannerActivity;
    const done = ok<PlannerActivity>(await client.update(created.id, first.id, 'done'));
    expect(done).toMatchObject({ id: first.id, status: 'done', done_by: 'manual' });
    expect(Date.parse(done.done_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(ok<PlanSummary>(await client.summary(created.id)).totals).toMatchObject({
      done: 1,
      done_minutes: first.minutes,
    });
    expect(ok<PlannerActivity>(await client.update(created.id, first.id, 'pending'))).toMatchObject({
      status: 'pending',
      done_by: null,
      done_at: null,
    });
    expect(ok<PlannerActivity>(await client.update(created.id, first.id, 'skipped')).status).toBe('skipped');
    const afterSkip = ok<PlanSummary>(await client.summary(created.id));
    expect(afterSkip.totals).toMatchObject({ done: 0, skipped: 1 });
    expect(afterSkip.coverage.planned_pct).toBeLessThan(100);

    const today = ok<PlannerToday>(await client.today());
    expect(today.plan).toEqual({ id: created.id, exam_date: dayFromToday(10), days_left: 10 });
    expect(today.day?.date).toBe(dayFromToday(0));

    // Half the time each day: the work spreads further and what no longer fits is left out, said so.
    const settings = {
      exam_date: dayFromToday(12),
      weekday_minutes: [30, 30, 30, 30, 30, 30, 30],
      days_off: [dayFromToday(3)],
    };
    const replanned = ok<PlanSummary>(await client.settings(created.id, settings));
    expect(replanned).toMatchObject({ exam_date: dayFromToday(12), days_off: [dayFromToday(3)], days_left: 12 });
    expect(replanned.weekday_minutes).toEqual(settings.weekday_minutes);
    expect(replanned.totals).toMatchObject({ study_days: 11, available_minutes: 330, skipped: 1 });
    const newDays = await planDays(client, created.id, dayFromToday(0), dayFromToday(12));
    expect(newDays[3]).toMatchObject({ off: true, available_minutes: 0, activities: [] });
    for (const day of newDays) expect(day.planned_minutes).toBeLessThanOrEqual(day.available_minutes);
    expect(newDays.flatMap((day) => day.activities).find((activity) => activity.id === first.id)?.status).toBe(
      'skipped',
    );

    const second = await createdPlan(client, planBody(fixture));
    const { plans } = ok<{ plans: { id: number; status: string; archived_at: string | null; done: number }[] }>(
      await client.history(),
    );
    expect(plans.map((plan) => [plan.id, plan.status])).toEqual([
      [second.id, 'active'],
      [created.id, 'archived'],
    ]);
    expect(plans[1]?.archived_at).not.toBeNull();
    expect(ok<PlanSummary>(await client.summary(created.id)).status).toBe('archived');
    expect(ok<PlannerToday>(await client.today()).plan?.id).toBe(second.id);
  });

  it('says what did not fit when the time cannot hold everything', async () => {
    const fixture = await plannerFixture(ctx);
    const client = plannerClient(ctx, fixture.learner);
    const body = planBody(fixture, { exam_date: dayFromToday(3), weekday_minutes: [30, 30, 30, 30, 30, 30, 30] });
    const plan = await createdPlan(client, body);
    const leftOutMinutes = plan.left_out.reduce((sum, unit) => sum + unit.minutes, 0);
    expect(plan.left_out.length).toBeGreaterThan(0);
    expect(plan.shortfall_minutes).toBe(leftOutMinutes);
    expect(plan.coverage.left_out_minutes).toBe(leftOutMinutes);
    expect(plan.coverage.planned_pct).toBeGreaterThan(0);
    expect(plan.coverage.planned_pct).toBeLessThan(100);
    expect(plan.totals.planned_minutes).toBeLessThanOrEqual(90);
    for (const unit of plan.left_out) expect(['lesson', 'questions']).toContain(unit.kind);
  });
});
