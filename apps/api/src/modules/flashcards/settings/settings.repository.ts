import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { memoryReviews, memorySettings, type MemorySettingsRow } from '../../../db/schema/memory.ts';

export async function selectSettings(db: Database, userId: string): Promise<MemorySettingsRow | null> {
  const [row] = await db.select().from(memorySettings).where(eq(memorySettings.user_id, userId));
  return row ?? null;
}

export interface SettingsValues {
  desired_retention: number;
  new_per_day: number;
  max_reviews_per_day: number;
  days_off: number[];
}

export async function upsertSettings(
  db: Database,
  userId: string,
  values: SettingsValues,
  at: Date,
): Promise<MemorySettingsRow> {
  const [row] = await db
    .insert(memorySettings)
    .values({ user_id: userId, ...values, updated_at: at })
    .onConflictDoUpdate({ target: memorySettings.user_id, set: { ...values, updated_at: at } })
    .returning();
  if (!row) throw new Error('settings upsert returned no row');
  return row;
}

/** The learner's reviews that count (not undone). */
export async function countReviews(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memoryReviews)
    .where(and(eq(memoryReviews.user_id, userId), isNull(memoryReviews.undone_at)));
  return Number(row?.count ?? 0);
}

/** Marks a fitting as queued unless one already is (creating the row with defaults); true when this call did. */
export async function claimFitting(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .insert(memorySettings)
    .values({ user_id: userId, fitting: true })
    .onConflictDoUpdate({
      target: memorySettings.user_id,
      set: { fitting: true },
      setWhere: sql`${memorySettings.fitting} = false`,
    })
    .returning({ user_id: memorySettings.user_id });
  return rows.length > 0;
}

/** Clears the fitting flag (a failed fitting). */
export async function releaseFitting(db: Database, userId: string): Promise<void> {
  await db.update(memorySettings).set({ fitting: false }).where(eq(memorySettings.user_id, userId));
}

export async function storeWeights(
  db: Database,
  userId: string,
  weights: number[] | null,
  reviewCount: number,
  at: Date,
): Promise<void> {
  await db
    .update(memorySettings)
    .set({
      fitting: false,
      ...(weights ? { fsrs_weights: weights, weights_fitted_at: at, weights_review_count: reviewCount } : {}),
    })
    .where(eq(memorySettings.user_id, userId));
}

/** Every counted review of the learner, item by item in time order (the fitting's logs). */
export function selectReviewLogs(db: Database, userId: string) {
  return db
    .select({ item_id: memoryReviews.item_id, rating: memoryReviews.rating, reviewed_at: memoryReviews.reviewed_at })
    .from(memoryReviews)
    .where(and(eq(memoryReviews.user_id, userId), isNull(memoryReviews.undone_at)))
    .orderBy(asc(memoryReviews.item_id), asc(memoryReviews.reviewed_at), asc(memoryReviews.id));
}
