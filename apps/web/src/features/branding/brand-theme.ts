import type { ProducerBranding } from '@members/contract';
import { normalizeHexColor, readableForeground } from './readable-foreground.ts';

/** Defaults without a producer (spec §9): primary Tailwind green-600, grays "cool" (Tailwind gray). */
const defaultBrandColors = { primary: '#16a34a', secondary: '#374151' } as const;

export type BrandThemeInput = Pick<
  ProducerBranding,
  'app_primary_color' | 'app_secondary_color' | 'app_image_background_url'
>;

export interface BrandTheme {
  '--brand-primary': string;
  '--brand-primary-foreground': string;
  '--brand-secondary': string;
  '--brand-secondary-foreground': string;
  '--brand-background-image': string;
}

function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n]/g, (c) => (c === '\n' ? '\\a ' : `\\${c}`))}")`;
}

function colorOrDefault(value: string | null | undefined, fallback: string): string {
  return normalizeHexColor(value) ?? fallback;
}

/** The CSS variables for a producer's branding (defaults for null or invalid values). */
export function brandTheme(branding: BrandThemeInput | null): BrandTheme {
  const primary = colorOrDefault(branding?.app_primary_color, defaultBrandColors.primary);
  const secondary = colorOrDefault(branding?.app_secondary_color, defaultBrandColors.secondary);
  const background = branding?.app_image_background_url?.trim();
  return {
    '--brand-primary': primary,
    '--brand-primary-foreground': readableForeground(primary),
    '--brand-secondary': secondary,
    '--brand-secondary-foreground': readableForeground(secondary),
    '--brand-background-image': background ? cssUrl(background) : 'none',
  };
}

/** Sets the brand CSS variables on <html>; the Tailwind theme (src/app/styles.css) reads them. */
export function applyBrandTheme(
  branding: BrandThemeInput | null,
  root: HTMLElement = document.documentElement,
): BrandTheme {
  const theme = brandTheme(branding);
  for (const [name, value] of Object.entries(theme) as [string, string][]) root.style.setProperty(name, value);
  return theme;
}
