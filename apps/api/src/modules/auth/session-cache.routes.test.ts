import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCacheTtlMs } from './session-cache.ts';
import { refreshGraceMs } from './sessions.service.ts';
import { sessionIdOf, sessionRequests } from './session-test-support.ts';

describe('sessions this process verified a moment ago (session cache)', () => {
  const ctx = useTestApp({ seed: true });
  afterEach(() => vi.useRealTimers());

  const { login, me, post } = sessionRequests(ctx);

  it('a new login supersedes a session read a moment ago: its next read answers 401 auth.session_superseded', async () => {
    const first = await login('aluno@medmember.dev');
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(200);
    const second = await login('aluno@medmember.dev');
    const res = await me(first);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'auth.session_superseded']);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('logout ends a session read a moment ago', async () => {
    const token = await login('professor@medmember.dev');
    expect((await me(token)).statusCode).toBe(200);
    expect((await post(token, '/api/auth/logout')).statusCode).toBe(204);
    expect((await me(token)).json().error.code).toBe('auth.unauthenticated');
  });

  it('a profile update shows in the very next read', async () => {
    const token = await login('freemium@medmember.dev');
    expect((await me(token)).json().user.apelido).toBe('Camila');
    expect((await post(token, '/api/user/profile', { apelido: 'Cami' })).statusCode).toBe(200);
    expect((await me(token)).json().user.apelido).toBe('Cami');
  });

  it('refresh: the rotated token and, for its grace, the previous one keep working', async () => {
    const old = await login('novo@medmember.dev');
    expect((await me(old)).statusCode).toBe(200);
    const refreshed = await post(old, '/api/auth/refresh');
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshed.json().token as string;
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(200);
    // The previous token cannot rotate again from a cached copy: the rotation forgot it.
    expect((await post(old, '/api/auth/refresh')).json().token).toBe(rotated);
  });

  it('a previous token read a moment ago stops when its grace ends, though its cached copy lives on', async () => {
    const old = await login('novo@medmember.dev');
    const rotated = (await post(old, '/api/auth/refresh')).json().token as string;
    expect((await me(old)).statusCode).toBe(200);
    expect((await me(rotated)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + refreshGraceMs + 1_000);
    expect(refreshGraceMs + 1_000).toBeLessThan(sessionCacheTtlMs);
    expect((await me(old)).json().error.code).toBe('auth.unauthenticated');
    expect((await me(rotated)).statusCode).toBe(200);
  });

  /**
   * A session read (so cached), then revoked straight in the table: the token, once reads and writes still answer
   * from the cache. Up to five tries, each with a new login: on a loaded server this process may for a moment not
   * trust its cache (a ping back late, change-bus.ts) and read the table instead, as it should.
   */
  async function cachedThenRevokedBehindItsBack(): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const token = await login('aluno@medmember.dev');
      // The login's own message comes back to this process too (PostgreSQL's NOTIFY) and forgets the user's
      // cached sessions: let it arrive (within a second, session-cache.ts) before the cache is filled.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await me(token)).statusCode).toBe(200);
      // Every writer of sessions and users tells every process (session-changes.ts); this one does not, as if its
      // message were lost.
      await ctx.database.db
        .update(sessions)
        .set({ revoked_at: new Date(), revoked_reason: 'superseded' })
        .where(eq(sessions.id, sessionIdOf(token)));
      if ((await me(token)).statusCode === 200 && (await post(token, '/api/user/profile', {})).statusCode === 200)
        return token;
    }
    throw new Error('in five tries, no read answered from the cache after a change no process was told of');
  }

  it('a change no process was told of (written straight to the table) lasts at most sessionCacheTtlMs', async () => {
    const token = await cachedThenRevokedBehindItsBack();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + sessionCacheTtlMs);
    expect((await me(token)).json().error.code).toBe('auth.session_superseded');
    expect((await post(token, '/api/user/profile', {})).json().error.code).toBe('auth.session_superseded');
  });
});
