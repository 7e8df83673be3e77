import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin.ts';

describe('precompressFolder', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz next to index.html and every text asset, not next to images', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const html = '<!doctype html><title>Área de membros</title>'.repeat(20);
    await writeFile(join(dir, 'index.html'), html);
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log("olá");'.repeat(50));
    await writeFile(join(dir, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));

    await precompressFolder(dir);

    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(join(dir, 'index.html.gz'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toContain('olá');
    await expect(readFile(join(dir, 'photo.jpg.br'))).rejects.toThrow();
  });
});
