import { resumePosition } from './resume-position.ts';

/** The longest start a link may ask for (a day): anything longer is not a lesson's position. */
const maxStartSeconds = 86_400;

/** The `t` of a lesson's address (whole seconds, e.g. a citation of a transcript), or null when absent or invalid. */
export function parseStartSeconds(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= maxStartSeconds ? seconds : null;
}

/**
 * Where playback starts: a requested second (the address's `t`) wins over the saved position and is kept
 * inside the video (a second before its end at most); without one, the learner resumes where they stopped.
 */
export function startPosition(requested: number | null, savedSeconds: number, durationSeconds: number): number {
  if (requested === null) return resumePosition(savedSeconds, durationSeconds);
  if (Number.isFinite(durationSeconds) && durationSeconds > 0)
    return Math.min(requested, Math.max(0, durationSeconds - 1));
  return requested;
}
