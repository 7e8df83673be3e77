import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  lessonInput,
  type TestLearner,
} from '../../courses/course-test-support.ts';
import { writeCourse } from '../../courses/course-writer.ts';
import { studyDayKey, studyDayStart } from '../../flashcards/study-day.ts';
import { activitiesOf, insertPlan } from './evidence-test-support.ts';
import { syncActivityEvidence } from './sync-activity-evidence.ts';

describe('activity evidence: lessons', () => {
  const ctx = useTestApp();
  let ana: TestLearner;
  let bruno: TestLearner;
  let lessonIds: number[];
  const learnerOf = (learner: TestLearner) => ({ producerId: learner.user.producer_id, userId: learner.user.id });
  const watch = (learner: TestLearner, lessonId: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonId}/progress`,
      headers: learner.headers,
      payload: { position_seconds: 590 },
    });
  const lessonTarget = (lessonId: number) => ({
    type: 'lesson',
    course_id: 'c',
    course_name: 'Curso',
    module_id: 1,
    lesson_id: lessonId,
  });

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const lessons = ['Aula 1', 'Aula 2', 'Aula 3', 'Aula 4'].map((title) => lessonInput(title));
    const course = await writeCourse(
      db,
      producer.id,
      courseInput({ product_codes: ['extensivo'], modules: [{ title: 'Módulo 1', lessons }] }),
    );
    lessonIds = course.modules[0]?.lessons.map((lesson) => lesson.id) ?? [];
    ana = await createLearner(db, producer.id, 'Ana');
    bruno = await createLearner(db, producer.id, 'Bruno');
    await grantAccess(db, ana.user, 'extensivo');
    await grantAccess(db, bruno.user, 'extensivo');
  });

  it('ticks a watched lesson of today or of the next 7 days, never a later one nor one set by hand', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const today = studyDayKey(now);
    const [first = 0, second = 0, third = 0, fourth = 0] = lessonIds;
    const planId = await insertPlan(db, ana, [
      { date: today, kind: 'lesson', target: lessonTarget(first) },
      { date: studyDayKey(studyDayStart(now, 7)), kind: 'lesson', target: lessonTarget(second) },
      { date: studyDayKey(studyDayStart(now, 8)), kind: 'lesson', target: lessonTarget(third) },
      { date: today, kind: 'lesson', target: lessonTarget(fourth), status: 'skipped' },
    ]);
    for (const lessonId of lessonIds) expect((await watch(ana, lessonId)).statusCode).toBe(200);

    await syncActivityEvidence(db, learnerOf(ana), planId, new Date());

    const activities = await activitiesOf(db, planId);
    expect(activities.map((activity) => [activity.status, activity.done_by])).toEqual([
      ['done', 'auto'],
      ['done', 'auto'],
      ['pending', null],
      ['skipped', null],
    ]);
    expect(activities[0]?.done_at?.getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
  });

  it("another learner's watching never ticks this learner's plan", async () => {
    const db = ctx.database.db;
    const carla = await createLearner(db, ana.user.producer_id, 'Carla');
    await grantAccess(db, carla.user, 'extensivo');
    const planId = await insertPlan(db, carla, [
      { date: studyDayKey(new Date()), kind: 'lesson', target: lessonTarget(lessonIds[0] ?? 0) },
    ]);
    expect((await watch(bruno, lessonIds[0] ?? 0)).statusCode).toBe(200);

    await syncActivityEvidence(db, learnerOf(carla), planId, new Date());
    await syncActivityEvidence(db, learnerOf(bruno), planId, new Date());

    expect((await activitiesOf(db, planId)).map((activity) => activity.status)).toEqual(['pending']);
  });
});
