import type { Database } from '../../db/database.ts';
import { forgetLearnerState } from '../courses/learner.cache.ts';
import {
  insertSaleAccess,
  lockSaleAccess,
  setSaleEnd,
  setSaleRevoked,
  type SaleAccessValues,
} from './sale-access.repository.ts';

/**
 * What a sale does to a learner's access, whatever order its events arrive in and however often: every function
 * runs inside the caller's transaction, locks (or creates) the sale's one row, and says what changed. A revoked
 * sale stays revoked: an approval that arrives after its refund grants nothing.
 */
export type SaleChange = 'granted' | 'revoked' | 'extended' | 'end_set' | 'unchanged';

/** A paid sale: the access exists from `startsAt` to `endsAt` (null: lifetime), unless the sale was revoked. */
export async function grantSale(tx: Database, values: SaleAccessValues): Promise<SaleChange> {
  if (await insertSaleAccess(tx, values, null)) return 'granted';
  const row = await lockSaleAccess(tx, values);
  if (!row || row.revoked_at) return 'unchanged';
  if (laterEnd(row.ends_at, values.endsAt)) {
    await setSaleEnd(tx, row.id, values.endsAt);
    return 'extended';
  }
  return 'unchanged';
}

/** A refund, chargeback or cancellation: the access ends now (a row is made revoked when the grant has not come yet). */
export async function revokeSale(tx: Database, values: SaleAccessValues, at: Date): Promise<SaleChange> {
  if (await insertSaleAccess(tx, values, at)) return 'revoked';
  const row = await lockSaleAccess(tx, values);
  if (!row || row.revoked_at) return 'unchanged';
  await setSaleRevoked(tx, row.id, at);
  return 'revoked';
}

/** A subscription renewed: the end moves to `values.endsAt` when that is later (never earlier, never a revoked one). */
export async function renewSale(tx: Database, values: SaleAccessValues): Promise<SaleChange> {
  return grantSale(tx, values);
}

/** A subscription cancelled: the access lasts until the paid period's end (`endsAt`), not beyond, not revoked. */
export async function endSaleAt(tx: Database, values: SaleAccessValues, endsAt: Date): Promise<SaleChange> {
  if (await insertSaleAccess(tx, { ...values, endsAt }, null)) return 'end_set';
  const row = await lockSaleAccess(tx, values);
  if (!row || row.revoked_at) return 'unchanged';
  if (row.ends_at && row.ends_at.getTime() <= endsAt.getTime()) return 'unchanged';
  await setSaleEnd(tx, row.id, endsAt);
  return 'end_set';
}

/** Whether `next` ends later than `current` (null is forever). */
function laterEnd(current: Date | null, next: Date | null): boolean {
  if (current === null) return false;
  return next === null || next.getTime() > current.getTime();
}

/** After the transaction commits: the learner's next call sees the access (course lists, lesson gates). */
export function forgetSaleLearner(db: Database, userId: string): void {
  forgetLearnerState(db, userId);
}
