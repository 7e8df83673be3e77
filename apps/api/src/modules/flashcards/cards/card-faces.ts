import type { CardKind } from '@members/contract';

/** A card note's text as the flashcards table stores it (rich text: the statements' safe subset). */
export interface CardNote {
  kind: CardKind;
  frente: string;
  verso: string;
}

/** `{{c1::text}}` or `{{c1::text::hint}}`, as Anki writes them; text and hint may hold the subset's tags. */
const clozePattern = /\{\{c(\d{1,2})::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/**
 * The cards a note gives, by `ord`: basic → [0]; reversible → [0, 1] (1: back → front); cloze → one per deletion
 * number present, `ord = number − 1` (c1 → 0, c3 → 2, so a card keeps its ord when another deletion is removed),
 * sorted. A cloze note without any deletion gives none.
 */
export function cardOrds(note: Pick<CardNote, 'kind' | 'frente'>): number[] {
  if (note.kind === 'basic') return [0];
  if (note.kind === 'reversible') return [0, 1];
  const numbers = new Set<number>();
  for (const match of note.frente.matchAll(clozePattern)) {
    const number = Number(match[1]);
    if (number >= 1) numbers.add(number);
  }
  return [...numbers].sort((a, b) => a - b).map((number) => number - 1);
}

/** One cloze side: the asked deletion hidden (front) or revealed (back); every other deletion shows its text. */
function renderCloze(text: string, ord: number, side: 'front' | 'back'): string {
  return text.replace(clozePattern, (_match, number: string, content: string, hint: string | undefined) => {
    if (Number(number) - 1 !== ord) return content;
    if (side === 'back') return `<mark class="cloze">${content}</mark>`;
    return `<span class="cloze">[${hint?.trim() ? hint : '...'}]</span>`;
  });
}

/**
 * A card's two faces. Basic: frente → verso. Reversible ord 1: verso → frente. Cloze: the front with the ord's
 * deletion as `<span class="cloze">[...]</span>` (or `[hint]`), the back with it revealed as
 * `<mark class="cloze">…</mark>`, then the verso (extra text) after a line break when there is one. The HTML is
 * the producer's, like question statements: the web app sanitises it on display (components/rich-text).
 */
export function cardFaces(note: CardNote, ord: number): { front: string; back: string } {
  if (note.kind === 'reversible' && ord === 1) return { front: note.verso, back: note.frente };
  if (note.kind !== 'cloze') return { front: note.frente, back: note.verso };
  const revealed = renderCloze(note.frente, ord, 'back');
  return {
    front: renderCloze(note.frente, ord, 'front'),
    back: note.verso.trim() ? `${revealed}<br>${note.verso}` : revealed,
  };
}
