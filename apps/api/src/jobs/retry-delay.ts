/** Wait before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min ... doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number, baseMs = 30_000, maxMs = 60 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}
