import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionIdOf, sessionRequests } from './session-test-support.ts';
import { clearEndedSuccessors } from './sessions.repository.ts';
import { successorSweeper } from './successor-sweeper.ts';

/** How the old rotation derived the next secret from a token: HMAC-SHA256 keyed by the old secret. */
function derivedTheOldWay(token: string): string {
  const [id = '', secret = ''] = token.split('|');
  return `${id}|${createHmac('sha256', secret).update(`rotate:${id}`).digest('base64url')}`;
}

describe('POST /api/auth/refresh', () => {
  const ctx = useTestApp({ seed: true });
  const { login, refresh, me, sessionOf } = sessionRequests(ctx);
  const newToken = async (token: string) => {
    const res = await refresh(token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  /** Ends the grace of the session's previous token without sleeping. */
  const endGrace = (token: string) =>
    ctx.database.db
      .update(sessions)
      .set({ previous_valid_until: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionIdOf(token)));

  it('a token computed from an old one (as the HMAC rotation did) opens nothing', async () => {
    const first = await login('aluno@medmember.dev');
    const second = await newToken(first);
    const third = await newToken(second);
    for (const forged of [derivedTheOldWay(first), derivedTheOldWay(second), derivedTheOldWay(third)]) {
      expect((await me(forged)).statusCode, forged).toBe(401);
      expect((await refresh(forged)).statusCode, forged).toBe(401);
    }
  });

  it('a token past its grace window is refused, and so is anything derived from it', async () => {
    const old = await login('professor@medmember.dev');
    const current = await newToken(old);
    await endGrace(current);
    for (const stale of [old, derivedTheOldWay(old)]) {
      const res = await refresh(stale);
      expect([res.statusCode, res.json().error.code]).toEqual([401, 'auth.unauthenticated']);
      expect((await me(stale)).statusCode).toBe(401);
    }
    expect((await me(current)).statusCode).toBe(200);
  });

  it('gives two tabs refreshing one token at once the same new token, and again within the grace', async () => {
    const old = await login('novo@medmember.dev');
    const [tabA, tabB] = await Promise.all([refresh(old), refresh(old)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    const next = tabA.json().token as string;
    expect(next).not.toBe(old);
    expect(tabB.json().token).toBe(next);
    expect(await newToken(old)).toBe(next);
    expect((await me(next)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(200);
  });

  it('issues unrelated random secrets: refreshing with the current token works and rotates again', async () => {
    const first = await login('freemium@medmember.dev');
    const second = await newToken(first);
    const third = await newToken(second);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(second).not.toBe(derivedTheOldWay(first));
    expect(third).not.toBe(derivedTheOldWay(second));
    // The first token's successor was replaced at the next rotation: it no longer refreshes.
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);
  });

  it('keeps the successor only sealed: the database holds no usable token', async () => {
    const old = await login('aluno@medmember.dev');
    const next = await newToken(old);
    const row = await sessionOf(next);
    const secret = next.split('|')[1] ?? '';
    expect(row.successor_sealed).toEqual(expect.any(String));
    expect(row.successor_sealed).not.toContain(secret);
    expect(Buffer.from(row.successor_sealed ?? '', 'base64url').toString('latin1')).not.toContain(secret);
  });

  it('forgets the sealed successor when the grace window ends, and replaces it at the next rotation', async () => {
    const first = await login('novo@medmember.dev');
    const second = await newToken(first);
    const sealedForFirst = (await sessionOf(second)).successor_sealed;
    await clearEndedSuccessors(ctx.database.db, 'all');
    expect((await sessionOf(second)).successor_sealed).toBe(sealedForFirst);
    const third = await newToken(second);
    const sealedForSecond = (await sessionOf(third)).successor_sealed;
    expect(sealedForSecond).not.toBe(sealedForFirst);
    await endGrace(third);
    await clearEndedSuccessors(ctx.database.db, [sessionIdOf(third)]);
    expect((await sessionOf(third)).successor_sealed).toBeNull();
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);
  });

  it('answers 401, never 500, to malformed tokens and a damaged sealed successor', async () => {
    const old = await login('professor@medmember.dev');
    const next = await newToken(old);
    const id = sessionIdOf(next);
    const malformed = [
      '',
      'x',
      '|',
      `${id}|`,
      `${id}|short`,
      `${id}|${'a'.repeat(5000)}`,
      'not-a-uuid|AAAAAAAAAAAAAAAAAAAAAAAA',
      `${id}|ção✓ção✓ção✓ção✓`,
      `${id}||||||||||||||||||||`,
    ];
    for (const token of malformed) {
      expect((await refresh(token)).statusCode, token).toBe(401);
    }
    for (const sealed of ['garbage', 'v1.x.y.z', '', 'v1....']) {
      await ctx.database.db.update(sessions).set({ successor_sealed: sealed }).where(eq(sessions.id, id));
      expect((await refresh(old)).statusCode, sealed).toBe(401);
    }
    expect((await me(next)).statusCode).toBe(200);
  });
});

describe('the sealed successor sweeper', () => {
  let clearAfter: ReturnType<typeof successorSweeper> = () => undefined;
  const ctx = useTestApp({ seed: true, register: (app) => void (clearAfter = successorSweeper(app)) });

  it("erases a refreshed session's successor once its window ended, and leaves an open window alone", async () => {
    const { login, refresh } = sessionRequests(ctx);
    const refreshed = await refresh(await login('aluno@medmember.dev'));
    const id = sessionIdOf(refreshed.json().token as string);
    const sealed = async () =>
      (await ctx.database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.successor_sealed;
    clearAfter(id, new Date(Date.now() - 5_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sealed()).toEqual(expect.any(String));
    await ctx.database.db
      .update(sessions)
      .set({ previous_valid_until: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, id));
    clearAfter(id, new Date(Date.now() - 5_000));
    await vi.waitFor(async () => expect(await sealed()).toBeNull(), { timeout: 2_000, interval: 50 });
  });
});
