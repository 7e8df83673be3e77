import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';

extend([a11yPlugin, namesPlugin]);

export const nearWhite = '#fafafa';
export const nearBlack = '#0a0a0a';
/** WCAG AA for normal text. */
export const minimumTextContrast = 4.5;

export function isValidColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && colord(value.trim()).isValid();
}

export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

/**
 * Text colour for a background: near-white or near-black, whichever contrasts more (WCAG). For the few
 * mid-tones where neither reaches 4.5:1, pure white or black does (the worst case of those is about 4.58:1).
 */
export function readableForeground(background: string): string {
  const best = [nearWhite, nearBlack].reduce((a, b) => (contrastRatio(background, a) >= contrastRatio(background, b) ? a : b));
  if (contrastRatio(background, best) >= minimumTextContrast) return best;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}
