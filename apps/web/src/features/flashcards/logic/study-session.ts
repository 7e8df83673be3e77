import type { QueueItem, QueueResponse, Rating, TodayCounts } from '@members/contract';
import { countKind, refKey } from './item-ref.ts';

/** A review made in this session: the item as it was shown, its idempotency key, and its rating once known. */
export interface SessionReview {
  item: QueueItem;
  key: string;
  /** Null while a question's answer has not come back yet (offline): right is Good, wrong is Again. */
  rating: Rating | null;
  /** When the learner rated (epoch ms). */
  at: number;
}

export interface StudySession {
  /** Items still to study in this session, the one shown first. */
  items: QueueItem[];
  /** The reviews made, oldest first (undo takes the last one back). */
  reviews: SessionReview[];
  /** The item's `reps` when it was rated: the queue may send it again before that review is counted. */
  ratedReps: Record<string, number>;
  /** Today's counts of the last batch, and the reviews of each kind made since it came. */
  counts: TodayCounts | null;
  ratedSinceBatch: TodayCounts;
  /** The day's total when the session started (grows when more items come than it said). */
  initialTotal: number;
  /** The last batch brought nothing new: the session ends when its items run out. */
  exhausted: boolean;
  dayOff: boolean;
  loaded: boolean;
}

export type StudyAction =
  | { type: 'batch'; response: QueueResponse }
  | { type: 'advance'; key: string; rating: Rating | null; at: number }
  | { type: 'settle'; key: string; rating: Rating }
  | { type: 'undo' };

const zero: TodayCounts = { new: 0, learning: 0, review: 0, errors: 0 };

export const initialSession: StudySession = {
  items: [],
  reviews: [],
  ratedReps: {},
  counts: null,
  ratedSinceBatch: zero,
  initialTotal: 0,
  exhausted: false,
  dayOff: false,
  loaded: false,
};

const sum = (counts: TodayCounts) => counts.new + counts.learning + counts.review + counts.errors;

/** A fetched item worth adding: not already waiting here, and not an older state of one rated in this session. */
function isFresh(session: StudySession, item: QueueItem, waiting: Set<string>): boolean {
  const key = refKey(item.ref);
  if (waiting.has(key)) return false;
  const ratedAt = session.ratedReps[key];
  return ratedAt === undefined || item.reps > ratedAt;
}

function bump(counts: TodayCounts, item: QueueItem, step: 1 | -1): TodayCounts {
  const kind = countKind(item);
  return { ...counts, [kind]: Math.max(0, counts[kind] + step) };
}

/** The session's state: batches come in, the shown item is rated (or its answer settles), the last rating undone. */
export function studyReducer(session: StudySession, action: StudyAction): StudySession {
  switch (action.type) {
    case 'batch': {
      const waiting = new Set(session.items.map((item) => refKey(item.ref)));
      const fresh = action.response.items.filter((item) => {
        const keep = isFresh(session, item, waiting);
        waiting.add(refKey(item.ref));
        return keep;
      });
      const items = [...session.items, ...fresh];
      const first = session.loaded ? session.initialTotal : sum(action.response.counts);
      return {
        ...session,
        items,
        counts: action.response.counts,
        ratedSinceBatch: zero,
        initialTotal: Math.max(first, session.reviews.length + items.length),
        exhausted: fresh.length === 0,
        dayOff: action.response.day_off,
        loaded: true,
      };
    }
    case 'advance': {
      const [item, ...rest] = session.items;
      if (!item) return session;
      return {
        ...session,
        items: rest,
        reviews: [...session.reviews, { item, key: action.key, rating: action.rating, at: action.at }],
        ratedReps: { ...session.ratedReps, [refKey(item.ref)]: item.reps },
        ratedSinceBatch: bump(session.ratedSinceBatch, item, 1),
      };
    }
    case 'settle':
      return {
        ...session,
        reviews: session.reviews.map((review) =>
          review.key === action.key ? { ...review, rating: action.rating } : review,
        ),
      };
    case 'undo': {
      const last = session.reviews.at(-1);
      if (!last) return session;
      const { [refKey(last.item.ref)]: _undone, ...ratedReps } = session.ratedReps;
      return {
        ...session,
        items: [last.item, ...session.items.filter((item) => refKey(item.ref) !== refKey(last.item.ref))],
        reviews: session.reviews.slice(0, -1),
        ratedReps,
        ratedSinceBatch: bump(session.ratedSinceBatch, last.item, -1),
      };
    }
  }
}

/** "n of N": reviews made, and the day's total (at least what is known to be left). */
export function sessionProgress(session: StudySession): { done: number; total: number } {
  const done = session.reviews.length;
  return { done, total: Math.max(session.initialTotal, done + session.items.length) };
}

/** What is left today by kind: the last batch's counts less the reviews made since (never below what is here). */
export function remainingCounts(session: StudySession): TodayCounts {
  const here = session.items.reduce((counts, item) => bump(counts, item, 1), zero);
  const counts = session.counts ?? zero;
  const left = (kind: keyof TodayCounts) => Math.max(here[kind], counts[kind] - session.ratedSinceBatch[kind]);
  return { new: left('new'), learning: left('learning'), review: left('review'), errors: left('errors') };
}

/** How many reviews got each rating (a question whose answer has not come back yet counts in none). */
export function ratingTally(reviews: readonly SessionReview[]): Record<Rating, number> {
  const tally: Record<Rating, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const review of reviews) if (review.rating !== null) tally[review.rating] += 1;
  return tally;
}
