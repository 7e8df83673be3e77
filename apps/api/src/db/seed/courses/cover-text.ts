/** Text helpers of the SVG covers: escaping and wrapping by an estimate of bold sans-serif widths. */

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** Em widths of a bold sans-serif (Helvetica/Arial-like), rounded up a little so lines never overflow. */
function characterEm(character: string): number {
  if (/[iljtfrI.,:;!'|()[\]\s-]/.test(character)) return 0.36;
  if (/[mwMW]/.test(character)) return 0.92;
  if (/[A-Z\u00c0-\u00dd]/.test(character)) return 0.74;
  return 0.6;
}

export function estimateWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const character of text) em += characterEm(character);
  return em * fontSize;
}

/** Greedy word wrap to `maxWidth`; past `maxLines` the last line ends in an ellipsis. */
export function wrapWords(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && estimateWidth(`${last} ${word}`, fontSize) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const words = `${kept[maxLines - 1]} ${lines[maxLines]}`.split(' ');
  const fits = () => estimateWidth(`${words.join(' ')}…`, fontSize) <= maxWidth;
  while (words.length > 1 && !fits()) words.pop();
  let lastLine = words.join(' ');
  while (lastLine.length > 1 && estimateWidth(`${lastLine}…`, fontSize) > maxWidth) lastLine = lastLine.slice(0, -1);
  kept[maxLines - 1] = `${lastLine.replace(/[\s,.;:—–-]+$/, '')}…`;
  return kept;
}
