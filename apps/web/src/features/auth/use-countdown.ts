import { useEffect, useReducer } from 'react';

/**
 * Whole seconds left until `until` (epoch ms), re-rendering every second while it runs; 0 once reached. The
 * clock is read at each render, so a new `until` (a resend, a Retry-After) shows its own time at once, never
 * the time left from a clock last read when the previous countdown ended.
 */
export function useCountdown(until: number): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [left, until]);
  return left;
}
