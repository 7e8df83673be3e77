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
];
const allowedAttributes = ['src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

/** Keeps only the subset above; scripts, event handlers, styles and links to elsewhere are dropped. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
  });
}
