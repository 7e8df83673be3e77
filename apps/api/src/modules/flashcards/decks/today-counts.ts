import type { TodayCounts } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { studyDayStart, studyWeekday } from '../study-day.ts';
import { learnAheadMs } from '../study/study-queue.ts';
import { selectDailyLimits, selectTodayRows } from './decks.repository.ts';

/**
 * Today's work with the study queue's rules: new = min(new cards the learner may study, new per day − new cards
 * first reviewed today); learning = cards in (re)learning due within the learn-ahead; review = cards due today
 * capped by the review limit left; errors = missed questions due today within what the limit leaves. A day off
 * has nothing due and no new cards (a deck or a track can still be studied ahead).
 */
export async function todayCounts(
  db: Database,
  learner: Learner,
  productCodes: readonly string[],
  newAvailable: number,
  at: Date,
): Promise<TodayCounts> {
  const limits = await selectDailyLimits(db, learner.userId);
  if (limits.days_off.includes(studyWeekday(at))) return { new: 0, learning: 0, review: 0, errors: 0 };
  const rows = await selectTodayRows(db, learner, {
    productCodes,
    dayStart: studyDayStart(at),
    horizon: studyDayStart(at, 1),
    learnAhead: new Date(at.getTime() + learnAheadMs),
  });
  const reviewsLeft = Math.max(0, limits.max_reviews_per_day - rows.reviewed);
  const review = Math.min(rows.review, reviewsLeft);
  return {
    new: Math.min(newAvailable, Math.max(0, limits.new_per_day - rows.new_cards)),
    learning: rows.learning,
    review,
    errors: Math.min(rows.errors, Math.max(0, reviewsLeft - review)),
  };
}
