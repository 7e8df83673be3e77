import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  courses,
  offers,
  orders,
  orderStatusEvents,
  products,
  type OfferRow,
  type OrderRow,
  type ProductRow,
} from '../../db/schema/index.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';

type OrderStatus = OrderRow['status'];

export type NewOrder = Pick<
  OrderRow,
  | 'producer_id'
  | 'offer_id'
  | 'user_id'
  | 'signed_in'
  | 'buyer_name'
  | 'buyer_email'
  | 'buyer_cpf'
  | 'buyer_phone'
  | 'amount_cents'
  | 'coupon_code'
  | 'idempotency_key'
>;

/** Inserts the order unless the producer already has one with this idempotency key (then null). */
export async function insertOrder(db: Database, values: NewOrder): Promise<OrderRow | null> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.producer_id, orders.idempotency_key] })
    .returning();
  return row ?? null;
}

export async function findOrderByKey(db: Database, producerId: string, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.producer_id, producerId), eq(orders.idempotency_key, key)))
    .limit(1);
  return row ?? null;
}

/** An order of the producer with its offer and product (null when missing or another producer's). */
export async function findOrderWithOffer(
  db: Database,
  producerId: string,
  orderId: string,
): Promise<{ order: OrderRow; offer: OfferRow; product: ProductRow } | null> {
  const [row] = await db
    .select({ order: orders, offer: offers, product: products })
    .from(orders)
    .innerJoin(offers, eq(offers.id, orders.offer_id))
    .innerJoin(products, eq(products.id, offers.product_id))
    .where(and(eq(orders.producer_id, producerId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

/** The order row, locked for the rest of the transaction (every payment change of an order goes through it). */
export async function lockOrder(db: Database, orderId: string): Promise<OrderRow> {
  return firstOrThrow(await db.select().from(orders).where(eq(orders.id, orderId)).for('update'), 'order lock');
}

export async function setOrderStatus(
  db: Database,
  orderId: string,
  values: { status: OrderStatus; paid_at?: Date; amount_cents?: number },
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

export async function insertStatusEvent(
  db: Database,
  values: { order_id: string; payment_id: string | null; status: OrderStatus; source: string; at?: Date },
): Promise<void> {
  await db.insert(orderStatusEvents).values(values);
}

export function orderHistory(db: Database, orderId: string) {
  return db
    .select({ status: orderStatusEvents.status, at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.order_id, orderId))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
}

/** The first course (by position) a product opens: where a signed-in buyer goes once paid. */
export async function firstCourseOfProduct(db: Database, producerId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.producer_id, producerId), sql`${courses.product_codes} @> ARRAY[${code}]::text[]`))
    .orderBy(asc(courses.position), asc(courses.name))
    .limit(1);
  return row?.id ?? null;
}
