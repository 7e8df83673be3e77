import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { courseModules, courses, lessonProgress, lessons } from '../../../db/schema/index.ts';
import { courseSummaryColumns } from '../course-summary.repository.ts';

/** The reads of the course page (course-detail.ts). */

/** The producer's course with its counts and the learner's watched count (null when missing or not theirs). */
export async function courseSummaryRow(db: Database, producerId: string, userId: string, courseId: string) {
  const [row] = await db
    .select(courseSummaryColumns(userId))
    .from(courses)
    .where(and(eq(courses.producer_id, producerId), eq(courses.id, courseId)));
  return row ?? null;
}

/** Qualified: in a one-table select drizzle leaves "id" bare, which a subquery would read as its own. */
const outerModuleId = sql.raw('"course_modules"."id"');

/** The course's modules in order, with lesson counts, the learner's watched counts and seconds of video. */
export function moduleSummaryRows(db: Database, producerId: string, courseId: string, userId: string) {
  return db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      description: courseModules.description,
      position: courseModules.position,
      total_aulas: sql<number>`(select count(*) from lessons l where l.module_id = ${outerModuleId})`.mapWith(Number),
      total_aulas_assistidas: sql<number>`(select count(*) from lessons l join lesson_progress lp on lp.lesson_id = l.id
        where l.module_id = ${outerModuleId} and lp.user_id = ${userId} and lp.watched_at is not null)`.mapWith(Number),
      video_seconds:
        sql<number>`(select coalesce(sum(l.video_duration), 0) from lessons l where l.module_id = ${outerModuleId})`.mapWith(
          Number,
        ),
    })
    .from(courseModules)
    .where(and(eq(courseModules.producer_id, producerId), eq(courseModules.course_id, courseId)))
    .orderBy(asc(courseModules.position), asc(courseModules.id));
}

/**
 * The lesson of the course whose progress the learner saved last, else the first lesson (module and lesson
 * order); null when the course has no lessons.
 */
export async function continueLessonRow(
  db: Database,
  producerId: string,
  courseId: string,
  userId: string,
): Promise<{ lesson_id: number; module_id: number } | null> {
  const [row] = await db
    .select({ lesson_id: lessons.id, module_id: lessons.module_id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.module_id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lesson_id, lessons.id), eq(lessonProgress.user_id, userId)))
    .where(and(eq(lessons.producer_id, producerId), eq(lessons.course_id, courseId)))
    .orderBy(
      sql`${lessonProgress.updated_at} desc nulls last`,
      asc(courseModules.position),
      asc(lessons.position),
      asc(lessons.id),
    )
    .limit(1);
  return row ?? null;
}
