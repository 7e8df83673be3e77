import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { forecastDays } from '../../flashcards/stats/flashcard-stats.ts';
import type { DueReviews, PlanInput } from '../engine/engine-types.ts';
import { selectDueReviews, selectReviewsDone } from './review-load.repository.ts';

/** The steady daily load is the mean of the learner's reviews over this many days before today. */
export const recentReviewDays = 14;

const mean = (total: number, days: number) => Math.round((total / days) * 10) / 10;

/**
 * The FSRS forecast of flashcards and error-notebook items due on each of the plan's first forecastDays days
 * (overdue ones on `fromDay`), and the steady load for the days after it: the mean of the learner's last
 * recentReviewDays days, or the forecast's mean when they reviewed nothing then.
 */
export async function reviewForecast(
  db: Database,
  learner: Learner,
  fromDay: number,
  examDay: number,
  today: number,
): Promise<Pick<PlanInput, 'dueReviews' | 'steadyReviews'>> {
  const untilDay = Math.min(examDay, fromDay + forecastDays);
  const [due, done] = await Promise.all([
    selectDueReviews(db, learner, fromDay, untilDay),
    selectReviewsDone(db, learner, today - recentReviewDays, today),
  ]);
  const dueReviews: DueReviews[] = due
    .filter((row) => row.day < untilDay)
    .sort((a, b) => a.day - b.day)
    .map((row) => ({ day: row.day, flashcards: row.flashcards, errors: row.errors }));
  const recent = done.flashcards + done.errors > 0;
  const sum = (pick: (row: DueReviews) => number) => dueReviews.reduce((total, row) => total + pick(row), 0);
  const steadyReviews = recent
    ? { flashcards: mean(done.flashcards, recentReviewDays), errors: mean(done.errors, recentReviewDays) }
    : {
        flashcards: mean(
          sum((row) => row.flashcards),
          forecastDays,
        ),
        errors: mean(
          sum((row) => row.errors),
          forecastDays,
        ),
      };
  return { dueReviews, steadyReviews };
}
