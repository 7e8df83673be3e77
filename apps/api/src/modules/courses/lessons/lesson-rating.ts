import type { LessonRatingResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { forgetLessonRatings } from '../content.cache.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { forgetLearnerState } from '../learner.cache.ts';
import { openLesson } from './lesson-gate.ts';
import { lessonRatingSummary, upsertLessonRating } from './lessons.repository.ts';

/**
 * Stores the learner's rating of a lesson they may open (else 404/403; a new rating replaces theirs) and answers
 * the lesson's average and count.
 */
export async function rateLesson(
  db: Database,
  learner: Learner,
  lessonId: number,
  rating: number,
): Promise<LessonRatingResponse> {
  const { lesson, course } = await openLesson(db, learner, lessonId);
  await upsertLessonRating(db, learner.userId, lesson.id, rating);
  forgetLearnerState(db, learner.userId);
  forgetLessonRatings(db, course.id);
  const row = await lessonRatingSummary(db, lesson.id);
  return { rating: row?.rating ?? rating, my_rating: rating, total_ratings: row?.total_ratings ?? 1 };
}
