import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index.ts';
import {
  accountOf,
  codeIn,
  foco,
  insertAccount,
  lumen,
  mailMark,
  mailsSince,
  nextMail,
  ortopedia,
  post,
  signUpBody,
  statusCounts,
  uniqueEmail,
  useAuthTestApp,
  type Site,
} from './auth-test-support.ts';
import { signUpCodeLimits } from './rate-limits.ts';

/**
 * Issue 11 follow-up: a sign-up confirmed by its code counts as owning the address (alternateVertical), so an
 * attacker who signs up at producer B with a victim's address must not be able to guess the code by brute force:
 * sign-up after sign-up (a new code each time, at any producer) and guess after guess.
 */
describe('sign-up codes and guesses per address', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const { perAddress, wrongGuessesPerAddress } = signUpCodeLimits;
  const attackerSites: readonly Site[] = [foco, ortopedia];
  const signUp = (email: string, site: Site) =>
    post(ctx, '/api/auth/create', signUpBody({ email, nome: 'Atacante' }), { site });
  const validate = (email: string, code: string, site: Site) =>
    post(ctx, '/api/auth/user-validation', { email, code }, { site });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  /** Makes every sign-up code of the address look issued `minutes` earlier (time passing, without sleeping). */
  async function later(email: string, minutes: number): Promise<void> {
    const db = ctx.database.db;
    const accounts = db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await db
      .update(oneTimeTokens)
      .set({ created_at: sql`${oneTimeTokens.created_at} - make_interval(mins => ${minutes})` })
      .where(inArray(oneTimeTokens.user_id, accounts));
  }

  /** Signs up at `site` and waits for the code it mails; null when the sign-up was refused. */
  async function codeFromSignUp(email: string, site: Site) {
    const mark = mailMark(auth);
    const res = await signUp(email, site);
    if (res.statusCode !== 202) return { res, code: null };
    return { res, code: codeIn(await nextMail(auth, email, mark)) };
  }

  it(`the attack: at most ${perAddress.max} codes an hour reach one address, across producers`, async () => {
    const victim = await insertAccount(ctx, { email: uniqueEmail('vitima') });
    const codes: string[] = [];
    for (let round = 0; round < perAddress.max; round += 1) {
      const { res, code } = await codeFromSignUp(victim.email, attackerSites[round % 2]!);
      expect(res.statusCode).toBe(202);
      codes.push(code!);
    }
    const mark = mailMark(auth);
    const refused = await signUp(victim.email, foco);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('auth.code_limit_reached');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    // Not on the victim's own producer either, nor by a resend: the same answer, whatever account is there.
    const own = await signUp(victim.email, lumen);
    expect([own.statusCode, own.json().error.code]).toEqual([429, 'auth.code_limit_reached']);
    const resent = await post(ctx, '/api/auth/user-validation/resend', { email: victim.email }, { site: ortopedia });
    expect([resent.statusCode, resent.json().error.code]).toEqual([429, 'auth.code_limit_reached']);
    expect(await mailsSince(auth, victim.email, mark)).toEqual([]);

    // An hour later the address gets codes again.
    await later(victim.email, perAddress.timeWindow / 60_000 + 1);
    expect((await codeFromSignUp(victim.email, foco)).code).toMatch(/^\d{6}$/);
  });

  it(`the attack: after ${wrongGuessesPerAddress.max} wrong guesses a day, no code of the address confirms`, async () => {
    const victim = await insertAccount(ctx, { email: uniqueEmail('vitima') });
    const answers: { statusCode: number }[] = [];
    let lastCode = '';
    // Round after round, an hour apart (under the hourly cap): a new sign-up code and its 5 guesses.
    for (let round = 0; round < 8; round += 1) {
      const site = attackerSites[round % 2]!;
      const { res, code } = await codeFromSignUp(victim.email, site);
      expect(res.statusCode).toBe(202);
      lastCode = code!;
      for (let guess = 0; guess < 5; guess += 1) answers.push(await validate(victim.email, wrong(lastCode), site));
      await later(victim.email, 61);
    }
    // Each guess the server compared answered code_invalid; the rest were refused unread.
    const counts = statusCounts(answers);
    expect(counts[400]).toBe(wrongGuessesPerAddress.max);
    const { code } = await codeFromSignUp(victim.email, foco);
    const right = await validate(victim.email, code!, foco);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('auth.code_guess_limit_reached');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(wrongGuessesPerAddress.timeWindow / 1000);
    expect(right.json().token).toBeUndefined();
    expect((await accountOf(ctx, victim.email, 'foco-oftalmo')).status).toBe('pendente');
    expect((await accountOf(ctx, victim.email, 'ortopedia-ativa')).status).toBe('pendente');
  });

  it('parallel guesses do not get past the daily cap', async () => {
    const email = uniqueEmail('paralelo');
    let code = '';
    let site = foco;
    for (let spent = 0; spent < wrongGuessesPerAddress.max - 2; spent += 1) {
      if (spent % 5 === 0) {
        await later(email, 61);
        site = attackerSites[(spent / 5) % 2]!;
        code = (await codeFromSignUp(email, site)).code!;
      }
      expect((await validate(email, wrong(code), site)).statusCode).toBe(400);
    }
    await later(email, 61);
    code = (await codeFromSignUp(email, foco)).code!;
    const burst = await Promise.all(Array.from({ length: 5 }, () => validate(email, wrong(code), foco)));
    // At most the 2 guesses left were compared (a burst may also be refused whole: its guesses are given back).
    const compared = statusCounts(burst)[400] ?? 0;
    expect(compared).toBeLessThanOrEqual(2);
    expect(statusCounts(burst)[429]).toBe(5 - compared);
    // The right code is compared only while a guess is left: 20 in the day, whatever came in parallel.
    expect((await validate(email, code, foco)).statusCode).toBe(compared === 2 ? 429 : 200);
  });

  it("a learner's first codes still work: a typo, a new code, then the right one", async () => {
    const email = uniqueEmail('aluna');
    const first = await codeFromSignUp(email, lumen);
    expect((await validate(email, wrong(first.code!), lumen)).json().error.code).toBe('auth.code_invalid');
    // Signed up again (a corrected form), then a second producer, then back: still under the caps.
    await codeFromSignUp(email, lumen);
    await codeFromSignUp(email, foco);
    const { code } = await codeFromSignUp(email, lumen);
    const confirmed = await validate(email, code!, lumen);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.status).toBe('ativo');
  });

  it("one address's caps leave every other address alone", async () => {
    const capped = uniqueEmail('cheia');
    for (let round = 0; round < perAddress.max; round += 1) await signUp(capped, foco);
    expect((await signUp(capped, foco)).statusCode).toBe(429);
    const email = uniqueEmail('outra');
    const { code } = await codeFromSignUp(email, foco);
    expect((await validate(email, code!, foco)).statusCode).toBe(200);
  });
});
