import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf, precompressFiles } from '../precompress-plugin.ts';
import { captureFirstScreen } from './capture-first-screen.ts';
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

/**
 * The page's markup inside #root, marked for the app (app/first-screen.ts keeps showing it until the page is
 * drawn) and inert: a field typed into before the app runs would lose its text when the app draws its own.
 */
const withFirstScreen = (indexHtml: string, path: string, locale: string, markup: string): string =>
  indexHtml
    .replace('<html lang="pt-BR">', `<html lang="${locale}">`)
    // Painted whole or not at all: a half-parsed screen would grow (and its centred card move) as the rest comes.
    .replace('</head>', '<link rel="expect" href="#first-screen-end" blocking="render" />\n  </head>')
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div class="contents" data-first-screen="${path}" inert>${markup}</div><span id="first-screen-end"></span></div>`,
    );

async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/**
 * Production build only: draws each first screen in Chromium from the finished build and writes it as its own
 * HTML file (index.html with the screen inside #root), compressed, plus the manifest. Without a browser it warns
 * and writes nothing: the API then serves index.html, as before.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'members:prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    async closeBundle() {
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const server = await serveFolder(outDir);
      const written: Record<string, Record<string, string>> = {};
      try {
        for (const screen of firstScreens)
          for (const [locale, browserLocale] of Object.entries(locales)) {
            const markup = await captureFirstScreen(server.origin, screen.path, screen.ready, browserLocale);
            const file = `${screen.name}.${locale}.html`;
            await writeAtomically(join(outDir, file), withFirstScreen(indexHtml, screen.path, locale, markup));
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
    },
  };
}
