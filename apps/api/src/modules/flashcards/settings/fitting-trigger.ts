import type { Database } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { countLiveReviews, countReviewsRecordedSince } from '../study/reviews.repository.ts';
import { fitParametersJob } from './fsrs-fitting.ts';
import { claimFitting, selectSettings } from './settings.repository.ts';
import { reviewsForFitting } from './settings.ts';

/** How late an offline review may arrive (the review call refuses older ones). */
const offlineLateMs = 30 * 86_400_000;

/**
 * The learner's review count as far as the threshold needs it: before any fitting, counted up to the first
 * threshold only; after one, the count then plus the reviews recorded since (a scan of the recent reviews only).
 */
async function reviewCount(db: Database, userId: string, fitted: { at: Date; count: number } | null) {
  if (!fitted) return countLiveReviews(db, userId, reviewsForFitting);
  return fitted.count + (await countReviewsRecordedSince(db, userId, fitted.at, offlineLateMs));
}

/**
 * After a counted review: when the learner's reviews reach 1,000 (and every further 1,000) since the last
 * fitting, queue one fitting job (one at a time: the `fitting` flag and the job key). Never fits on the request.
 */
export async function maybeQueueFitting(db: Database, jobs: Pick<JobQueue, 'enqueue'>, userId: string): Promise<void> {
  const settings = await selectSettings(db, userId);
  if (settings?.fitting) return;
  const fitted =
    settings?.weights_fitted_at && settings.weights_review_count !== null
      ? { at: settings.weights_fitted_at, count: settings.weights_review_count }
      : null;
  const count = await reviewCount(db, userId, fitted);
  if (Math.floor(count / reviewsForFitting) <= Math.floor((fitted?.count ?? 0) / reviewsForFitting)) return;
  if (await claimFitting(db, userId)) await jobs.enqueue(fitParametersJob, { userId }, { key: `fit:${userId}` });
}
