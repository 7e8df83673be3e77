/** Button colours when the producer has no (valid) primary colour. */
const fallbackBackground = '#1f2937';
const white = '#ffffff';
const nearBlack = '#111111';

/** #rgb or #rrggbb as lowercase #rrggbb; null for anything else (never put an unchecked value in a style). */
function hexColor(value: string | null | undefined): string | null {
  const hex = value?.trim().toLowerCase();
  if (!hex || !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(hex)) return null;
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The producer's primary colour as button background, with white or near-black text, whichever reads better. */
export function buttonColors(primaryColor?: string | null): { background: string; foreground: string } {
  const background = hexColor(primaryColor) ?? fallbackBackground;
  const foreground = contrast(background, white) >= contrast(background, nearBlack) ? white : nearBlack;
  return { background, foreground };
}
