import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { lessonRatings, lessons } from '../../../db/schema/index.ts';

/** Everyone's ratings of each rated lesson of the course: the average with one decimal and the count. */
export function lessonRatingRows(db: Database, courseId: string) {
  return db
    .select({
      lesson_id: lessonRatings.lesson_id,
      rating: sql<number>`coalesce(round(avg(${lessonRatings.rating})::numeric, 1), 0)`.mapWith(Number),
      total_ratings: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lessonRatings)
    .innerJoin(lessons, eq(lessons.id, lessonRatings.lesson_id))
    .where(eq(lessons.course_id, courseId))
    .groupBy(lessonRatings.lesson_id);
}
