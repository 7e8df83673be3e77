import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers without a tag manager', () => {
  const ctx = useTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });

  it('sends a CSP with only self (plus data:/blob: images, Vimeo lesson videos) and no other external host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://vimeo.com']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://player.vimeo.com']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    const external = String(res.headers['content-security-policy']).match(/https?:\/\/[^\s;]+/g);
    expect(new Set(external)).toEqual(new Set(['https://vimeo.com', 'https://player.vimeo.com']));
  });

  it('sends the usual helmet headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives JSON answers a lean set: a policy allowing nothing, and none of the headers only pages need', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ])
      expect(res.headers[pageOnly]).toBeUndefined();
    const notFound = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives an API file the page set, but for the policy its route set itself', async () => {
    await ctx.app.storage.put('covers/security-test.png', Buffer.from('\x89PNG\r\n\x1a\nfake', 'latin1'), 'image/png');
    const png = await ctx.app.inject({ method: 'GET', url: '/api/files/covers/security-test.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(png.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has cookies and opt-in rate limiting available to routes', () => {
    expect(ctx.app.hasReplyDecorator('setCookie')).toBe(true);
    expect(ctx.app.hasDecorator('rateLimit')).toBe(true);
  });

  it('allows a configured origin with credentials', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/app-config',
      headers: { origin: 'https://app.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a preflight from a configured origin', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/producers',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
  });

  it.each(['https://evil.example.com', 'https://app.example.com.evil.com', 'null'])(
    'gives no Access-Control-Allow-Origin to %s',
    async (origin) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/producers',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

describe('security headers with a tag manager', () => {
  const ctx = useTestApp({ env: { TAG_MANAGER_HOST: 'https://tags.example.com.br' } });

  it('allows exactly the tag-manager origin in script, frame, connect and img sources', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://tags.example.com.br']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://player.vimeo.com', 'https://tags.example.com.br']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://vimeo.com', 'https://tags.example.com.br']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tags.example.com.br']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('gives no CORS origin at all when CORS_ORIGINS is empty', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/app-config',
      headers: { origin: 'https://tags.example.com.br' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
