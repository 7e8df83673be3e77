/**
 * The plain-text excerpt of a lesson hit. PostgreSQL picks the fragment around the match (ts_headline on the
 * unaccented body, since the index and the query are unaccented); this maps it back onto the body as written,
 * so the learner reads "córnea", not "cornea".
 */

export const maxSnippetLength = 160;
const ellipsis = '…';

/** The body with accents removed (as unaccent does for Portuguese), and where each folded unit came from. */
function foldWithOrigins(body: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const character of body) {
    const plain = character.normalize('NFD').replace(/\p{M}/gu, '');
    folded += plain;
    for (let unit = 0; unit < plain.length; unit += 1) {
      starts.push(offset);
      ends.push(offset + character.length);
    }
    offset += character.length;
  }
  return { folded, starts, ends };
}

/** Where `fragment` (unaccented) sits in `body`, or null when unaccent folded something differently. */
function locate(body: string, fragment: string): { start: number; end: number } | null {
  const { folded, starts, ends } = foldWithOrigins(body);
  const at = folded.indexOf(fragment);
  const start = starts[at];
  const end = ends[at + fragment.length - 1];
  return at < 0 || start === undefined || end === undefined ? null : { start, end };
}

/** Markdown-light to one line: list markers dropped, whitespace collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/(^|\n)[ \t]*- /g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary so that the text and an ellipsis fit in `max` characters. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ellipsis.length);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}${ellipsis}`;
}

const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** Text before the fragment worth keeping whole: punctuation, a list marker, or one short word ("A", "O"). */
const isShortLead = (text: string): boolean => !hasWords(text) || /^\s*(- )?[\p{L}\p{N}]{1,3}\s+$/u.test(text);

/**
 * At most 160 characters of `body` around `headline` (ts_headline's fragment of the unaccented body), with an
 * ellipsis where the body goes on. Falls back to the fragment itself when it cannot be found in the body.
 */
export function lessonSnippet(body: string, headline: string): string {
  const fragment = headline.trim();
  if (!fragment) return '';
  const normalized = body.normalize('NFC');
  const found = locate(normalized, fragment);
  if (!found) return cut(`${plainText(fragment)}${ellipsis}`, maxSnippetLength);
  // A short lead, or punctuation alone after the fragment, belongs to it.
  const start = isShortLead(normalized.slice(0, found.start)) ? 0 : found.start;
  const end = hasWords(normalized.slice(found.end)) ? found.end : normalized.length;
  const before = start > 0 ? ellipsis : '';
  const after = end < normalized.length ? ellipsis : '';
  return `${before}${cut(`${plainText(normalized.slice(start, end))}${after}`, maxSnippetLength - before.length)}`;
}
