import type { Rating } from '@members/contract';

/** What a key does on the study screen. */
export type StudyCommand = { kind: 'show' } | { kind: 'rate'; rating: Rating } | { kind: 'undo' } | { kind: 'next' };

export interface StudyKeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Space shows the answer, 1–4 rate (Errei, Difícil, Bom, Fácil), Z undoes, Enter moves on; modified keys are the browser's. */
export function studyCommand(input: StudyKeyInput): StudyCommand | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (input.key === ' ' || input.key === 'Spacebar') return { kind: 'show' };
  if (input.key === 'Enter') return { kind: 'next' };
  if (input.key === 'z' || input.key === 'Z') return { kind: 'undo' };
  if (/^[1-4]$/.test(input.key)) return { kind: 'rate', rating: Number(input.key) as Rating };
  return null;
}
