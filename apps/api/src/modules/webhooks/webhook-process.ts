import type { FastifyInstance } from 'fastify';
import { findProducerById } from '../tenancy/request-producer.ts';
import { webhookAdapter } from './webhook-registry.ts';
import {
  findWebhookEvent,
  lockWebhookEvent,
  markEventProcessed,
  recordEventFailure,
} from './webhook-events.repository.ts';

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : typeof error);

/**
 * The job: applies one stored event once. In one transaction that locks the event row, an unprocessed event goes
 * through its adapter and is marked processed with the outcome; what must follow the commit (caches, e-mail) runs
 * after it. A failure throws, and the queue retries: `processed_at` and the sale rules make a rerun harmless.
 */
export async function processWebhookEvent(app: FastifyInstance, eventId: string, now = new Date()): Promise<void> {
  const row = await findWebhookEvent(app.db, eventId);
  if (!row || row.processed_at || !row.signature_valid) return;
  const adapter = webhookAdapter(row.provider);
  const producer = await findProducerById(app.db, row.producer_id);
  const effects: (() => Promise<void> | void)[] = [];
  try {
    await app.db.transaction(async (tx) => {
      const locked = await lockWebhookEvent(tx, row.id);
      if (!locked || locked.processed_at) return;
      const outcome =
        adapter && producer
          ? await adapter.process({ app, db: tx, producer, now, afterCommit: (e) => effects.push(e) }, locked)
          : 'ignored: provider not wired';
      await markEventProcessed(tx, row.id, outcome, now);
    });
  } catch (error) {
    effects.length = 0;
    await recordEventFailure(app.db, row.id, errorText(error));
    throw error;
  }
  for (const effect of effects) await effect();
}

/** The payload the receiving call enqueued, checked (a job row is data like any other). */
export function eventIdOf(payload: unknown): string | null {
  const id = (payload as { eventId?: unknown } | null)?.eventId;
  return typeof id === 'string' ? id : null;
}
