import { randomUUID } from 'node:crypto';
import type { NightContext } from './night-context.ts';

/** The web app's outbox rules (apps/web/src/lib/outbox): one write on the wire at a time, in order. */
const requestTimeoutMs = 20_000;
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));
const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
export const answerCall = 'PUT /api/simulados/:id/attempt/answers/:questionId';

interface Write {
  id: string;
  questionId: number;
  alternative: string;
  answeredAt: string;
  queuedAt: number;
}

/**
 * A learner's queued answers: a newer answer to a question replaces an older one not on the wire yet, network
 * failures and 5xx are retried with the app's backoff (1 s, 2 s, 4 s … 30 s; a new write sends at once), a write
 * not answered in 20 s is abandoned and retried, a 4xx drops it. `acked` keeps, per question, the answer of the
 * last write the server acknowledged: what the database must hold at the end.
 */
export class LearnerOutbox {
  readonly acked: Map<number, string>;
  #entries: Write[] = [];
  #sendingId: string | null = null;
  #draining = false;
  #failures = 0;
  #drained: (() => void)[] = [];
  readonly #ctx: NightContext;
  readonly #token: string;

  constructor(ctx: NightContext, token: string, acked: Map<number, string>) {
    this.#ctx = ctx;
    this.#token = token;
    this.acked = acked;
  }

  enqueue(questionId: number, alternative: string): void {
    this.#entries = this.#entries.filter((entry) => entry.questionId !== questionId || entry.id === this.#sendingId);
    const answeredAt = new Date().toISOString();
    this.#entries.push({ id: randomUUID(), questionId, alternative, answeredAt, queuedAt: performance.now() });
    void this.drain();
  }

  /** Resolves once nothing is queued (the hand-in waits for it), nudging a send now. */
  drained(): Promise<void> {
    if (this.#entries.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.#drained.push(resolve));
    void this.drain();
    return done;
  }

  async drain(): Promise<void> {
    if (this.#draining) return;
    this.#draining = true;
    try {
      for (let entry = this.#entries[0]; entry && !this.#ctx.stopped; entry = this.#entries[0]) {
        if (!(await this.#send(entry))) return;
      }
      if (this.#entries.length === 0) for (const resolve of this.#drained.splice(0)) resolve();
    } finally {
      this.#draining = false;
    }
  }

  /** False when the queue must wait for a retry. */
  async #send(entry: Write): Promise<boolean> {
    const { client, log, simuladoId, wheel } = this.#ctx;
    this.#sendingId = entry.id;
    const reply = await client.send({
      method: 'PUT',
      path: `/api/simulados/${simuladoId}/attempt/answers/${entry.questionId}`,
      token: this.#token,
      body: { alternative: entry.alternative, marked: false, idempotency_key: entry.id, answered_at: entry.answeredAt },
      timeoutMs: requestTimeoutMs,
    });
    this.#sendingId = null;
    const ok = reply.status === 200;
    log.call(answerCall, reply.ms, reply.status, ok);
    if (!ok && isRetryable(reply.status)) {
      this.#failures += 1;
      wheel.after(retryDelay(this.#failures), () => void this.drain());
      return false;
    }
    this.#failures = 0;
    this.#entries = this.#entries.filter((queued) => queued.id !== entry.id);
    if (ok) {
      this.acked.set(entry.questionId, entry.alternative);
      log.felt(answerCall, performance.now() - entry.queuedAt);
    }
    return true;
  }
}
