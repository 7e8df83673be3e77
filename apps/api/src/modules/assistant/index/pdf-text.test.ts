import { describe, expect, it } from 'vitest';
import { renderHandoutPdf } from '../../../db/seed/courses/pdf-document.ts';
import { pdfPageTexts } from './pdf-text.ts';

/** 60 numbered lines: the seed's layout puts about 45 on page 1, the rest on page 2. */
const lines = Array.from({ length: 60 }, (_, i) =>
  i === 55 ? 'Frase da segunda página: anticoagulação plena por três meses.' : `Linha ${i + 1} da apostila.`,
);

/** Taken before any test reads a PDF. */
const nativeStringify = JSON.stringify;

describe('pdfPageTexts', () => {
  it('gives each page its own text, accents kept, page numbers and furniture left out', async () => {
    const pdf = renderHandoutPdf({ title: 'Apostila de teste', producerName: 'Produtor Ação', lines });
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Apostila de teste');
    expect(pages[0]).toContain('Linha 1 da apostila.');
    expect(pages[0]).not.toContain('anticoagulação');
    expect(pages[1]).toContain('Frase da segunda página: anticoagulação plena por três meses.');
    expect(pages.join('\n')).not.toMatch(/página \d+ de \d+/);
  });

  it('joins wrapped lines and keeps blank-line gaps as paragraphs', async () => {
    const long = `Um parágrafo longo ${'que continua '.repeat(20)}até o fim.`;
    const pdf = renderHandoutPdf({ title: 'T', producerName: 'P', lines: [long, '', 'Outro parágrafo.'] });
    const [page] = await pdfPageTexts(pdf);
    expect(page).toContain(long);
    expect(page).toMatch(/até o fim\.\n\nOutro parágrafo\.$/);
  });

  it('leaves this thread its native JSON.stringify (pdf.js polyfills it, 18 times slower, on Node 20)', async () => {
    const pdf = renderHandoutPdf({ title: 'T', producerName: 'P', lines: ['Uma linha.'] });
    await pdfPageTexts(pdf);
    // core-js's replacement says "[native code]" too: only the function's identity tells them apart.
    expect(JSON.stringify).toBe(nativeStringify);
  });

  it('leaves the bytes it was given as they were', async () => {
    const pdf = renderHandoutPdf({ title: 'T', producerName: 'P', lines: ['Uma linha.'] });
    const copy = new Uint8Array(pdf);
    await pdfPageTexts(pdf);
    expect(new Uint8Array(pdf)).toEqual(copy); // not detached, not changed
  });

  it('rejects bytes that are not a PDF, and the next document still reads', async () => {
    await expect(pdfPageTexts(new TextEncoder().encode('not a pdf'))).rejects.toThrow();
    const [page] = await pdfPageTexts(renderHandoutPdf({ title: 'T', producerName: 'P', lines: ['Depois do erro.'] }));
    expect(page).toContain('Depois do erro.');
  });

  it('gives each of many documents read at once its own pages', async () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Apostila ${i + 1}`);
    const texts = await Promise.all(
      titles.map((title) =>
        pdfPageTexts(renderHandoutPdf({ title, producerName: 'P', lines: [`Texto de ${title}.`] })),
      ),
    );
    texts.forEach(([page], i) => expect(page).toContain(`Texto de ${titles[i]}.`));
  });
});
