import { randomBytes } from 'node:crypto';

/**
 * Tells every API process of a write that makes some of their cached rows stale, and says whether this process
 * may trust what it cached. A process trusts its cache only while its subscription is proven live: a ping it
 * sends down the channel came back less than `leaseMs` ago. Messages on one channel arrive in the order they
 * were sent, so a ping back means every message sent before it has been applied; a subscription that dies
 * silently therefore stops being trusted within `leaseMs` of its last ping. A new subscription (the first, or
 * after a loss) calls onSubscribed, whose job is to drop what was cached before it, since messages sent
 * meanwhile were missed.
 */

/** How often a remote subscription is pinged. */
export const pingEveryMs = 250;
/** How long a ping that came back keeps the cache trusted (measured from when it was sent). */
export const leaseMs = 1_000;

/** What a transport reports about its subscription. */
export interface ChangeListener {
  message(text: string): void;
  /** Listening (again): from now on every message sent reaches message(). */
  listening(): void;
  /** Not listening any more (connection lost, subscription refused); the transport tries again by itself. */
  lost(reason: Error): void;
}

export interface Subscription {
  /** Sends `text` down the channel so that it comes back to this subscription. */
  ping(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeTransport {
  readonly name: 'postgres' | 'pglite' | 'redis';
  /** Sender and subscribers in one process (PGlite): nothing can come between them, so no pings. */
  readonly inProcess: boolean;
  /** Sends one message to every subscriber, this process's included. */
  send(text: string): Promise<void>;
  subscribe(listener: ChangeListener): Subscription;
  /** Closes what send() uses. */
  close(): Promise<void>;
}

export interface ChangeBusHandlers {
  /** A message of any process (this one's too). */
  onChange(text: string): void;
  /** Subscribed anew: what was cached before may have missed changes. */
  onSubscribed(): void;
  /** For the log: the subscription was lost, or a message could not be sent yet (it is retried). */
  onTrouble(what: 'subscription_lost' | 'send_failed', reason: Error): void;
  /** For the log: listening again after a loss. */
  onRecovered(): void;
}

export interface ChangeBusOptions {
  /** A message that could not be sent is retried this long; past it no cache can still hold what it names. */
  retryForMs: number;
}

const pingPrefix = 'ping:';
/** A clock that neither jumps with the wall clock nor moves with a test's fake Date. */
const monotonicNow = () => performance.now();
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export class ChangeBus {
  readonly #transport: ChangeTransport;
  readonly #handlers: ChangeBusHandlers;
  readonly #retryForMs: number;
  /** Tells this bus's pings from other processes'. */
  readonly #id = randomBytes(6).toString('hex');
  readonly #subscription: Subscription;
  readonly #timer: NodeJS.Timeout;
  /** Messages not sent yet, with when they first failed. */
  readonly #unsent = new Map<string, number>();
  #listening = false;
  #wasLost = false;
  #trustedUntil = 0;
  #pinging = false;
  #closed = false;

  constructor(transport: ChangeTransport, handlers: ChangeBusHandlers, { retryForMs }: ChangeBusOptions) {
    this.#transport = transport;
    this.#handlers = handlers;
    this.#retryForMs = retryForMs;
    this.#subscription = transport.subscribe({
      message: (text) => this.#received(text),
      listening: () => this.#subscribed(),
      lost: (reason) => this.#lost(reason),
    });
    this.#timer = setInterval(() => this.#tick(), pingEveryMs);
    this.#timer.unref();
  }

  get transport(): ChangeTransport['name'] {
    return this.#transport.name;
  }

  /** Whether what this process cached may be used now (see the file's comment). */
  trusted(): boolean {
    return this.#listening && (this.#transport.inProcess || monotonicNow() < this.#trustedUntil);
  }

  /**
   * Sends a change to every process. Never throws: the write it follows has committed, so a message that cannot
   * be sent now is retried in the background for retryForMs.
   */
  async publish(text: string): Promise<void> {
    try {
      await this.#transport.send(text);
    } catch (error) {
      if (!this.#unsent.has(text)) this.#unsent.set(text, monotonicNow());
      this.#handlers.onTrouble('send_failed', asError(error));
    }
  }

  /** Resolves true once trusted, or false after timeoutMs. */
  async ready(timeoutMs: number): Promise<boolean> {
    const deadline = monotonicNow() + timeoutMs;
    while (!this.trusted() && !this.#closed && monotonicNow() < deadline) {
      this.#tick();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.trusted();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listening = false;
    clearInterval(this.#timer);
    await Promise.allSettled([this.#subscription.close(), this.#transport.close()]);
  }

  #received(text: string): void {
    if (this.#closed) return;
    if (!text.startsWith(pingPrefix)) return this.#handlers.onChange(text);
    const [id, sentAt] = text.slice(pingPrefix.length).split(':');
    if (id === this.#id) this.#trustedUntil = Math.max(this.#trustedUntil, Number(sentAt) + leaseMs);
  }

  #subscribed(): void {
    if (this.#closed) return;
    this.#handlers.onSubscribed();
    this.#listening = true;
    if (this.#wasLost) this.#handlers.onRecovered();
    this.#wasLost = false;
    this.#tick();
  }

  #lost(reason: Error): void {
    if (this.#closed) return;
    if (this.#listening) this.#handlers.onTrouble('subscription_lost', reason);
    this.#listening = false;
    this.#wasLost = true;
    this.#trustedUntil = 0;
  }

  #tick(): void {
    if (this.#closed) return;
    if (this.#unsent.size > 0) this.#retryUnsent();
    // One ping at a time: a stalled connection must not pile them up.
    if (!this.#listening || this.#transport.inProcess || this.#pinging) return;
    this.#pinging = true;
    this.#subscription
      .ping(`${pingPrefix}${this.#id}:${monotonicNow()}`)
      .catch(() => undefined) // a dead connection is reported by the transport (lost), and trust runs out
      .finally(() => (this.#pinging = false));
  }

  #retryUnsent(): void {
    const now = monotonicNow();
    for (const [text, failedAt] of this.#unsent) {
      this.#unsent.delete(text);
      if (now - failedAt > this.#retryForMs) continue;
      this.#transport.send(text).catch(() => {
        if (!this.#unsent.has(text)) this.#unsent.set(text, failedAt);
      });
    }
  }
}
