import type { ItemRef, QueueItem } from '@members/contract';

/** One text per review item: `card:12:0` (a card's side), `question:5`, `case:31` (a clinical case's option). */
export function refKey(ref: ItemRef): string {
  if (ref.kind === 'card') return `card:${ref.card_id}:${ref.ord}`;
  return ref.kind === 'question' ? `question:${ref.question_id}` : `case:${ref.option_id}`;
}

/** Which of today's counts an item belongs to (the API's `counts`): missed questions and case steps are errors. */
export type CountKind = 'new' | 'learning' | 'review' | 'errors';

export function countKind(item: QueueItem): CountKind {
  if (item.ref.kind !== 'card') return 'errors';
  if (item.state === 'new') return 'new';
  return item.state === 'review' ? 'review' : 'learning';
}
