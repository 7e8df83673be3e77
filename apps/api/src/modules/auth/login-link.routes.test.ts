import { accountLinkLifetimeMinutes } from '@members/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../db/schema/index.ts';
import {
  expireTokens,
  foco,
  freshIp,
  insertAccount,
  linkIn,
  mailMark,
  mailsSince,
  nextMail,
  post,
  statusCounts,
  tokenIn,
  uniqueEmail,
  useAuthTestApp,
  whoAmI,
  type Site,
} from './auth-test-support.ts';

describe('login link (POST /api/auth/login-link, POST /api/auth/url)', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const requestLink = (email: string, ip?: string) => post(ctx, '/api/auth/login-link', { email }, ip ? { ip } : {});
  const redeem = (token: string, email: string, site?: Site) =>
    post(ctx, '/api/auth/url', { token, email }, site ? { site } : {});

  /** A confirmed account and the token of the sign-in link e-mailed to it. */
  async function linkFor() {
    const user = await insertAccount(ctx);
    const mark = mailMark(auth);
    expect((await requestLink(user.email)).statusCode).toBe(202);
    const mail = await nextMail(auth, user.email, mark);
    return { user, mail, token: tokenIn(mail) };
  }

  it('e-mails a 15-minute link to /auth/login with token and e-mail; its POST (trimmed) signs in', async () => {
    const { user, mail, token } = await linkFor();
    expect(mail.subject).toBe('Seu link de acesso – Lumen Oftalmologia');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://lumen-oftalmologia.oftalmologia.localhost:3000/auth/login');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(mail.text).toContain('15 minutos');
    // The contract's number, which the "link sent" screen says.
    expect(accountLinkLifetimeMinutes).toBe(15);
    const [stored] = await ctx.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id));
    expect(stored!.expires_at.getTime() - stored!.created_at.getTime()).toBe(accountLinkLifetimeMinutes * 60_000);
    const res = await redeem(`  ${token} `, ` ${user.email.toUpperCase()}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect((await whoAmI(ctx, res.json().token)).statusCode).toBe(200);
  });

  it('answers a known, an unconfirmed and an unknown e-mail alike; only the confirmed account gets a link', async () => {
    const known = await insertAccount(ctx);
    const unconfirmed = await insertAccount(ctx, { status: 'pendente' });
    const unknown = uniqueEmail();
    const mark = mailMark(auth);
    const answers = [await requestLink(known.email), await requestLink(unconfirmed.email), await requestLink(unknown)];
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set(['202 {"status":"accepted"}']),
    );
    expect(await mailsSince(auth, known.email, mark)).toHaveLength(1);
    expect(await mailsSince(auth, unconfirmed.email, mark, 0)).toEqual([]);
    expect(await mailsSince(auth, unknown, mark, 0)).toEqual([]);
  });

  it("refuses the link with another e-mail than its account's, without spending it", async () => {
    const { user, token } = await linkFor();
    const wrong = await redeem(token, 'aluno@medmember.dev');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('auth.token_invalid');
    expect((await redeem(token, user.email)).statusCode).toBe(200);
  });

  it('refuses a replayed link', async () => {
    const { user, token } = await linkFor();
    expect((await redeem(token, user.email)).statusCode).toBe(200);
    expect((await redeem(token, user.email)).json().error.code).toBe('auth.token_invalid');
  });

  it('gives exactly one success to 20 concurrent redemptions of one link', async () => {
    const { user, token } = await linkFor();
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(token, user.email)));
    expect(statusCounts(results)).toEqual({ 200: 1, 400: 19 });
  });

  it('refuses an expired link', async () => {
    const { user, token } = await linkFor();
    await expireTokens(ctx, user.id, 'login_link');
    expect((await redeem(token, user.email)).json().error.code).toBe('auth.token_invalid');
  });

  it("refuses this producer's link on another producer's site", async () => {
    const { user, token } = await linkFor();
    expect((await redeem(token, user.email, foco)).json().error.code).toBe('auth.token_invalid');
    expect((await redeem(token, user.email)).statusCode).toBe(200);
  });

  it('spends nothing on a GET (mail scanners open links)', async () => {
    const { user, token } = await linkFor();
    const query = new URLSearchParams({ token, email: user.email }).toString();
    for (const url of [`/api/auth/url?${query}`, `/api/auth/login?${query}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'oftalmologia.localhost:3000' } });
      expect(res.statusCode).toBe(404);
    }
    expect((await redeem(token, user.email)).statusCode).toBe(200);
  });

  it('limits link requests per client address', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await requestLink(uniqueEmail(), ip));
    expect(statusCounts(answers)).toEqual({ 202: 10, 429: 1 });
  });
});
