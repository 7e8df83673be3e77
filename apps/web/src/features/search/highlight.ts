import { foldText, queryWords } from './search-terms.ts';

export interface TextSegment {
  text: string;
  /** True for a piece that matches a searched word. */
  match: boolean;
}

/** The snippet folded character by character, remembering where each folded character came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[]; ends: number[] } {
  let folded = '';
  const origins: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let i = 0; i < piece.length; i++) {
      origins.push(index);
      ends.push(index + char.length);
    }
    folded += piece;
    index += char.length;
  }
  return { folded, origins, ends };
}

const wordChar = /[\p{L}\p{N}]/u;

/** [start, end) ranges of the original text where a searched word starts a word (prefix match, as the API's). */
function matchRanges(text: string, words: readonly string[]): [number, number][] {
  const { folded, origins, ends } = foldWithOrigins(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const startsWord = at === 0 || !wordChar.test(folded[at - 1] ?? '');
      const start = origins[at];
      const end = ends[at + word.length - 1];
      if (startsWord && start !== undefined && end !== undefined) ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * Splits plain text into pieces, marking those that match the query's words: accent- and case-insensitive,
 * at the start of a word. The query is never turned into a pattern, so any character in it is safe.
 */
export function highlightSegments(snippet: string, query: string): TextSegment[] {
  // Composed first, so an accent typed as a separate mark stays with its letter.
  const text = snippet.normalize('NFC');
  const ranges = matchRanges(text, queryWords(query));
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
