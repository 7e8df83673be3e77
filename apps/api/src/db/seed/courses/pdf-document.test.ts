import { describe, expect, it } from 'vitest';
import { textWidth } from './helvetica-metrics.ts';
import { renderHandoutPdf } from './pdf-document.ts';
import { layoutHandout, margin, pageSize } from './pdf-layout.ts';
import { pdfLiteral, toWinAnsiBytes } from './win-ansi.ts';

const handout = {
  title: 'Apostila — Glaucoma primário de ângulo aberto',
  producerName: 'Foco Oftalmo',
  lines: [
    'Pressão intraocular elevada é o principal fator de risco modificável.',
    '',
    '- Escavação ≥ 0,7: suspeita (ação, exceção, útil)',
  ],
  accentColor: '#1E3A8A',
};

function xrefOffsets(text: string): { objectOffsets: number[]; startxref: number } {
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const entries = text
    .slice(xrefAt)
    .split('\n')
    .slice(2)
    .filter((line) => / [nf] $/.test(line));
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  return { objectOffsets: entries.slice(1).map((entry) => Number(entry.slice(0, 10))), startxref };
}

describe('handout PDF', () => {
  const pdf = renderHandoutPdf(handout);
  const text = pdf.toString('latin1');

  it('is a PDF 1.4 whose xref offsets point at their objects and startxref at the table', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const { objectOffsets, startxref } = xrefOffsets(text);
    expect(objectOffsets.length).toBeGreaterThanOrEqual(7);
    objectOffsets.forEach((offset, index) =>
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)),
    );
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    expect(text).toMatch(/\/Size (\d+)/);
    expect(Number(/\/Size (\d+)/.exec(text)?.[1])).toBe(objectOffsets.length + 1);
    for (const entry of text.match(/^\d{10} \d{5} [nf] $/gm) ?? []) expect(entry.length).toBe(19);
  });

  it('declares Helvetica and Helvetica-Bold in WinAnsiEncoding and sets the title in bold', () => {
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toMatch(/BT \/F2 18 Tf [^\n]*\(Apostila \\227 Glaucoma prim\\341rio de \\342ngulo aberto\) Tj ET/);
    expect(text).toContain('(Foco Oftalmo) Tj');
  });

  it('writes Portuguese accents as their WinAnsi bytes, escaped in octal', () => {
    expect(toWinAnsiBytes('ãçéêíóõúÁÉ')).toEqual([0xe3, 0xe7, 0xe9, 0xea, 0xed, 0xf3, 0xf5, 0xfa, 0xc1, 0xc9]);
    expect(toWinAnsiBytes('“ok” • –')).toEqual([0x93, 0x6f, 0x6b, 0x94, 0x20, 0x95, 0x20, 0x96]);
    expect(toWinAnsiBytes('≥ SpO₂ μg')).toEqual(toWinAnsiBytes('>= SpO2 µg'));
    expect(pdfLiteral(toWinAnsiBytes('Pressão (PIO) \\ ação'))).toBe('(Press\\343o \\(PIO\\) \\\\ a\\347\\343o)');
    expect(text).toContain('(Press\\343o intraocular elevada \\351 o principal fator de risco modific\\341vel.) Tj');
    expect(text).toContain('(Escava\\347\\343o >= 0,7: suspeita \\(a\\347\\343o, exce\\347\\343o, \\372til\\)) Tj');
  });

  it('keeps the content streams ASCII with exact lengths', () => {
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
      expect(/^[\x20-\x7e\n]*$/.test(text.slice(start, start + Number(match[1])))).toBe(true);
    }
  });

  it('wraps long lines inside the margins and spills onto a second page', () => {
    const long =
      'A retinopatia diabética proliferativa exige panfotocoagulação ou antiangiogênico intravítreo conforme o caso clínico.';
    const lines = Array.from({ length: 60 }, (_, index) => (index % 3 === 0 ? `- ${long}` : long));
    const pages = layoutHandout('Retina', 'Lumen Oftalmologia', lines);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      for (const placed of page.texts) {
        expect(placed.x + textWidth(placed.bytes, placed.font, placed.size)).toBeLessThanOrEqual(
          pageSize.width - margin + 0.01,
        );
        expect(placed.y).toBeGreaterThanOrEqual(margin);
        expect(placed.y).toBeLessThanOrEqual(pageSize.height - margin);
      }
    }
    const pdfText = renderHandoutPdf({ title: 'Retina', producerName: 'Lumen', lines }).toString('latin1');
    expect(pdfText).toMatch(/\/Count [2-9]/);
    expect(pdfText).toContain('(Lumen \\267 p\\341gina 2 de');
  });
});
