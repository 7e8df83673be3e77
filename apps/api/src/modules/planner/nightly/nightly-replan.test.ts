import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studyPlanActivities, studyPlans } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { insertPlan } from '../evidence/evidence-test-support.ts';
import {
  anotherLearner,
  createdPlan,
  plannerClient,
  plannerFixture,
  planBody,
  type PlannerFixture,
} from '../planner-test-support.ts';
import type { PlanToReplan } from './nightly.repository.ts';
import { runNightlyReplan, saoPauloHour } from './nightly-replan.ts';

describe('the nightly re-plan', () => {
  const ctx = useTestApp();
  let fixture: PlannerFixture;
  let planId: number;
  const today = studyDayKey(new Date());
  /** `hour` o'clock in São Paulo, `days` study days from today. */
  const saoPauloAt = (days: number, hour: number) =>
    new Date(studyDayStart(new Date(), days).getTime() + hour * 3_600_000);
  const warnings: object[] = [];
  const log = { info: () => undefined, warn: (fields: object) => void warnings.push(fields) };
  const planRow = async (id: number) =>
    (await ctx.database.db.select().from(studyPlans).where(eq(studyPlans.id, id)))[0];
  const pendingOn = async (id: number, date: string) =>
    ctx.database.db
      .select({ id: studyPlanActivities.id })
      .from(studyPlanActivities)
      .where(
        and(
          eq(studyPlanActivities.plan_id, id),
          eq(studyPlanActivities.date, date),
          eq(studyPlanActivities.status, 'pending'),
        ),
      );

  beforeAll(async () => {
    fixture = await plannerFixture(ctx);
    planId = (await createdPlan(plannerClient(ctx, fixture.learner), planBody(fixture))).id;
  });

  it('reads the São Paulo hour (UTC−3)', () => {
    expect(saoPauloHour(new Date('2027-01-04T03:00:00Z'))).toBe(0);
    expect(saoPauloHour(new Date('2027-01-04T08:59:00Z'))).toBe(5);
    expect(saoPauloHour(new Date('2027-01-04T02:59:00Z'))).toBe(23);
  });

  it('does nothing outside the São Paulo night', async () => {
    const before = await planRow(planId);
    expect(await runNightlyReplan(ctx.database.db, saoPauloAt(1, 14), log)).toEqual({ replanned: 0, failed: 0 });
    expect(await runNightlyReplan(ctx.database.db, saoPauloAt(1, 6), log)).toEqual({ replanned: 0, failed: 0 });
    expect((await planRow(planId))?.replanned_on).toBe(before?.replanned_on);
  });

  it("at night re-plans a plan not re-planned today: yesterday's pending work moves on, once a day", async () => {
    expect((await pendingOn(planId, today)).length).toBeGreaterThan(0);
    const night = saoPauloAt(1, 2);

    const result = await runNightlyReplan(ctx.database.db, night, log);

    expect(result).toEqual({ replanned: 1, failed: 0 });
    expect((await planRow(planId))?.replanned_on).toBe(studyDayKey(night));
    expect(await pendingOn(planId, today)).toEqual([]);
    expect(await runNightlyReplan(ctx.database.db, saoPauloAt(1, 3), log)).toEqual({ replanned: 0, failed: 0 });
  });

  it('logs and skips a plan that fails, and goes on with the others; archived plans stay as they were', async () => {
    const db = ctx.database.db;
    const failing = await insertPlan(db, fixture.learner, []);
    const archived = (await planRow(planId))?.id ?? 0;
    const other = await insertPlan(db, await anotherLearner(ctx, fixture), []);
    const seen: number[] = [];
    const replanOrFail = async (_db: unknown, plan: PlanToReplan) => {
      seen.push(plan.id);
      if (plan.id === failing) throw new Error('boom');
    };

    const result = await runNightlyReplan(db, saoPauloAt(2, 1), log, replanOrFail);

    expect(result).toEqual({ replanned: 1, failed: 1 });
    expect(new Set(seen)).toEqual(new Set([failing, other]));
    expect(seen).not.toContain(archived);
    expect(warnings).toContainEqual(expect.objectContaining({ planId: failing }));
  });
});
