import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { loginFailures, sessions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertAccount, lumen, testPassword } from './auth-test-support.ts';

const headers = { host: 'ortopedia.localhost:3000', origin: 'http://ortopedia.localhost:3000' };

describe('failed-login limits', () => {
  const ctx = useTestApp({ seed: true, env: { TRUST_PROXY: 'false' } });
  const login = (email: string, password: string, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, ...extra },
      payload: { email, password },
    });

  it('locks an account for 15 minutes after 10 failures (429 + Retry-After), even for the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      // A rotating X-Forwarded-For does not reset the count (the proxy is not trusted).
      const res = await login('aluno@medmember.dev', `errada-${i}`, { 'x-forwarded-for': `10.0.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login('aluno@medmember.dev', demoPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('auth.too_many_attempts');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not affected.
    expect((await login('novo@medmember.dev', demoPassword)).statusCode).toBe(200);
  });

  it('successful logins never count', async () => {
    for (let i = 0; i < 12; i += 1) expect((await login('professor@medmember.dev', demoPassword)).statusCode).toBe(200);
  });
});

describe('failed logins per IP', () => {
  const ctx = useTestApp({ seed: true });

  it('allows 100 failures per address in 5 minutes, then answers 429 for every account from it', async () => {
    const failures = Array.from({ length: 100 }, (_, i) => ({
      producer_id: null,
      email: `robo${i}@exemplo.com`,
      ip: '127.0.0.1',
    }));
    await ctx.database.db.insert(loginFailures).values(failures);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'freemium@medmember.dev', password: demoPassword },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('failed logins per account and address (the usual address still signs in)', () => {
  const ctx = useTestApp({ seed: true });
  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: lumen.host, origin: lumen.origin },
      remoteAddress,
      payload: { email, password },
    });
  const failTenTimes = async (email: string, remoteAddress: string) => {
    for (let i = 0; i < 10; i += 1) expect((await login(email, `errada-${i}`, remoteAddress)).statusCode).toBe(401);
  };

  it("10 wrong passwords from one address lock that address, while the learner's usual address still signs in", async () => {
    const { email } = await insertAccount(ctx);
    const usual = '198.51.100.10';
    const attacker = '203.0.113.66';
    expect((await login(email, testPassword, usual)).statusCode).toBe(200);
    await failTenTimes(email, attacker);
    const blocked = await login(email, testPassword, attacker);
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([429, 'auth.too_many_attempts']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(email, testPassword, usual)).statusCode).toBe(200);
    // The attacker's address stays blocked for this account after the owner's sign-in.
    expect((await login(email, testPassword, attacker)).statusCode).toBe(429);
  });

  it('a new address is still held by the per-account count', async () => {
    const { email } = await insertAccount(ctx);
    expect((await login(email, testPassword, '198.51.100.20')).statusCode).toBe(200);
    await failTenTimes(email, '203.0.113.77');
    const fromNewAddress = await login(email, testPassword, '192.0.2.200');
    expect(fromNewAddress.statusCode).toBe(429);
    expect(Number(fromNewAddress.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('failures from the usual address lock that address for the account too', async () => {
    const { email } = await insertAccount(ctx);
    const usual = '198.51.100.30';
    expect((await login(email, testPassword, usual)).statusCode).toBe(200);
    await failTenTimes(email, usual);
    expect((await login(email, testPassword, usual)).statusCode).toBe(429);
  });

  it('an address that signed in long ago is no longer a usual one', async () => {
    const { email, id } = await insertAccount(ctx);
    const old = '198.51.100.40';
    expect((await login(email, testPassword, old)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ created_at: sql`now() - interval '91 days'` })
      .where(eq(sessions.user_id, id));
    await failTenTimes(email, '203.0.113.88');
    expect((await login(email, testPassword, old)).statusCode).toBe(429);
  });

  it('the per-IP limit holds from the usual address as well', async () => {
    const { email } = await insertAccount(ctx);
    const usual = '198.51.100.50';
    expect((await login(email, testPassword, usual)).statusCode).toBe(200);
    const failures = Array.from({ length: 100 }, (_, i) => ({
      producer_id: null,
      email: `robo${i}@exemplo.com`,
      ip: usual,
    }));
    await ctx.database.db.insert(loginFailures).values(failures);
    const res = await login(email, testPassword, usual);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
