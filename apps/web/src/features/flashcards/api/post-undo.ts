import { undoResponseSchema } from '@members/contract';
import { enqueueWrite } from '../../../lib/outbox/index.ts';
import { reviewGroup } from './study-filter.ts';

export const undoPath = (key: string) => `/api/flashcards/reviews/${key}/undo`;

/**
 * POST /api/flashcards/reviews/:key/undo through the outbox, after the review it undoes (an offline review and
 * its undo go out in that order). Resolves with the item's state before the review.
 */
export async function postUndo(key: string) {
  const value = await enqueueWrite({
    id: `undo:${key}`,
    method: 'POST',
    path: undoPath(key),
    body: {},
    group: reviewGroup,
  });
  return undoResponseSchema.parse(value);
}
