import type { DemoFlashcard } from './demo-flashcard-types.ts';

const clozeNumber = /\{\{c(\d+)::/g;

/**
 * The cards (sides) a note gives, by ord: basic → 0; reversible → 0 (front → back) and 1 (back → front); cloze →
 * one per deletion number present, ord = number − 1 (c1 → 0, c2 → 1 …).
 */
export function cardOrds(kind: NonNullable<DemoFlashcard['kind']>, frente: string): number[] {
  if (kind === 'reversible') return [0, 1];
  if (kind === 'basic') return [0];
  const numbers = new Set([...frente.matchAll(clozeNumber)].map((match) => Number(match[1])));
  return [...numbers].sort((a, b) => a - b).map((number) => number - 1);
}
