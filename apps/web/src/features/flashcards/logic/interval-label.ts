/** How long until an item comes back, as Anki writes it on its buttons: "<1 min", "10 min", "5 h", "3 d", "2 mês". */
export type IntervalLabel =
  | { unit: 'lessThanMinute' }
  | { unit: 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number };

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** The unit and whole count of an interval in seconds (a month is 30 days, a year 365). */
export function intervalLabel(seconds: number): IntervalLabel {
  if (seconds < minute) return { unit: 'lessThanMinute' };
  if (seconds < hour) return { unit: 'minutes', count: Math.round(seconds / minute) };
  if (seconds < day) return { unit: 'hours', count: Math.max(1, Math.round(seconds / hour)) };
  const days = seconds / day;
  if (days < 30) return { unit: 'days', count: Math.max(1, Math.round(days)) };
  if (days < 365) return { unit: 'months', count: Math.max(1, Math.round(days / 30)) };
  return { unit: 'years', count: Math.max(1, Math.round(days / 365)) };
}
