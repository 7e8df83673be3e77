/**
 * The planner's dates: study-day numbers (days since 1970-01-01, São Paulo; the engine's unit) and their
 * `YYYY-MM-DD` keys (the contract's and the tables' unit).
 */
const dayMs = 86_400_000;

/** The day number of a `YYYY-MM-DD` key. */
export function dayNumberOf(key: string): number {
  return Math.round(Date.parse(`${key}T00:00:00Z`) / dayMs);
}

/** The `YYYY-MM-DD` key of a day number. */
export function dayKeyOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The weekday of a day number: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}
