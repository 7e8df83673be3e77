import type { Database } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { countLiveReviews } from '../study/reviews.repository.ts';
import { fitParametersJob } from './fsrs-fitting.ts';
import { claimFitting, selectSettings } from './settings.repository.ts';
import { reviewsForFitting } from './settings.ts';

/**
 * After a counted review: when the learner's reviews reach 1,000 (and every further 1,000) since the last
 * fitting, queue one fitting job (one at a time: the `fitting` flag and the job key). Never fits on the request.
 */
export async function maybeQueueFitting(db: Database, jobs: Pick<JobQueue, 'enqueue'>, userId: string): Promise<void> {
  const count = await countLiveReviews(db, userId);
  if (count < reviewsForFitting) return;
  const settings = await selectSettings(db, userId);
  if (settings?.fitting) return;
  const fittedAt = settings?.weights_review_count ?? 0;
  if (Math.floor(count / reviewsForFitting) <= Math.floor(fittedAt / reviewsForFitting)) return;
  if (await claimFitting(db, userId)) await jobs.enqueue(fitParametersJob, { userId }, { key: `fit:${userId}` });
}
