import type { LessonRatingResponse } from '@members/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { lessonRatings } from '../../../db/schema/index.ts';
import { forgetLessonRatings } from '../content.cache.ts';
import { forgetLearnerState } from '../learner.cache.ts';

/** Stores the learner's rating (a new one replaces theirs) and answers the lesson's average and count. */
export async function rateLesson(
  db: Database,
  userId: string,
  lesson: { id: number; course_id: string },
  rating: number,
): Promise<LessonRatingResponse> {
  const lessonId = lesson.id;
  await db
    .insert(lessonRatings)
    .values({ user_id: userId, lesson_id: lessonId, rating })
    .onConflictDoUpdate({ target: [lessonRatings.user_id, lessonRatings.lesson_id], set: { rating, updated_at: sql`now()` } });
  forgetLearnerState(db, userId);
  forgetLessonRatings(db, lesson.course_id);
  const [row] = await db
    .select({
      rating: sql<number>`coalesce(round(avg(${lessonRatings.rating})::numeric, 1), 0)`.mapWith(Number),
      total_ratings: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lessonRatings)
    .where(eq(lessonRatings.lesson_id, lessonId));
  return { rating: row?.rating ?? rating, my_rating: rating, total_ratings: row?.total_ratings ?? 1 };
}
