import type { AlternativeLetter, ItemRef, Rating, ReviewResponse } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { postReview, reviewBody } from '../../api/post-review.ts';
import { postUndo } from '../../api/post-undo.ts';

export type QuestionPhase =
  | { kind: 'answering' }
  /** `shown`: the answer revealed before, kept on screen while a right answer is sent again as hard or easy. */
  | {
      kind: 'sending';
      key: string;
      letter: AlternativeLetter;
      at: number;
      shown: ReviewResponse | null;
      rating: Rating | null;
    }
  | { kind: 'revealed'; key: string; letter: AlternativeLetter; at: number; response: ReviewResponse }
  | { kind: 'failed'; letter: AlternativeLetter; error: unknown };

/**
 * Answering a missed question again: the alternative goes out as a review through the outbox (right is Good,
 * wrong is Again); the answer it reveals shows the verdict. A right answer may be said hard or easy: that review
 * is undone and sent again with the rating (both in order, through the outbox). `onSettled` hears the rating
 * that counts, also after the learner moved on (an answer sent offline).
 */
export function useQuestionReview(ref: ItemRef, onSettled: (key: string, rating: Rating) => void) {
  const [phase, setPhase] = useState<QuestionPhase>({ kind: 'answering' });
  const shownAt = useRef(Date.now());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = (letter: AlternativeLetter, rating?: Rating, shown: ReviewResponse | null = null) => {
    const at = Date.now();
    const body = reviewBody({ ref, alternative: letter, rating, at, durationMs: at - shownAt.current });
    const key = body.idempotency_key;
    setPhase({ kind: 'sending', key, letter, at, shown, rating: rating ?? null });
    postReview(body).then(
      (response) => {
        onSettled(key, response.rating);
        if (mounted.current)
          setPhase((current) =>
            current.kind === 'sending' && current.key === key
              ? { kind: 'revealed', key, letter, at, response }
              : current,
          );
      },
      (error: unknown) => {
        if (mounted.current) setPhase({ kind: 'failed', letter, error });
      },
    );
    return key;
  };

  /** Says a right answer was hard (2) or easy (4): the Good review is undone and the answer sent again so rated. */
  const rerate = (rating: Rating) => {
    if (phase.kind !== 'revealed' || phase.response.rating === rating) return;
    void postUndo(phase.key).catch(() => undefined);
    send(phase.letter, rating, phase.response);
  };

  return { phase, confirm: (letter: AlternativeLetter) => send(letter), rerate };
}
