import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Database } from '../../../db/database.ts';
import {
  memoryItems,
  memoryReviews,
  type MemoryItemRow,
  type MemoryItemSnapshot,
  type MemoryReviewRow,
} from '../../../db/schema/memory.ts';
import type { ScheduleFields } from '../scheduler/fsrs-scheduler.ts';

/** The learner's review of that key with its item, or null. */
export async function selectReviewByKey(
  db: Database,
  userId: string,
  key: string,
): Promise<{ review: MemoryReviewRow; item: MemoryItemRow } | null> {
  const [row] = await db
    .select({ review: memoryReviews, item: memoryItems })
    .from(memoryReviews)
    .innerJoin(memoryItems, eq(memoryItems.id, memoryReviews.item_id))
    .where(and(eq(memoryReviews.user_id, userId), eq(memoryReviews.idempotency_key, key)));
  return row ?? null;
}

/** Where an item is: a card side, a question, or a clinical case's option. */
export type ItemKey = { flashcardId: number; ord: number } | { questionId: number } | { caseOptionId: number };

/** The learner's item, locked until the transaction ends; null when there is none. */
export async function lockItem(db: Database, userId: string, key: ItemKey): Promise<MemoryItemRow | null> {
  const where =
    'caseOptionId' in key
      ? and(eq(memoryItems.user_id, userId), eq(memoryItems.case_option_id, key.caseOptionId))
      : 'questionId' in key
        ? and(eq(memoryItems.user_id, userId), eq(memoryItems.question_id, key.questionId))
        : and(
            eq(memoryItems.user_id, userId),
            eq(memoryItems.flashcard_id, key.flashcardId),
            eq(memoryItems.card_ord, key.ord),
          );
  const [row] = await db.select().from(memoryItems).where(where).for('update');
  return row ?? null;
}

export async function lockItemById(db: Database, id: number): Promise<MemoryItemRow | null> {
  const [row] = await db.select().from(memoryItems).where(eq(memoryItems.id, id)).for('update');
  return row ?? null;
}

/** A card's first item (its first review); null when a concurrent review created it first. */
export async function insertCardItem(
  db: Database,
  values: {
    producerId: string;
    userId: string;
    flashcardId: number;
    ord: number;
    categoryId: number | null;
    fields: ScheduleFields;
  },
): Promise<MemoryItemRow | null> {
  const [row] = await db
    .insert(memoryItems)
    .values({
      producer_id: values.producerId,
      user_id: values.userId,
      flashcard_id: values.flashcardId,
      card_ord: values.ord,
      category_id: values.categoryId,
      ...values.fields,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateItem(
  db: Database,
  id: number,
  set: Partial<Omit<MemoryItemRow, 'id' | 'producer_id' | 'user_id'>>,
): Promise<MemoryItemRow> {
  const [row] = await db.update(memoryItems).set(set).where(eq(memoryItems.id, id)).returning();
  if (!row) throw new Error(`memory item ${id} vanished while locked`);
  return row;
}

/** The review, unless the learner used its key already (then null: nothing written). */
export async function insertReview(
  db: Database,
  values: typeof memoryReviews.$inferInsert,
): Promise<MemoryReviewRow | null> {
  const [row] = await db.insert(memoryReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The item's latest review that counts (by the order they were recorded). */
export async function selectLatestLiveReview(db: Database, itemId: number): Promise<MemoryReviewRow | null> {
  const [row] = await db
    .select()
    .from(memoryReviews)
    .where(and(eq(memoryReviews.item_id, itemId), isNull(memoryReviews.undone_at)))
    .orderBy(desc(memoryReviews.id))
    .limit(1);
  return row ?? null;
}

export async function markReviewUndone(db: Database, id: number, at: Date): Promise<void> {
  await db.update(memoryReviews).set({ undone_at: at }).where(eq(memoryReviews.id, id));
}

/** Counted reviews of the learner, counting no further than `upTo` (the fitting threshold: cheap below it). */
export async function countLiveReviews(db: Database, userId: string, upTo: number): Promise<number> {
  const [row] = await rawRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from memory_reviews
        where user_id = ${userId} and undone_at is null limit ${upTo}) r`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Counted reviews recorded after `since` (a fitting); reviewed at most `lateMs` before it (offline reviews arrive
 * late), so the scan stays within the recent part of the learner's time index.
 */
export async function countReviewsRecordedSince(db: Database, userId: string, since: Date, lateMs: number) {
  const [row] = await rawRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from memory_reviews where user_id = ${userId} and undone_at is null
        and reviewed_at >= ${new Date(since.getTime() - lateMs)} and created_at > ${since}`,
  );
  return Number(row?.count ?? 0);
}

/** The snapshot of an item's scheduling fields (what an undo restores). */
export function snapshotOf(row: MemoryItemRow): MemoryItemSnapshot {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review?.toISOString() ?? null,
    missed_in: row.missed_in,
    missed_at: row.missed_at?.toISOString() ?? null,
    resolved_at: row.resolved_at?.toISOString() ?? null,
  };
}

/** The columns a snapshot restores. */
export function restoredColumns(snapshot: MemoryItemSnapshot) {
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    due: new Date(snapshot.due),
    stability: snapshot.stability,
    difficulty: snapshot.difficulty,
    elapsed_days: snapshot.elapsed_days,
    scheduled_days: snapshot.scheduled_days,
    learning_steps: snapshot.learning_steps,
    reps: snapshot.reps,
    lapses: snapshot.lapses,
    state: snapshot.state,
    last_review: date(snapshot.last_review),
    missed_in: snapshot.missed_in,
    missed_at: date(snapshot.missed_at),
    resolved_at: date(snapshot.resolved_at),
  };
}
