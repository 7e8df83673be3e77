import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintScripts, minifyPublicScripts } from './minify-public-scripts-plugin.ts';

const publicDir = join(import.meta.dirname, '../../../public');

describe("public/'s first-paint scripts, minified by the build (issue 19)", () => {
  let dir = '';

  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete window.__bootPrefetch;
    await rm(dir, { recursive: true, force: true });
  });

  it('are smaller, without their comments, and still do their work', async () => {
    dir = await mkdtemp(join(tmpdir(), 'public-scripts-'));
    for (const name of firstPaintScripts) await copyFile(join(publicDir, name), join(dir, name));
    await minifyPublicScripts(dir);
    for (const name of firstPaintScripts) {
      const [before, after] = await Promise.all([stat(join(publicDir, name)), stat(join(dir, name))]);
      expect(after.size).toBeLessThan(before.size / 2);
      expect(await readFile(join(dir, name), 'utf8')).not.toContain('issue 19');
    }
    // The minified early reads start a visitor's three public reads, as the source does.
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    new Function(await readFile(join(dir, 'boot-prefetch.js'), 'utf8'))();
    vi.runAllTimers();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(Object.keys(window.__bootPrefetch ?? {})).toContain('/api/app-config');
  });

  it('skips a script the build does not have', async () => {
    dir = await mkdtemp(join(tmpdir(), 'public-scripts-'));
    await expect(minifyPublicScripts(dir)).resolves.toBeUndefined();
  });
});
