import type { OrderStatus } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { OrderRow, PaymentRow } from '../../db/schema/index.ts';
import { forgetSaleLearner, grantSale, revokeSale } from '../accesses/sale-access.ts';
import type { PaymentGateway, PaymentState } from './gateways/payment-gateway.ts';
import { findOrderWithOffer, insertStatusEvent, lockOrder, setOrderStatus } from './orders.repository.ts';
import { findPayment, findPaymentByGatewayId, latestPayment, updatePayment } from './payments.repository.ts';
import { saleAccessEnd } from './sale-period.ts';

export type SettleOutcome = 'paid' | 'changed' | 'unchanged';

export interface SettleDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'kind'>;
  /** After the commit of a payment that made its order paid (the buyer's e-mail). */
  onPaid: (order: OrderRow) => void;
  now?: () => Date;
}

const undoing = new Set<OrderStatus>(['refunded', 'chargeback', 'cancelled']);
const ending = new Set<OrderStatus>(['refused', 'expired', 'cancelled']);

/** Which payment state changes are real: a pending one may go anywhere, a paid one only back (refund ...). */
function paymentMoves(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (from === 'pending') return true;
  if (from === 'paid') return undoing.has(to);
  // A PIX paid just after it expired (or a refused card the issuer approved after all): the money came.
  return (from === 'refused' || from === 'expired') && to === 'paid';
}

async function findStatePayment(db: Database, deps: SettleDeps, state: PaymentState): Promise<PaymentRow | null> {
  const payment = state.paymentId
    ? await findPayment(db, state.paymentId)
    : await findPaymentByGatewayId(db, deps.gateway.kind, state.gatewayPaymentId);
  if (!payment || payment.gateway !== deps.gateway.kind) return null;
  if (payment.gateway_payment_id && payment.gateway_payment_id !== state.gatewayPaymentId) return null;
  return payment;
}

interface Settled {
  outcome: SettleOutcome;
  order: OrderRow;
}

/** The order's new status after its payment moved to `to` (null: the order stays as it is). */
function orderMove(order: OrderRow, payment: PaymentRow, isLatest: boolean, to: OrderStatus): OrderStatus | null {
  if (to === 'paid') return order.status === 'paid' || undoing.has(order.status) ? null : 'paid';
  if (undoing.has(to) && payment.status === 'paid') return order.status === 'paid' ? to : null;
  if (ending.has(to) && isLatest && order.status === 'pending') return to;
  return null;
}

async function settleInTransaction(tx: Database, deps: SettleDeps, state: PaymentState, source: string) {
  const found = await findStatePayment(tx, deps, state);
  if (!found) return null;
  const order = await lockOrder(tx, found.order_id);
  const payment = (await findPayment(tx, found.id)) ?? found;
  if (!paymentMoves(payment.status, state.status)) return { outcome: 'unchanged', order } satisfies Settled;
  const now = deps.now?.() ?? new Date();
  await updatePayment(tx, payment.id, {
    status: state.status,
    ...(payment.gateway_payment_id ? {} : { gateway_payment_id: state.gatewayPaymentId }),
  });
  const isLatest = (await latestPayment(tx, order.id))?.id === payment.id;
  const next = orderMove(order, payment, isLatest, state.status);
  if (!next) return { outcome: 'changed', order } satisfies Settled;
  await setOrderStatus(tx, order.id, next === 'paid' ? { status: next, paid_at: now } : { status: next });
  await insertStatusEvent(tx, { order_id: order.id, payment_id: payment.id, status: next, source, at: now });
  const sale = await saleValues(tx, order, now);
  if (next === 'paid') await grantSale(tx, sale);
  if (undoing.has(next)) await revokeSale(tx, sale, now);
  return { outcome: next === 'paid' ? 'paid' : 'changed', order: { ...order, status: next } } satisfies Settled;
}

async function saleValues(tx: Database, order: OrderRow, now: Date) {
  const found = await findOrderWithOffer(tx, order.producer_id, order.id);
  if (!found) throw new Error('order vanished under its lock');
  const { product, offer } = found;
  return {
    producerId: order.producer_id,
    source: 'offer' as const,
    externalRef: order.id,
    userId: order.user_id,
    productCode: product.code,
    productName: product.name,
    startsAt: now,
    endsAt: saleAccessEnd(product, offer, now),
    orderId: order.id,
  };
}

/** A settle applied inside a transaction: what it did, and what must run once that transaction committed. */
export interface SettledInTransaction {
  outcome: SettleOutcome;
  afterCommit: () => void;
}

/** `settle` inside the caller's transaction (which then holds the order's lock): the charge applies a card's answer. */
export async function settleWithin(
  tx: Database,
  deps: SettleDeps,
  state: PaymentState,
  source: string,
): Promise<SettledInTransaction> {
  const settled = await settleInTransaction(tx, deps, state, source);
  if (!settled || settled.outcome === 'unchanged') return { outcome: 'unchanged', afterCommit: () => undefined };
  return {
    outcome: settled.outcome,
    afterCommit: () => {
      forgetSaleLearner(deps.db, settled.order.user_id);
      if (settled.outcome === 'paid') deps.onPaid(settled.order);
    },
  };
}

/**
 * Applies a gateway's payment state to our payment and its order, in one transaction that locks the order row:
 * a history row for each order status change; paid → the sale's access (grantSale); refunded, chargeback or
 * cancelled of a paid order → revoked. Idempotent: a state already applied changes nothing ('unchanged').
 */
export async function settlePayment(deps: SettleDeps, state: PaymentState, source: string): Promise<SettleOutcome> {
  const settled = await deps.db.transaction((tx) => settleWithin(tx, deps, state, source));
  settled.afterCommit();
  return settled.outcome;
}
