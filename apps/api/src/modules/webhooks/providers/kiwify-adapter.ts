import { createHmac } from 'node:crypto';
import type { WebhookEventRow } from '../../../db/schema/index.ts';
import { dateAt, parseObject, textAt } from '../payload-fields.ts';
import { applySaleEvent, type SaleAction, type SaleEvent } from '../sale-event.ts';
import { sameSecret } from '../secret-compare.ts';
import type { WebhookJobContext, WebhookProviderAdapter } from './provider-adapter.ts';

/**
 * Kiwify (https://docs.kiwify.com.br/api-reference/webhooks/receiving): a JSON POST whose URL gains the query
 * parameter `signature`, the HMAC-SHA1 (lower-case hex) of the raw body keyed with the webhook's token; the event
 * is `webhook_event_type`. Each charge of a subscription is a new `order_id`; `subscription_id` stays the same, and
 * `Subscription.customer_access.access_until` is the end of the paid period
 * (https://docs.kiwify.com.br/api-reference/webhooks/subscription-events).
 */

/** The paid period's end a subscription event names (its next payment when the access end is absent). */
const periodEndOf = (body: unknown) =>
  dateAt(body, 'Subscription.customer_access.access_until') ?? dateAt(body, 'Subscription.next_payment');

function kiwifyAction(eventType: string, body: unknown): SaleAction | null {
  switch (eventType) {
    case 'order_approved':
    case 'subscription_renewed':
      return {
        kind: eventType === 'order_approved' ? 'grant' : 'renew',
        paidAt: dateAt(body, 'approved_date'),
        periodEnd: periodEndOf(body),
      };
    case 'order_refunded':
    case 'chargeback':
      return { kind: 'revoke' };
    case 'subscription_canceled':
      return { kind: 'end', periodEnd: periodEndOf(body) };
    default:
      return null;
  }
}

function kiwifySale(body: unknown, action: SaleAction): SaleEvent {
  const email = textAt(body, 'Customer.email');
  return {
    externalProductId: textAt(body, 'Product.product_id'),
    saleRef: textAt(body, 'order_id'),
    subscriptionRef: textAt(body, 'subscription_id') ?? textAt(body, 'Subscription.id'),
    buyer: email ? { email, nome: textAt(body, 'Customer.full_name') ?? '' } : null,
    action,
  };
}

export const kiwifyAdapter: WebhookProviderAdapter = {
  provider: 'kiwify',
  verify(parts, secret) {
    const expected = createHmac('sha1', secret).update(parts.rawBody, 'utf8').digest('hex');
    return sameSecret(parts.query['signature']?.toLowerCase(), expected);
  },
  /**
   * Kiwify's sales webhooks carry no event id. Derived, stable across its retries: the order (a new one per charge),
   * the event type and, for subscription events, the paid period's end (one per charge).
   */
  identify(parts) {
    const body = parseObject(parts.rawBody);
    const orderId = textAt(body, 'order_id');
    const eventType = textAt(body, 'webhook_event_type');
    if (!orderId || !eventType) return null;
    const period = eventType.startsWith('subscription_') ? (periodEndOf(body)?.toISOString() ?? '') : '';
    return { eventId: [orderId, eventType, period].filter(Boolean).join(':'), eventType };
  },
  async process(context: WebhookJobContext, event: WebhookEventRow) {
    const body = parseObject(event.raw_body ?? '');
    const eventType = event.event_type ?? '';
    const action = kiwifyAction(eventType, body);
    if (!action) return `ignored: event ${eventType}`;
    return applySaleEvent(context, 'kiwify', kiwifySale(body, action));
  },
};
