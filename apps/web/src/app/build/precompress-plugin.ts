import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text-like files worth compressing; images and fonts are already compressed. */
const compressible = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` next to every compressible file of the output folder. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter((f) => compressible.test(f));
  await precompressFiles(files);
  return files;
}

/** Writes `<file>.br` and `<file>.gz` next to each file. */
export async function precompressFiles(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
        gzipAsync(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** Production build only: precompresses the finished output (assets, public files and index.html). */
export const precompressPlugin = (): Plugin => afterBuildPlugin('members:precompress', precompressFolder);
