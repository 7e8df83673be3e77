import { cardRefusalReasons, type BuyerAddress, type CardRefusalReason, type OrderView } from '@members/contract';
import type { OfferRow, OrderRow, PaymentRow, ProductRow } from '../../db/schema/index.ts';

type PaymentView = OrderView['payment'];

/** What a payment's `details` (jsonb) holds: what the gateway gave the buyer, and where links point. */
export interface PaymentDetails {
  pix?: NonNullable<PaymentView['pix']>;
  boleto?: NonNullable<PaymentView['boleto']>;
  card?: NonNullable<PaymentView['card']>;
  refusal_reason?: CardRefusalReason;
  /** The member area's address when the order was made (the first-access link's base once paid). */
  link_base?: string | null;
  /** The payer's address, kept only where the gateway needs it (payer-address.ts); never in the order's view. */
  payer_address?: BuyerAddress;
}

export const paymentDetails = (payment: PaymentRow) => payment.details as PaymentDetails;

function refusalOf(details: PaymentDetails): CardRefusalReason | null {
  const reason = details.refusal_reason;
  return reason && cardRefusalReasons.includes(reason) ? reason : null;
}

export function toPaymentView(payment: PaymentRow): PaymentView {
  const details = paymentDetails(payment);
  return {
    id: payment.id,
    method: payment.method,
    status: payment.status,
    installments: payment.installments,
    amount_cents: payment.amount_cents,
    pix: details.pix ?? null,
    boleto: details.boleto ?? null,
    card: details.card ?? null,
    refusal_reason: payment.status === 'refused' ? (refusalOf(details) ?? 'other') : null,
  };
}

export interface OrderParts {
  order: OrderRow;
  offer: OfferRow;
  product: ProductRow;
  payment: PaymentRow;
  history: readonly { status: OrderRow['status']; at: Date }[];
  /** The first course the product opens (a signed-in buyer's destination). */
  courseId: string | null;
}

function afterPayment({ order, courseId }: OrderParts): OrderView['after_payment'] {
  if (order.status !== 'paid') return null;
  return order.signed_in
    ? { kind: 'course', course_uuid: courseId }
    : { kind: 'check_email', email: order.buyer_email };
}

export function toOrderView(parts: OrderParts): OrderView {
  const { order, offer, product, payment, history } = parts;
  return {
    id: order.id,
    status: order.status,
    offer_uuid: offer.id,
    offer_name: offer.name,
    product_name: product.name,
    amount_cents: order.amount_cents,
    created_at: order.created_at.toISOString(),
    payment: toPaymentView(payment),
    history: history.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    after_payment: afterPayment(parts),
  };
}
