/** Streaks and day keys from study day numbers (study-day.ts studyDayNumber). */

const dayMs = 86_400_000;

/** `YYYY-MM-DD` of a study day number. */
export function dayKey(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/**
 * Consecutive study days with a review, ending today, or yesterday when nothing was reviewed yet today (a streak
 * is not lost before the day is over).
 */
export function streakOf(studied: ReadonlySet<number>, today: number): number {
  let day = studied.has(today) ? today : today - 1;
  let streak = 0;
  while (studied.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** Days with a review among the `days` days ending today. */
export function daysStudiedIn(studied: ReadonlySet<number>, today: number, days: number): number {
  let count = 0;
  for (const day of studied) if (day <= today && day > today - days) count += 1;
  return count;
}
