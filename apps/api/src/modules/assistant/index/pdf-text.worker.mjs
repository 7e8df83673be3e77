// pdf.js in a worker thread of its own (see pdf-text.ts): its legacy build installs core-js polyfills on the
// globals of whatever realm loads it, and on Node 20 one of them replaces JSON.stringify with a JavaScript version
// 18 times slower. Here they stay in this worker, which reads every document it is sent until pdf-text.ts ends it.
// Receives { id, bytes }; posts { id, pages: [[{ str, hasEOL, y }]] } (each page's text items) or { id, error }.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function pageItems(bytes) {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items
          .filter((item) => 'str' in item)
          .map((item) => ({ str: item.str, hasEOL: item.hasEOL, y: Number(item.transform[5]) })),
      );
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

parentPort.on('message', async ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, pages: await pageItems(bytes) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
