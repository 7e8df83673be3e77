import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';

/** Throwaway routes: who the app thinks the client is, and a per-IP limited route (3 per minute). */
function clientRoutes(app: FastifyInstance): void {
  app.get('/test/client', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
  app.get('/test/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.get('/test/cookie', async (_request, reply) => reply.setCookie('other', 'x', { path: '/' }).send({ ok: true }));
}

const client = async (ctx: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/test/client',
      remoteAddress,
      headers: { host: 'localhost:3000', ...headers },
    })
  ).json();

/** Status codes of `count` calls to the limited route, each with its own X-Forwarded-For from `spoof(i)`. */
async function limitedStatuses(ctx: TestApp, remoteAddress: string, spoof: (i: number) => string, count = 5) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/test/limited',
      remoteAddress,
      headers: { 'x-forwarded-for': spoof(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY=false (the server faces clients)', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: 'false' }, register: clientRoutes });

  it('ignores every forwarding header', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example.com',
    };
    expect(await client(ctx, '203.0.113.5', headers)).toEqual({
      ip: '203.0.113.5',
      protocol: 'http',
      host: 'localhost:3000',
    });
  });

  it('a rotating X-Forwarded-For does not change the rate-limit key', async () => {
    expect(await limitedStatuses(ctx, '203.0.113.5', (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('TRUST_PROXY=<addresses> (the safest: only the listed proxies)', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }, register: clientRoutes });

  it("takes the client address, https and host from a listed proxy's headers", async () => {
    const headers = {
      'x-forwarded-for': '1.2.3.4, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'membros.example.com',
    };
    expect(await client(ctx, '10.0.0.1', headers)).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
      host: 'membros.example.com',
    });
    expect((await client(ctx, '::ffff:10.1.2.3', headers)).ip).toBe('198.51.100.7');
  });

  it('believes nothing a client that is not a listed proxy sends', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'membros.example.com',
    };
    expect(await client(ctx, '203.0.113.5', headers)).toEqual({
      ip: '203.0.113.5',
      protocol: 'http',
      host: 'localhost:3000',
    });
  });

  it('a spoofed X-Forwarded-For from an untrusted peer does not change the rate-limit key', async () => {
    expect(await limitedStatuses(ctx, '203.0.113.6', (i) => `198.51.100.${i}`)).toEqual([200, 200, 200, 429, 429]);
  });

  it('behind the proxy, what the client prepends does not change its key, and other clients keep theirs', async () => {
    expect(await limitedStatuses(ctx, '10.0.0.1', (i) => `192.0.2.${i}, 198.51.100.20`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
    expect(await limitedStatuses(ctx, '10.0.0.1', () => '198.51.100.21', 1)).toEqual([200]);
  });
});

describe('TRUST_PROXY=<hop count>', () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: '1' }, register: clientRoutes });

  it("takes the last proxy's entry: what the client wrote before it is ignored", async () => {
    const headers = { 'x-forwarded-for': '1.2.3.4, 198.51.100.7', 'x-forwarded-proto': 'http, https' };
    expect(await client(ctx, '127.0.0.1', headers)).toMatchObject({ ip: '198.51.100.7', protocol: 'https' });
    expect(await limitedStatuses(ctx, '127.0.0.1', (i) => `192.0.2.${i}, 198.51.100.30`)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });
});

const site = {
  host: 'anestesiologia.localhost:3000',
  origin: 'http://vigilia-anestesia.anestesiologia.localhost:3000',
};
const secureFlags = (res: { cookies: { name: string; secure?: boolean }[] }) =>
  Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.secure === true]));

async function login(ctx: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { ...site, ...headers },
    payload: { email: 'aluno@medmember.dev', password: demoPassword },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('Secure cookies behind a trusted https proxy', () => {
  const ctx = useTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' }, register: clientRoutes });

  it('sets Secure on the session, XSRF and any other cookie when the trusted proxy says https', async () => {
    const res = await login(ctx, '127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(secureFlags(res)).toEqual({ session: true, 'XSRF-TOKEN': true });
    const token = res.json().token as string;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '127.0.0.1',
      headers: { ...site, 'x-forwarded-proto': 'https', authorization: `Bearer ${token}` },
    });
    expect(secureFlags(logout)).toEqual({ session: true, 'XSRF-TOKEN': true });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/test/cookie',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secureFlags(other)).toEqual({ other: true });
  });

  it('does not take https from a client that is not the proxy, nor assume it over plain http', async () => {
    expect(secureFlags(await login(ctx, '203.0.113.5', { 'x-forwarded-proto': 'https' }))).toEqual({
      session: false,
      'XSRF-TOKEN': false,
    });
    expect(secureFlags(await login(ctx, '127.0.0.1'))).toEqual({ session: false, 'XSRF-TOKEN': false });
  });
});

describe('Secure cookies with an https PUBLIC_URL', () => {
  const ctx = useTestApp({ seed: true, env: { PUBLIC_URL: 'https://membros.example.com' }, register: clientRoutes });

  it('sets Secure even when the request reached the server over plain http', async () => {
    expect(secureFlags(await login(ctx, '127.0.0.1'))).toEqual({ session: true, 'XSRF-TOKEN': true });
    expect(secureFlags(await ctx.app.inject({ method: 'GET', url: '/test/cookie' }))).toEqual({ other: true });
  });
});
