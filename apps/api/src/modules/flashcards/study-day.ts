/**
 * Study days, the unit of the daily limits, the streak, the heatmap and the forecast: calendar days in
 * America/Sao_Paulo (UTC−3 all year since daylight saving ended in 2019), from midnight to midnight.
 */
const offsetMs = -3 * 3_600_000;
const dayMs = 86_400_000;

/** The study day's number since 1970-01-01 (São Paulo). */
export function studyDayNumber(at: Date): number {
  return Math.floor((at.getTime() + offsetMs) / dayMs);
}

/** When the study day holding `at` began (São Paulo midnight), `days` days later when given. */
export function studyDayStart(at: Date, days = 0): Date {
  return new Date((studyDayNumber(at) + days) * dayMs - offsetMs);
}

/** `YYYY-MM-DD` of the study day holding `at`. */
export function studyDayKey(at: Date): string {
  return new Date(studyDayNumber(at) * dayMs).toISOString().slice(0, 10);
}

/** The weekday of the study day holding `at`: 0 Sunday … 6 Saturday. */
export function studyWeekday(at: Date): number {
  return (studyDayNumber(at) + 4) % 7;
}
