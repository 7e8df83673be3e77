import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studyPlans } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createLearner, createProducer, type TestLearner } from '../../courses/course-test-support.ts';
import { insertPlan } from '../evidence/evidence-test-support.ts';

describe('planner calendar feed', () => {
  const ctx = useTestApp();
  let ana: TestLearner;
  let bruno: TestLearner;
  let planId: number;
  const lesson = { type: 'lesson', course_id: 'c', course_name: 'Curso', module_id: 1, lesson_id: 1 };
  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, learner: TestLearner | null) =>
    ctx.app.inject({ method, url, headers: learner?.headers ?? {} });
  const createLink = async (learner: TestLearner, id = planId) => {
    const res = await call('POST', `/api/planner/plans/${id}/calendar`, learner);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const feed = (url: string) => call('GET', new URL(url).pathname, null);
  const errorOf = (res: { statusCode: number; json: () => unknown }) =>
    `${res.statusCode} ${(res.json() as { error: { code: string } }).error.code}`;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    ana = await createLearner(db, producer.id, 'Ana');
    bruno = await createLearner(db, producer.id, 'Bruno');
    planId = await insertPlan(db, ana, [
      { date: '2027-01-04', kind: 'lesson', target: lesson, status: 'done' },
      { date: '2027-01-04', kind: 'lesson', target: lesson },
      { date: '2027-01-05', kind: 'lesson', target: lesson, status: 'skipped' },
      { date: '2027-01-06', kind: 'lesson', target: lesson },
    ]);
  });

  it('makes a private URL whose token is stored only as its sha-256, and serves the feed without a session', async () => {
    const url = await createLink(ana);
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/api\/planner\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.split('/').pop()?.replace('.ics', '') ?? '';
    const [row] = await ctx.database.db
      .select({ hash: studyPlans.calendar_token_hash })
      .from(studyPlans)
      .where(eq(studyPlans.id, planId));
    expect(row?.hash).toBe(createHash('sha256').update(token).digest('hex'));

    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const body = res.body.replaceAll('\r\n ', '');
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain(`UID:plano-${planId}-20270104@planner.members`);
    expect(body).toContain('SUMMARY:Estudo: 2 atividades · 1h');
    expect(body).toContain('SUMMARY:Estudo: 1 atividade · 30 min');
    expect(body).not.toContain('DTSTART;VALUE=DATE:20270105');
    expect((await call('GET', new URL(url).pathname, ana)).statusCode).toBe(200);
  });

  it('a new link replaces the old one; a revoked link answers 404', async () => {
    const first = await createLink(ana);
    const second = await createLink(ana);
    expect(errorOf(await feed(first))).toBe('404 planner.calendar_not_found');
    expect((await feed(second)).statusCode).toBe(200);

    const revoked = await call('DELETE', `/api/planner/plans/${planId}/calendar`, ana);
    expect(revoked.statusCode).toBe(204);
    expect(errorOf(await feed(second))).toBe('404 planner.calendar_not_found');
    expect((await call('DELETE', `/api/planner/plans/${planId}/calendar`, ana)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown token or a name without .ics', async () => {
    const url = await createLink(ana);
    const path = new URL(url).pathname;
    expect(errorOf(await call('GET', `/api/planner/calendar/${'A'.repeat(43)}.ics`, null))).toBe(
      '404 planner.calendar_not_found',
    );
    expect(errorOf(await call('GET', path.replace('.ics', ''), null))).toBe('404 planner.calendar_not_found');
  });

  it("another learner's plan answers 404 and a logged-out call 401", async () => {
    const post = await call('POST', `/api/planner/plans/${planId}/calendar`, bruno);
    expect(errorOf(post)).toBe('404 planner.not_found');
    expect(errorOf(await call('DELETE', `/api/planner/plans/${planId}/calendar`, bruno))).toBe('404 planner.not_found');
    expect((await call('POST', `/api/planner/plans/${planId}/calendar`, null)).statusCode).toBe(401);
  });

  it("an archived plan's feed answers 404, and it makes no new link", async () => {
    const carla = await createLearner(ctx.database.db, ana.user.producer_id, 'Carla');
    const oldPlan = await insertPlan(ctx.database.db, carla, [{ date: '2027-01-04', kind: 'lesson', target: lesson }]);
    const url = await createLink(carla, oldPlan);
    await insertPlan(ctx.database.db, carla, [{ date: '2027-01-04', kind: 'lesson', target: lesson }]);
    expect(errorOf(await feed(url))).toBe('404 planner.calendar_not_found');
    expect(errorOf(await call('POST', `/api/planner/plans/${oldPlan}/calendar`, carla))).toBe(
      '409 planner.plan_archived',
    );
  });
});
