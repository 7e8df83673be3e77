/**
 * Text to WinAnsiEncoding (Windows-1252) bytes, the encoding of the standard PDF fonts with
 * /Encoding /WinAnsiEncoding, and to PDF literal strings.
 */

/** The characters of 0x80–0x9F, where Windows-1252 differs from Latin-1. */
const windows1252Extras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Readable stand-ins for symbols medical texts use that the encoding lacks. */
const substitutes: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↑': 'aumenta',
  '↓': 'reduz',
  '−': '-',
  '‐': '-',
  '‑': '-',
  α: 'alfa',
  β: 'beta',
  γ: 'gama',
  δ: 'delta',
  Δ: 'delta',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'µ',
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '⁴': '4',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

function byteOf(character: string): number | null {
  const code = character.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return windows1252Extras[character] ?? null;
}

/** The WinAnsi bytes of `text`; characters the encoding lacks become a stand-in, their base letter, or '?'. */
export function toWinAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text.normalize('NFC')) {
    const direct = byteOf(character);
    if (direct !== null) {
      bytes.push(direct);
      continue;
    }
    const fallback = substitutes[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
    const fallbackBytes = [...fallback].map(byteOf);
    if (fallback.length > 0 && fallbackBytes.every((byte) => byte !== null)) bytes.push(...(fallbackBytes as number[]));
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF literal string `( … )`: `( ) \` escaped, bytes above 126 as three-digit octal escapes. */
export function pdfLiteral(bytes: readonly number[]): string {
  let body = '';
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) body += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126 || byte < 32) body += `\\${byte.toString(8).padStart(3, '0')}`;
    else body += String.fromCharCode(byte);
  }
  return `(${body})`;
}
