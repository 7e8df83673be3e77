import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses, lessonProgress, lessons } from '../../db/schema/index.ts';
import { outerCourseId, parsedJson } from './course-summary.repository.ts';

export type FlashcardAnswer = 'errei' | 'dificil' | 'bom' | 'facil';

/** How many lessons of each course the learner marked watched, one row per course with any. */
export function watchedCountRows(db: Database, userId: string): Promise<{ course_id: string; watched: number }[]> {
  return db
    .select({ course_id: lessons.course_id, watched: sql<number>`count(*)`.mapWith(Number) })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lesson_id))
    .where(and(eq(lessonProgress.user_id, userId), isNotNull(lessonProgress.watched_at)))
    .groupBy(lessons.course_id);
}

/** A JSON list of the learner's rows in the course's lessons (`lesson_id` names the lesson column to scope by). */
function listOf<T>(select: SQL, from: SQL) {
  return sql<T[]>`(select coalesce(json_agg(${select}), '[]'::json) from ${from}
    join lessons l on l.id = scope.lesson_id where l.course_id = ${outerCourseId})`.mapWith((value: unknown) =>
    parsedJson<T[]>(value),
  );
}

/** The learner's rows in one course as JSON lists, in one statement; null when the course is not the producer's. */
export async function courseStateRow(db: Database, producerId: string, userId: string, courseId: string) {
  const [row] = await db
    .select({
      progress: listOf<[number, number, string | null]>(
        sql`json_build_array(scope.lesson_id, scope.position_seconds, scope.watched_at)`,
        sql`(select * from lesson_progress where user_id = ${userId}) scope`,
      ),
      ratings: listOf<[number, number]>(
        sql`json_build_array(scope.lesson_id, scope.rating)`,
        sql`(select * from lesson_ratings where user_id = ${userId}) scope`,
      ),
      tasks: listOf<number>(
        sql`scope.task_id`,
        sql`(select tc.task_id, t.lesson_id from task_completions tc join lesson_tasks t on t.id = tc.task_id where tc.user_id = ${userId}) scope`,
      ),
      tracks: listOf<[number, string]>(
        sql`json_build_array(scope.track_id, scope.status)`,
        sql`(select p.track_id, p.status, ft.lesson_id from flashcard_track_progress p
          join flashcard_tracks ft on ft.id = p.track_id where p.user_id = ${userId}) scope`,
      ),
      answers: listOf<[number, FlashcardAnswer]>(
        sql`json_build_array(scope.flashcard_id, scope.answer)`,
        sql`(select a.flashcard_id, a.answer, ft.lesson_id from flashcard_answers a join flashcards f on f.id = a.flashcard_id
          join flashcard_tracks ft on ft.id = f.track_id where a.user_id = ${userId}) scope`,
      ),
    })
    .from(courses)
    .where(and(eq(courses.producer_id, producerId), eq(courses.id, courseId)));
  return row ?? null;
}
