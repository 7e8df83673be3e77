import type { retryPaymentRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { OfferRow, OrderRow } from '../../db/schema/index.ts';
import { priceWithCoupon } from '../offers/offers.service.ts';
import { alreadyPaidError, notRetryableError, orderNotFoundError } from './checkout.errors.ts';
import { chargePayment, type ChargeDeps } from './payment-charge.ts';
import { cardChargeOf, chosenInstallment, paymentExpiry } from './payment-choice.ts';
import { expireIfDue } from './payment-expiry.ts';
import { readOrder } from './order-read.ts';
import { paymentDetails } from './order-view.ts';
import { payerAddressFor } from './payer-address.ts';
import { findOrderWithOffer, insertStatusEvent, lockOrder, setOrderStatus } from './orders.repository.ts';
import { findPaymentByKey, insertPayment, latestPayment } from './payments.repository.ts';

type RetryInput = z.output<typeof retryPaymentRequestSchema>;

const retryable = new Set<OrderRow['status']>(['refused', 'expired']);

/** In one transaction locking the order: the new payment, the order pending again (null: a twin made it first). */
async function newPayment(tx: Database, deps: ChargeDeps, order: OrderRow, offer: OfferRow, input: RetryInput) {
  const locked = await lockOrder(tx, order.id);
  if (await findPaymentByKey(tx, order.id, input.idempotency_key)) return null;
  if (locked.status === 'paid') throw alreadyPaidError();
  if (!retryable.has(locked.status)) throw notRetryableError();
  const price = priceWithCoupon(offer, locked.coupon_code ?? undefined);
  const option = chosenInstallment(offer, price.priceCents, input, deps.payments.gateway.kind);
  const previous = await latestPayment(tx, order.id);
  const previousDetails = previous ? paymentDetails(previous) : null;
  const address = input.buyer?.endereco ?? previousDetails?.payer_address;
  const payer = payerAddressFor(deps.payments.gateway.kind, input.method, address);
  const payment = await insertPayment(tx, {
    order_id: order.id,
    gateway: deps.payments.gateway.kind,
    method: input.method,
    installments: option.count,
    amount_cents: option.total_cents,
    idempotency_key: input.idempotency_key,
    expires_at: paymentExpiry(input.method, new Date()),
    details: { link_base: previousDetails?.link_base ?? null, ...payer },
  });
  if (!payment) return null;
  await setOrderStatus(tx, order.id, { status: 'pending', amount_cents: option.total_cents });
  await insertStatusEvent(tx, { order_id: order.id, payment_id: payment.id, status: 'pending', source: 'retry' });
  return payment;
}

/**
 * POST /api/checkout/orders/:id/payments: another payment for a refused or expired order (a paid one: 409
 * already_paid; a PIX or boleto still payable: 409 not_retryable). The same idempotency key answers the payment
 * already made (`created: false`).
 */
export async function retryPayment(deps: ChargeDeps, producerId: string, orderId: string, input: RetryInput) {
  const found = await findOrderWithOffer(deps.db, producerId, orderId);
  if (!found) throw orderNotFoundError();
  await expireIfDue(deps.db, deps.payments, orderId);
  const made = await deps.db.transaction((tx) => newPayment(tx, deps, found.order, found.offer, input));
  const payment = made ?? (await findPaymentByKey(deps.db, orderId, input.idempotency_key));
  if (payment) await chargePayment({ ...deps, card: cardChargeOf(input) }, orderId, payment.id);
  return { created: made !== null, order: await readOrder(deps.db, producerId, orderId) };
}
