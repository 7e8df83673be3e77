import DOMPurify from 'dompurify';

/** The HTML subset question statements use (contract: questionSchema.statement). */
const allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  // A flashcard's cloze: the blank (`<span class="cloze">`) and the revealed deletion (`<mark class="cloze">`).
  'span',
  'mark',
];
const allowedAttributes = ['src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'class'];

/** The only class content may carry: anything else could restyle the page (e.g. a full-screen overlay). */
const allowedClasses = new Set(['cloze']);
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'class' && !allowedClasses.has(data.attrValue.trim())) data.keepAttr = false;
});

/** Keeps only the subset above; scripts, event handlers, styles and links to elsewhere are dropped. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
