import { describe, expect, it } from 'vitest';
import { accountFailureLimit } from './login-throttle.ts';
import {
  expireTokens,
  foco,
  freshIp,
  insertAccount,
  loginToken,
  mailMark,
  mailsSince,
  nextMail,
  ortopedia,
  post,
  statusCounts,
  testPassword,
  tokenIn,
  uniqueEmail,
  useAuthTestApp,
  whoAmI,
  type Site,
} from './auth-test-support.ts';

const newPassword = 'nova-senha-456';

describe('password reset', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const requestReset = (email: string, ip?: string) =>
    post(ctx, '/api/auth/password-reset/request', { email }, ip ? { ip } : {});
  const reset = (token: string, site?: Site) =>
    post(
      ctx,
      '/api/auth/password-reset',
      { token, password: newPassword, password_confirmation: newPassword },
      site ? { site } : {},
    );

  /** An account and the token of the reset link e-mailed to it. */
  async function resetLinkFor(values: Parameters<typeof insertAccount>[1] = {}) {
    const user = await insertAccount(ctx, values);
    const mark = mailMark(auth);
    expect((await requestReset(user.email)).statusCode).toBe(202);
    const mail = await nextMail(auth, user.email, mark);
    return { user, mail, token: tokenIn(mail) };
  }

  it('e-mails a 15-minute link; the reset sets the password, ends other sessions and signs in', async () => {
    const { user, mail, token } = await resetLinkFor();
    expect(mail.subject).toBe('Redefina sua senha – Lumen Oftalmologia');
    expect(mail.text).toContain(
      `http://lumen-oftalmologia.oftalmologia.localhost:3000/auth/password-reset?token=${token}`,
    );
    expect(mail.text).toContain('15 minutos');
    const oldSession = await loginToken(ctx, user.email, testPassword);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: user.email, status: 'ativo' });
    expect((await whoAmI(ctx, oldSession)).json().error.code).toBe('auth.unauthenticated');
    expect((await whoAmI(ctx, res.json().token)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/login', { email: user.email, password: testPassword })).statusCode).toBe(401);
    await expect(loginToken(ctx, user.email, newPassword)).resolves.toEqual(expect.any(String));
  });

  it('answers a known and an unknown e-mail alike and e-mails only the known one', async () => {
    const user = await insertAccount(ctx);
    const unknown = uniqueEmail();
    const mark = mailMark(auth);
    const known = await requestReset(user.email);
    const other = await requestReset(unknown);
    expect(known.statusCode).toBe(202);
    expect([other.statusCode, other.body]).toEqual([known.statusCode, known.body]);
    expect(await mailsSince(auth, user.email, mark)).toHaveLength(1);
    expect(await mailsSince(auth, unknown, mark, 0)).toEqual([]);
  });

  it('confirms an unconfirmed account: following the link proved the address', async () => {
    const { token } = await resetLinkFor({ status: 'pendente' });
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.status).toBe('ativo');
  });

  it('refuses a replayed link', async () => {
    const { token } = await resetLinkFor();
    expect((await reset(token)).statusCode).toBe(200);
    const replay = await reset(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('auth.token_invalid');
  });

  it('gives exactly one success to 20 concurrent redemptions of one link', async () => {
    const { token } = await resetLinkFor();
    const results = await Promise.all(Array.from({ length: 20 }, () => reset(token)));
    expect(statusCounts(results)).toEqual({ 200: 1, 400: 19 });
  });

  it('refuses an expired link', async () => {
    const { user, token } = await resetLinkFor();
    await expireTokens(ctx, user.id, 'password_reset');
    expect((await reset(token)).json().error.code).toBe('auth.token_invalid');
  });

  it("refuses this producer's link on another producer's site, even in the same vertical", async () => {
    const { token } = await resetLinkFor();
    for (const site of [foco, ortopedia]) {
      const res = await reset(token, site);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('auth.token_invalid');
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('lets a locked-out owner reset the password and sign in again', async () => {
    const user = await insertAccount(ctx);
    for (let i = 0; i < accountFailureLimit.max; i += 1) {
      expect((await post(ctx, '/api/auth/login', { email: user.email, password: 'errada-123' })).statusCode).toBe(401);
    }
    const locked = await post(ctx, '/api/auth/login', { email: user.email, password: testPassword });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const mark = mailMark(auth);
    expect((await requestReset(user.email)).statusCode).toBe(202);
    expect((await reset(tokenIn(await nextMail(auth, user.email, mark)))).statusCode).toBe(200);
    await expect(loginToken(ctx, user.email, newPassword)).resolves.toEqual(expect.any(String));
  });

  it('limits reset requests per client address', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await requestReset(uniqueEmail(), ip));
    expect(statusCounts(answers)).toEqual({ 202: 10, 429: 1 });
  });

  it('asks for the password twice', async () => {
    const res = await post(ctx, '/api/auth/password-reset', {
      token: 'x',
      password: newPassword,
      password_confirmation: 'outra-coisa',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual([{ path: 'password_confirmation', message: 'field.passwords_differ' }]);
  });
});
