import type { WebhookProvider } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../../db/database.ts';
import type { ProducerRow, WebhookEventRow } from '../../../db/schema/index.ts';

/** A webhook call as it arrived: the raw body (bytes as text, before any parsing), its headers and query. */
export interface WebhookRequestParts {
  rawBody: string;
  headers: IncomingHttpHeaders;
  query: Record<string, string | undefined>;
}

/** What a verified body says it is: the provider's unique id of the event and its type. */
export interface IdentifiedEvent {
  eventId: string;
  eventType: string;
}

/** What processing a stored event needs (inside the job that runs it). */
export interface WebhookJobContext {
  app: FastifyInstance;
  db: Database;
  producer: ProducerRow;
  now: Date;
  /**
   * Work to run once the transaction committed (forget the learner's caches, the first-access e-mail); the job
   * always gives it. Optional so a unit test may call `process` alone: effects then run when they are registered.
   */
  afterCommit?(effect: () => Promise<void> | void): void;
}

/**
 * One platform's webhook dialect. `verify` runs first, in constant time, against the producer's secret for this
 * provider; nothing is written from an unverified call but a rejected-event row without its body. `process` runs on
 * the job queue, at least once per event (idempotent), and returns the outcome stored on the event row.
 */
export interface WebhookProviderAdapter {
  readonly provider: WebhookProvider;
  verify(parts: WebhookRequestParts, secret: string): boolean;
  /** Null when the verified body is not an event of this provider (answered 422 `webhooks.payload_invalid`). */
  identify(parts: WebhookRequestParts): IdentifiedEvent | null;
  process(context: WebhookJobContext, event: WebhookEventRow): Promise<string>;
}
