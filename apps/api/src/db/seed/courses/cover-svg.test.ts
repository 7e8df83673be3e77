import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducers } from '../tenancy/demo-producers.ts';
import { coverPalette, minimumContrast, worstContrast } from './cover-palette.ts';
import { coverLayout, renderCoverSvg, type CoverInput } from './cover-svg.ts';
import { estimateWidth, wrapWords } from './cover-text.ts';

const tricky: CoverInput = {
  name: `Casos <difíceis> & "dicas" d'ouro em glaucoma, retina e córnea para a prova de título`,
  kind: 'tv',
  primary: '#1E3A8A',
  secondary: '#F59E0B',
  motifSeed: 'casos-dificeis',
};

describe('SVG covers', () => {
  it.each([
    ['card', 480, 270],
    ['hero', 1440, 600],
  ] as const)('renders a well-formed %s of %i×%i', async (format, width, height) => {
    const svg = renderCoverSvg(tricky, format);
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
      ),
    );
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['svg', width, height]);
    expect(svg).toContain('&lt;difíceis&gt; &amp; &quot;dicas&quot; d&apos;ouro');
    const text = svg.replace(/<[^>]*>/g, '');
    expect(text).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
    expect(svg).toContain('>SÉRIE</text>');
  });

  it('wraps the name on at most three lines, each inside the text zone', () => {
    for (const format of ['card', 'hero'] as const) {
      const layout = coverLayout(format);
      const lines = renderCoverSvg(tricky, format).match(/<tspan [^>]*>[^<]*<\/tspan>/g) ?? [];
      expect(lines.length).toBe(3);
      expect(lines[2]).toMatch(/…<\/tspan>$/);
      for (const line of wrapWords(tricky.name, layout.nameSize, layout.width * layout.textShare - layout.padding, 3)) {
        expect(layout.padding + estimateWidth(line, layout.nameSize)).toBeLessThanOrEqual(
          layout.width * layout.textShare,
        );
      }
    }
    expect(wrapWords('Retina', 26, 300, 3)).toEqual(['Retina']);
  });

  it('labels the kinds in Portuguese', () => {
    expect(renderCoverSvg({ ...tricky, kind: 'courses' }, 'card')).toContain('>CURSO</text>');
    expect(renderCoverSvg({ ...tricky, kind: 'movie' }, 'card')).toContain('>AULA MAGNA</text>');
  });

  it('keeps the text at WCAG AA contrast on every demo producer gradient', () => {
    for (const producer of demoProducers) {
      for (const format of ['card', 'hero'] as const) {
        const { textShare } = coverLayout(format);
        const palette = coverPalette(producer.primary, producer.secondary, textShare);
        expect(
          worstContrast(producer.primary, producer.secondary, textShare, palette),
          producer.slug,
        ).toBeGreaterThanOrEqual(minimumContrast);
      }
    }
    const pale = coverPalette('#FDE68A', '#FFFFFF', 0.72);
    expect(pale.textColour).toBe('#0F172A');
  });
});
