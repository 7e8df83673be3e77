/**
 * Aborts a request when `ms` pass without progress. The SDK's own `timeout` only covers the wait for the response
 * headers; a server that sends headers and then goes silent (or stalls between tokens) needs this one.
 */
export class IdleDeadline {
  readonly #controller = new AbortController();
  readonly #ms: number;
  #timer: NodeJS.Timeout | undefined;
  #expired = false;

  constructor(ms: number) {
    this.#ms = ms;
    this.touch();
  }

  /** Aborted when the deadline passes. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** True once the deadline passed (the abort was ours, not the caller's). */
  get expired(): boolean {
    return this.#expired;
  }

  /** Progress: the next `ms` start now. */
  touch(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#controller.abort(new Error(`No progress in ${this.#ms} ms`));
    }, this.#ms);
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}
