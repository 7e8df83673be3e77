import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  apostilas,
  flashcardAnswers,
  flashcards,
  flashcardTrackProgress,
  flashcardTracks,
  lessonProgress,
  lessons,
  lessonTasks,
  taskCompletions,
} from '../../db/schema/index.ts';

/** Qualified, so a correlated subquery never reads it as its own "id". */
const outerLessonId = sql.raw('"lessons"."id"');

/** A lesson with the learner's progress and rating and everyone's rating average and count. */
function lessonColumns(userId: string) {
  return {
    id: lessons.id,
    course_id: lessons.course_id,
    module_id: lessons.module_id,
    title: lessons.title,
    position: lessons.position,
    video_duration: lessons.video_duration,
    video_external_id: lessons.video_external_id,
    video_file_key: lessons.video_file_key,
    video_image_key: lessons.video_image_key,
    body: lessons.body,
    free_preview: lessons.free_preview,
    drm_info: lessons.drm_info,
    published_at: lessons.published_at,
    position_seconds: lessonProgress.position_seconds,
    watched_at: lessonProgress.watched_at,
    rating: sql<number>`(select coalesce(round(avg(r.rating)::numeric, 1), 0) from lesson_ratings r where r.lesson_id = ${outerLessonId})`.mapWith(
      Number,
    ),
    total_ratings: sql<number>`(select count(*) from lesson_ratings r where r.lesson_id = ${outerLessonId})`.mapWith(Number),
    my_rating: sql<number | null>`(select r.rating from lesson_ratings r where r.lesson_id = ${outerLessonId} and r.user_id = ${userId})`.mapWith(
      (value: unknown): number | null => (value === null ? null : Number(value)),
    ),
  };
}

/** Lessons of the producer matching `where` (a module's, or one by id), in order, with the learner's state. */
export function selectLessons(db: Database, producerId: string, userId: string, where: SQL | undefined) {
  return db
    .select(lessonColumns(userId))
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lesson_id, lessons.id), eq(lessonProgress.user_id, userId)))
    .where(and(eq(lessons.producer_id, producerId), where))
    .orderBy(asc(lessons.position), asc(lessons.id));
}
export type LessonRecord = Awaited<ReturnType<typeof selectLessons>>[number];

function selectTasks(db: Database, producerId: string, userId: string, lessonIds: number[]) {
  return db
    .select({
      task: lessonTasks,
      apostila: apostilas,
      completed: sql<boolean>`${taskCompletions.task_id} is not null`,
    })
    .from(lessonTasks)
    .leftJoin(apostilas, eq(apostilas.task_id, lessonTasks.id))
    .leftJoin(taskCompletions, and(eq(taskCompletions.task_id, lessonTasks.id), eq(taskCompletions.user_id, userId)))
    .where(and(eq(lessonTasks.producer_id, producerId), inArray(lessonTasks.lesson_id, lessonIds)))
    .orderBy(asc(lessonTasks.position), asc(lessonTasks.id));
}
export type TaskRecord = Awaited<ReturnType<typeof selectTasks>>[number];

function selectTracks(db: Database, producerId: string, userId: string, lessonIds: number[]) {
  return db
    .select({ track: flashcardTracks, status: flashcardTrackProgress.status })
    .from(flashcardTracks)
    .leftJoin(flashcardTrackProgress, and(eq(flashcardTrackProgress.track_id, flashcardTracks.id), eq(flashcardTrackProgress.user_id, userId)))
    .where(and(eq(flashcardTracks.producer_id, producerId), inArray(flashcardTracks.lesson_id, lessonIds)))
    .orderBy(asc(flashcardTracks.position), asc(flashcardTracks.id));
}
export type TrackRecord = Awaited<ReturnType<typeof selectTracks>>[number];

function selectCards(db: Database, producerId: string, userId: string, lessonIds: number[]) {
  return db
    .select({ id: flashcards.id, track_id: flashcards.track_id, frente: flashcards.frente, verso: flashcards.verso, answer: flashcardAnswers.answer })
    .from(flashcards)
    .innerJoin(flashcardTracks, eq(flashcardTracks.id, flashcards.track_id))
    .leftJoin(flashcardAnswers, and(eq(flashcardAnswers.flashcard_id, flashcards.id), eq(flashcardAnswers.user_id, userId)))
    .where(and(eq(flashcards.producer_id, producerId), inArray(flashcardTracks.lesson_id, lessonIds)))
    .orderBy(asc(flashcards.position), asc(flashcards.id));
}
export type CardRecord = Awaited<ReturnType<typeof selectCards>>[number];

/** The tasks, flashcard tracks and cards of some lessons, with the learner's completions and answers. */
export interface LessonExtras {
  tasks: TaskRecord[];
  tracks: TrackRecord[];
  cards: CardRecord[];
}

export async function loadLessonExtras(db: Database, producerId: string, userId: string, lessonIds: number[]): Promise<LessonExtras> {
  if (lessonIds.length === 0) return { tasks: [], tracks: [], cards: [] };
  const [tasks, tracks, cards] = await Promise.all([
    selectTasks(db, producerId, userId, lessonIds),
    selectTracks(db, producerId, userId, lessonIds),
    selectCards(db, producerId, userId, lessonIds),
  ]);
  return { tasks, tracks, cards };
}
