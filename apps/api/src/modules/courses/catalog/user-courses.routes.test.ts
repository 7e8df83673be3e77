import type { UserCourseProgressItem } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { flashcardTrackProgress, lessonProgress, taskCompletions } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  apostilaInput,
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
} from '../course-test-support.ts';
import { writeCourse, type WrittenCourse } from '../course-writer.ts';

const minute = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * minute);

describe('GET /api/user/courses', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  let newcomer: LearnerClient;
  const written: Record<string, WrittenCourse> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const learner = await createLearner(db, producer.id);
    await grantAccess(db, learner.user, 'extensivo');
    await grantAccess(db, learner.user, 'turma-antiga', { startsAt: ago(60 * 24 * 400), endsAt: ago(60 * 24) });
    const course = (name: string, position: number, product: string, extra: Parameters<typeof courseInput>[0] = {}) =>
      writeCourse(db, producer.id, courseInput({ name, position, product_codes: [product], ...extra }));
    written['untouchedSecond'] = await course('Nunca aberto 2', 2, 'extensivo');
    written['untouchedFirst'] = await course('Nunca aberto 1', 1, 'extensivo');
    written['studied'] = await course('Estudado', 5, 'extensivo', {
      kind: 'tv',
      attachments: [apostilaInput('Apostila completa')],
      modules: [
        {
          title: 'M1',
          lessons: [
            lessonInput('Aula 1', {
              video_duration: 7200,
              tasks: [
                { type: 'apostila', label: 'Resumo', apostila: apostilaInput('Resumo') },
                { type: 'trilha_questoes', label: 'Questões', link: '/questoes/trilha/1' },
              ],
              flashcardTracks: [
                { titulo: 'A', cards: [] },
                { titulo: 'B', cards: [] },
              ],
            }),
            lessonInput('Aula 2', { video_duration: 1800 }),
          ],
        },
      ],
    });
    written['lapsed'] = await course('Turma antiga', 6, 'turma-antiga');
    written['locked'] = await course('Bloqueado', 0, 'avulso');
    written['taskOnly'] = await course('Só tarefa', 7, 'extensivo', {
      modules: [
        {
          title: 'M',
          lessons: [lessonInput('Aula', { tasks: [{ type: 'link', label: 'L', link: 'https://example.org' }] })],
        },
      ],
    });
    const lesson = (key: string, index = 0) => written[key]?.modules[0]?.lessons[index];
    const userId = learner.user.id;
    await db.insert(lessonProgress).values([
      {
        user_id: userId,
        lesson_id: lesson('studied', 0)?.id ?? 0,
        position_seconds: 7000,
        watched_at: ago(70),
        updated_at: ago(70),
      },
      { user_id: userId, lesson_id: lesson('studied', 1)?.id ?? 0, position_seconds: 60, updated_at: ago(60) },
      { user_id: userId, lesson_id: lesson('lapsed')?.id ?? 0, position_seconds: 10, updated_at: ago(120) },
    ]);
    await db.insert(taskCompletions).values([
      { user_id: userId, task_id: lesson('studied')?.taskIds[0] ?? 0, completed_at: ago(65) },
      { user_id: userId, task_id: lesson('taskOnly')?.taskIds[0] ?? 0, completed_at: ago(30) },
    ]);
    await db.insert(flashcardTrackProgress).values([
      { user_id: userId, track_id: lesson('studied')?.trackIds[0] ?? 0, status: 'Finalizada' },
      { user_id: userId, track_id: lesson('studied')?.trackIds[1] ?? 0, status: 'Em progresso' },
    ]);
    client = learnerClient(ctx, learner);
    newcomer = learnerClient(ctx, await createLearner(db, producer.id));
  });

  const results = async (as = client) => {
    const res = await as.get('/api/user/courses');
    expect(res.statusCode).toBe(200);
    return res.json().results as UserCourseProgressItem[];
  };

  it('lists opened or started courses: the latest activity first, then untouched ones by position', async () => {
    const list = await results();
    expect(list.map((item) => [item.order, item.title, item.access_status])).toEqual([
      [1, 'Só tarefa', 'liberado'],
      [2, 'Estudado', 'liberado'],
      [3, 'Turma antiga', 'bloqueado'],
      [4, 'Nunca aberto 1', 'liberado'],
      [5, 'Nunca aberto 2', 'liberado'],
    ]);
  });

  it('counts lessons, tasks, tracks and handouts, and links the last lesson', async () => {
    const list = await results();
    const studied = written['studied'];
    expect(list.find((item) => item.id === studied?.uuid)).toEqual({
      id: studied?.uuid,
      kind: 'tv',
      title: 'Estudado',
      description: 'Descrição do curso de teste.',
      backdrop_path: '/api/files/covers/test-hero.jpg',
      poster_path: '/api/files/covers/test-card.jpg',
      popularity: 0,
      purchase_url: null,
      duration_in_hours: 2.5,
      access_status: 'liberado',
      total_aulas: 2,
      total_aulas_assistidas: 1,
      total_trilhas: 1,
      total_trilhas_flashcards: 2,
      total_tasks: 4,
      tasks_completed: 2,
      last_watched_lesson_link: `/tv/${studied?.uuid}/module/${studied?.modules[0]?.id}?aula=${studied?.modules[0]?.lessons[1]?.id}`,
      total_apostilas: 2,
      order: 2,
    });
    const lapsed = list.find((item) => item.title === 'Turma antiga');
    expect(lapsed).toMatchObject({ purchase_url: 'https://pay.example.com/curso-teste', total_aulas_assistidas: 0 });
    expect(list.find((item) => item.title === 'Só tarefa')).toMatchObject({
      last_watched_lesson_link: null,
      tasks_completed: 1,
      total_tasks: 1,
    });
    expect(list.find((item) => item.title === 'Nunca aberto 1')).toMatchObject({
      last_watched_lesson_link: null,
      tasks_completed: 0,
    });
  });

  it('answers an empty list to a learner with no access and no activity, and 401 without a session', async () => {
    expect(await results(newcomer)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/courses' })).statusCode).toBe(401);
  });
});
