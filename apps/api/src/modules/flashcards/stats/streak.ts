import type { Database } from '../../../db/database.ts';
import { studyDayNumber } from '../study-day.ts';
import { selectReviewDays } from './stats.repository.ts';
import { streakOf } from './study-days.ts';

/** The learner's streak at `at` (the decks and the stats show it). */
export async function learnerStreak(db: Database, userId: string, at: Date): Promise<number> {
  const days = await selectReviewDays(db, userId);
  return streakOf(new Set(days.map((row) => row.day)), studyDayNumber(at));
}
