import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch); 0 once it has passed or without one. */
export function secondsUntil(deadline: number | null, now = Date.now()): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The seconds left until `deadline`, re-read every 250 ms while it runs. */
export function useCountdown(deadline: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    const tick = () => setLeft(secondsUntil(deadline));
    tick();
    if (deadline === null) return undefined;
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}
