import { useEffect, useReducer } from 'react';

/** Whole seconds left until `until` (ms since the epoch); 0 once it has passed or without one. */
export function secondsUntil(until: number | null, now = Date.now()): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The whole seconds left until `until`, for the countdowns of the app (resend a code: sign-up, e-mail change;
 * the QR code of a login on another device). The clock is read at each render, so a new `until` (a resend, a
 * Retry-After) shows its own time at once; it is re-read every 250 ms while it runs, so the number changes within
 * a quarter second of the real second (a 1 s tick could show a second late).
 */
export function useCountdown(until: number | null): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = secondsUntil(until);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [left, until]);
  return left;
}
