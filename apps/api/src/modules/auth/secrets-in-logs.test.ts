import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

const headers = { host: 'oftalmologia.localhost:3000', origin: 'http://foco-oftalmo.oftalmologia.localhost:3000' };

describe('logs', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ seed: true, env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });

  it('never contain a password, a token, a cookie or a one-time secret from the URL', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'aluno@medmember.dev', password: demoPassword },
    });
    const { token } = login.json();
    const secret = token.split('|')[1];
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'aluno@medmember.dev', password: 'SenhaErrada#991' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { ...headers, cookie } });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/auth/url?token=segredo-da-url-123&email=a@b.c', headers });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10); // the requests were logged at all
    expect(log).toContain('/api/auth/url?[redacted]');
    for (const secretText of [demoPassword, 'SenhaErrada#991', secret, 'segredo-da-url-123', 'XSRF-TOKEN=']) {
      expect(log, secretText).not.toContain(secretText);
    }
  });
});
