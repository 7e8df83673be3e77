import type { WebhookProvider } from '@members/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookEvents, type WebhookEventRow } from '../../db/schema/index.ts';

/** A call whose signature failed: kept without its body or event id, so nothing it says is stored. */
export async function insertRejectedEvent(db: Database, producerId: string, provider: WebhookProvider): Promise<void> {
  await db.insert(webhookEvents).values({
    producer_id: producerId,
    provider,
    signature_valid: false,
    raw_body: null,
    event_id: null,
    outcome: 'rejected: signature',
  });
}

export interface VerifiedEvent {
  producerId: string;
  provider: WebhookProvider;
  eventId: string;
  eventType: string;
  rawBody: string;
}

/** Stores a verified event once: the id of the new row, or null when the provider's event id was already stored. */
export async function insertVerifiedEvent(db: Database, event: VerifiedEvent): Promise<string | null> {
  const [row] = await db
    .insert(webhookEvents)
    .values({
      producer_id: event.producerId,
      provider: event.provider,
      event_id: event.eventId,
      event_type: event.eventType,
      raw_body: event.rawBody,
      signature_valid: true,
    })
    .onConflictDoNothing({
      target: [webhookEvents.producer_id, webhookEvents.provider, webhookEvents.event_id],
      where: isNotNull(webhookEvents.event_id),
    })
    .returning({ id: webhookEvents.id });
  return row?.id ?? null;
}

/** The stored twin of a replayed event while it is still unprocessed (its job may need enqueueing again). */
export async function findUnprocessedTwin(db: Database, event: VerifiedEvent): Promise<string | null> {
  const [row] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.producer_id, event.producerId),
        eq(webhookEvents.provider, event.provider),
        eq(webhookEvents.event_id, event.eventId),
        isNull(webhookEvents.processed_at),
      ),
    );
  return row?.id ?? null;
}

export async function findWebhookEvent(db: Database, id: string): Promise<WebhookEventRow | null> {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
  return row ?? null;
}

/** The event row, locked for the rest of the transaction (twin jobs wait here, then see it processed). */
export async function lockWebhookEvent(db: Database, id: string): Promise<WebhookEventRow | null> {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).for('update');
  return row ?? null;
}

export async function markEventProcessed(db: Database, id: string, outcome: string, at: Date): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ processed_at: at, outcome, attempts: sql`${webhookEvents.attempts} + 1`, last_error: null })
    .where(eq(webhookEvents.id, id));
}

/** A failed attempt (the job queue retries it): counted, with the error's class and message. */
export async function recordEventFailure(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ attempts: sql`${webhookEvents.attempts} + 1`, last_error: error.slice(0, 500) })
    .where(eq(webhookEvents.id, id));
}
