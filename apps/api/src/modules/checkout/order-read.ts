import type { OrderView } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { orderNotFoundError } from './checkout.errors.ts';
import { toOrderView } from './order-view.ts';
import { findOrderWithOffer, firstCourseOfProduct, orderHistory } from './orders.repository.ts';
import { expireIfDue } from './payment-expiry.ts';
import type { Payments } from './payments.ts';
import { latestPayment } from './payments.repository.ts';

/** The order as its buyer sees it (404 when missing or another producer's). */
export async function readOrder(db: Database, producerId: string, orderId: string): Promise<OrderView> {
  const found = await findOrderWithOffer(db, producerId, orderId);
  if (!found) throw orderNotFoundError();
  const [payment, history, courseId] = await Promise.all([
    latestPayment(db, orderId),
    orderHistory(db, orderId),
    found.order.status === 'paid' && found.order.signed_in
      ? firstCourseOfProduct(db, producerId, found.product.code)
      : Promise.resolve(null),
  ]);
  if (!payment) throw new Error(`order ${orderId} has no payment`);
  return toOrderView({ ...found, payment, history, courseId });
}

/** GET /api/checkout/orders/:id: a PIX or boleto past its time is expired first, so the buyer sees it at once. */
export async function orderForBuyer(
  db: Database,
  payments: Payments,
  producerId: string,
  orderId: string,
): Promise<OrderView> {
  const found = await findOrderWithOffer(db, producerId, orderId);
  if (!found) throw orderNotFoundError();
  await expireIfDue(db, payments, orderId);
  return readOrder(db, producerId, orderId);
}
