import type { Database } from '../../../db/database.ts';
import { lessonRatingRows } from './course-ratings.repository.ts';

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
  const rows = await lessonRatingRows(db, courseId);
  return new Map(rows.map(({ lesson_id, ...summary }) => [lesson_id, summary]));
}
