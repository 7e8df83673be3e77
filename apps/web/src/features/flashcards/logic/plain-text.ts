/** A card face (safe HTML) as plain text in one line, cut at `max` characters with an ellipsis. */
export function plainText(html: string, max: number): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
