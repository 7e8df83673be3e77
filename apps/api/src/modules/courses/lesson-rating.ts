import type { LessonRatingResponse } from '@members/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lessonRatings } from '../../db/schema/index.ts';

/** Stores the learner's rating (a new one replaces theirs) and answers the lesson's average and count. */
export async function rateLesson(db: Database, userId: string, lessonId: number, rating: number): Promise<LessonRatingResponse> {
  await db
    .insert(lessonRatings)
    .values({ user_id: userId, lesson_id: lessonId, rating })
    .onConflictDoUpdate({ target: [lessonRatings.user_id, lessonRatings.lesson_id], set: { rating, updated_at: sql`now()` } });
  const [row] = await db
    .select({
      rating: sql<number>`coalesce(round(avg(${lessonRatings.rating})::numeric, 1), 0)`.mapWith(Number),
      total_ratings: sql<number>`count(*)`.mapWith(Number),
    })
    .from(lessonRatings)
    .where(eq(lessonRatings.lesson_id, lessonId));
  return { rating: row?.rating ?? rating, my_rating: rating, total_ratings: row?.total_ratings ?? 1 };
}
