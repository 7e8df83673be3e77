/**
 * The review weeks at the end of a plan (issue 16): no new content in them, only review sessions and simulados.
 * A plan under 30 days has none, one under 90 days has one week, a longer one two.
 */
function reviewDaysFor(planDays: number): number {
  if (planDays < 30) return 0;
  return planDays < 90 ? 7 : 14;
}

/** The first day of the review weeks of a plan from `startDay` to `examDay` (exclusive); `examDay` when none. */
export function reviewStartDay(startDay: number, examDay: number): number {
  return examDay - reviewDaysFor(examDay - startDay);
}
