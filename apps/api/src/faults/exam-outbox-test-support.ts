import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The web app's answer outbox (apps/web/src/lib/outbox) replayed in a test: writes are sent one at a time in
 * order; a retry sends the same payload with the same idempotency key; a newer answer to a question replaces an
 * older one still queued, never the one on the wire; no answer (a network failure), 408, 429 and 5xx are retried
 * with a doubling delay, any other 4xx is refused for good; a request not answered in 20 s is abandoned and
 * retried. Delays run `timeScale` times faster than the browser's (1 s, 2 s, 4 s … 30 s).
 */

export type Letter = 'A' | 'B' | 'C' | 'D' | 'E';

export interface AnswerWrite {
  /** Order in which the learner made it (0, 1, 2 …). */
  index: number;
  /** The idempotency key, also the outbox entry's id. */
  key: string;
  questionId: number;
  alternative: Letter | null;
  marked: boolean;
  answeredAt: string;
  state: 'queued' | 'acknowledged' | 'replaced' | 'refused';
  /** How many times it went on the wire. */
  sends: number;
}

const requestTimeoutMs = 20_000;
const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export class ExamOutbox {
  readonly writes: AnswerWrite[] = [];
  private queue: AnswerWrite[] = [];
  private sending: AnswerWrite | null = null;
  private failures = 0;
  private draining: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private lastAnsweredAt = 0;

  constructor(
    private readonly origin: () => string,
    private readonly simuladoId: number,
    private readonly headers: Record<string, string>,
    private readonly timeScale = 10,
  ) {}

  /** The learner answers (or clears, or marks) a question: queued, then sent. */
  answer(questionId: number, alternative: Letter | null, marked: boolean): AnswerWrite {
    // The page's clock is the server's: a later answer never carries an earlier (or the same) time.
    this.lastAnsweredAt = Math.max(Date.now(), this.lastAnsweredAt + 1);
    const write: AnswerWrite = {
      index: this.writes.length,
      key: randomUUID(),
      questionId,
      alternative,
      marked,
      answeredAt: new Date(this.lastAnsweredAt).toISOString(),
      state: 'queued',
      sends: 0,
    };
    this.writes.push(write);
    for (const old of this.queue.filter((queued) => queued.questionId === questionId && queued !== this.sending))
      old.state = 'replaced';
    this.queue = [...this.queue.filter((queued) => queued.state === 'queued'), write];
    this.drain();
    return write;
  }

  /** Like the browser's `online` event: forget the backoff and send now. */
  retryNow(): void {
    this.failures = 0;
    this.wake?.();
  }

  /** Resolves once nothing is queued. */
  async drained(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private drain(): void {
    this.draining ??= this.sendAll().finally(() => {
      this.draining = null;
    });
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const write = this.queue[0];
      if (!write) return;
      this.sending = write;
      write.sends += 1;
      const status = await this.send(write);
      this.sending = null;
      if (status === 200) {
        this.failures = 0;
        write.state = 'acknowledged';
        this.queue.shift();
      } else if (isRetryable(status)) {
        this.failures += 1;
        await this.pause(retryDelay(this.failures) / this.timeScale);
      } else {
        write.state = 'refused';
        this.queue.shift();
      }
    }
  }

  private async pause(ms: number): Promise<void> {
    await Promise.race([sleep(ms), new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
  }

  /** The status the server answered, 0 when it answered nothing. */
  private async send(write: AnswerWrite): Promise<number> {
    const url = `${this.origin()}/api/simulados/${this.simuladoId}/attempt/answers/${write.questionId}`;
    const body = {
      alternative: write.alternative,
      marked: write.marked,
      idempotency_key: write.key,
      answered_at: write.answeredAt,
    };
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { ...this.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }
}
