import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import {
  courses,
  lessonProgress,
  lessonRatings,
  lessons,
  lessonTasks,
  taskCompletions,
} from '../../../db/schema/index.ts';

/** The learner's stored progress in a lesson. */
export interface ProgressRow {
  position_seconds: number;
  watched_at: Date | null;
}

const progressColumns = { position_seconds: lessonProgress.position_seconds, watched_at: lessonProgress.watched_at };
const progressTarget = [lessonProgress.user_id, lessonProgress.lesson_id];

/** Stores where the learner stopped; a watched_at given is kept only if none was stored (nothing here unmarks it). */
export async function upsertLessonPosition(
  db: Database,
  userId: string,
  lessonId: number,
  position: number,
  watchedAt: Date | null,
): Promise<ProgressRow> {
  const rows = await db
    .insert(lessonProgress)
    .values({ user_id: userId, lesson_id: lessonId, position_seconds: position, watched_at: watchedAt })
    .onConflictDoUpdate({
      target: progressTarget,
      set: {
        position_seconds: position,
        updated_at: sql`now()`,
        watched_at: sql`coalesce(${lessonProgress.watched_at}, excluded.watched_at)`,
      },
    })
    .returning(progressColumns);
  return firstOrThrow(rows, 'lesson progress upsert');
}

/** Marks the lesson watched (keeping the first time it was) or unmarks it, keeping the position. */
export async function upsertLessonWatched(
  db: Database,
  userId: string,
  lessonId: number,
  watched: boolean,
): Promise<ProgressRow> {
  const rows = await db
    .insert(lessonProgress)
    .values({ user_id: userId, lesson_id: lessonId, watched_at: watched ? new Date() : null })
    .onConflictDoUpdate({
      target: progressTarget,
      set: { updated_at: sql`now()`, watched_at: watched ? sql`coalesce(${lessonProgress.watched_at}, now())` : null },
    })
    .returning(progressColumns);
  return firstOrThrow(rows, 'lesson progress upsert');
}

/** Stores the learner's rating of the lesson (a new one replaces theirs). */
export async function upsertLessonRating(
  db: Database,
  userId: string,
  lessonId: number,
  rating: number,
): Promise<void> {
  await db
    .insert(lessonRatings)
    .values({ user_id: userId, lesson_id: lessonId, rating })
    .onConflictDoUpdate({
      target: [lessonRatings.user_id, lessonRatings.lesson_id],
      set: { rating, updated_at: sql`now()` },
    });
}

/** The lesson's average rating (one decimal, 0 without ratings) and how many rated it. */
export async function lessonRatingSummary(
  db: Database,
  lessonId: number,
): Promise<{ rating: number; total_ratings: number } | null> {
  const [row] = await db
    .select({
      rating: sql<number>`coalesce(round(avg(${lessonRatings.rating})::numeric, 1), 0)`.mapWith(Number),
      total_ratings: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lessonRatings)
    .where(eq(lessonRatings.lesson_id, lessonId));
  return row ?? null;
}

/** Marks the task completed for the learner (idempotent), or clears it. */
export async function writeTaskCompletion(
  db: Database,
  userId: string,
  taskId: number,
  completed: boolean,
): Promise<void> {
  if (completed) await db.insert(taskCompletions).values({ user_id: userId, task_id: taskId }).onConflictDoNothing();
  else
    await db
      .delete(taskCompletions)
      .where(and(eq(taskCompletions.user_id, userId), eq(taskCompletions.task_id, taskId)));
}

const gateColumns = {
  lesson: {
    id: lessons.id,
    module_id: lessons.module_id,
    video_duration: lessons.video_duration,
    free_preview: lessons.free_preview,
  },
  course: {
    id: courses.id,
    kind: courses.kind,
    purchase_url: courses.purchase_url,
    product_codes: courses.product_codes,
  },
};

/** The producer's lesson with its course (what opening it depends on); empty when there is none. */
export function lessonGateRows(db: Database, producerId: string, lessonId: number) {
  return db
    .select(gateColumns)
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(lessons.producer_id, producerId), eq(lessons.id, lessonId)));
}

/** The lesson of the producer's task with its course; empty when there is none. */
export function taskGateRows(db: Database, producerId: string, taskId: number) {
  return db
    .select(gateColumns)
    .from(lessonTasks)
    .innerJoin(lessons, eq(lessons.id, lessonTasks.lesson_id))
    .innerJoin(courses, eq(courses.id, lessons.course_id))
    .where(and(eq(lessonTasks.producer_id, producerId), eq(lessonTasks.id, taskId)));
}
