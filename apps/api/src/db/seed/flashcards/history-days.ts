/** The history's span: study days from `historySpan` days ago to yesterday. */
const historySpan = 60;

/**
 * 3 or 4 days off spread over the span (one in each equal stretch), never the first day, yesterday (the streak
 * ends there) or a day in `keep`. In days ago.
 */
export function planDaysOff(random: () => number, keep: readonly number[]): number[] {
  const count = random() < 0.5 ? 3 : 4;
  const first = 2;
  const stretch = Math.floor((historySpan - 1 - first) / count);
  const days: number[] = [];
  for (let index = 0; index < count; index++) {
    let day = first + index * stretch + Math.floor(random() * stretch);
    while (keep.includes(day)) day += 1;
    days.push(day);
  }
  return days;
}

/** The study days of the span, oldest first, in days ago. */
export function historyDays(daysOff: readonly number[]): number[] {
  const days: number[] = [];
  for (let daysAgo = historySpan; daysAgo >= 1; daysAgo--) if (!daysOff.includes(daysAgo)) days.push(daysAgo);
  return days;
}
