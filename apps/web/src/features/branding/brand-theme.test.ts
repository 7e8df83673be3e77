import { describe, expect, it } from 'vitest';
import { applyBrandTheme, brandTheme } from './brand-theme.ts';
import { contrastRatio, normalizeHexColor, readableForeground, relativeLuminance } from './readable-foreground.ts';

const noImage = { app_image_background_url: null };

describe('WCAG contrast', () => {
  it('computes relative luminance and contrast ratios as WCAG 2.x defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#16a34a', '#16a34a')).toBe(1);
    // Known reference values: #767676 is the lightest gray passing AA on white, #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1e3a8a', '#fafafa')).toBeCloseTo(9.92, 1);
  });

  it('parses #rgb, #rrggbb (and their alpha forms) in any case, and nothing else', () => {
    expect(normalizeHexColor('#1E3A8A')).toBe('#1e3a8a');
    expect(normalizeHexColor(' #AbC ')).toBe('#aabbcc');
    expect(normalizeHexColor('#16a34aff')).toBe('#16a34a');
    expect(normalizeHexColor('#16a34a80')).toBe('#16a34a80');
    for (const invalid of ['', '  ', '#12', '#12345', '#gggggg', '16a34a', 'not-a-colour', null, undefined]) {
      expect(normalizeHexColor(invalid)).toBeNull();
    }
  });
});

describe('readableForeground', () => {
  it.each([
    '#16a34a',
    '#0ea5e9',
    '#facc15',
    '#7c3aed',
    '#dc2626',
    '#111827',
    '#ffffff',
    '#000',
    '#767676',
    '#777777',
    '#ff6600',
    '#008080',
    '#0077cc',
    // The demo producers' colours.
    '#1E3A8A',
    '#0F766E',
    '#6D28D9',
    '#BE123C',
    '#C2410C',
    '#4D7C0F',
  ])('keeps text on %s at WCAG AA contrast (>= 4.5:1)', (color) => {
    expect(contrastRatio(color, readableForeground(color))).toBeGreaterThanOrEqual(4.5);
  });

  it('puts near-white on dark colours and near-black on light ones', () => {
    expect(readableForeground('#1e3a8a')).toBe('#fafafa');
    expect(readableForeground('#000000')).toBe('#fafafa');
    expect(readableForeground('#fde047')).toBe('#0a0a0a');
    expect(readableForeground('#ffffff')).toBe('#0a0a0a');
  });

  it('falls back to pure white or black on mid-tones where neither near colour reaches 4.5:1', () => {
    expect(contrastRatio('#0077cc', '#fafafa')).toBeLessThan(4.5);
    expect(contrastRatio('#0077cc', '#0a0a0a')).toBeLessThan(4.5);
    expect(readableForeground('#0077cc')).toBe('#ffffff');
    expect(contrastRatio('#008844', '#fafafa')).toBeLessThan(4.5);
    expect(contrastRatio('#008844', '#0a0a0a')).toBeLessThan(4.5);
    expect(readableForeground('#008844')).toBe('#000000');
  });
});

describe('brandTheme', () => {
  it('uses the producer colours and background image', () => {
    const theme = brandTheme({
      app_primary_color: '#1E3A8A',
      app_secondary_color: '#fde047',
      app_image_background_url: 'https://cdn.test/bg "1".jpg',
    });
    expect(theme).toEqual({
      '--brand-primary': '#1e3a8a',
      '--brand-primary-foreground': '#fafafa',
      '--brand-secondary': '#fde047',
      '--brand-secondary-foreground': '#0a0a0a',
      '--brand-background-image': 'url("https://cdn.test/bg \\"1\\".jpg")',
    });
  });

  it('falls back to green-600 and cool gray without a producer or with invalid colours', () => {
    expect(brandTheme(null)).toMatchObject({
      '--brand-primary': '#16a34a',
      '--brand-secondary': '#374151',
      '--brand-background-image': 'none',
    });
    expect(
      brandTheme({ app_primary_color: 'not-a-colour', app_secondary_color: '', ...noImage })['--brand-primary'],
    ).toBe('#16a34a');
    expect(brandTheme({ app_primary_color: '#12', app_secondary_color: '#zzzzzz', ...noImage })).toMatchObject({
      '--brand-primary': '#16a34a',
      '--brand-primary-foreground': '#0a0a0a',
      '--brand-secondary': '#374151',
      '--brand-secondary-foreground': '#fafafa',
    });
  });

  it('normalises short and upper-case hex colours', () => {
    expect(brandTheme({ app_primary_color: ' #FC0 ', app_secondary_color: '#0F766E', ...noImage })).toMatchObject({
      '--brand-primary': '#ffcc00',
      '--brand-primary-foreground': '#0a0a0a',
      '--brand-secondary': '#0f766e',
      '--brand-secondary-foreground': '#fafafa',
    });
  });
});

describe('applyBrandTheme', () => {
  it('sets the CSS variables on <html>', () => {
    applyBrandTheme({ app_primary_color: '#7c3aed', app_secondary_color: null, ...noImage });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#7c3aed');
    expect(style.getPropertyValue('--brand-primary-foreground')).toBe('#fafafa');
    expect(style.getPropertyValue('--brand-secondary')).toBe('#374151');
    applyBrandTheme(null);
    expect(style.getPropertyValue('--brand-primary')).toBe('#16a34a');
  });
});
