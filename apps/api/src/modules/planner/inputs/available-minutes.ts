import { dayNumberOf, weekdayOf } from '../plan-dates.ts';

/**
 * Minutes available on each day from `fromDay` to `examDay - 1` (index 0 is `fromDay`): the weekday's minutes
 * (Sunday first), 0 on a date off.
 */
export function availableMinutes(
  weekdayMinutes: readonly number[],
  daysOff: readonly string[],
  fromDay: number,
  examDay: number,
): number[] {
  const off = new Set(daysOff.map(dayNumberOf));
  return Array.from({ length: Math.max(0, examDay - fromDay) }, (_, index) => {
    const day = fromDay + index;
    return off.has(day) ? 0 : (weekdayMinutes[weekdayOf(day)] ?? 0);
  });
}
