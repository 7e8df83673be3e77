import type { Database } from '../../db/database.ts';
import { orderNotFoundError } from './checkout.errors.ts';
import { sandboxPaymentId } from './gateways/sandbox-gateway.ts';
import type { SettleOutcome } from './payment-settle.ts';
import type { Payments } from './payments.ts';
import { findPayment, pendingSandboxPayments } from './payments.repository.ts';

/** The dev page's list: the sandbox's pending PIX and boleto payments, newest first. */
export async function pendingSandboxPaymentList(db: Database) {
  const rows = await pendingSandboxPayments(db, 50);
  return rows.filter((row) => row.method !== 'card');
}

/** POST /api/dev/sandbox/payments/:id/pay: a pending sandbox payment paid, as a bank would report it. */
export async function paySandboxPayment(db: Database, payments: Payments, paymentId: string): Promise<SettleOutcome> {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.gateway !== 'sandbox' || payment.method === 'card') throw orderNotFoundError();
  const gatewayPaymentId = payment.gateway_payment_id ?? sandboxPaymentId(payment.id);
  return payments.settle({ gatewayPaymentId, paymentId: payment.id, status: 'paid' }, 'sandbox.dev');
}
