/** A score as a whole percentage of the maximum (0 when the maximum is 0; never below 0 or above 100). */
export function percentOf(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((score / max) * 100)));
}
