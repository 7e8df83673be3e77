/**
 * A one-page PDF "boleto de teste" written by hand (PDF 1.4, Helvetica, WinAnsi text): no PDF library is a
 * dependency, and the sandbox's boleto needs only lines of text.
 */

/** Latin-1 text escaped for a PDF string; other characters become '?'. */
function pdfText(text: string): string {
  const latin = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return latin.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]/g, ' ');
}

export function boletoPdf(lines: readonly { text: string; size?: number }[]): Buffer {
  let y = 790;
  const content = lines
    .map(({ text, size = 11 }) => {
      y -= size + 10;
      return `BT /F1 ${size} Tf 50 ${y} Td (${pdfText(text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
