import type { WebhookEventRow } from '../../../db/schema/index.ts';
import { dateAt, numberAt, parseObject, textAt } from '../payload-fields.ts';
import { applySaleEvent, type SaleAction, type SaleEvent } from '../sale-event.ts';
import { sameSecret } from '../secret-compare.ts';
import type { WebhookJobContext, WebhookProviderAdapter, WebhookRequestParts } from './provider-adapter.ts';

/**
 * Hotmart, webhook version 2.0.0 (https://developers.hotmart.com/docs/en/2.0.0/webhook/purchase-webhook/ and
 * .../cancel-subscription-webhook/): JSON `{ id, creation_date, event, version, data }`; the account's hottok in the
 * X-HOTMART-HOTTOK header (a shared secret, no body signature). `id` is unique per event.
 */

const grants = new Set(['PURCHASE_APPROVED', 'PURCHASE_COMPLETE']);
const revokes = new Set(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED']);

function header(parts: WebhookRequestParts, name: string): string | undefined {
  const value = parts.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What an event does: a recurring charge (recurrence_number > 1) renews; the cancellation ends at the next charge. */
function hotmartAction(eventType: string, body: unknown): SaleAction | null {
  if (grants.has(eventType)) {
    const recurrence = numberAt(body, 'data.purchase.recurrence_number') ?? 1;
    return {
      kind: recurrence > 1 ? 'renew' : 'grant',
      paidAt: dateAt(body, 'data.purchase.approved_date'),
      periodEnd: dateAt(body, 'data.purchase.date_next_charge'),
    };
  }
  if (revokes.has(eventType)) return { kind: 'revoke' };
  if (eventType === 'SUBSCRIPTION_CANCELLATION')
    return { kind: 'end', periodEnd: dateAt(body, 'data.date_next_charge') };
  return null;
}

/** Purchase events name the buyer; the cancellation names the subscriber. */
function hotmartSale(body: unknown, action: SaleAction): SaleEvent {
  const email = textAt(body, 'data.buyer.email') ?? textAt(body, 'data.subscriber.email');
  const name = textAt(body, 'data.buyer.name') ?? textAt(body, 'data.subscriber.name') ?? '';
  return {
    externalProductId: textAt(body, 'data.product.id'),
    saleRef: textAt(body, 'data.purchase.transaction'),
    subscriptionRef: textAt(body, 'data.subscription.subscriber.code') ?? textAt(body, 'data.subscriber.code'),
    buyer: email ? { email, nome: name } : null,
    action,
  };
}

export const hotmartAdapter: WebhookProviderAdapter = {
  provider: 'hotmart',
  verify: (parts, secret) => sameSecret(header(parts, 'x-hotmart-hottok'), secret),
  identify(parts) {
    const body = parseObject(parts.rawBody);
    const eventId = textAt(body, 'id');
    const eventType = textAt(body, 'event');
    return eventId && eventType ? { eventId, eventType } : null;
  },
  async process(context: WebhookJobContext, event: WebhookEventRow) {
    const body = parseObject(event.raw_body ?? '');
    const eventType = event.event_type ?? '';
    const action = hotmartAction(eventType, body);
    if (!action) return `ignored: event ${eventType}`;
    return applySaleEvent(context, 'hotmart', hotmartSale(body, action));
  },
};
