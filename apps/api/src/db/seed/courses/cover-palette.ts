import { contrastRatio, lightText, mixColours, readableTextColour } from './colour-contrast.ts';

/** The gradient runs left to right: the primary colour up to `solidUntil`, then into the secondary colour. */
export const solidUntil = 0.4;

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

export interface CoverPalette {
  textColour: string;
  /** A layer under the text (black under white text, white under dark text) at `scrimOpacity`. */
  scrimColour: string;
  scrimOpacity: number;
}

/** The gradient's colour at `x` (0 left edge, 1 right edge). */
function gradientAt(primary: string, secondary: string, x: number): string {
  return x <= solidUntil ? primary : mixColours(primary, secondary, (x - solidUntil) / (1 - solidUntil));
}

/** Lowest contrast of `text` over the text zone [0, textShare] with the scrim on. */
export function worstContrast(primary: string, secondary: string, textShare: number, palette: CoverPalette): number {
  let worst = Infinity;
  for (let step = 0; step <= 10; step++) {
    const background = mixColours(
      gradientAt(primary, secondary, (textShare * step) / 10),
      palette.scrimColour,
      palette.scrimOpacity,
    );
    worst = Math.min(worst, contrastRatio(palette.textColour, background));
  }
  return worst;
}

function lightestScrim(primary: string, secondary: string, textShare: number, textColour: string): CoverPalette {
  const scrimColour = textColour === lightText ? '#000000' : '#FFFFFF';
  for (let opacity = 0.15; opacity < 0.9; opacity += 0.05) {
    const palette = { textColour, scrimColour, scrimOpacity: Math.round(opacity * 100) / 100 };
    if (worstContrast(primary, secondary, textShare, palette) >= minimumContrast) return palette;
  }
  return { textColour, scrimColour, scrimOpacity: 0.9 };
}

const palettes = new Map<string, CoverPalette>();

/** The text colour that reads best on the primary colour, over a scrim just strong enough for AA contrast. */
export function coverPalette(primary: string, secondary: string, textShare: number): CoverPalette {
  const key = `${primary}/${secondary}/${textShare}`;
  let palette = palettes.get(key);
  if (!palette)
    palettes.set(key, (palette = lightestScrim(primary, secondary, textShare, readableTextColour(primary))));
  return palette;
}
