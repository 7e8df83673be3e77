import type { PositionItem } from './positions.ts';

/** The positions answered wrong, in order: what "Revisar as N que errei" walks through. */
export function wrongPositions(items: readonly PositionItem[]): number[] {
  return items.filter((item) => item.answered && item.correct === false).map((item) => item.position);
}

/** Where a review opens: the requested position when it is under review, else the first; null when there is none. */
export function reviewStart(positions: readonly number[], requested: number | null): number | null {
  if (requested !== null && positions.includes(requested)) return requested;
  return positions[0] ?? null;
}

/** Moving through a review: the position before it (null at the first) and after it ('end' after the last). */
export function reviewSteps(
  positions: readonly number[],
  position: number,
): { previous: number | null; next: number | 'end' } {
  const before = positions.filter((candidate) => candidate < position);
  const after = positions.filter((candidate) => candidate > position);
  return { previous: before.at(-1) ?? null, next: after[0] ?? 'end' };
}
