import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const png = Buffer.from('\x89PNG\r\n\x1a\nfake-png-bytes', 'latin1');

describe('GET /api/files/covers/:name', () => {
  const ctx = useTestApp();
  const stem = `capa-${randomBytes(4).toString('hex')}`;
  const cover = (name: string) => ctx.app.inject({ method: 'GET', url: `/api/files/covers/${name}` });

  beforeAll(async () => {
    await ctx.app.storage.put(`covers/${stem}.svg`, svg, 'image/svg+xml');
    await ctx.app.storage.put(`covers/${stem}_hero.png`, png, 'image/png');
  });

  it('serves a cover without a session, cached forever and never sniffed', async () => {
    const res = await cover(`${stem}_hero.png`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(png);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an SVG under a policy that runs no script', async () => {
    const res = await cover(`${stem}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it.each([
    '../x.svg',
    '..%2Fx.svg',
    '..%2F..%2Fetc%2Fpasswd',
    'X.SVG',
    `${'Capa'}.png`,
    'capa.gif',
    'capa',
    'capa.svg.meta.json',
    'a..b.svg',
    '%2e%2e.svg',
    'missing-cover.webp',
  ])('answers 404 common.not_found for %s', async (name) => {
    const res = await cover(name);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.not_found');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers 400 common.bad_request to a name longer than the router takes', async () => {
    const res = await cover(`${'a'.repeat(600)}.png`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('common.bad_request');
  });
});
