import { describe, expect, it } from 'vitest';
import { applyBrandTheme, brandTheme } from './brand-theme.ts';
import { contrastRatio, readableForeground } from './readable-foreground.ts';

const noImage = { app_image_background_url: null };

describe('readableForeground', () => {
  it.each(['#16a34a', '#0ea5e9', '#facc15', '#7c3aed', '#dc2626', '#111827', '#ffffff', '#767676', '#777777', '#ff6600', 'teal'])(
    'keeps text on %s at WCAG AA contrast (>= 4.5:1)',
    (color) => {
      expect(contrastRatio(color, readableForeground(color))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('puts near-white on dark colours and near-black on light ones', () => {
    expect(readableForeground('#1e3a8a')).toBe('#fafafa');
    expect(readableForeground('#fde047')).toBe('#0a0a0a');
  });
});

describe('brandTheme', () => {
  it('uses the producer colours and background image', () => {
    const theme = brandTheme({ app_primary_color: '#1E3A8A', app_secondary_color: '#fde047', app_image_background_url: 'https://cdn.test/bg "1".jpg' });
    expect(theme).toEqual({
      '--brand-primary': '#1e3a8a',
      '--brand-primary-foreground': '#fafafa',
      '--brand-secondary': '#fde047',
      '--brand-secondary-foreground': '#0a0a0a',
      '--brand-background-image': 'url("https://cdn.test/bg \\"1\\".jpg")',
    });
  });

  it('falls back to green-600 and cool gray without a producer or with invalid colours', () => {
    expect(brandTheme(null)).toMatchObject({ '--brand-primary': '#16a34a', '--brand-secondary': '#374151', '--brand-background-image': 'none' });
    expect(brandTheme({ app_primary_color: 'not-a-colour', app_secondary_color: '', ...noImage })['--brand-primary']).toBe('#16a34a');
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
