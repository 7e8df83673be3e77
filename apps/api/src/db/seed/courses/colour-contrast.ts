/** WCAG 2 relative luminance and contrast, to pick a readable text colour on a brand colour. */

export const lightText = '#FFFFFF';
const darkText = '#0F172A';

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`not a #RRGGBB colour: ${hex}`);
  return [parseInt(match[1] ?? '0', 16), parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextColour(background: string): string {
  return contrastRatio(lightText, background) >= contrastRatio(darkText, background) ? lightText : darkText;
}

/** `first` and `second` mixed: 0 gives `first`, 1 gives `second`. */
export function mixColours(first: string, second: string, amount: number): string {
  const a = channels(first);
  const b = channels(second);
  const mixed = a.map((value, index) => Math.round(value + ((b[index] ?? 0) - value) * amount));
  return `#${mixed
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}
