import type { LessonRatingResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { forgetLessonRatings } from '../content.cache.ts';
import { forgetLearnerState } from '../learner.cache.ts';
import { lessonRatingSummary, upsertLessonRating } from './lessons.repository.ts';

/** Stores the learner's rating (a new one replaces theirs) and answers the lesson's average and count. */
export async function rateLesson(
  db: Database,
  userId: string,
  lesson: { id: number; course_id: string },
  rating: number,
): Promise<LessonRatingResponse> {
  const lessonId = lesson.id;
  await upsertLessonRating(db, userId, lessonId, rating);
  forgetLearnerState(db, userId);
  forgetLessonRatings(db, lesson.course_id);
  const row = await lessonRatingSummary(db, lessonId);
  return { rating: row?.rating ?? rating, my_rating: rating, total_ratings: row?.total_ratings ?? 1 };
}
