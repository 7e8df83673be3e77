/** Below this, resuming is not worth it: the lesson starts from the beginning. */
const minimumResumeSeconds = 3;
/** Within the last 5% the lesson was practically finished: it starts over. */
const finishedShare = 0.95;

/** Where playback should start: the saved position, or 0 when it is too early or too close to the end. */
export function resumePosition(savedSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(savedSeconds) || savedSeconds < minimumResumeSeconds) return 0;
  if (Number.isFinite(durationSeconds) && durationSeconds > 0 && savedSeconds >= durationSeconds * finishedShare)
    return 0;
  return savedSeconds;
}
