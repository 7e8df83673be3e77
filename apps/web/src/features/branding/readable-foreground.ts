/**
 * Brand colours and readable text on them, by WCAG 2.x contrast. Hand-written rather than a colour library:
 * branding runs before the first paint, and all it needs is hex parsing, relative luminance and the ratio.
 */

const nearWhite = '#fafafa';
const nearBlack = '#0a0a0a';
/** WCAG AA for normal text. */
const minimumTextContrast = 4.5;

/** #rgb, #rgba, #rrggbb or #rrggbbaa, any case. */
const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The colour as lowercase `#rrggbb` (`#rrggbbaa` when not fully opaque), or null when it is not a hex colour.
 * Surrounding spaces are ignored; short forms are expanded (#1a3 becomes #11aa33).
 */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const hex = value?.trim().toLowerCase();
  if (!hex || !hexColor.test(hex)) return null;
  const digits = hex.length <= 5 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return `#${digits.endsWith('ff') && digits.length === 8 ? digits.slice(0, 6) : digits}`;
}

/**
 * WCAG 2.x relative luminance (0 for black, 1 for white) of a hex colour; alpha is ignored. Anything that
 * is not a hex colour counts as black (as the colour library used before did).
 * https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */
export function relativeLuminance(color: string): number {
  const hex = normalizeHexColor(color) ?? '#000000';
  const channel = (start: number) => linearChannel(Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Undoes the sRGB gamma of one channel (0..1). WCAG 2.x prints the threshold as 0.03928, the sRGB standard as
 * 0.04045; no 8-bit value (10/255 = 0.0392, 11/255 = 0.0431) lies between them, so the result is the same.
 */
function linearChannel(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The ratio truncated to 2 decimals, for comparing candidates: near-ties go to the first candidate (the light
 * one), as they always have, so no brand colour switches text colour. Truncating never lifts a ratio over 4.5.
 */
function comparableContrast(a: string, b: string): number {
  return Math.floor(contrastRatio(a, b) * 100) / 100;
}

/**
 * Text colour for a background: near-white or near-black, whichever contrasts more (WCAG). For the few
 * mid-tones where neither reaches 4.5:1, pure white or black does (the worst case of those is about 4.58:1).
 */
export function readableForeground(background: string): string {
  const best =
    comparableContrast(background, nearWhite) >= comparableContrast(background, nearBlack) ? nearWhite : nearBlack;
  if (contrastRatio(background, best) >= minimumTextContrast) return best;
  return comparableContrast(background, '#ffffff') >= comparableContrast(background, '#000000') ? '#ffffff' : '#000000';
}
