import { describe, expect, it } from 'vitest';
import {
  accountOf,
  ageTokens,
  codeIn,
  expireTokens,
  foco,
  mailMark,
  mailsSince,
  nextMail,
  post,
  signUpBody,
  uniqueEmail,
  useAuthTestApp,
  type Site,
} from './auth-test-support.ts';

describe('POST /api/auth/user-validation and /resend', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const validate = (email: string, code: string, site?: Site) =>
    post(ctx, '/api/auth/user-validation', { email, code }, site ? { site } : {});
  const resend = (email: string) => post(ctx, '/api/auth/user-validation/resend', { email });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  /** Signs up a new e-mail; returns it, its account id and the e-mailed code. */
  async function signedUp() {
    const body = signUpBody();
    const mark = mailMark(auth);
    expect((await post(ctx, '/api/auth/create', body)).statusCode).toBe(202);
    const code = codeIn(await nextMail(auth, body.email, mark));
    return { email: body.email, userId: (await accountOf(ctx, body.email)).id, code };
  }

  it('confirms once: the same code again is refused', async () => {
    const { email, code } = await signedUp();
    expect((await validate(email, code)).statusCode).toBe(200);
    const again = await validate(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('auth.code_invalid');
  });

  it('answers a wrong code and an unknown e-mail alike', async () => {
    const { email, code } = await signedUp();
    const wrong = await validate(email, otherThan(code));
    const unknown = await validate(uniqueEmail(), code);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().error.code).toBe('auth.code_invalid');
    expect((await accountOf(ctx, email)).status).toBe('pendente');
  });

  it('allows 5 wrong codes, then refuses even the right one until a new code is sent', async () => {
    const { email, userId, code } = await signedUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await validate(email, otherThan(code))).json().error.code).toBe('auth.code_invalid');
    }
    const blocked = await validate(email, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('auth.code_attempts_exceeded');

    await ageTokens(ctx, userId);
    const mark = mailMark(auth);
    expect((await resend(email)).statusCode).toBe(202);
    const fresh = codeIn(await nextMail(auth, email, mark));
    const confirmed = await validate(email, fresh);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.status).toBe('ativo');
  });

  it('refuses an expired code', async () => {
    const { email, userId, code } = await signedUp();
    await expireTokens(ctx, userId, 'email_validation');
    const res = await validate(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('auth.code_invalid');
  });

  it('resends a new code (the previous one stops working), at most once a minute per e-mail', async () => {
    const { email, userId, code } = await signedUp();
    await ageTokens(ctx, userId);
    const mark = mailMark(auth);
    const first = await resend(email);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'accepted' });
    const fresh = codeIn(await nextMail(auth, email, mark));
    const second = await resend(email);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('auth.too_many_attempts');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(50);
    if (fresh !== code) expect((await validate(email, code)).statusCode).toBe(400);
    expect((await validate(email, fresh)).statusCode).toBe(200);
  });

  it('answers the resend of an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const { email } = await signedUp();
    const unknown = uniqueEmail();
    const mark = mailMark(auth);
    const [known1, unknown1] = [await resend(email), await resend(unknown)];
    const [known2, unknown2] = [await resend(email), await resend(unknown)];
    expect([unknown1.statusCode, unknown1.body]).toEqual([known1.statusCode, known1.body]);
    expect([unknown2.statusCode, unknown2.body]).toEqual([known2.statusCode, known2.body]);
    expect(unknown2.headers['retry-after']).toBeDefined();
    expect(await mailsSince(auth, unknown, mark)).toEqual([]);
  });

  it("does not confirm this producer's sign-up on another producer's site", async () => {
    const { email, code } = await signedUp();
    const res = await validate(email, code, foco);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('auth.code_invalid');
    expect((await validate(email, code)).statusCode).toBe(200);
  });
});
