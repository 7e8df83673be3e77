/** Glyph widths (1/1000 em) of the standard Helvetica fonts, from their Adobe AFM files, for line wrapping. */

export type PdfFont = 'regular' | 'bold';

/** Widths of the printable ASCII bytes 32–126, in order. */
const asciiWidths: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
};

/** Widths of the non-letter bytes above 126 the demo texts use; anything else not a letter counts as 1000 (never too narrow). */
const symbolWidths: Record<number, number> = {
  0x85: 1000,
  0x91: 222,
  0x92: 222,
  0x93: 333,
  0x94: 333,
  0x95: 350,
  0x96: 556,
  0x97: 1000,
  0xa0: 278,
  0xaa: 370,
  0xb0: 400,
  0xb1: 584,
  0xb2: 333,
  0xb3: 333,
  0xb5: 556,
  0xb7: 278,
  0xb9: 333,
  0xba: 365,
  0xd7: 584,
  0xdf: 611,
  0xf7: 584,
};

function byteWidth(byte: number, font: PdfFont): number {
  const widths = asciiWidths[font];
  if (byte >= 32 && byte <= 126) return widths[byte - 32] ?? 1000;
  const symbol = symbolWidths[byte];
  if (symbol !== undefined) return symbol;
  // Accented Latin-1 letters are as wide as their base letter in Helvetica.
  const base = String.fromCharCode(byte).normalize('NFD').charCodeAt(0);
  return byte >= 0xc0 && base >= 32 && base <= 126 ? (widths[base - 32] ?? 1000) : 1000;
}

const widthTables: Record<PdfFont, readonly number[]> = {
  regular: Array.from({ length: 256 }, (_, byte) => byteWidth(byte, 'regular')),
  bold: Array.from({ length: 256 }, (_, byte) => byteWidth(byte, 'bold')),
};

/** Width in points of WinAnsi `bytes` set in `font` at `size` points. */
export function textWidth(bytes: readonly number[], font: PdfFont, size: number): number {
  const table = widthTables[font];
  let total = 0;
  for (const byte of bytes) total += table[byte] ?? 1000;
  return (total * size) / 1000;
}
