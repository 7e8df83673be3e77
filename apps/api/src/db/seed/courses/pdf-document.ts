import { layoutHandout, margin, pageSize, type PdfPage, type PlacedText } from './pdf-layout.ts';
import { pdfLiteral, toWinAnsiBytes } from './win-ansi.ts';

export interface HandoutPdfInput {
  title: string;
  producerName: string;
  /** Body lines; "- " starts a list item, an empty string is a blank line. */
  lines: readonly string[];
  /** `#RRGGBB` of the producer's name and the rule under the header (dark enough to read on white). */
  accentColor?: string;
}

const fontObject = (baseFont: string) =>
  `<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding /WinAnsiEncoding >>`;
const grey = '0.35 0.35 0.35';

function rgb(hex: string | undefined): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return '0.12 0.23 0.54';
  return match
    .slice(1)
    .map((pair) => (parseInt(pair, 16) / 255).toFixed(3))
    .join(' ');
}

function textOperator(text: PlacedText, accent: string): string {
  const font = text.font === 'bold' ? '/F2' : '/F1';
  const colour = text.accent ? accent : '0.07 0.09 0.13';
  return `BT ${font} ${text.size} Tf ${colour} rg ${text.x} ${text.y} Td ${pdfLiteral(text.bytes)} Tj ET`;
}

function pageContent(page: PdfPage, footer: string, accent: string): string {
  const operators = page.texts.map((text) => textOperator(text, accent));
  if (page.ruleY !== null)
    operators.push(`${accent} RG 1.5 w ${margin} ${page.ruleY} m ${pageSize.width - margin} ${page.ruleY} l S`);
  operators.push(`BT /F1 8 Tf ${grey} rg ${margin} ${margin / 2} Td ${pdfLiteral(toWinAnsiBytes(footer))} Tj ET`);
  return operators.join('\n');
}

/** Numbers objects from 1 and writes them with the cross-reference table, trailer and %%EOF. */
function serialize(objects: readonly string[], rootNumber: number, infoNumber: number): Buffer {
  // Every character below is one byte (latin1): the binary marker line, then ASCII only.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${rootNumber} 0 R /Info ${infoNumber} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

/** A small PDF 1.4 handout on A4 pages: the title in bold, the producer's name, the lines, page numbers. */
export function renderHandoutPdf(input: HandoutPdfInput): Buffer {
  const pages = layoutHandout(input.title, input.producerName, input.lines);
  const accent = rgb(input.accentColor);
  // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content stream per page.
  const pageNumbers = pages.map((_, index) => 6 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    fontObject('Helvetica'),
    fontObject('Helvetica-Bold'),
    `<< /Title ${pdfLiteral(toWinAnsiBytes(input.title))} /Author ${pdfLiteral(toWinAnsiBytes(input.producerName))} /Creator (MedMember demo seed) >>`,
  ];
  pages.forEach((page, index) => {
    const content = pageContent(page, `${input.producerName} · página ${index + 1} de ${pages.length}`, accent);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize.width} ${pageSize.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  return serialize(objects, 1, 5);
}
