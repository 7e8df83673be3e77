import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const appJs = `console.log(${JSON.stringify('members area '.repeat(200))});`;

/** A dist folder shaped like the web build: precompressed .br/.gz next to each file. */
function createDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'members-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'brand'));
  const write = (name: string, content: string, precompress: boolean) => {
    writeFileSync(path.join(dir, name), content);
    if (!precompress) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
  };
  write('index.html', indexHtml, true);
  write('assets/app-abc123.js', appJs, true);
  write('brand/acme.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  write('.env', 'SECRET=1', false);
  return dir;
}

describe('static SPA serving', () => {
  const distDir = createDist();
  const ctx = useTestApp({ env: { WEB_DIST_DIR: distDir } });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves hashed assets brotli-compressed and immutable when brotli is accepted', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('serves the gzip variant when only gzip is accepted, the plain file otherwise', async () => {
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('serves / as index.html with no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(indexHtml);
  });

  it.each(['/questoes/filtro', '/auth/newLogin', '/courses/abc/module/12?tab=aulas', '/casos-clinicos/42'])(
    'falls back to index.html (200, no-cache) for the client route %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    },
  );

  it('serves other files (brand logos) with no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/brand/acme.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for unknown API paths, missing assets and non-GET client paths', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/assets/app-missing.js'],
      ['POST', '/auth/newLogin'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
  });

  it('does not serve dotfiles', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.env' });
    expect(res.body).not.toContain('SECRET');
  });

  it('still answers the probes and API routes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const config = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.headers['content-type']).toMatch(/application\/json/);
  });

  it('compresses large API JSON responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBe('3.1.0');
  });
});

describe('static SPA serving: first screens drawn at build time (issue 19)', () => {
  const distDir = createDist();
  const loginHtml = (lang: string, title: string) =>
    `<!doctype html><html lang="${lang}"><body><div id="root"><h1>${title}</h1></div></body></html>`;
  writeFileSync(path.join(distDir, 'login.pt-BR.html'), loginHtml('pt-BR', 'Entrar na plataforma'));
  writeFileSync(path.join(distDir, 'login.en.html'), loginHtml('en', 'Sign in to the platform'));
  writeFileSync(
    path.join(distDir, 'first-screens.json'),
    JSON.stringify({ '/auth/newLogin': { 'pt-BR': 'login.pt-BR.html', en: 'login.en.html' } }),
  );
  const ctx = useTestApp({ env: { WEB_DIST_DIR: distDir } });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers the login with its drawn screen in the language the app will show, varying on what picks it', async () => {
    const english = await get('/auth/newLogin?redirect=%2Fcourses', { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.body).toContain('Sign in to the platform');
    const portuguese = await get('/auth/newLogin', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' });
    expect(portuguese.body).toContain('Entrar na plataforma');
    // The locale cookie wins over the browser's language, as in the app.
    const chosen = await get('/auth/newLogin', { 'accept-language': 'en-US', cookie: 'a=1; i18n_redirected=pt-BR' });
    expect(chosen.body).toContain('Entrar na plataforma');
  });

  it('answers a malformed locale cookie with the login, not an error', async () => {
    const res = await get('/auth/newLogin', { 'accept-language': 'en', cookie: 'i18n_redirected=%E0%A4%A' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Entrar na plataforma');
  });

  it('answers every other client route with index.html', async () => {
    for (const url of ['/courses', '/auth/signUp', '/auth/newLogin/extra']) {
      expect((await get(url, { 'accept-language': 'en' })).body, url).toBe(indexHtml);
    }
  });
});
