import { coverPalette, solidUntil } from './cover-palette.ts';
import { escapeXml, wrapWords } from './cover-text.ts';

type CoverKind = 'courses' | 'movie' | 'tv';
export type CoverFormat = 'card' | 'hero';

export interface CoverInput {
  name: string;
  kind: CoverKind;
  /** The producer's app_primary_color and app_secondary_color (#RRGGBB). */
  primary: string;
  secondary: string;
  /** Varies the motif between courses (the course slug). */
  motifSeed: string;
}

const kindLabels: Record<CoverKind, string> = { courses: 'Curso', tv: 'Série', movie: 'Aula magna' };

const layouts = {
  card: { width: 480, height: 270, padding: 28, labelSize: 12, nameSize: 26, textShare: 0.72 },
  hero: { width: 1440, height: 600, padding: 96, labelSize: 22, nameSize: 64, textShare: 0.56 },
} as const;

const fontFamily = "'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** Concentric rings and a pulse line on the right side, placed by the seed's hash. */
function motif(width: number, height: number, colour: string, seed: string): string {
  const hash = hashOf(seed);
  const cx = Math.round(width * (0.74 + (hash % 13) / 100));
  const cy = Math.round(height * (0.3 + ((hash >>> 4) % 30) / 100));
  const base = height * (0.18 + ((hash >>> 10) % 10) / 100);
  const rings = [1, 1.6, 2.3, 3.1]
    .map(
      (scale, index) =>
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(base * scale)}" stroke-opacity="${(0.32 - index * 0.06).toFixed(2)}"/>`,
    )
    .join('');
  const step = width / 40;
  const baseline = Math.round(height * 0.82);
  const points = Array.from({ length: 23 }, (_, offset) => {
    const index = offset + 18;
    const spike =
      index % 6 === (hash >>> 16) % 6 ? -height * 0.16 : index % 6 === ((hash >>> 16) + 1) % 6 ? height * 0.06 : 0;
    return `${Math.round(index * step)},${Math.round(baseline + spike)}`;
  }).join(' ');
  return (
    `<g fill="none" stroke="${colour}" stroke-width="${Math.max(1.5, width / 480)}">${rings}` +
    `<polyline points="${points}" stroke-opacity="0.22" stroke-linejoin="round"/></g>`
  );
}

/** The layout of a format: its size, padding, font sizes and the share of the width the text may use. */
export function coverLayout(format: CoverFormat) {
  return layouts[format];
}

/** An SVG cover: the producer's gradient, a scrim that keeps the text at AA contrast, the kind label, the name on up to three lines. */
export function renderCoverSvg(input: CoverInput, format: CoverFormat): string {
  const layout = layouts[format];
  const { width, height, padding } = layout;
  const palette = coverPalette(input.primary, input.secondary, layout.textShare);
  const fade = Math.min(1, layout.textShare + 0.15);
  const lines = wrapWords(input.name, layout.nameSize, width * layout.textShare - padding, 3);
  const lineHeight = Math.round(layout.nameSize * 1.15);
  const firstBaseline = height - padding - (lines.length - 1) * lineHeight;
  const nameLines = lines
    .map((line, index) => `<tspan x="${padding}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const label = escapeXml(kindLabels[input.kind].toLocaleUpperCase('pt-BR'));
  const scrimStop = (offset: number, opacity: number) =>
    `<stop offset="${offset}" stop-color="${palette.scrimColour}" stop-opacity="${opacity}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${input.primary}"/><stop offset="${solidUntil}" stop-color="${input.primary}"/><stop offset="1" stop-color="${input.secondary}"/></linearGradient>`,
    `<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0">${scrimStop(0, palette.scrimOpacity)}${scrimStop(layout.textShare, palette.scrimOpacity)}${scrimStop(fade, 0)}</linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    motif(width, height, palette.textColour, input.motifSeed),
    `<rect width="${width}" height="${height}" fill="url(#scrim)"/>`,
    `<text x="${padding}" y="${padding + layout.labelSize}" fill="${palette.textColour}" font-family="${fontFamily}" font-size="${layout.labelSize}" font-weight="700" letter-spacing="${layout.labelSize * 0.12}">${label}</text>`,
    `<text fill="${palette.textColour}" font-family="${fontFamily}" font-size="${layout.nameSize}" font-weight="800">${nameLines}</text>`,
    '</svg>',
  ].join('\n');
}
