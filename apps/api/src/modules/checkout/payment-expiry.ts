import type { Database } from '../../db/database.ts';
import type { PaymentRow } from '../../db/schema/index.ts';
import type { Payments } from './payments.ts';
import { expiredPendingPayments, latestPayment } from './payments.repository.ts';

/** A pending PIX code or boleto past its time: expired (through settle, so the order's history says so). */
async function expirePayment(
  payments: Payments,
  payment: Pick<PaymentRow, 'id' | 'gateway_payment_id'>,
  source: string,
) {
  const gatewayPaymentId = payment.gateway_payment_id ?? `expired_${payment.id}`;
  return payments.settle({ gatewayPaymentId, paymentId: payment.id, status: 'expired' }, source);
}

/** Read time: an order whose latest payment ran out is shown expired at once, not at the sweeper's next pass. */
export async function expireIfDue(db: Database, payments: Payments, orderId: string, now = new Date()): Promise<void> {
  const payment = await latestPayment(db, orderId);
  if (payment?.status === 'pending' && payment.expires_at && payment.expires_at.getTime() < now.getTime()) {
    await expirePayment(payments, payment, 'expiry');
  }
}

/** The sweeper's pass: up to 500 pending payments of the gateway past their time (the next pass takes the rest). */
export async function expireDuePayments(db: Database, payments: Payments, now = new Date()): Promise<number> {
  let expired = 0;
  for (const payment of await expiredPendingPayments(db, payments.gateway.kind, now, 500)) {
    if ((await expirePayment(payments, payment, 'sweeper')) !== 'unchanged') expired += 1;
  }
  return expired;
}
