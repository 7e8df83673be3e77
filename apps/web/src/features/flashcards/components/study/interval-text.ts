import type { QueueItem, Rating } from '@members/contract';
import type { TFunction } from '../../../../lib/i18n/index.ts';
import { intervalLabel } from '../../logic/interval-label.ts';

/** "<1 min", "10 min", "3 d", "2 meses" in the interface language. */
export function intervalText(t: TFunction, seconds: number): string {
  const label = intervalLabel(seconds);
  if (label.unit === 'lessThanMinute') return t('flashcards.study.interval.lessThanMinute');
  return t(`flashcards.study.interval.${label.unit}`, { count: label.count });
}

/** The interval a rating would give the item (absent when the API sent none for it). */
export function nextInterval(t: TFunction, item: QueueItem, rating: Rating): string | null {
  const next = item.next.find((entry) => entry.rating === rating);
  return next ? intervalText(t, next.interval_seconds) : null;
}
