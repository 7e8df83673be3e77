import { createHmac } from 'node:crypto';
import type { WebhookEventRow } from '../../../db/schema/index.ts';
import { dateAt, parseObject, textAt } from '../payload-fields.ts';
import { applySaleEvent, type SaleAction, type SaleEvent } from '../sale-event.ts';
import { sameSecret } from '../secret-compare.ts';
import type { WebhookJobContext, WebhookProviderAdapter, WebhookRequestParts } from './provider-adapter.ts';

/**
 * Eduzz, Developer Hub webhooks (v3, https://developers.eduzz.com/): JSON `{ id, event, data, sentDate }` with the
 * header `x-signature`, the HMAC-SHA256 (hex) of the raw body keyed with the webhook's secret. `data` is the
 * invoice: `data.id`, `data.items[].productId`, `data.buyer` (or `data.student`, who studies when another pays),
 * `data.paidAt`. The legacy api_key/origin field of the old postback is not accepted.
 */

const revokes = new Set(['myeduzz.invoice_refunded', 'myeduzz.invoice_chargeback', 'myeduzz.invoice_canceled']);

function eduzzAction(eventType: string, body: unknown): SaleAction | null {
  if (eventType === 'myeduzz.invoice_paid')
    return { kind: 'grant', paidAt: dateAt(body, 'data.paidAt'), periodEnd: null };
  return revokes.has(eventType) ? { kind: 'revoke' } : null;
}

function eduzzSale(body: unknown, action: SaleAction): SaleEvent {
  const person = textAt(body, 'data.student.email') ? 'data.student' : 'data.buyer';
  const email = textAt(body, `${person}.email`);
  return {
    externalProductId: textAt(body, 'data.items.0.productId'),
    saleRef: textAt(body, 'data.id'),
    subscriptionRef: null,
    buyer: email ? { email, nome: textAt(body, `${person}.name`) ?? '' } : null,
    action,
  };
}

const signatureOf = (parts: WebhookRequestParts) => {
  const value = parts.headers['x-signature'];
  return (Array.isArray(value) ? value[0] : value)?.toLowerCase();
};

export const eduzzAdapter: WebhookProviderAdapter = {
  provider: 'eduzz',
  verify(parts, secret) {
    const expected = createHmac('sha256', secret).update(parts.rawBody, 'utf8').digest('hex');
    return sameSecret(signatureOf(parts), expected);
  },
  identify(parts) {
    const body = parseObject(parts.rawBody);
    const eventId = textAt(body, 'id');
    const eventType = textAt(body, 'event');
    return eventId && eventType ? { eventId, eventType } : null;
  },
  async process(context: WebhookJobContext, event: WebhookEventRow) {
    const body = parseObject(event.raw_body ?? '');
    const eventType = event.event_type ?? '';
    const action = eduzzAction(eventType, body);
    if (!action) return `ignored: event ${eventType}`;
    return applySaleEvent(context, 'eduzz', eduzzSale(body, action));
  },
};
