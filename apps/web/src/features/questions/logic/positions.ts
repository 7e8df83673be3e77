/** A 1-based position from the URL (`questao`), when it is a whole number within 1..total. */
export function parsePosition(text: string | undefined, total: number): number | null {
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  const position = Number(text);
  return position >= 1 && position <= total ? position : null;
}

/** An id from the URL or the route params, when it is a positive whole number. */
export function parseId(text: string | undefined): number | null {
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export interface PositionItem {
  position: number;
  answered: boolean;
  correct: boolean | null;
}

export type PositionState = 'correct' | 'wrong' | 'unanswered';

export function positionState(item: Pick<PositionItem, 'answered' | 'correct'>): PositionState {
  if (!item.answered) return 'unanswered';
  return item.correct ? 'correct' : 'wrong';
}

/** Where to open a session or track: the URL's position, else the first unanswered one, else the first. */
export function startPosition(
  requested: string | undefined,
  total: number,
  nextPosition: number | null,
): number | null {
  if (total < 1) return null;
  return parsePosition(requested, total) ?? nextPosition ?? 1;
}
