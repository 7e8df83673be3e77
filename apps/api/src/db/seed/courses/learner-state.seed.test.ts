import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  flashcardAnswers,
  flashcards,
  flashcardTrackProgress,
  flashcardTracks,
  lessonProgress,
  lessonRatings,
  lessons,
  lessonTasks,
  producers,
  taskCompletions,
  users,
} from '../../schema/index.ts';
import { seedDemo } from '../index.ts';
import { demoVideo } from './demo-course-files.ts';

describe('demo learner state', () => {
  let database: TestDatabase;
  let accounts: { id: string; email: string; producer_id: string }[];
  const accountOf = (producerId: string, email: string) =>
    accounts.find((row) => row.producer_id === producerId && row.email === email)?.id ?? '';
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, { port: 3000, storage: testStorage() });
    accounts = await database.db
      .select({ id: users.id, email: users.email, producer_id: users.producer_id })
      .from(users);
  });
  afterAll(() => database.close());

  it('shows aluno@ lessons watched in two courses and the latest one stopped at about 40%', async () => {
    for (const { id: producerId } of await database.db.select({ id: producers.id }).from(producers)) {
      const rows = await database.db
        .select({ progress: lessonProgress, duration: lessons.video_duration, course: lessons.course_id })
        .from(lessonProgress)
        .innerJoin(lessons, eq(lessons.id, lessonProgress.lesson_id))
        .where(eq(lessonProgress.user_id, accountOf(producerId, 'aluno@medmember.dev')))
        .orderBy(desc(lessonProgress.updated_at));
      const [latest, ...earlier] = rows;
      expect(latest?.progress.watched_at).toBeNull();
      expect(latest?.progress.position_seconds).toBe(Math.round((latest?.duration ?? 0) * 0.4));
      expect(earlier.length).toBeGreaterThanOrEqual(3);
      for (const row of earlier)
        expect([row.progress.watched_at !== null, row.progress.position_seconds]).toEqual([true, row.duration]);
      expect(new Set(earlier.map((row) => row.course)).size).toBe(2);
      const completed = await database.db.$count(
        taskCompletions,
        eq(taskCompletions.user_id, accountOf(producerId, 'aluno@medmember.dev')),
      );
      expect(completed).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives aluno@ a concluded flashcard track (every card answered), one in progress and others not started', async () => {
    for (const { id: producerId } of await database.db.select({ id: producers.id }).from(producers)) {
      const aluno = accountOf(producerId, 'aluno@medmember.dev');
      const tracks = await database.db
        .select({ id: flashcardTracks.id })
        .from(flashcardTracks)
        .where(eq(flashcardTracks.producer_id, producerId));
      const progress = await database.db
        .select()
        .from(flashcardTrackProgress)
        .where(eq(flashcardTrackProgress.user_id, aluno));
      expect(progress.map((row) => row.status).sort()).toEqual(['Concluída', 'Em andamento']);
      expect(tracks.length).toBeGreaterThan(progress.length);
      for (const row of progress) {
        const cards = await database.db
          .select({ id: flashcards.id })
          .from(flashcards)
          .where(eq(flashcards.track_id, row.track_id));
        const answers = await database.db
          .select({ answer: flashcardAnswers.answer })
          .from(flashcardAnswers)
          .where(
            and(
              eq(flashcardAnswers.user_id, aluno),
              inArray(
                flashcardAnswers.flashcard_id,
                cards.map((card) => card.id),
              ),
            ),
          );
        if (row.status === 'Concluída') {
          expect(answers).toHaveLength(cards.length);
          expect(new Set(answers.map((answer) => answer.answer)).size).toBeGreaterThanOrEqual(
            Math.min(3, cards.length),
          );
        } else {
          expect(answers.length).toBeGreaterThan(0);
          expect(answers.length).toBeLessThan(cards.length);
        }
      }
    }
  });

  it('has ratings from aluno@, professor@ and novo@, several per lesson', async () => {
    for (const { id: producerId } of await database.db.select({ id: producers.id }).from(producers)) {
      for (const email of ['aluno@medmember.dev', 'professor@medmember.dev', 'novo@medmember.dev']) {
        expect(
          await database.db.$count(lessonRatings, eq(lessonRatings.user_id, accountOf(producerId, email))),
          email,
        ).toBeGreaterThanOrEqual(3);
      }
      const perLesson = await database.db
        .select({ total: count() })
        .from(lessonRatings)
        .innerJoin(lessons, eq(lessons.id, lessonRatings.lesson_id))
        .where(eq(lessons.producer_id, producerId))
        .groupBy(lessonRatings.lesson_id);
      expect(perLesson.some((row) => row.total === 3)).toBe(true);
    }
    const ratings = await database.db.select({ rating: lessonRatings.rating }).from(lessonRatings);
    for (const { rating } of ratings) expect(rating).toBeGreaterThanOrEqual(1);
    for (const { rating } of ratings) expect(rating).toBeLessThanOrEqual(5);
  });

  it('leaves freemium@ and professor@ without progress, and the local-video lesson unwatched for everyone', async () => {
    const quiet = accounts
      .filter((row) => ['freemium@medmember.dev', 'professor@medmember.dev'].includes(row.email))
      .map((row) => row.id);
    expect(await database.db.$count(lessonProgress, inArray(lessonProgress.user_id, quiet))).toBe(0);
    expect(await database.db.$count(taskCompletions, inArray(taskCompletions.user_id, quiet))).toBe(0);
    expect(await database.db.$count(flashcardTrackProgress, inArray(flashcardTrackProgress.user_id, quiet))).toBe(0);
    const local = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.video_file_key, demoVideo.key));
    expect(local.length).toBe(6);
    const localIds = local.map((row) => row.id);
    expect(await database.db.$count(lessonProgress, inArray(lessonProgress.lesson_id, localIds))).toBe(0);
    expect(await database.db.$count(lessonRatings, inArray(lessonRatings.lesson_id, localIds))).toBe(0);
    const localTasks = await database.db
      .select({ id: lessonTasks.id })
      .from(lessonTasks)
      .where(inArray(lessonTasks.lesson_id, localIds));
    if (localTasks.length > 0)
      expect(
        await database.db.$count(
          taskCompletions,
          inArray(
            taskCompletions.task_id,
            localTasks.map((task) => task.id),
          ),
        ),
      ).toBe(0);
  });
});
