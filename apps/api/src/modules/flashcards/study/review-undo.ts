import type { UndoResponse } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { notFoundError } from '../../../errors/common.errors.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { now } from '../../../clock/clock.ts';
import { forgetLearnerState } from '../../courses/learner.cache.ts';
import { selectCardNote } from '../cards/cards.repository.ts';
import { newCardFields } from '../scheduler/fsrs-scheduler.ts';
import { undoNotLatestError } from './flashcards.errors.ts';
import { itemState } from './memory-state.ts';
import { forgetNewCards } from './new-cards.cache.ts';
import {
  lockItemById,
  markReviewUndone,
  restoredColumns,
  selectLatestLiveReview,
  selectReviewByKey,
  updateItem,
} from './reviews.repository.ts';
import { recomputeTrackAnswer } from './track-progress.ts';

/**
 * POST /api/flashcards/reviews/:key/undo. Only the item's latest counted review, once: the item gets back
 * exactly the fields it had before (the snapshot). A card's first review had no row before it: the row stays
 * (the review log hangs on it, so a second undo still answers 409 and the key stays used) but goes back to a
 * never-reviewed card, state New with no review, which the queue serves as new again (`item: null`). A track's
 * answer for the note follows the reviews left. Another learner's key, or an unknown one: 404.
 */
export async function undoReview(db: Database, learner: Learner, key: string): Promise<UndoResponse> {
  const found = await selectReviewByKey(db, learner.userId, key);
  if (!found) throw notFoundError('No such review');
  const at = now();
  const result = await db.transaction(async (tx) => {
    const item = await lockItemById(tx, found.item.id);
    if (!item) throw notFoundError('No such review');
    const latest = await selectLatestLiveReview(tx, item.id);
    if (!latest || latest.id !== found.review.id) throw undoNotLatestError();
    await markReviewUndone(tx, latest.id, at);
    const snapshot = latest.snapshot;
    const restored = await updateItem(
      tx,
      item.id,
      snapshot ? restoredColumns(snapshot) : { ...newCardFields(item.created_at), resolved_at: null },
    );
    const note =
      restored.flashcard_id === null ? null : await selectCardNote(tx, learner.producerId, restored.flashcard_id);
    if (note?.track_id != null)
      await recomputeTrackAnswer(tx, learner.userId, { id: note.id, track_id: note.track_id }, at);
    return { restored, created: snapshot === null, onTrack: note?.track_id != null };
  });
  forgetNewCards(db, learner.userId);
  if (result.onTrack) forgetLearnerState(db, learner.userId);
  const state = itemState(result.restored);
  return { ref: state.ref, item: result.created ? null : state };
}
