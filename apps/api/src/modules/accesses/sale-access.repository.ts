import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { userAccesses, type UserAccessRow } from '../../db/schema/index.ts';

/** One sale at its source: the row every grant, revoke and renewal of that sale meets on. */
export interface SaleKey {
  producerId: string;
  source: UserAccessRow['source'];
  /** Our order id, Hotmart's transaction, Kiwify's order id, Eduzz's invoice. */
  externalRef: string;
}

export interface SaleAccessValues extends SaleKey {
  userId: string;
  productCode: string;
  productName: string;
  startsAt: Date;
  /** Null: lifetime. */
  endsAt: Date | null;
  orderId?: string | null;
  purchaseUrl?: string | null;
}

const saleTarget = {
  target: [userAccesses.producer_id, userAccesses.source, userAccesses.external_ref],
  // onConflictDoNothing takes `where` (its `targetWhere` is ignored): the partial unique index needs it.
  where: isNotNull(userAccesses.external_ref),
};

function rowValues(values: SaleAccessValues) {
  return {
    producer_id: values.producerId,
    user_id: values.userId,
    product_code: values.productCode,
    product_name: values.productName,
    kind: 'compra' as const,
    source: values.source,
    external_ref: values.externalRef,
    order_id: values.orderId ?? null,
    purchase_url: values.purchaseUrl ?? null,
    starts_at: values.startsAt,
    ends_at: values.endsAt,
  };
}

/** The sale's access row, locked for the rest of the transaction (null when the sale was never seen). */
export async function lockSaleAccess(db: Database, key: SaleKey): Promise<UserAccessRow | null> {
  const rows = await db
    .select()
    .from(userAccesses)
    .where(
      and(
        eq(userAccesses.producer_id, key.producerId),
        eq(userAccesses.source, key.source),
        eq(userAccesses.external_ref, key.externalRef),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

/** Inserts the sale's row unless one exists (a concurrent twin's insert wins); true when this call inserted it. */
export async function insertSaleAccess(
  db: Database,
  values: SaleAccessValues,
  revokedAt: Date | null,
): Promise<boolean> {
  const inserted = await db
    .insert(userAccesses)
    .values({ ...rowValues(values), revoked_at: revokedAt })
    .onConflictDoNothing(saleTarget)
    .returning({ id: userAccesses.id });
  return inserted.length > 0;
}

export async function setSaleRevoked(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(userAccesses)
    .set({ revoked_at: sql`coalesce(${userAccesses.revoked_at}, ${at.toISOString()}::timestamptz)` })
    .where(eq(userAccesses.id, id));
}

export async function setSaleEnd(db: Database, id: string, endsAt: Date | null): Promise<void> {
  await db.update(userAccesses).set({ ends_at: endsAt }).where(eq(userAccesses.id, id));
}
