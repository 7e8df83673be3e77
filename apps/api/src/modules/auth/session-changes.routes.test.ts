import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { signIn, useInstancePair, type InstancePair } from './session-changes-test-support.ts';
import { sessionIdOf, vigiliaHeaders } from './session-test-support.ts';
import { revokeOtherSessions } from './sessions.service.ts';

const bearer = (token: string) => ({ ...vigiliaHeaders, authorization: `Bearer ${token}` });
/** A write (an empty profile change touches no row) and a read, as a learner's client sends them. */
const write = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/user/profile', headers: bearer(token), payload: {} });
const read = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

const answer = (res: Awaited<ReturnType<typeof read>>) =>
  res.statusCode === 200 ? 'ok' : `${res.statusCode} ${res.json<{ error: { code: string } }>().error.code}`;

/**
 * Sends the call every 20 ms until it answers `expected`; how long after `since` (when the change was answered)
 * the first call that did was sent: the promise is about calls sent a second after a change, however slow the
 * answer.
 */
async function msUntil(since: number, call: () => ReturnType<typeof read>, expected: string): Promise<number> {
  for (;;) {
    const sentAt = Date.now();
    if (answer(await call()) === expected) return sentAt - since;
    if (sentAt - since > 3_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** b answers `expected` to the token's next write and read within a second of `since`. */
async function expectOnB(pair: InstancePair, token: string, since: number, expected: string) {
  const writeMs = await msUntil(since, () => write(pair.b, token), expected);
  const readMs = await msUntil(since, () => read(pair.b, token), expected);
  expect(Math.max(writeMs, readMs)).toBeLessThanOrEqual(1_000);
  return Math.max(writeMs, readMs);
}

/** The learner works on b: a write and a read pass (and b has the session cached). */
async function workOnB(pair: InstancePair, email: string) {
  const token = await signIn(pair.b, email);
  expect(answer(await write(pair.b, token))).toBe('ok');
  expect(answer(await read(pair.b, token))).toBe('ok');
  return token;
}

function describeTwoInstances(label: string, env: Record<string, string>, transport: string) {
  describe(`a session changed on one API instance, used on another (${label})`, () => {
    const pair = useInstancePair(env);

    it(`both instances hear of session changes through ${transport}`, () => {
      expect([pair.a.sessionChanges.transport, pair.b.sessionChanges.transport]).toEqual([transport, transport]);
      expect(pair.b.sessionChanges.trusted()).toBe(true);
    });

    it('a newer sign-in on A: within a second the old token gets 401 auth.session_superseded on B', async () => {
      const old = await workOnB(pair, 'aluno@medmember.dev');
      const newer = await signIn(pair.a, 'aluno@medmember.dev');
      const since = Date.now();
      const ms = await expectOnB(pair, old, since, '401 auth.session_superseded');
      console.log(
        `session changes (${label}): a superseded token refused on the other instance ${ms} ms after the sign-in answered`,
      );
      expect(answer(await write(pair.b, newer))).toBe('ok');
    });

    it('a logout on A: within a second the token gets 401 on B', async () => {
      const token = await workOnB(pair, 'professor@medmember.dev');
      const logout = await pair.a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      const since = Date.now();
      await expectOnB(pair, token, since, '401 auth.unauthenticated');
    });

    it('a revocation on A (a password reset ends every session): within a second B refuses the token', async () => {
      const token = await workOnB(pair, 'novo@medmember.dev');
      const user = (await read(pair.b, token)).json<{ user: { id: string } }>().user;
      await revokeOtherSessions(pair.a.db, user.id, null);
      const since = Date.now();
      await expectOnB(pair, token, since, '401 auth.unauthenticated');
    });

    it("a profile change on A shows in B's next read within a second", async () => {
      const token = await workOnB(pair, 'freemium@medmember.dev');
      const nickname = `Cami ${randomBytes(2).toString('hex')}`;
      const change = await pair.a.inject({
        method: 'POST',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { apelido: nickname },
      });
      expect(change.statusCode).toBe(200);
      const since = Date.now();
      const seen = async () => (await read(pair.b, token)).json<{ user: { apelido: string } }>().user.apelido;
      let ms = Number.POSITIVE_INFINITY;
      while (Date.now() - since < 3_000 && ms === Number.POSITIVE_INFINITY) {
        const sentAt = Date.now();
        if ((await seen()) === nickname) ms = sentAt - since;
      }
      expect(ms).toBeLessThanOrEqual(1_000);
    });

    it.runIf(env['REDIS_URL'] || process.env['TEST_DATABASE_URL'])(
      'while B is not listening it reads every session; listening again, it drops what it cached',
      async () => {
        const token = await workOnB(pair, 'aluno@medmember.dev');
        // A change no process is told of (as if its message were lost): b, listening, answers from its cache.
        await pair.database.db
          .update(sessions)
          .set({ revoked_at: new Date(), revoked_reason: 'superseded' })
          .where(eq(sessions.id, sessionIdOf(token)));
        expect(answer(await write(pair.b, token))).toBe('ok');
        const since = Date.now();
        await pair.cutListenerOfB?.();
        await expectOnB(pair, token, since, '401 auth.session_superseded');
        const listening = Date.now();
        while (!pair.b.sessionChanges.trusted() && Date.now() - listening < 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(pair.b.sessionChanges.trusted()).toBe(true);
        // Its cache was dropped when it listened again: the stale entry is gone.
        expect(answer(await write(pair.b, token))).toBe('401 auth.session_superseded');
      },
    );
  });
}

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);
describeTwoInstances(onPostgres ? 'PostgreSQL' : 'PGlite', {}, onPostgres ? 'postgres' : 'pglite');

// TEST_REDIS_URL (set by .ci/run when the machine's Redis answers), or REDIS_URL.
const redisUrl = process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'];
if (redisUrl) {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:` };
  describeTwoInstances('Redis', env, 'redis');
} else {
  describe.skip('session changes through Redis: set TEST_REDIS_URL to run', () => {
    it('runs with TEST_REDIS_URL', () => undefined);
  });
}
