/** Minutes left at which screen readers hear the time (politely). */
const announceAtMinutes = [10, 5, 1] as const;
/** Under this, the countdown turns into a visual warning. */
const warningMs = 5 * 60_000;

/** How far the server's clock is ahead of this device's (ms): server_now − Date.now() when the attempt arrived. */
export function clockOffset(serverNowIso: string, clientNow: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isNaN(server) ? 0 : server - clientNow;
}

/** Milliseconds left before the deadline, by the server's clock (never negative). */
export function remainingMs(deadlineIso: string, clientNow: number, offset: number): number {
  return Math.max(0, Date.parse(deadlineIso) - (clientNow + offset));
}

/** The announcement threshold the time left is within (10, 5 or 1 minutes), or null above 10 minutes. */
export function announcementLevel(remaining: number): number | null {
  let level: number | null = null;
  for (const minutes of announceAtMinutes) if (remaining <= minutes * 60_000) level = minutes;
  return level;
}

/** Whether the time left deserves the visual warning (under five minutes). */
export const isWarning = (remaining: number) => remaining < warningMs;
