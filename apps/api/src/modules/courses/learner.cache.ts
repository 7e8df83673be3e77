import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import type { UserAccessRow } from '../../db/schema/index.ts';
import { bestAccesses, type LearnerAccess } from './course-access.ts';
import { readAccessRows } from './course-access.repository.ts';
import type { Learner } from '../../plugins/learner.ts';
import { loadCourseState, loadWatchedCounts, type LearnerCourseState } from './learner-state.ts';

/**
 * A learner's own state (accesses, watched lessons, progress, ratings, completed tasks, flashcard answers) as
 * the catalog and module pages read it, kept this long per process. Every write of it here calls
 * forgetLearnerState, so the learner sees their own change on the next call; a change made through another API
 * process (or straight in the database, like a purchase webhook would) shows within this time. Accesses are kept
 * as rows: whether one is active is decided on every request, so an access that ends is never served late.
 */
export const learnerCacheTtlMs = 2_000;

const accessRows = perDatabase<Database, readonly UserAccessRow[]>({ ttlMs: learnerCacheTtlMs });
const watchedCounts = perDatabase<Database, ReadonlyMap<string, number>>({ ttlMs: learnerCacheTtlMs });
const courseStates = perDatabase<Database, LearnerCourseState>({ ttlMs: learnerCacheTtlMs });

const learnerTag = (userId: string) => `learner:${userId}`;

/** The learner's active accesses now, the best per product. */
export async function cachedLearnerAccess(db: Database, { producerId, userId }: Learner): Promise<LearnerAccess> {
  const rows = await accessRows(db).read(`${producerId}:${userId}`, () => readAccessRows(db, producerId, userId), {
    tags: () => [learnerTag(userId)],
  });
  return bestAccesses(rows);
}

export function cachedWatchedCounts(db: Database, { userId }: Learner): Promise<ReadonlyMap<string, number>> {
  return watchedCounts(db).read(userId, () => loadWatchedCounts(db, userId), { tags: () => [learnerTag(userId)] });
}

export function cachedCourseState(
  db: Database,
  { producerId, userId }: Learner,
  courseId: string,
): Promise<LearnerCourseState> {
  return courseStates(db).read(`${userId}:${courseId}`, () => loadCourseState(db, producerId, userId, courseId), {
    tags: () => [learnerTag(userId)],
  });
}

/** After any write of the learner's progress, ratings, tasks, flashcard answers or accesses. */
export function forgetLearnerState(db: Database, userId: string): void {
  for (const cache of [accessRows(db), watchedCounts(db), courseStates(db)]) cache.forget(learnerTag(userId));
}
