import type { WebhookEventRow } from '../../../db/schema/index.ts';
import { notificationOf } from './mercadopago-notification-body.ts';
import { mercadoPagoSignatureValid } from './mercadopago-signature.ts';
import type { WebhookJobContext, WebhookProviderAdapter, WebhookRequestParts } from './provider-adapter.ts';

/**
 * Mercado Pago's Webhooks notifications of our own gateway's payments (Checkout Transparente, the
 * `notification_url` of each charge): JSON `{ id, type, action, data: { id } }`, `data.id` also in the URL's query,
 * signed in `x-signature` (mercadopago-signature.ts). The body is only a hint: the payment's state is asked of
 * Mercado Pago (fetchPayment) and settled from that answer (app.payments, within the event's transaction).
 */

function header(parts: WebhookRequestParts, name: string): string | undefined {
  const value = parts.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The signed id is the query's `data.id`; a body naming another resource than the signed one is not trusted. */
function signedDataId(parts: WebhookRequestParts): string | null | undefined {
  const queryId = parts.query['data.id'];
  const bodyId = notificationOf(parts.rawBody)?.data.id;
  if (queryId && bodyId && queryId.toLowerCase() !== bodyId.toLowerCase()) return null;
  return queryId ?? bodyId;
}

export const mercadoPagoNotificationAdapter: WebhookProviderAdapter = {
  provider: 'mercadopago',
  verify(parts, secret) {
    const dataId = signedDataId(parts);
    if (dataId === null) return false;
    return mercadoPagoSignatureValid(
      { signature: header(parts, 'x-signature'), requestId: header(parts, 'x-request-id'), dataId },
      secret,
    );
  },
  identify(parts) {
    const notification = notificationOf(parts.rawBody);
    return notification ? { eventId: notification.id, eventType: notification.type } : null;
  },
  async process(context: WebhookJobContext, event: WebhookEventRow) {
    const notification = notificationOf(event.raw_body ?? '');
    if (!notification) return 'ignored: not a Mercado Pago notification';
    if (notification.type !== 'payment') return `ignored: ${notification.type} notification`;
    const { gateway } = context.app.payments;
    if (gateway.kind !== 'mercadopago') return 'ignored: Mercado Pago is not the payment gateway';
    const state = await gateway.fetchPayment(notification.data.id);
    if (!state.paymentId) return 'ignored: a payment not made by this checkout';
    // Inside the job's transaction (the event row's lock); its effects (caches, the paid e-mail) after the commit.
    const settled = await context.app.payments.settleWithin(context.db, state, 'mercadopago-webhook');
    if (context.afterCommit) context.afterCommit(settled.afterCommit);
    else settled.afterCommit();
    return `${settled.outcome}: ${state.status}`;
  },
};
