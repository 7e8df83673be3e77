import { alternativeLetters, type AlternativeLetter } from '@members/contract';

export type ExamKeyAction =
  | { type: 'choose'; letter: AlternativeLetter }
  | { type: 'move'; delta: -1 | 1 }
  | { type: 'mark' };

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * The exam's shortcuts: A–E or 1–5 choose among the question's alternatives, ←/→ move, M marks for review.
 * Keys with Ctrl/⌘/Alt belong to the browser.
 */
export function examKeyAction(press: KeyPress, letters: readonly AlternativeLetter[]): ExamKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'ArrowLeft') return { type: 'move', delta: -1 };
  if (press.key === 'ArrowRight') return { type: 'move', delta: 1 };
  const key = press.key.toUpperCase();
  if (key === 'M') return { type: 'mark' };
  const digit = /^[1-5]$/.test(key) ? alternativeLetters[Number(key) - 1] : undefined;
  const letter = digit ?? alternativeLetters.find((candidate) => candidate === key);
  return letter && letters.includes(letter) ? { type: 'choose', letter } : null;
}

/** Whether a key event comes from a place that types text (then the shortcuts stay off). */
export function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
