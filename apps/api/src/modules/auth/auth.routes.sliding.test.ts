import { sessionLifetimeDays } from '@members/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionIdOf, sessionRequests } from './session-test-support.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Sliding sessions (issue 13): a refresh moves the expiry to a full lifetime from now; the one-session rule holds. */
describe('POST /api/auth/refresh slides the session', () => {
  const ctx = useTestApp({ seed: true });
  const { login, refresh, me, sessionOf } = sessionRequests(ctx);
  const expiryOf = async (token: string) => (await sessionOf(token)).expires_at.getTime();
  /** Ages the session: it now ends in `minutes` (as if signed in 30 days ago, less that). */
  const endsIn = (token: string, minutes: number) =>
    ctx.database.db
      .update(sessions)
      .set({ expires_at: sql`now() + make_interval(mins => ${minutes})` })
      .where(eq(sessions.id, sessionIdOf(token)));

  it(`moves the expiry to ${sessionLifetimeDays} days from the refresh, and the cookies with it`, async () => {
    const old = await login('aluno@medmember.dev');
    await endsIn(old, 10);
    const before = Date.now();
    const res = await refresh(old);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().token as string;
    const expiresAt = await expiryOf(next);
    expect(expiresAt).toBeGreaterThanOrEqual(before + sessionLifetimeDays * dayMs - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + sessionLifetimeDays * dayMs + 5_000);
    const cookies = res.cookies.filter((cookie) => cookie.name === 'session' || cookie.name === 'XSRF-TOKEN');
    expect(cookies.map((cookie) => [cookie.name, cookie.maxAge])).toEqual([
      ['session', sessionLifetimeDays * 24 * 60 * 60],
      ['XSRF-TOKEN', sessionLifetimeDays * 24 * 60 * 60],
    ]);
    expect((await me(next)).statusCode).toBe(200);
    // The previous token keeps its grace (30 s), unchanged by the sliding expiry.
    expect((await me(old)).statusCode).toBe(200);
  });

  it('refuses to refresh a session already expired: 401 auth.session_expired, nothing slides', async () => {
    const token = await login('professor@medmember.dev');
    await endsIn(token, -1);
    const expired = await expiryOf(token);
    const res = await refresh(token);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'auth.session_expired']);
    expect(await expiryOf(token)).toBe(expired);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps the one-session rule: a login elsewhere supersedes a refreshed session, which cannot refresh again', async () => {
    const first = await login('freemium@medmember.dev');
    const refreshed = (await refresh(first)).json().token as string;
    const elsewhere = await login('freemium@medmember.dev');
    for (const token of [first, refreshed]) {
      const res = await refresh(token);
      expect([res.statusCode, res.json().error.code], token).toEqual([401, 'auth.session_superseded']);
      expect((await me(token)).json().error.code).toBe('auth.session_superseded');
    }
    expect((await me(elsewhere)).statusCode).toBe(200);
  });
});
