import { useEffect, useReducer } from 'react';
import { runElapsedSeconds, type ClockInput } from '../../logic/run-clock.ts';

/** The run's working time, re-read every second while the run is open (stopped once it is finished). */
export function useRunClock(state: ClockInput): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const running = state.finished_at === null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return runElapsedSeconds(state, Date.now());
}
