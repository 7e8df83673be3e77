import type { Course, ModuleDetail } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessonRatings, type ProducerRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ratingsCacheTtlMs } from './content.cache.ts';
import {
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
  type TestLearner,
} from './course-test-support.ts';
import { writeCourse, type WrittenCourse } from './course-writer.ts';
import { learnerCacheTtlMs } from './learner.cache.ts';

/**
 * The catalog and module page come from per-process caches: what a learner does shows on their next call, what
 * happens elsewhere within the caches' times to live. The clock stands still unless a test moves it (forward).
 */
describe('cached catalog and module page', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const ctx = useTestApp();
  let producer: ProducerRow;
  let ana: TestLearner;
  let client: LearnerClient;
  let other: LearnerClient;
  let course: WrittenCourse;

  beforeAll(async () => {
    const db = ctx.database.db;
    producer = await createProducer(db);
    ana = await createLearner(db, producer.id, 'Ana');
    const bruno = await createLearner(db, producer.id, 'Bruno');
    for (const learner of [ana, bruno]) await grantAccess(db, learner.user, 'extensivo');
    const tasks = [{ type: 'link', label: 'Diretriz', link: 'https://example.org' }] as const;
    course = await writeCourse(
      db,
      producer.id,
      courseInput({
        product_codes: ['extensivo'],
        modules: [{ title: 'M1', lessons: [lessonInput('Aula 1', { tasks }), lessonInput('Aula 2')] }],
      }),
    );
    client = learnerClient(ctx, ana);
    other = learnerClient(ctx, bruno);
  });

  const lessonId = (index: number) => course.modules[0]?.lessons[index]?.id ?? 0;
  const modulePage = async (as = client) =>
    (await as.get(`/api/courses/${course.uuid}/modules/${course.modules[0]?.id}`)).json() as ModuleDetail;
  const listed = async (as = client) =>
    ((await as.get('/api/courses')).json().results as Course[]).find((item) => item.uuid === course.uuid);

  it("shows the learner's own progress, watched mark, rating and task on the very next call", async () => {
    expect((await modulePage()).lessons.map((lesson) => lesson.watched)).toEqual([false, false]);
    expect((await listed())?.progress).toBe(0);
    expect((await client.post(`/api/lessons/${lessonId(0)}/watched`, { watched: true })).statusCode).toBe(200);
    expect((await client.put(`/api/lessons/${lessonId(1)}/progress`, { position_seconds: 120 })).statusCode).toBe(200);
    expect((await client.put(`/api/lessons/${lessonId(1)}/rating`, { rating: 4 })).statusCode).toBe(200);
    const taskId = course.modules[0]?.lessons[0]?.taskIds[0] ?? 0;
    expect((await client.put(`/api/tasks/${taskId}/completion`, { completed: true })).statusCode).toBe(200);
    const page = await modulePage();
    expect(page.module.total_aulas_assistidas).toBe(1);
    expect(
      page.lessons.map((lesson) => [
        lesson.watched,
        lesson.position_seconds,
        lesson.my_rating,
        lesson.rating,
        lesson.total_ratings,
      ]),
    ).toEqual([
      [true, 0, null, 0, 0],
      [false, 120, 4, 4, 1],
    ]);
    expect(page.lessons[0]?.tasks.map((task) => task.completed)).toEqual([true]);
    expect((await listed())?.progress).toBe(50);
  });

  it("shows another learner's rating at once when rated through this process, else within ratingsCacheTtlMs", async () => {
    expect((await modulePage()).lessons[1]).toMatchObject({ rating: 4, total_ratings: 1 });
    expect((await other.put(`/api/lessons/${lessonId(1)}/rating`, { rating: 2 })).statusCode).toBe(200);
    expect((await modulePage()).lessons[1]).toMatchObject({ rating: 3, my_rating: 4, total_ratings: 2 });
    // A rating saved through another process: this one is not told.
    const carla = await createLearner(ctx.database.db, producer.id, 'Carla');
    await ctx.database.db.insert(lessonRatings).values({ user_id: carla.user.id, lesson_id: lessonId(1), rating: 3 });
    expect((await modulePage()).lessons[1]).toMatchObject({ total_ratings: 2 });
    later(ratingsCacheTtlMs);
    expect((await modulePage()).lessons[1]).toMatchObject({ rating: 3, my_rating: 4, total_ratings: 3 });
  });

  it('lists a course written in this process at once', async () => {
    expect((await client.get('/api/courses')).json().total_results).toBe(1);
    await writeCourse(ctx.database.db, producer.id, courseInput({ name: 'Novo curso', product_codes: ['avulso'] }));
    expect((await client.get('/api/courses')).json().results.map((item: Course) => [item.name, item.access])).toEqual([
      ['Curso de Teste', true],
      ['Novo curso', false],
    ]);
  });

  it('opens a course granted elsewhere within learnerCacheTtlMs, and locks an access that ends at once', async () => {
    const locked = async () =>
      ((await client.get('/api/courses')).json().results as Course[]).find((item) => item.name === 'Novo curso');
    expect((await locked())?.access).toBe(false);
    const endsAt = new Date(Date.now() + 60_000);
    // A grant written by another process (say, a purchase webhook): this process is not told.
    await grantAccess(ctx.database.db, ana.user, 'avulso', { endsAt });
    later(learnerCacheTtlMs);
    expect((await locked())?.access).toBe(true);
    vi.setSystemTime(endsAt.getTime());
    expect((await locked())?.access).toBe(false);
  });
});
