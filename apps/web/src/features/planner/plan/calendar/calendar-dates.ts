/**
 * Plan days are calendar dates (`YYYY-MM-DD`, São Paulo study days); their arithmetic runs on UTC midnights so no
 * time zone or summer time shifts a day. Weeks start on Sunday, like the plan's hours per weekday.
 */

const dayMs = 24 * 60 * 60 * 1000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toKey = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return toKey(toTime(date) + days * dayMs);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toTime(date)).getUTCDay();
}

/** The Sunday that starts the date's week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The first day of the date's month. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (or before) the date's month. */
export function addMonths(date: string, months: number): string {
  const moved = new Date(toTime(monthStart(date)));
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return toKey(moved.getTime());
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The weeks (Sunday to Saturday) a month's grid shows: from the Sunday before its first day to the Saturday after its last. */
export function monthGrid(date: string): { from: string; to: string } {
  const first = monthStart(date);
  const last = addDays(addMonths(date, 1), -1);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The part of [from, to] inside the plan's [start, end]; null when they do not meet. */
export function clampRange(from: string, to: string, start: string, end: string): { from: string; to: string } | null {
  const clampedFrom = from < start ? start : from;
  const clampedTo = to > end ? end : to;
  return clampedFrom <= clampedTo ? { from: clampedFrom, to: clampedTo } : null;
}
