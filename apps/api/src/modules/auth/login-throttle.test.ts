import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';

const headers = { host: 'ortopedia.localhost:3000', origin: 'http://ortopedia.localhost:3000' };

describe('failed-login limits', () => {
  const ctx = useTestApp({ seed: true, env: { TRUST_PROXY: 'false' } });
  const login = (email: string, password: string, extra: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...headers, ...extra }, payload: { email, password } });

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
    const failures = Array.from({ length: 100 }, (_, i) => ({ producer_id: null, email: `robo${i}@exemplo.com`, ip: '127.0.0.1' }));
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
