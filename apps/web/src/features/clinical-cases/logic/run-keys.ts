import type { CaseStageKind } from '@members/contract';

/** What a key does on the run screen. */
export type RunCommand = { kind: 'pick'; index: number } | { kind: 'enter' };

export interface RunKeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const letters = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * 1–9 pick the Nth option of the current stage (only options it has); on a question stage A–E too, as the
 * question bank's player does. Enter commits (opens the confirmation), or moves on once the stage is committed.
 * Keys with Ctrl, ⌘ or Alt are the browser's.
 */
export function runCommand(input: RunKeyInput, optionCount: number, kind: CaseStageKind | null): RunCommand | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === 'Enter') return { kind: 'enter' };
  let index = -1;
  if (/^[1-9]$/.test(input.key)) index = Number(input.key) - 1;
  else if (kind === 'question' && input.key.length === 1)
    index = letters.indexOf(input.key.toUpperCase() as (typeof letters)[number]);
  if (index < 0 || index >= optionCount) return null;
  return { kind: 'pick', index };
}

/** The letter of a question stage's Nth alternative (A–E; past E, its number). */
export function optionLetter(index: number): string {
  return letters[index] ?? String(index + 1);
}

/** Whether the key press happens while the learner types (a typed hypothesis): the shortcuts ignore it then. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
}

/**
 * Elements whose own Enter does something (a link, a button): the run's Enter leaves them alone. A question's
 * alternative (a radio) is not one: Enter there commits, as on the question bank's player.
 */
export function activatesOnEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.getAttribute('role') === 'radio') return false;
  return target.closest('a[href], button, summary, [role="button"], [role="link"]') !== null;
}
