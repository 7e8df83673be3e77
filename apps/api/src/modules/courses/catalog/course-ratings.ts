import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { lessonRatings, lessons } from '../../../db/schema/index.ts';

/** Everyone's ratings of a lesson: the average with one decimal and the count. */
export interface LessonRatingSummary {
  rating: number;
  total_ratings: number;
}

/** The rating summaries of a course's rated lessons, by lesson id (a lesson missing has none yet). */
export async function loadLessonRatings(
  db: Database,
  courseId: string,
): Promise<ReadonlyMap<number, LessonRatingSummary>> {
  const rows = await db
    .select({
      lesson_id: lessonRatings.lesson_id,
      rating: sql<number>`coalesce(round(avg(${lessonRatings.rating})::numeric, 1), 0)`.mapWith(Number),
      total_ratings: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lessonRatings)
    .innerJoin(lessons, eq(lessons.id, lessonRatings.lesson_id))
    .where(eq(lessons.course_id, courseId))
    .groupBy(lessonRatings.lesson_id);
  return new Map(rows.map(({ lesson_id, ...summary }) => [lesson_id, summary]));
}
