import type { WebhookProvider } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import { notFoundError } from '../../errors/common.errors.ts';
import { findProducerById } from '../tenancy/request-producer.ts';
import { findProviderSecret } from './provider-secrets.repository.ts';
import type { WebhookRequestParts } from './providers/provider-adapter.ts';
import { webhookAdapter } from './webhook-registry.ts';
import { findUnprocessedTwin, insertRejectedEvent, insertVerifiedEvent } from './webhook-events.repository.ts';
import { payloadInvalidError, providerUnknownError, signatureInvalidError } from './webhooks.errors.ts';

/** The job that applies one stored event (payload `{ eventId }`, keyed by the event row's id). */
export const webhookProcessJob = 'webhooks.process';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxEventIdLength = 200;

/** The deployment's own secret per platform (MERCADOPAGO_WEBHOOK_SECRET), used when a producer has none stored. */
export type ConfiguredSecrets = Partial<Record<WebhookProvider, string | undefined>>;

/**
 * A platform's call: the producer's secret checks the raw body (constant time) before anything but a rejected row is
 * written; a verified event is stored once (the provider's event id is unique per producer) and queued. A replay
 * answers the same and queues nothing new (the job's key is the row id, so an unprocessed twin is queued at most once).
 * The producer's stored secret wins; without one, the deployment's configured secret for that platform checks it.
 */
export async function receiveWebhook(
  app: FastifyInstance,
  provider: string,
  producerId: string,
  parts: WebhookRequestParts,
  configured: ConfiguredSecrets = {},
): Promise<{ received: true }> {
  const adapter = webhookAdapter(provider);
  if (!adapter) throw providerUnknownError();
  const producer = uuidPattern.test(producerId) ? await findProducerById(app.db, producerId) : undefined;
  if (!producer) throw notFoundError('Producer not found');
  const secret =
    (await findProviderSecret(app.db, producer.id, adapter.provider)) ?? configured[adapter.provider] ?? null;
  if (secret === null || !adapter.verify(parts, secret)) {
    await insertRejectedEvent(app.db, producer.id, adapter.provider);
    throw signatureInvalidError();
  }
  const identified = adapter.identify(parts);
  if (!identified || identified.eventId.length > maxEventIdLength || identified.eventType.length > 100) {
    throw payloadInvalidError();
  }
  const event = { producerId: producer.id, provider: adapter.provider, ...identified, rawBody: parts.rawBody };
  const rowId = (await insertVerifiedEvent(app.db, event)) ?? (await findUnprocessedTwin(app.db, event));
  if (rowId) await app.jobs.enqueue(webhookProcessJob, { eventId: rowId }, { key: rowId });
  return { received: true };
}
