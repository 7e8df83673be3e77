import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  deleteJob,
  insertJob,
  rescheduleRecurringJob,
  retryJobLater,
  upsertRecurringJob,
} from './jobs.repository.ts';
import { retryDelayMs } from './retry-delay.ts';

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobDefinition {
  /** Attempts before a one-off job is given up (default 10); a recurring job then waits for its next period. */
  maxAttempts?: number;
  /** How long a claim holds (ms, default 5 min): past it, another process may run the job again. */
  leaseMs?: number;
}

export interface RecurringJobDefinition extends JobDefinition {
  everyMs: number;
  /** When the first run is due, from the moment the row is first created (default one period). */
  firstRunInMs?: number;
}

interface Definition extends Required<JobDefinition> {
  handler: JobHandler;
  recurring?: { everyMs: number; firstRunInMs: number };
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one pending job of this name with this key (a webhook's event id, a learner's re-planning). */
  key?: string;
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often this process looks for due jobs (ms). */
  pollIntervalMs: number;
  /** Jobs claimed per look. */
  batchSize?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : typeof error);

/**
 * The job queue over the `jobs` table, one poller per process. Recurring jobs have one row each (unique key),
 * so however many processes poll, one runs each period; one-off jobs are retried with a doubling delay.
 * Delivery is at least once: a process killed after the work but before its row is updated leaves the job to
 * run again when the lease ends, so handlers are idempotent.
 */
export class JobQueue {
  readonly #definitions = new Map<string, Definition>();
  readonly #running = new Set<Promise<void>>();
  readonly #options: Required<JobQueueOptions>;
  #timer: NodeJS.Timeout | null = null;
  #polling: Promise<void> | null = null;
  #stopped = false;

  constructor(options: JobQueueOptions) {
    this.#options = { batchSize: 10, ...options };
  }

  /** Names the handler of a one-off job (a later definition of the same name replaces it). */
  define(name: string, handler: JobHandler, definition: JobDefinition = {}): void {
    this.#definitions.set(name, { maxAttempts: 10, leaseMs: 5 * 60_000, ...definition, handler });
  }

  /** A job run every `everyMs` once across all processes; its row is created when the queue starts. */
  recurring(name: string, handler: JobHandler, { everyMs, firstRunInMs, ...definition }: RecurringJobDefinition): void {
    this.define(name, handler, definition);
    const defined = this.#definitions.get(name);
    if (defined) defined.recurring = { everyMs, firstRunInMs: firstRunInMs ?? everyMs };
  }

  /**
   * Stores a one-off job, due at `runAt` (default now); looks for it at once when it is due before the next poll.
   * With a `key`, a job of that name and key still pending is not stored twice (false then).
   */
  async enqueue(name: string, payload: unknown, { runAt, key }: EnqueueOptions = {}): Promise<boolean> {
    const definition = this.#definition(name);
    const job = await insertJob(this.#options.db, { name, payload, runAt, key, maxAttempts: definition.maxAttempts });
    const dueInMs = (runAt?.getTime() ?? 0) - Date.now();
    if (job && dueInMs < this.#options.pollIntervalMs) this.#pollIn(Math.max(0, dueInMs) + 5);
    return job !== undefined;
  }

  /**
   * Stores a one-off job already claimed by this process and makes its first attempt now; resolves once the job
   * is done or, failing that, stored for its retries (so the caller's work is never lost with this process).
   */
  async runNow(name: string, payload: unknown): Promise<void> {
    const definition = this.#definition(name);
    const job = await insertJob(this.#options.db, {
      name,
      payload,
      maxAttempts: definition.maxAttempts,
      claimedForMs: definition.leaseMs,
    });
    if (!job) throw new Error(`job ${name} was not stored`);
    await this.#track(this.#run(job));
  }

  /** Creates the recurring jobs' rows and starts polling. */
  async start(): Promise<void> {
    for (const [name, { recurring, maxAttempts }] of this.#definitions) {
      if (recurring) await upsertRecurringJob(this.#options.db, { name, maxAttempts, ...recurring });
    }
    this.#stopped = false;
    this.#timer = setInterval(() => void this.poll(), this.#options.pollIntervalMs);
    this.#timer.unref();
  }

  /** Stops polling and waits for the jobs that are running. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#polling;
    await Promise.allSettled([...this.#running]);
  }

  /** Claims the due jobs this process knows and runs them; one look at a time. */
  poll(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    this.#polling ??= this.#claimAndRun().finally(() => {
      this.#polling = null;
    });
    return this.#polling;
  }

  async #claimAndRun(): Promise<void> {
    const { db, batchSize, log } = this.#options;
    const names = [...this.#definitions.keys()];
    const leaseMs = Math.max(...[...this.#definitions.values()].map((d) => d.leaseMs));
    let claimed: ClaimedJob[];
    try {
      claimed = await claimDueJobs(db, names, batchSize, leaseMs);
    } catch (err) {
      log.warn({ reason: errorText(err) }, 'job queue: looking for due jobs failed');
      return;
    }
    await Promise.all(claimed.map((job) => this.#track(this.#run(job))));
  }

  async #run(job: ClaimedJob): Promise<void> {
    const { db, log } = this.#options;
    const definition = this.#definitions.get(job.name);
    try {
      if (!definition) throw new Error(`no handler for job ${job.name}`);
      await definition.handler(job.payload);
      if (job.every_ms) await rescheduleRecurringJob(db, job.id, job.every_ms);
      else await deleteJob(db, job.id);
    } catch (err) {
      await this.#failed(job, err).catch((error: unknown) =>
        log.error({ job: job.name, id: job.id, reason: errorText(error) }, 'job queue: recording a failure failed'),
      );
    }
  }

  async #failed(job: ClaimedJob, err: unknown): Promise<void> {
    const { db, log } = this.#options;
    const reason = errorText(err);
    if (job.attempts < job.max_attempts) {
      const delayMs = retryDelayMs(job.attempts);
      log.warn({ job: job.name, id: job.id, attempt: job.attempts, retryInMs: delayMs, reason }, 'job failed');
      await retryJobLater(db, job.id, delayMs, reason);
    } else if (job.every_ms) {
      log.error({ job: job.name, id: job.id, attempts: job.attempts, reason }, 'recurring job failed every attempt');
      await rescheduleRecurringJob(db, job.id, job.every_ms);
    } else {
      log.error({ job: job.name, id: job.id, attempts: job.attempts, reason }, 'job given up');
      await deleteJob(db, job.id);
    }
  }

  #definition(name: string): Definition {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    return definition;
  }

  #pollIn(ms: number): void {
    if (this.#stopped || this.#timer === null) return;
    setTimeout(() => void this.poll(), ms).unref();
  }

  #track(work: Promise<void>): Promise<void> {
    this.#running.add(work);
    return work.finally(() => this.#running.delete(work));
  }
}
