import { textWidth, type PdfFont } from './helvetica-metrics.ts';
import { toWinAnsiBytes } from './win-ansi.ts';

/** A4 in points, with 2 cm margins. */
export const pageSize = { width: 595, height: 842 } as const;
export const margin = 56;
const contentWidth = pageSize.width - 2 * margin;
const bodyBottom = margin + 20;
const body = { size: 10.5, leading: 15 };
const title = { size: 18, leading: 22 };
const bulletIndent = 12;

/** One line of text placed on a page; `accent` lines take the document's accent colour. */
export interface PlacedText {
  font: PdfFont;
  size: number;
  x: number;
  y: number;
  bytes: number[];
  accent?: boolean;
}

export interface PdfPage {
  texts: PlacedText[];
  /** y of the accent rule under the header (first page only). */
  ruleY: number | null;
}

/** Splits `text` into lines no wider than `width`; a word wider than a line is cut. */
function wrapText(text: string, font: PdfFont, size: number, width: number): number[][] {
  const lines: number[][] = [];
  let current: number[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let wordBytes = toWinAnsiBytes(word);
    const candidate = current.length === 0 ? wordBytes : [...current, 0x20, ...wordBytes];
    if (textWidth(candidate, font, size) <= width) {
      current = candidate;
      continue;
    }
    if (current.length > 0) lines.push(current);
    while (textWidth(wordBytes, font, size) > width) {
      let cut = wordBytes.length - 1;
      while (cut > 1 && textWidth(wordBytes.slice(0, cut), font, size) > width) cut -= 1;
      lines.push(wordBytes.slice(0, cut));
      wordBytes = wordBytes.slice(cut);
    }
    current = wordBytes;
  }
  if (current.length > 0 || lines.length === 0) lines.push(current);
  return lines;
}

/** Places the title (bold), the producer's name and the lines on as many A4 pages as they need. */
export function layoutHandout(handoutTitle: string, producerName: string, lines: readonly string[]): PdfPage[] {
  const pages: PdfPage[] = [];
  let page: PdfPage = { texts: [], ruleY: null };
  let y = pageSize.height - margin - title.size;
  for (const titleLine of wrapText(handoutTitle, 'bold', title.size, contentWidth)) {
    page.texts.push({ font: 'bold', size: title.size, x: margin, y, bytes: titleLine });
    y -= title.leading;
  }
  page.texts.push({
    font: 'regular',
    size: 11,
    x: margin,
    y: y + 4,
    bytes: toWinAnsiBytes(producerName),
    accent: true,
  });
  page.ruleY = y - 6;
  y -= 30;
  const breakPageIfFull = () => {
    if (y >= bodyBottom) return;
    pages.push(page);
    page = { texts: [], ruleY: null };
    y = pageSize.height - margin - body.size;
  };
  for (const line of lines) {
    if (line.trim() === '') {
      y -= body.leading / 2;
      continue;
    }
    const bullet = line.startsWith('- ');
    const indent = bullet ? bulletIndent : 0;
    const wrapped = wrapText(bullet ? line.slice(2) : line, 'regular', body.size, contentWidth - indent);
    wrapped.forEach((bytes, index) => {
      breakPageIfFull();
      if (bullet && index === 0) page.texts.push({ font: 'regular', size: body.size, x: margin, y, bytes: [0x95] });
      page.texts.push({ font: 'regular', size: body.size, x: margin + indent, y, bytes });
      y -= body.leading;
    });
  }
  pages.push(page);
  return pages;
}
