import type { Rating } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { MemoryItemRow } from '../../../db/schema/memory.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { Learner } from '../../../plugins/learner.ts';
import type { CardNoteRow } from '../cards/cards.repository.ts';
import { scheduleReview, type SchedulerSettings } from '../scheduler/fsrs-scheduler.ts';
import { scheduleOf } from './memory-state.ts';
import {
  type ItemKey,
  insertCardItem,
  insertReview,
  lockItem,
  selectReviewByKey,
  snapshotOf,
  updateItem,
} from './reviews.repository.ts';
import { recordTrackAnswer } from './track-progress.ts';

/** The item a review is about: a card side (its note), a question or a clinical case's option of the learner's memory. */
export type ReviewTarget =
  | { kind: 'card'; note: CardNoteRow; ord: number }
  | { kind: 'question'; questionId: number }
  | { kind: 'case'; optionId: number };

const itemKey = (target: ReviewTarget): ItemKey =>
  target.kind === 'card'
    ? { flashcardId: target.note.id, ord: target.ord }
    : target.kind === 'question'
      ? { questionId: target.questionId }
      : { caseOptionId: target.optionId };

/** Thrown inside the transaction when the key turns out to be used (the transaction then rolls back). */
export class KeyTaken extends Error {}

export interface ReviewWrite {
  target: ReviewTarget;
  rating: Rating;
  /** A question review: whether the answer was right. */
  correct: boolean | null;
  key: string;
  reviewedAt: Date;
  durationMs: number;
  settings: SchedulerSettings;
}

const later = (a: Date, b: Date | null) => (b && b.getTime() > a.getTime() ? b : a);

/**
 * One transaction: lock the item (or create a card's on its first review), check the key once more under the
 * lock, schedule, store the review with the item's state before it, update the item, and the track's answer.
 * A concurrent copy of the same review waits on the lock (or on the unique index) and then finds the key.
 */
export async function writeReview(db: Database, learner: Learner, write: ReviewWrite): Promise<MemoryItemRow> {
  return db.transaction(async (tx) => {
    const { target } = write;
    const key = itemKey(target);
    let before = await lockItem(tx, learner.userId, key);
    if (target.kind !== 'card' && (!before || before.removed_at !== null || before.resolved_at !== null))
      throw notFoundError("This item is not in the learner's memory");
    if (await selectReviewByKey(tx, learner.userId, write.key)) throw new KeyTaken();
    const at = later(write.reviewedAt, before?.last_review ?? null);
    const next = scheduleReview(before ? scheduleOf(before) : null, write.rating, at, write.settings);
    let created = false;
    if (!before && target.kind === 'card') {
      const inserted = await insertCardItem(tx, {
        producerId: learner.producerId,
        userId: learner.userId,
        flashcardId: target.note.id,
        ord: target.ord,
        categoryId: target.note.category_id,
        fields: next,
      });
      if (inserted) created = true;
      before = inserted ?? (await lockItem(tx, learner.userId, key));
      if (!before) throw new Error('card item missing after insert');
      if (!created && (await selectReviewByKey(tx, learner.userId, write.key))) throw new KeyTaken();
    }
    if (!before) throw notFoundError();
    const review = await insertReview(tx, {
      producer_id: learner.producerId,
      user_id: learner.userId,
      item_id: before.id,
      rating: write.rating,
      state_before: created ? 0 : before.state,
      snapshot: created ? null : snapshotOf(before),
      duration_ms: write.durationMs,
      reviewed_at: write.reviewedAt,
      idempotency_key: write.key,
    });
    if (!review) throw new KeyTaken();
    const item = created
      ? before
      : await updateItem(tx, before.id, {
          ...next,
          ...(write.correct === true ? { resolved_at: write.reviewedAt } : {}),
          ...(write.correct === false ? { missed_in: 'review', missed_at: write.reviewedAt } : {}),
        });
    if (target.kind === 'card' && target.note.track_id !== null)
      await recordTrackAnswer(
        tx,
        learner.userId,
        { id: target.note.id, track_id: target.note.track_id },
        write.rating,
        write.reviewedAt,
      );
    return item;
  });
}
