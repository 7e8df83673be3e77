import type { createOrderRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { OrderRow, UserRow } from '../../db/schema/index.ts';
import { findOrCreateBuyer } from '../accesses/buyer-account.ts';
import { soldElsewhereError } from '../offers/offers.errors.ts';
import { loadOffer, priceWithCoupon } from '../offers/offers.service.ts';
import { signedInElsewhereError } from './checkout.errors.ts';
import { chargePayment, type ChargeDeps } from './payment-charge.ts';
import { cardChargeOf, chosenInstallment, paymentExpiry } from './payment-choice.ts';
import { readOrder } from './order-read.ts';
import { payerAddressFor } from './payer-address.ts';
import { findOrderByKey, insertOrder, insertStatusEvent } from './orders.repository.ts';
import { findPaymentByKey, insertPayment } from './payments.repository.ts';

type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** Who buys: the site's producer, the signed-in learner of that producer (or nobody), the member area's address. */
export interface Purchaser {
  producerId: string;
  signedIn: UserRow | null;
  /** Base of the links e-mailed once paid (null: none known yet; the producer's medmember_url wins anyway). */
  linkBase: string | null;
}

async function buyerAccount(db: Database, purchaser: Purchaser, input: CreateOrderInput): Promise<UserRow> {
  if (purchaser.signedIn) {
    if (purchaser.signedIn.email.toLowerCase() !== input.buyer.email) throw signedInElsewhereError();
    return purchaser.signedIn;
  }
  const buyer = { email: input.buyer.email, nome: input.buyer.nome, cpf: input.buyer.cpf, phone: input.buyer.telefone };
  return (await findOrCreateBuyer(db, purchaser.producerId, buyer)).user;
}

/**
 * POST /api/checkout/orders: checks the offer, the method, the installments and the coupon, finds (or creates) the
 * buyer's account, and makes the order and its first payment in one transaction; the same idempotency key answers
 * the order already made (`created: false`), however many twins race. Then the payment is charged, once.
 */
export async function createOrder(deps: ChargeDeps, purchaser: Purchaser, input: CreateOrderInput) {
  const { producerId } = purchaser;
  const { offer } = await loadOffer(deps.db, producerId, input.offer_uuid);
  if (offer.channel !== 'here') throw soldElsewhereError();
  const price = priceWithCoupon(offer, input.coupon);
  const option = chosenInstallment(offer, price.priceCents, input, deps.payments.gateway.kind);
  const payer = payerAddressFor(deps.payments.gateway.kind, input.method, input.buyer.endereco);
  const replayed = await findOrderByKey(deps.db, producerId, input.idempotency_key);
  if (replayed) return { created: false, order: await chargeAndRead(deps, replayed, input) };
  const user = await buyerAccount(deps.db, purchaser, input);
  const now = new Date();
  const made = await deps.db.transaction(async (tx) => {
    const order = await insertOrder(tx, {
      producer_id: producerId,
      offer_id: offer.id,
      user_id: user.id,
      signed_in: purchaser.signedIn !== null,
      buyer_name: input.buyer.nome,
      buyer_email: input.buyer.email,
      buyer_cpf: input.buyer.cpf,
      buyer_phone: input.buyer.telefone,
      amount_cents: option.total_cents,
      coupon_code: price.couponApplied,
      idempotency_key: input.idempotency_key,
    });
    if (!order) return null;
    const payment = await insertPayment(tx, {
      order_id: order.id,
      gateway: deps.payments.gateway.kind,
      method: input.method,
      installments: option.count,
      amount_cents: option.total_cents,
      idempotency_key: input.idempotency_key,
      expires_at: paymentExpiry(input.method, now),
      details: { link_base: purchaser.linkBase, ...payer },
    });
    await insertStatusEvent(tx, {
      order_id: order.id,
      payment_id: payment?.id ?? null,
      status: 'pending',
      source: 'checkout',
    });
    return { order, payment };
  });
  const order = made?.order ?? (await findOrderByKey(deps.db, producerId, input.idempotency_key));
  if (!order) throw new Error('order neither inserted nor found by its key');
  return { created: made !== null, order: await chargeAndRead(deps, order, input) };
}

/**
 * Charges the order's payment of this key unless that was done (a twin that lost the race waits on the order's
 * lock, then finds it charged; a replay after the gateway was down charges now), and reads the order.
 */
async function chargeAndRead(deps: ChargeDeps, order: OrderRow, input: CreateOrderInput) {
  const payment = await findPaymentByKey(deps.db, order.id, input.idempotency_key);
  if (payment) await chargePayment({ ...deps, card: cardChargeOf(input) }, order.id, payment.id);
  return readOrder(deps.db, order.producer_id, order.id);
}
