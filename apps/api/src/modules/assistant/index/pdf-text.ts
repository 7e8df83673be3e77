import type { PDFPageProxy } from 'pdfjs-dist';

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;
type TextItem = Extract<TextContent['items'][number], { str: string }>;

interface PdfLine {
  /** Baseline height on the page (PDF units, from the bottom). */
  y: number;
  text: string;
}

/** A page number in a header or footer ("Produtor · página 2 de 5"): page furniture, not content. */
const pageFurniture = /^(?:.{0,80}[\s·|–-])?p[áa]g(?:ina)?\.?\s*\d+(?:\s*(?:de|\/)\s*\d+)?$/i;

function isTextItem(item: TextContent['items'][number]): item is TextItem {
  return 'str' in item;
}

/** The page's text items as visual lines (pdf.js marks a line's end with `hasEOL`). */
function pageLines(content: TextContent): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of content.items.filter(isTextItem)) {
    if (item.str !== '') {
      current ??= { y: Number(item.transform[5]), text: '' };
      current.text += item.str;
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ y: line.y, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '' && !pageFurniture.test(line.text));
}

/** The usual distance between two lines of a paragraph: the most frequent gap on the page. */
function usualLeading(lines: readonly PdfLine[]): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < lines.length; index += 1) {
    const gap = Math.round(Math.abs((lines[index - 1]?.y ?? 0) - (lines[index]?.y ?? 0)));
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/**
 * A page's text with its wrapped lines joined: a gap wider than the usual leading, or a bullet, opens a new
 * paragraph (a blank line between them), so passages are cut where the document breaks.
 */
export function pageText(content: TextContent): string {
  const lines = pageLines(content);
  const leading = usualLeading(lines);
  let text = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const gap = previous ? Math.abs(previous.y - line.y) : 0;
    const bullet = /^[•▪●◦-]\s/.test(line.text);
    const body = bullet ? line.text.replace(/^[•▪●◦-]\s+/, '') : line.text;
    if (!previous) text = body;
    else if (bullet || gap > leading * 1.3 + 0.5 || gap === 0) text += `\n\n${body}`;
    else text += ` ${body}`;
  });
  return text;
}

/**
 * The text of each page of a PDF (index 0 is page 1), with pdf.js's legacy build, which runs in Node without a
 * worker thread; no code from the file is evaluated and no system font is read.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    // pdf.js may transfer (detach) the buffer it is given: a copy leaves the caller's bytes alone.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(pageText(await page.getTextContent()));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
