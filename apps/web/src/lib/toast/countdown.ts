/** A pausable timer: calls onExpire after `duration` ms of running time. Infinity never expires. */
export class Countdown {
  private remaining: number;
  private startedAt: number | null = null;
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    duration: number,
    private readonly onExpire: () => void,
  ) {
    this.remaining = duration;
  }

  get running(): boolean {
    return this.handle !== null;
  }

  start(): void {
    if (this.handle !== null || !Number.isFinite(this.remaining)) return;
    this.startedAt = Date.now();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.onExpire();
    }, this.remaining);
  }

  pause(): void {
    if (this.handle === null || this.startedAt === null) return;
    clearTimeout(this.handle);
    this.handle = null;
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
  }

  cancel(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}
