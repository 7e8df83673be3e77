/** How long a passage is, in characters: long enough to answer from, short enough to quote and rank. */
export const passageLength = { min: 600, max: 900 } as const;

interface Piece {
  text: string;
  /** Starts a paragraph (a preferred place to cut). */
  opens: boolean;
}

/** Sentences end with . ! ? … (then a closing quote or bracket) before a space and a capital, digit or opener. */
const sentenceEnd = /(?<=[.!?…]["”’)\]]?)\s+(?=["“‘([]?[\p{Lu}\p{N}])/u;

/** A text longer than `max` cut at spaces (a single word longer than that is cut where it must). */
function byWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= max) {
      current = candidate;
      continue;
    }
    if (current) pieces.push(current);
    let rest = word;
    while (rest.length > max) {
      pieces.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
    current = rest;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** The text as sentence pieces no longer than `max`, each marked when it opens a paragraph. */
function pieces(text: string, max: number): Piece[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) =>
    paragraph
      .split('\n')
      .flatMap((line) => line.trim().split(sentenceEnd))
      .map((sentence) => sentence.trim())
      .filter(Boolean)
      .flatMap((sentence) => byWords(sentence, max))
      .map((piece, index) => ({ text: piece, opens: index === 0 })),
  );
}

function join(group: readonly Piece[]): string {
  return group.map((piece, index) => (index === 0 ? '' : piece.opens ? '\n\n' : ' ') + piece.text).join('');
}

/**
 * Cuts plain text (paragraphs apart by a blank line) into passages of about `min`–`max` characters: whole
 * paragraphs while they fit, a paragraph's sentences when it alone is too long, words only for a sentence longer
 * than `max`. Past `min`, a passage ends at the next paragraph. A short tail joins the passage before it when
 * both still fit in `max` and a half.
 */
export function cutIntoPassages(text: string, { min, max } = passageLength): string[] {
  const groups: Piece[][] = [];
  let current: Piece[] = [];
  let length = 0;
  for (const piece of pieces(text, max)) {
    const grown = length + (length > 0 ? 2 : 0) + piece.text.length;
    if (current.length > 0 && (grown > max || (piece.opens && length >= min))) {
      groups.push(current);
      current = [];
      length = 0;
    }
    current.push(piece);
    length += (current.length > 1 ? 2 : 0) + piece.text.length;
  }
  if (current.length > 0) groups.push(current);
  const passages = groups.map(join);
  const tail = passages.at(-1);
  const before = passages.at(-2);
  if (tail !== undefined && before !== undefined && tail.length < min / 3 && before.length + tail.length < max * 1.5) {
    passages.splice(-2, 2, `${before}\n\n${tail}`);
  }
  return passages;
}
