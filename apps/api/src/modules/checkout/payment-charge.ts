import { AppError } from '../../errors/app-error.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentRow } from '../../db/schema/index.ts';
import { gatewayUnavailableError } from './checkout.errors.ts';
import type { PaymentGateway } from './gateways/payment-gateway.ts';
import { findOrderWithOffer, lockOrder } from './orders.repository.ts';
import { paymentDetails } from './order-view.ts';
import type { CardCharge } from './payment-choice.ts';
import type { Payments } from './payments.ts';
import { findPayment, updatePayment } from './payments.repository.ts';

export interface ChargeDeps {
  db: Database;
  payments: Payments;
  /** After a charge left the payment pending (PIX, boleto): the sandbox's autopay, when configured. */
  afterPending?: (payment: PaymentRow) => Promise<void>;
}

/** One charge: the deps and, for a card, what the gateway script found (never stored). */
type ChargeCall = ChargeDeps & { card?: CardCharge };

async function askGateway(gateway: PaymentGateway, request: Parameters<PaymentGateway['charge']>[0]) {
  try {
    return await gateway.charge(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw gatewayUnavailableError(error);
  }
}

/** Charges the payment once, under the order's lock: a twin request waits, then finds it charged. */
async function chargeLocked(tx: Database, deps: ChargeCall, orderId: string, paymentId: string) {
  const order = await lockOrder(tx, orderId);
  const payment = await findPayment(tx, paymentId);
  if (!payment || payment.gateway_payment_id || payment.status !== 'pending') return null;
  const found = await findOrderWithOffer(tx, order.producer_id, order.id);
  if (!found) return null;
  const address = paymentDetails(payment).payer_address;
  const result = await askGateway(deps.payments.gateway, {
    paymentId: payment.id,
    amountCents: payment.amount_cents,
    method: payment.method,
    installments: payment.installments,
    ...deps.card,
    description: `${found.product.name} — ${found.offer.name}`,
    buyer: {
      nome: order.buyer_name,
      email: order.buyer_email,
      cpf: order.buyer_cpf,
      phone: order.buyer_phone,
      ...(address ? { address } : {}),
    },
    expiresAt: payment.expires_at ?? new Date(),
  });
  const details = {
    ...paymentDetails(payment),
    ...(result.pix ? { pix: result.pix } : {}),
    ...(result.boleto ? { boleto: result.boleto } : {}),
    ...(result.card ? { card: result.card } : {}),
    ...(result.refusalReason ? { refusal_reason: result.refusalReason } : {}),
  };
  await updatePayment(tx, payment.id, { gateway_payment_id: result.gatewayPaymentId, details });
  // A card's answer is final: applied under the same lock, so a twin request never reads it half done.
  const state = { gatewayPaymentId: result.gatewayPaymentId, paymentId: payment.id, status: result.status };
  const settled = result.status === 'pending' ? null : await deps.payments.settleWithin(tx, state, 'checkout');
  return { result, payment, settled };
}

/**
 * Sends the payment to the gateway (once: a payment with the gateway's id is never charged again) and applies its
 * answer: paid or refused at once (cards) in the same transaction; pending (PIX, boleto) waits for the gateway. A card
 * token the gateway refuses as a token leaves the payment refused, and the 422 goes to the buyer.
 */
export async function chargePayment(deps: ChargeCall, orderId: string, paymentId: string): Promise<void> {
  let charged: Awaited<ReturnType<typeof chargeLocked>>;
  try {
    charged = await deps.db.transaction((tx) => chargeLocked(tx, deps, orderId, paymentId));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) {
      await deps.payments.settle(
        { gatewayPaymentId: `rejected_${paymentId}`, paymentId, status: 'refused' },
        'checkout',
      );
    }
    throw error;
  }
  if (!charged) return;
  charged.settled?.afterCommit();
  if (charged.result.status === 'pending') await deps.afterPending?.(charged.payment);
}
