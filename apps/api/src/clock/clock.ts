/**
 * The flashcards' clock: every scheduling call reads `now()` instead of `new Date()`, so a test (and, with
 * TEST_CLOCK=true, a browser journey through PUT /api/test/clock) can move the server a day ahead. The offset is
 * per process; it stays 0 unless the test clock route or a test sets it.
 */
let offsetMs = 0;

/** The current time, moved by the test offset. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock `ms` ahead of the real time (negative: behind); 0 puts it back. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
