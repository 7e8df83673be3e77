import { caseIdleCapSeconds, type RunState } from '@members/contract';

export type ClockInput = Pick<RunState, 'active_seconds' | 'last_activity_at' | 'finished_at'>;

/**
 * The run's working time in whole seconds, as the API counts it: the active seconds up to the last decision,
 * plus the time since then, capped at {@link caseIdleCapSeconds} (a learner who left does not pile up time).
 * A finished run stops at its active seconds. A clock ahead of the server's never counts negative time.
 */
export function runElapsedSeconds(state: ClockInput, nowMs: number): number {
  if (state.finished_at !== null) return state.active_seconds;
  const since = (nowMs - Date.parse(state.last_activity_at)) / 1000;
  const gap = Number.isFinite(since) ? Math.min(caseIdleCapSeconds, Math.max(0, Math.floor(since))) : 0;
  return state.active_seconds + gap;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "07:05", "1:02:09": a stopwatch's text. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
