import {
  reviewResponseSchema,
  type AlternativeLetter,
  type ItemRef,
  type Rating,
  type ReviewRequest,
} from '@members/contract';
import { enqueueWrite } from '../../../lib/outbox/index.ts';
import { reviewGroup } from './study-filter.ts';

export interface ReviewInput {
  ref: ItemRef;
  /** A card's rating; a question's only when the learner says a right answer was hard (2) or easy (4). */
  rating?: Rating;
  alternative?: AlternativeLetter;
  /** When the learner rated (epoch ms): an offline review counts at that time. */
  at: number;
  /** From the item's display to the rating. */
  durationMs: number;
  /** The review's idempotency key (fresh by default). */
  key?: string;
}

export function reviewBody(input: ReviewInput): ReviewRequest & { idempotency_key: string } {
  return {
    idempotency_key: input.key ?? crypto.randomUUID(),
    ref: input.ref,
    ...(input.rating === undefined ? {} : { rating: input.rating }),
    ...(input.alternative === undefined ? {} : { alternative: input.alternative }),
    reviewed_at: new Date(input.at).toISOString(),
    duration_ms: Math.min(86_400_000, Math.max(0, Math.round(input.durationMs))),
  };
}

/**
 * POST /api/flashcards/reviews through the outbox: persisted first, sent in order, retried while offline,
 * counted once by its key. Resolves with the new state (and a question's revealed answer); rejects on a 4xx.
 */
export async function postReview(body: ReturnType<typeof reviewBody>) {
  const value = await enqueueWrite({
    id: body.idempotency_key,
    method: 'POST',
    path: '/api/flashcards/reviews',
    body,
    group: reviewGroup,
  });
  return reviewResponseSchema.parse(value);
}
