import { computeParameters, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import type { Database } from '../../../db/database.ts';
import { now } from '../../../clock/clock.ts';
import { studyDayNumber } from '../study-day.ts';
import { releaseFitting, selectReviewLogs, storeWeights } from './settings.repository.ts';

/** The job that fits a learner's FSRS parameters (payload: `{ userId }`), enqueued by a review, never run on one. */
export const fitParametersJob = 'flashcards.fit-parameters';

interface ReviewLog {
  item_id: number;
  rating: number;
  reviewed_at: Date;
}

/**
 * The binding's training set: per item, one FSRSItem per review after the first, holding the history up to it;
 * `deltaT` in study days since the previous review (0 for the first, and for reviews the same day).
 */
export function trainingItems(logs: readonly ReviewLog[]): FSRSBindingItem[] {
  const byItem = new Map<number, ReviewLog[]>();
  for (const log of logs) {
    const list = byItem.get(log.item_id) ?? [];
    list.push(log);
    byItem.set(log.item_id, list);
  }
  const items: FSRSBindingItem[] = [];
  for (const history of byItem.values()) {
    const reviews = history.map(
      (log, index) =>
        new FSRSBindingReview(
          log.rating,
          index === 0
            ? 0
            : studyDayNumber(log.reviewed_at) - studyDayNumber((history[index - 1] as ReviewLog).reviewed_at),
        ),
    );
    for (let end = 2; end <= reviews.length; end++) {
      const item = new FSRSBindingItem(reviews.slice(0, end));
      if (item.longTermReviewCnt() > 0) items.push(item);
    }
  }
  return items;
}

/**
 * Fits the learner's FSRS-6 parameters from their reviews and stores them (they replace the defaults from the
 * next review on); clears the `fitting` flag either way. Idempotent: a rerun fits the same logs again. No
 * `timeout` option: with one, computeParameters (binding 0.5.0) never settled in our tests.
 */
export async function fitLearnerParameters(db: Database, userId: string): Promise<number[] | null> {
  const logs = await selectReviewLogs(db, userId);
  const items = trainingItems(logs);
  const weights = items.length > 0 ? await computeParameters(items, { enableShortTerm: true }) : null;
  const usable = weights && weights.length >= 19 && weights.every(Number.isFinite) ? weights : null;
  await storeWeights(db, userId, usable, logs.length, now());
  return usable;
}

/** The job's body: a fitting that throws frees the flag (so a later review may queue one) and is retried. */
export async function runFitting(db: Database, userId: string): Promise<number[] | null> {
  try {
    return await fitLearnerParameters(db, userId);
  } catch (error) {
    await releaseFitting(db, userId);
    throw error;
  }
}
