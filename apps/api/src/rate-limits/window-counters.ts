/** A counter's state: hits in the current window and the ms until the window ends. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window hit counters shared by every API process: in Redis when REDIS_URL is set
 * (redis-window-counters.ts), else in the database (database-window-counters.ts). The first hit of a key opens
 * its window; hits after the window ended open a new one.
 */
export interface WindowCounters {
  /** Counts one hit on `key` (atomically, across processes). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's state without counting (0 when no window is open). */
  read(key: string): Promise<WindowCount>;
  /** Resolves once the store answers, or after `timeoutMs` (false then); called when the app starts. */
  ready(timeoutMs: number): Promise<boolean>;
  /** Releases connections. */
  close(): Promise<void>;
}
