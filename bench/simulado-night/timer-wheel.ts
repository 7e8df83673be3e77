/**
 * One interval for every learner's timers: callbacks sit in 10 ms slots and a single tick runs the slots that
 * are due, which costs less than thousands of live setTimeout handles on a box the server shares.
 */
export class TimerWheel {
  readonly #slots = new Map<number, (() => void)[]>();
  readonly #slotMs: number;
  #cursor: number;
  #interval: ReturnType<typeof setInterval> | null = null;
  #stopped = false;

  constructor(slotMs = 10) {
    this.#slotMs = slotMs;
    this.#cursor = Math.floor(performance.now() / slotMs);
  }

  /** Runs `task` at `time` (performance.now() milliseconds), or at the next tick when that is past. */
  at(time: number, task: () => void): void {
    // Once stopped, nothing runs again (and nothing keeps the process alive).
    if (this.#stopped) return;
    const slot = Math.max(Math.floor(time / this.#slotMs), this.#cursor);
    const tasks = this.#slots.get(slot);
    if (tasks) tasks.push(task);
    else this.#slots.set(slot, [task]);
    this.#interval ??= setInterval(() => this.#tick(), this.#slotMs);
  }

  after(delayMs: number, task: () => void): void {
    this.at(performance.now() + delayMs, task);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#interval) clearInterval(this.#interval);
    this.#interval = null;
    this.#slots.clear();
  }

  #tick(): void {
    const due = Math.floor(performance.now() / this.#slotMs);
    while (this.#cursor <= due) {
      const tasks = this.#slots.get(this.#cursor);
      this.#slots.delete(this.#cursor);
      // Tasks scheduled for "now" by these tasks land in the next slot (the cursor moves first).
      this.#cursor += 1;
      for (const task of tasks ?? []) task();
    }
  }
}
