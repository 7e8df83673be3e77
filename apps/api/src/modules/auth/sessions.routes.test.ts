import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { sessionRequests, vigiliaHeaders } from './session-test-support.ts';

describe('one active session per user', () => {
  const ctx = useTestApp({ seed: true });
  const { signIn: login, me, refresh, post } = sessionRequests(ctx);

  it('answers the session user, and 401 auth.unauthenticated without or with a bad token', async () => {
    const { token } = (await login('professor@medmember.dev')).json();
    expect((await me(token)).json().user.email).toBe('professor@medmember.dev');
    for (const bad of [
      '',
      'nonsense',
      `${token}x`,
      token.replace(/\|.*/, '|AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ]) {
      const res = await me(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().error.code).toBe('auth.unauthenticated');
    }
  });

  it('a new login supersedes the old session: 401 auth.session_superseded (no redirect: the app shows its modal)', async () => {
    const first = (await login()).json().token;
    const second = (await login()).json().token;
    const res = await me(first);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('auth.session_superseded');
    expect(res.json().error.data).toBeUndefined();
    expect((await me(second)).statusCode).toBe(200);
  });

  it('20 parallel logins of one user leave exactly 1 valid session', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => login('freemium@medmember.dev')));
    const tokens = results.map((res) => res.json().token as string);
    const statuses = await Promise.all(tokens.map(async (token) => (await me(token)).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(19);
  });

  it('refresh rotates the token; the old one keeps working briefly and two tabs get the same new token', async () => {
    const old = (await login('novo@medmember.dev')).json().token;
    const [tabA, tabB] = await Promise.all([refresh(old), refresh(old)]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    const rotated = tabA.json().token;
    expect(rotated).not.toBe(old);
    expect(tabB.json().token).toBe(rotated);
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(200); // grace
  });

  it('logout revokes the session server-side and clears the cookies', async () => {
    const { token } = (await login('professor@medmember.dev')).json();
    const res = await post(token, '/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');
    expect((await me(token)).json().error.code).toBe('auth.unauthenticated');
  });
});

describe('XSRF for cookie-authenticated writes', () => {
  const ctx = useTestApp({ seed: true });

  it('refuses a cookie-authenticated POST without the matching X-XSRF-TOKEN; GETs need none', async () => {
    const loginRes = await sessionRequests(ctx).signIn();
    const jar = Object.fromEntries(loginRes.cookies.map((cookie) => [cookie.name, cookie.value]));
    const cookies = { session: jar['session'] ?? '', 'XSRF-TOKEN': jar['XSRF-TOKEN'] ?? '' };
    expect(cookies.session).not.toBe('');

    const read = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: vigiliaHeaders, cookies });
    expect(read.statusCode).toBe(200);

    const update = (xsrf?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/profile',
        headers: { ...vigiliaHeaders, ...(xsrf === undefined ? {} : { 'x-xsrf-token': xsrf }) },
        cookies,
        payload: { apelido: 'Aninha' },
      });
    for (const xsrf of [undefined, 'wrong', '']) {
      const res = await update(xsrf);
      expect(res.statusCode, String(xsrf)).toBe(403);
      expect(res.json().error.code).toBe('auth.xsrf_mismatch');
    }
    const ok = await update(cookies['XSRF-TOKEN']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.apelido).toBe('Aninha');
  });
});
