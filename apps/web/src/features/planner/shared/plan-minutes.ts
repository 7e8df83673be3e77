/**
 * A planner length of time, short as a day's load reads ("1h45 de 2h"): "45 min", "2h", "2h30" (the same in
 * Portuguese and English). Negative or fractional minutes round to whole minutes, never below zero.
 */
export function formatPlanMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}
