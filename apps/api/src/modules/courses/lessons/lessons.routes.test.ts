import type { ModuleDetail } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
  type TestLearner,
} from '../course-test-support.ts';
import { writeCourse, type WrittenCourse } from '../course-writer.ts';

const day = 24 * 60 * 60 * 1000;

describe('lessons: player, progress, watched, rating, tasks', () => {
  const ctx = useTestApp();
  let ana: LearnerClient;
  let bruno: LearnerClient;
  let carla: LearnerClient;
  let lapsed: LearnerClient;
  let stranger: LearnerClient;
  let anaLearner: TestLearner;
  let course: WrittenCourse;
  let locked: WrittenCourse;
  let foreign: WrittenCourse;
  const lessonId = (written: WrittenCourse, module: number, lesson: number) =>
    written.modules[module]?.lessons[lesson]?.id ?? 0;
  const taskId = (written: WrittenCourse, index: number) => written.modules[0]?.lessons[0]?.taskIds[index] ?? 0;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const link = { type: 'link', label: 'Diretriz', link: 'https://example.org' } as const;
    const questions = { type: 'trilha_questoes', label: 'Questões', link: '/questoes/trilha/3' } as const;
    course = await writeCourse(
      db,
      producer.id,
      courseInput({
        product_codes: ['extensivo'],
        modules: [
          {
            title: 'Módulo 1',
            lessons: [
              lessonInput('Aula 1', { video_duration: 1000, tasks: [link, questions] }),
              lessonInput('Aula 2', { video_duration: 1000 }),
            ],
          },
          { title: 'Módulo 2', lessons: [lessonInput('Aula 3', { video_duration: 0 })] },
        ],
      }),
    );
    const closedLessons = [lessonInput('Fechada', { tasks: [link] }), lessonInput('Amostra', { free_preview: true })];
    locked = await writeCourse(
      db,
      producer.id,
      courseInput({
        product_codes: ['avulso'],
        purchase_url: 'https://pay.example.com/avulso',
        modules: [{ title: 'M', lessons: closedLessons }],
      }),
    );
    const foreignModules = [{ title: 'M', lessons: [lessonInput('X', { tasks: [link] })] }];
    foreign = await writeCourse(
      db,
      (await createProducer(db)).id,
      courseInput({ product_codes: ['extensivo'], modules: foreignModules }),
    );
    const learners = await Promise.all(
      ['Ana', 'Bruno', 'Carla', 'Davi'].map((nome) => createLearner(db, producer.id, nome)),
    );
    const [a, b, c, d] = learners as [TestLearner, TestLearner, TestLearner, TestLearner];
    for (const learner of [a, b, c]) await grantAccess(db, learner.user, 'extensivo');
    await grantAccess(db, d.user, 'extensivo', {
      startsAt: new Date(Date.now() - 30 * day),
      endsAt: new Date(Date.now() - 1000),
    });
    anaLearner = a;
    [ana, bruno, carla, lapsed] = [a, b, c, d].map((learner) => learnerClient(ctx, learner)) as [
      LearnerClient,
      LearnerClient,
      LearnerClient,
      LearnerClient,
    ];
    stranger = learnerClient(ctx, await createLearner(db, producer.id, 'Sem acesso'));
  });

  const progress = (client: LearnerClient, id: number, position_seconds: number) =>
    client.put(`/api/lessons/${id}/progress`, { position_seconds });
  const watched = (client: LearnerClient, id: number, value: boolean) =>
    client.post(`/api/lessons/${id}/watched`, { watched: value });
  const modulePage = async (client: LearnerClient, index: number) =>
    (await client.get(`/api/courses/${course.uuid}/modules/${course.modules[index]?.id}`)).json() as ModuleDetail;

  it('opens a lesson for the player', async () => {
    const res = await ana.get(`/api/lessons/${lessonId(course, 0, 0)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lessonId(course, 0, 0),
      title: 'Aula 1',
      access: true,
      video_external_id: '76979871',
      module_id: course.modules[0]?.id,
    });
    expect(res.json().tasks.map((task: { type: string }) => task.type)).toEqual(['link', 'trilha_questoes']);
  });

  it('answers 403 with the purchase link for a locked lesson, and opens a free preview without access', async () => {
    for (const res of [
      await stranger.get(`/api/lessons/${lessonId(locked, 0, 0)}`),
      await progress(stranger, lessonId(locked, 0, 0), 10),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'courses.lesson_locked',
        data: { purchase_url: 'https://pay.example.com/avulso' },
      });
    }
    const preview = await stranger.get(`/api/lessons/${lessonId(locked, 0, 1)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ access: true, body: 'Texto da aula Amostra.' });
    expect((await progress(stranger, lessonId(locked, 0, 1), 10)).statusCode).toBe(200);
  });

  it('locks the lessons of an expired access', async () => {
    const res = await lapsed.get(`/api/lessons/${lessonId(course, 0, 0)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.data).toEqual({ purchase_url: 'https://pay.example.com/curso-teste' });
    expect((await modulePage(lapsed, 0)).lessons.map((lesson) => lesson.access)).toEqual([false, false]);
  });

  it('saves the position rounded and clamped, marks watched at 90% and never un-watches by itself', async () => {
    const id = lessonId(course, 0, 0);
    expect((await progress(ana, id, 500.4)).json()).toEqual({
      position_seconds: 500,
      watched: false,
      assistido: false,
    });
    expect((await progress(ana, id, 899.4)).json()).toEqual({
      position_seconds: 899,
      watched: false,
      assistido: false,
    });
    expect((await progress(ana, id, 899.6)).json()).toEqual({ position_seconds: 900, watched: true, assistido: true });
    expect((await progress(ana, id, 120)).json()).toEqual({ position_seconds: 120, watched: true, assistido: true });
    expect((await progress(ana, id, 5000)).json()).toEqual({ position_seconds: 1000, watched: true, assistido: true });
    expect((await progress(ana, lessonId(course, 1, 0), 30)).json()).toEqual({
      position_seconds: 0,
      watched: false,
      assistido: false,
    });
  });

  it('marks and unmarks by hand, keeping the position', async () => {
    const id = lessonId(course, 0, 1);
    await progress(ana, id, 300);
    expect((await watched(ana, id, true)).json()).toEqual({ position_seconds: 300, watched: true, assistido: true });
    expect((await watched(ana, id, false)).json()).toEqual({ position_seconds: 300, watched: false, assistido: false });
    expect((await watched(bruno, id, true)).json()).toEqual({ position_seconds: 0, watched: true, assistido: true });
  });

  it('counts watched lessons in the module page, the course detail, the catalog and the progress list', async () => {
    await watched(carla, lessonId(course, 0, 0), true);
    await watched(carla, lessonId(course, 1, 0), true);
    await progress(carla, lessonId(course, 0, 1), 200);
    const first = await modulePage(carla, 0);
    expect(first.module).toMatchObject({ total_aulas: 2, total_aulas_assistidas: 1 });
    expect(first.course.modules.map((module) => module.total_aulas_assistidas)).toEqual([1, 1]);
    expect(first.lessons.map((lesson) => [lesson.watched, lesson.assistido, lesson.position_seconds])).toEqual([
      [true, true, 0],
      [false, false, 200],
    ]);
    const detail = (await carla.get(`/api/courses/${course.uuid}`)).json();
    expect(detail.total_aulas_assistidas).toBe(2);
    expect(detail.progress).toBe(67);
    expect(detail.last_watched_lesson_link).toBe(
      `/courses/${course.uuid}/module/${course.modules[0]?.id}?aula=${lessonId(course, 0, 1)}`,
    );
    const listed = (await carla.get('/api/courses'))
      .json()
      .results.find((item: { uuid: string }) => item.uuid === course.uuid);
    expect(listed.progress).toBe(67);
    const [mine] = (await carla.get('/api/user/courses')).json().results;
    expect(mine).toMatchObject({ id: course.uuid, total_aulas: 3, total_aulas_assistidas: 2, order: 1 });
    expect(mine.last_watched_lesson_link).toBe(detail.last_watched_lesson_link);
    await watched(carla, lessonId(course, 1, 0), false);
    expect((await carla.get(`/api/courses/${course.uuid}`)).json().total_aulas_assistidas).toBe(1);
  });

  it('keeps one rating per learner and answers the average with one decimal and the count', async () => {
    const id = lessonId(course, 0, 1);
    expect((await ana.put(`/api/lessons/${id}/rating`, { rating: 4 })).json()).toEqual({
      rating: 4,
      my_rating: 4,
      total_ratings: 1,
    });
    expect((await ana.put(`/api/lessons/${id}/rating`, { rating: 5 })).json()).toEqual({
      rating: 5,
      my_rating: 5,
      total_ratings: 1,
    });
    expect((await bruno.put(`/api/lessons/${id}/rating`, { rating: 2 })).json()).toEqual({
      rating: 3.5,
      my_rating: 2,
      total_ratings: 2,
    });
    expect((await carla.put(`/api/lessons/${id}/rating`, { rating: 4 })).json()).toEqual({
      rating: 3.7,
      my_rating: 4,
      total_ratings: 3,
    });
    expect((await ana.get(`/api/lessons/${id}`)).json()).toMatchObject({ rating: 3.7, my_rating: 5, total_ratings: 3 });
    expect((await modulePage(bruno, 0)).lessons[1]).toMatchObject({ rating: 3.7, my_rating: 2, total_ratings: 3 });
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %s with 422 naming the field', async (rating) => {
    const res = await ana.put(`/api/lessons/${lessonId(course, 0, 0)}/rating`, { rating });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'common.validation_failed',
      fields: [{ path: 'rating', message: 'courses.rating_invalid' }],
    });
  });

  it('refuses to rate a locked lesson', async () => {
    const res = await stranger.put(`/api/lessons/${lessonId(locked, 0, 0)}/rating`, { rating: 5 });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'courses.lesson_locked']);
  });

  it('completes and clears lesson tasks, reflected in the module page and the progress list', async () => {
    const id = taskId(course, 0);
    expect((await ana.put(`/api/tasks/${id}/completion`, { completed: true })).json()).toEqual({ id, completed: true });
    expect((await ana.put(`/api/tasks/${id}/completion`, { completed: true })).json()).toEqual({ id, completed: true });
    expect((await modulePage(ana, 0)).lessons[0]?.tasks.map((task) => task.completed)).toEqual([true, false]);
    const [mine] = (await ana.get('/api/user/courses')).json().results;
    expect(mine).toMatchObject({ total_tasks: 2, total_trilhas: 1, total_trilhas_flashcards: 0, tasks_completed: 1 });
    expect((await ana.put(`/api/tasks/${id}/completion`, { completed: false })).json()).toEqual({
      id,
      completed: false,
    });
    expect((await modulePage(ana, 0)).lessons[0]?.tasks.map((task) => task.completed)).toEqual([false, false]);
    const lockedTask = await stranger.put(`/api/tasks/${taskId(locked, 0)}/completion`, { completed: true });
    expect([lockedTask.statusCode, lockedTask.json().error.data]).toEqual([
      403,
      { purchase_url: 'https://pay.example.com/avulso' },
    ]);
  });

  it("answers 404 for another producer's lesson or task and for missing ones", async () => {
    const requests = [
      ana.get(`/api/lessons/${lessonId(foreign, 0, 0)}`),
      progress(ana, lessonId(foreign, 0, 0), 1),
      watched(ana, lessonId(foreign, 0, 0), true),
      ana.put(`/api/lessons/${lessonId(foreign, 0, 0)}/rating`, { rating: 3 }),
      ana.put(`/api/tasks/${taskId(foreign, 0)}/completion`, { completed: true }),
      ana.get('/api/lessons/2147483647'),
      ana.get('/api/lessons/1e9'),
      ana.put('/api/tasks/2147483647/completion', { completed: true }),
    ];
    for (const res of await Promise.all(requests))
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'common.not_found']);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '%20'])('answers 422 (never 500) for the id %s', async (id) => {
    const responses = await Promise.all([
      ana.get(`/api/lessons/${id}`),
      ana.put(`/api/lessons/${id}/progress`, { position_seconds: 1 }),
      ana.post(`/api/lessons/${id}/watched`, { watched: true }),
      ana.put(`/api/lessons/${id}/rating`, { rating: 3 }),
      ana.put(`/api/tasks/${id}/completion`, { completed: true }),
    ]);
    expect(responses.map((res) => res.statusCode)).toEqual([422, 422, 422, 422, 422]);
  });

  const badProgressBodies = [{ position_seconds: -1 }, { position_seconds: 86_401 }, { position_seconds: '10' }, {}];
  it.each(badProgressBodies)('refuses the progress body %j with 422', async (body) => {
    expect((await ana.put(`/api/lessons/${lessonId(course, 0, 0)}/progress`, body)).statusCode).toBe(422);
  });

  it('answers 401 without a session, and 403 for a cookie write without the XSRF header', async () => {
    const url = `/api/lessons/${lessonId(course, 0, 0)}/progress`;
    expect((await ctx.app.inject({ method: 'PUT', url, payload: { position_seconds: 1 } })).statusCode).toBe(401);
    const cookies = { session: anaLearner.token };
    expect((await ctx.app.inject({ method: 'PUT', url, cookies, payload: { position_seconds: 1 } })).statusCode).toBe(
      403,
    );
    const headers = { 'x-xsrf-token': anaLearner.xsrf };
    const withXsrf = await ctx.app.inject({ method: 'PUT', url, cookies, headers, payload: { position_seconds: 1 } });
    expect(withXsrf.statusCode).toBe(200);
  });
});
