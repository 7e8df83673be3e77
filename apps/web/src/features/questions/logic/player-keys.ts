import { alternativeLetters, type AlternativeLetter } from '@members/contract';

/** What a key does on the question player (desktop shortcuts). */
export type PlayerCommand =
  | { kind: 'choose'; letter: AlternativeLetter }
  | { kind: 'confirm' }
  | { kind: 'previous' }
  | { kind: 'next' }
  | { kind: 'mark' };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * A–E or 1–5 choose (only letters the question has), Enter confirms (or moves on after the reveal), ←/→
 * previous/next question, M marks for review. Keys with Ctrl, ⌘ or Alt are the browser's.
 */
export function playerCommand(input: KeyInput, alternativeCount: number): PlayerCommand | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const key = input.key;
  if (key === 'Enter') return { kind: 'confirm' };
  if (key === 'ArrowLeft') return { kind: 'previous' };
  if (key === 'ArrowRight') return { kind: 'next' };
  if (key === 'm' || key === 'M') return { kind: 'mark' };
  const byLetter = alternativeLetters.indexOf(key.toUpperCase() as AlternativeLetter);
  const byNumber = /^[1-5]$/.test(key) ? Number(key) - 1 : -1;
  const index = key.length === 1 ? Math.max(byLetter, byNumber) : -1;
  if (index < 0 || index >= alternativeCount) return null;
  return { kind: 'choose', letter: alternativeLetters[index] as AlternativeLetter };
}

/** Whether the key press happens while the learner types (the note field): the player ignores it then. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
}
