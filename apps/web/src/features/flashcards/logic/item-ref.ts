import type { ItemRef, QueueItem } from '@members/contract';

/** One text per review item: `card:12:0` (a card's side), `question:5`. */
export const refKey = (ref: ItemRef): string =>
  ref.kind === 'card' ? `card:${ref.card_id}:${ref.ord}` : `question:${ref.question_id}`;

/** Which of today's counts an item belongs to (the API's `counts`). */
export type CountKind = 'new' | 'learning' | 'review' | 'errors';

export function countKind(item: QueueItem): CountKind {
  if (item.ref.kind === 'question') return 'errors';
  if (item.state === 'new') return 'new';
  return item.state === 'review' ? 'review' : 'learning';
}
