import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orders, payments, type PaymentRow } from '../../db/schema/index.ts';

type NewPayment = Pick<
  PaymentRow,
  'order_id' | 'gateway' | 'method' | 'installments' | 'amount_cents' | 'idempotency_key' | 'expires_at' | 'details'
>;

/** Inserts the payment unless the order already has one with this idempotency key (then null). */
export async function insertPayment(db: Database, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.order_id, payments.idempotency_key] })
    .returning();
  return row ?? null;
}

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

export async function findPaymentByGatewayId(
  db: Database,
  gateway: PaymentRow['gateway'],
  gatewayPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gateway_payment_id, gatewayPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function findPaymentByKey(db: Database, orderId: string, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.idempotency_key, key)))
    .limit(1);
  return row ?? null;
}

/** The order's latest payment (the one its status follows). */
export async function latestPayment(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(desc(payments.created_at), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function updatePayment(
  db: Database,
  paymentId: string,
  values: Partial<Pick<PaymentRow, 'gateway_payment_id' | 'status' | 'details'>>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Pending payments whose PIX code or boleto can no longer be paid (the sweeper's work), oldest first. */
export function expiredPendingPayments(db: Database, gateway: PaymentRow['gateway'], now: Date, limit: number) {
  return db
    .select({ id: payments.id, gateway_payment_id: payments.gateway_payment_id })
    .from(payments)
    .where(
      and(
        eq(payments.gateway, gateway),
        eq(payments.status, 'pending'),
        isNotNull(payments.expires_at),
        lt(payments.expires_at, now),
      ),
    )
    .orderBy(asc(payments.expires_at))
    .limit(limit);
}

/** Pending PIX and boleto payments of the sandbox, newest first, with their order (the dev page's list). */
export function pendingSandboxPayments(db: Database, limit: number) {
  return db
    .select({
      id: payments.id,
      method: payments.method,
      amount_cents: payments.amount_cents,
      created_at: payments.created_at,
      expires_at: payments.expires_at,
      order_id: orders.id,
      buyer_email: orders.buyer_email,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(and(eq(payments.gateway, 'sandbox'), eq(payments.status, 'pending')))
    .orderBy(desc(payments.created_at))
    .limit(limit);
}

/** A sandbox boleto payment of the producer (its PDF route), with its order's buyer. */
export async function findSandboxBoleto(db: Database, producerId: string, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, buyerName: orders.buyer_name })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(orders.producer_id, producerId),
        eq(payments.gateway, 'sandbox'),
        eq(payments.method, 'boleto'),
      ),
    )
    .limit(1);
  return row ?? null;
}
