const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The value as HTML text or attribute content: & < > " ' become entities. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
