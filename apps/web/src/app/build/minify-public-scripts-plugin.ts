import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify, type Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin.ts';

/**
 * The classic scripts in public/ that every page loads before the bundle (issue 19): the starter, which paints a
 * returning learner's last screen and starts the app, and the early reads. Vite copies public/ as it is, and their
 * comments are most of their weight.
 */
export const firstPaintScripts = ['start-after-paint.js', 'boot-prefetch.js'] as const;

/** Minifies each named classic script of `dir` in place; the files that are not there are skipped. */
export async function minifyPublicScripts(dir: string, names: readonly string[] = firstPaintScripts): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const source = await readFile(file, 'utf8').catch(() => null);
      if (source === null) return;
      const result = await minify(name, source, { module: false, compress: true, mangle: true });
      if (result.errors.length > 0) throw new Error(`minifying ${name}: ${result.errors[0]?.message ?? ''}`);
      await writeFile(file, result.code);
    }),
  );
}

/**
 * Production build only: public/'s first-paint scripts minified, before the output is precompressed (about 1.7 KB of
 * gzip on the login's and /courses' first paint, against the 120 KB budget). The sources keep their comments.
 */
export const minifyPublicScriptsPlugin = (): Plugin =>
  afterBuildPlugin('members:minify-public-scripts', minifyPublicScripts, 'pre');
