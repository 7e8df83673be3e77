/**
 * The producer's texts as plain text for the index: statements, explanations and discussions are the safe HTML
 * subset, lesson bodies are markdown-light (paragraphs, "- " items) or HTML. Paragraphs stay apart (a blank line),
 * so passages can be cut at their boundaries; nothing of the markup survives into a passage.
 */

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  middot: '·',
  deg: '°',
  ordm: 'º',
  ordf: 'ª',
  plusmn: '±',
  times: '×',
  le: '≤',
  ge: '≥',
  micro: 'µ',
  bull: '•',
  rarr: '→',
  larr: '←',
  uarr: '↑',
  darr: '↓',
};

function codePoint(value: number): string {
  // A reference to nothing printable (NUL, a surrogate, past Unicode) reads as nothing rather than throwing.
  const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return valid ? String.fromCodePoint(value) : '';
}

/** Decodes character references once (so "&amp;lt;" stays the text "&lt;"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return codePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(Number.parseInt(name.slice(1), 10));
    return namedEntities[name] ?? namedEntities[name.toLowerCase()] ?? whole;
  });
}

const blockTags = 'p|div|li|ul|ol|h[1-6]|blockquote|tr|table|section|article|pre|figure|figcaption|dd|dt|dl';

/** Lines trimmed, runs of spaces made one, at most one blank line between paragraphs. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * HTML as plain text: scripts, styles and comments dropped with their content, block ends and `<br>` as line
 * breaks, every other tag removed, then the entities decoded (after the tags, so an escaped "&lt;b&gt;" is text).
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|iframe|object)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(new RegExp(`</(${blockTags})\\s*>`, 'gi'), '\n\n')
    .replace(new RegExp(`<(${blockTags})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return tidy(decodeEntities(text));
}

/** A lesson body as plain text: HTML when it has tags, then markdown-light markers removed (items stay lines). */
export function markupToText(body: string): string {
  const text = /<\/?[a-z][^>]*>/i.test(body) ? htmlToText(body) : decodeEntities(body.replace(/\r\n?/g, '\n'));
  const lines = text.split('\n').map((line) =>
    line
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2'),
  );
  return tidy(lines.join('\n'));
}

/** `{{c1::texto::dica}}` deletions as their text (the hint is a prompt, not content). */
export function clozeToText(text: string): string {
  return text.replace(/\{\{c\d{1,2}::([\s\S]*?)(?:::[\s\S]*?)?\}\}/g, '$1');
}
