import { addDays } from '../calendar/calendar-dates.ts';

/** How long "Plano reajustado" stays after the re-plan, in days. */
const recentDays = 7;

const storageKey = (planId: number) => `planner.replan-dismissed.${planId}`;

/** Whether a re-plan at `at` (a date or an instant) is at most a week before `today`. */
export function isRecentReplan(at: string, today: string): boolean {
  return at.slice(0, 10) >= addDays(today, -recentDays);
}

/** Whether the learner closed the banner of this plan's re-plan at `at` (a later re-plan shows again). */
export function isReplanDismissed(planId: number, at: string): boolean {
  try {
    return localStorage.getItem(storageKey(planId)) === at;
  } catch {
    return false;
  }
}

export function dismissReplan(planId: number, at: string): void {
  try {
    localStorage.setItem(storageKey(planId), at);
  } catch {
    // Storage refused (private mode, quota): the banner just closes for this visit.
  }
}
