/** While playing, the position is saved at most this often. */
const progressSaveIntervalMs = 10_000;

export interface ProgressSaverOptions {
  /** False for a locked lesson: nothing is ever saved. */
  enabled: boolean;
  /** The saved position the lesson opened with (seconds): not sent again. */
  initialPosition: number;
  /** Sends the position; `leaving` asks for a request that survives the page going away (keepalive). */
  save: (seconds: number, leaving: boolean) => Promise<unknown>;
  intervalMs?: number;
  now?: () => number;
}

export interface ProgressSaver {
  /** A position while playing (timeupdate): saved when the interval has passed since the last save. */
  report: (seconds: number) => void;
  /** Pause, seeked, ended: saves now (the given position, else the last reported one). */
  flush: (seconds?: number) => void;
  /** Page hidden, lesson changed, player gone: saves the last known position with keepalive. */
  leave: () => void;
}

const toPosition = (seconds: number) => Math.min(86_400, Math.max(0, Math.floor(seconds)));

/**
 * Saves a lesson's playback position: throttled while playing, right away on pause/seek/end, and once more
 * (keepalive) when the learner leaves. Saves run one at a time, in order; an unchanged position is not sent.
 */
export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  const { enabled, save, intervalMs = progressSaveIntervalMs, now = Date.now } = options;
  let known = toPosition(options.initialPosition);
  let sent: number | null = known;
  let lastSaveAt = now();
  let running = false;
  let queued: number | null = null;

  const run = (position: number, leaving: boolean) => {
    running = true;
    save(position, leaving)
      .catch(() => {
        // Not saved: let the next report or flush try again.
        if (sent === position) sent = null;
      })
      .finally(() => {
        running = false;
        if (queued === null) return;
        const next = queued;
        queued = null;
        run(next, false);
      });
  };

  const send = (position: number, leaving: boolean) => {
    if (!enabled || position === sent) return;
    sent = position;
    lastSaveAt = now();
    // On leaving, a keepalive request goes at once; otherwise saves wait for the one in flight.
    if (running && !leaving) queued = position;
    else run(position, leaving);
  };

  const remember = (seconds: number | undefined) => {
    if (seconds !== undefined && Number.isFinite(seconds)) known = toPosition(seconds);
  };

  return {
    report(seconds) {
      remember(seconds);
      if (now() - lastSaveAt >= intervalMs) send(known, false);
    },
    flush(seconds) {
      remember(seconds);
      send(known, false);
    },
    leave() {
      // A save still waiting its turn goes now, with keepalive.
      if (queued !== null) sent = null;
      queued = null;
      send(known, true);
    },
  };
}
