import type { Rating } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { startOutbox, useOutboxStatus } from '../../../../lib/outbox/index.ts';
import { getQueue, queueQueryOptions } from '../../api/get-queue.ts';
import { postReview, reviewBody } from '../../api/post-review.ts';
import { postUndo } from '../../api/post-undo.ts';
import { reviewGroup, type StudyFilter } from '../../api/study-filter.ts';
import { initialSession, studyReducer } from '../../logic/study-session.ts';

/** The session asks for the next batch when this many items or fewer are left. */
const lowWater = 3;

/**
 * A study session: the first batch, then the next ones as it runs low (once the reviews made are counted, so
 * the queue does not send them again); each rating goes out through the outbox and the next item shows at once.
 */
export function useStudySession(filter: StudyFilter) {
  const first = useQuery(queueQueryOptions(filter));
  const [session, dispatch] = useReducer(studyReducer, initialSession);
  const [fetching, setFetching] = useState(false);
  const [topUpFailed, setTopUpFailed] = useState(false);
  const outbox = useOutboxStatus(reviewGroup);
  const startedAt = useRef<number | null>(null);
  const filterRef = useRef(filter);

  useEffect(() => startOutbox(), []);
  useEffect(() => {
    if (first.data && !session.loaded) {
      startedAt.current = Date.now();
      dispatch({ type: 'batch', response: first.data });
    }
  }, [first.data, session.loaded]);

  const wantsMore = session.loaded && !session.exhausted && session.items.length <= lowWater;
  useEffect(() => {
    if (!wantsMore || fetching || topUpFailed || outbox.pending > 0 || !outbox.online) return;
    setFetching(true);
    setTopUpFailed(false);
    getQueue(filterRef.current)
      .then((response) => dispatch({ type: 'batch', response }))
      .catch(() => setTopUpFailed(true))
      .finally(() => setFetching(false));
  }, [wantsMore, fetching, outbox.pending, outbox.online, topUpFailed]);

  // Back online: a batch that failed is asked for again.
  useEffect(() => {
    if (outbox.online) setTopUpFailed(false);
  }, [outbox.online]);

  const rate = useCallback(
    (rating: Rating, shownAt: number) => {
      const item = session.items[0];
      if (!item) return;
      const at = Date.now();
      const body = reviewBody({ ref: item.ref, rating, at, durationMs: at - shownAt });
      // A refused review shows on the save indicator (the outbox keeps its code); the session goes on.
      postReview(body).catch(() => undefined);
      dispatch({ type: 'advance', key: body.idempotency_key, rating, at });
    },
    [session.items],
  );

  const advance = useCallback((key: string, rating: Rating | null, at: number) => {
    dispatch({ type: 'advance', key, rating, at });
  }, []);
  const settle = useCallback((key: string, rating: Rating) => dispatch({ type: 'settle', key, rating }), []);

  /** Takes the last rating back (the item shows again); resolves false when the server refused the undo. */
  const undo = useCallback(async () => {
    const last = session.reviews.at(-1);
    if (!last) return true;
    dispatch({ type: 'undo' });
    try {
      await postUndo(last.key);
      return true;
    } catch {
      return false;
    }
  }, [session.reviews]);

  return {
    first,
    session,
    startedAt,
    fetching: fetching || (wantsMore && outbox.pending > 0 && outbox.online),
    topUpFailed,
    retryTopUp: () => setTopUpFailed(false),
    outbox,
    rate,
    advance,
    settle,
    undo,
  };
}
