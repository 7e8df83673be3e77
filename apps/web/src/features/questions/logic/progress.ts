import type { PositionItem } from './positions.ts';

export interface Progress {
  total: number;
  answered: number;
  correct: number;
  next_position: number | null;
  items: PositionItem[];
}

/** The first unanswered position, or null when every position is answered. */
export function firstUnanswered(items: readonly PositionItem[]): number | null {
  const open = items.filter((item) => !item.answered).map((item) => item.position);
  return open.length > 0 ? Math.min(...open) : null;
}

/**
 * The progress after an answer at `position` (what the server will say, shown at once): an item answered
 * before keeps its first result, as the server counts only the first answer.
 */
export function applyAnswer<T extends Progress>(progress: T, position: number, correct: boolean): T {
  const items = progress.items.map((item) =>
    item.position === position && !item.answered ? { ...item, answered: true, correct } : item,
  );
  return {
    ...progress,
    items,
    answered: items.filter((item) => item.answered).length,
    correct: items.filter((item) => item.answered && item.correct).length,
    next_position: firstUnanswered(items),
  };
}

/** Where "Próxima" goes: the next position; after the last, the first one still open; else the end. */
export function nextTarget(items: readonly PositionItem[], position: number, total: number): number | 'end' {
  if (position < total) return position + 1;
  return firstUnanswered(items.filter((item) => item.position !== position)) ?? 'end';
}
