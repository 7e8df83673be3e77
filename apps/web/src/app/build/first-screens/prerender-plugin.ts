import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from '../after-build-plugin.ts';
import { precompressFiles } from '../precompress-plugin.ts';
import { captureFirstScreen } from './capture-first-screen.ts';
import { withDrawnScreen, withScriptsAfterPaint } from './first-screen-html.ts';
import { serveFolder } from './static-server.ts';

/** The pages served with their first screen drawn (issue 19): the path, the file's name, what shows it is drawn. */
const firstScreens = [{ path: '/auth/newLogin', name: 'first-screen-login', ready: '#auth-title' }];

/**
 * One file per interface language: the API picks it as the app will (the locale cookie, else the browser's
 * language), so the app draws the same words over it. The browser locale each is drawn with.
 */
const locales = { 'pt-BR': 'pt-BR', en: 'en-US' } as const;

/** The manifest the API reads (apps/api/src/plugins/not-found.ts): which file answers which path. */
const firstScreensManifest = 'first-screens.json';

async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/**
 * Draws each first screen in Chromium from the finished build in `outDir` and writes it as its own HTML file
 * (index.html with the screen inside #root), compressed, plus the manifest. Without a browser it warns and writes
 * nothing: the API then serves index.html, as before.
 */
async function drawFirstScreens(outDir: string): Promise<void> {
  const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
  const server = await serveFolder(outDir);
  const written: Record<string, Record<string, string>> = {};
  try {
    for (const screen of firstScreens)
      for (const [locale, browserLocale] of Object.entries(locales)) {
        const markup = await captureFirstScreen(server.origin, screen.path, screen.ready, browserLocale);
        const file = `${screen.name}.${locale}.html`;
        const html = withScriptsAfterPaint(withDrawnScreen(indexHtml, screen.path, locale, markup));
        await writeAtomically(join(outDir, file), html);
        written[screen.path] = { ...written[screen.path], [locale]: file };
      }
  } catch (error) {
    console.warn(`[prerender] first screens not drawn, index.html serves every path: ${String(error)}`);
  } finally {
    server.close();
  }
  await writeAtomically(join(outDir, firstScreensManifest), `${JSON.stringify(written)}\n`);
  await precompressFiles(
    Object.values(written).flatMap((files) => Object.values(files).map((file) => join(outDir, file))),
  );
}

/** Production build only: the first screens drawn from the finished build (drawFirstScreens). */
export const prerenderPlugin = (): Plugin => afterBuildPlugin('members:prerender-first-screens', drawFirstScreens);
