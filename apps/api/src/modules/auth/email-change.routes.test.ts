import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index.ts';
import {
  expireTokens,
  loginToken,
  mailMark,
  mailsSince,
  nextMail,
  post,
  testPassword,
  uniqueEmail,
  useAuthTestApp,
  whoAmI,
} from './auth-test-support.ts';
import { otherCode, requestCode, signedInLearner, storedUser } from './email-change-test-support.ts';

describe('e-mail change (POST /api/user/email-change, /confirm, /resend, /cancel)', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;

  it('needs the current password: without it 422, a wrong one 403 auth.password_wrong, counted like failed logins', async () => {
    const { user, calls } = await signedInLearner(auth);
    const newEmail = uniqueEmail('novo');
    const mark = mailMark(auth);
    const missing = await calls.request({ new_email: newEmail });
    expect(missing.statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await calls.request({ new_email: newEmail, password: 'nao-e-a-senha' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('auth.password_wrong');
    }
    const [failures] = await ctx.database.db
      .select({ total: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.producer_id, user.producer_id), eq(loginFailures.email, user.email)));
    expect(failures?.total).toBe(5);
    const limited = await calls.request({ new_email: newEmail, password: testPassword });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('auth.too_many_attempts');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await storedUser(auth, user.id)).toMatchObject({ email: user.email, pending_email: null });
    expect(await mailsSince(auth, newEmail, mark)).toEqual([]);
  });

  it('changes nothing before the code: the address waits, the old one signs in and is told of the request', async () => {
    const { user, calls } = await signedInLearner(auth, { nome: 'Lia Campos' });
    const newEmail = uniqueEmail('novo');
    const mark = mailMark(auth);
    await requestCode(auth, calls, newEmail);
    expect((await calls.me()).json().user.email).toBe(user.email);
    expect(await storedUser(auth, user.id)).toMatchObject({
      email: user.email,
      pending_email: newEmail,
      email_changed_at: null,
    });
    expect(await loginToken(ctx, user.email, testPassword)).toBeTruthy();
    const codeMail = await nextMail(auth, newEmail, mark);
    expect(codeMail.subject).toMatch(/^Código para confirmar seu novo e-mail: \d{6}$/);
    expect(codeMail.text).toContain('15 minutos');
    const notice = await nextMail(auth, user.email, mark);
    expect(notice.subject).toBe('Pedido de troca do seu e-mail – Lumen Oftalmologia');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('applies the confirmed code: new address confirmed now, this session stays, old address told and signs in no more', async () => {
    const { user, token, calls } = await signedInLearner(auth);
    const newEmail = uniqueEmail('novo');
    const code = await requestCode(auth, calls, newEmail);
    const mark = mailMark(auth);
    const confirmed = await calls.confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: newEmail, login: newEmail, status: 'ativo' });
    const stored = await storedUser(auth, user.id);
    expect(stored).toMatchObject({ email: newEmail, pending_email: null });
    expect(stored.email_changed_at).not.toBeNull();
    expect(stored.email_confirmed_at?.getTime()).toBe(stored.email_changed_at?.getTime());
    expect((await whoAmI(ctx, token)).statusCode).toBe(200);
    expect((await calls.confirm(code)).json().error.code).toBe('auth.code_invalid');
    const changed = await auth.mail.server.waitForMessage(
      (mail) =>
        auth.mail.server.messages.indexOf(mail) >= mark &&
        mail.to.includes(user.email) &&
        mail.subject.startsWith('Seu e-mail foi alterado'),
    );
    expect(changed.subject).toBe('Seu e-mail foi alterado – Lumen Oftalmologia');
    expect(changed.text).toContain(newEmail);
    expect(await loginToken(ctx, newEmail, testPassword)).toBeTruthy();
    const old = await post(ctx, '/api/auth/login', { email: user.email, password: testPassword });
    expect(old.statusCode).toBe(401);
  });

  it('allows 5 guesses per code, then only a new code helps', async () => {
    const { user, calls } = await signedInLearner(auth);
    const code = await requestCode(auth, calls, uniqueEmail('novo'));
    for (let i = 0; i < 5; i += 1)
      expect((await calls.confirm(otherCode(code))).json().error.code).toBe('auth.code_invalid');
    const locked = await calls.confirm(code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('auth.code_attempts_exceeded');
    expect((await storedUser(auth, user.id)).email).toBe(user.email);
  });

  it('lets the code expire after 15 minutes', async () => {
    const { user, calls } = await signedInLearner(auth);
    const code = await requestCode(auth, calls, uniqueEmail('novo'));
    await expireTokens(ctx, user.id, 'email_change');
    expect((await calls.confirm(code)).json().error.code).toBe('auth.code_invalid');
    expect((await storedUser(auth, user.id)).email).toBe(user.email);
  });

  it('resends a new code once a minute (the previous one stops working); cancel forgets the change', async () => {
    const { user, calls } = await signedInLearner(auth);
    const newEmail = uniqueEmail('novo');
    const first = await requestCode(auth, calls, newEmail);
    const mark = mailMark(auth);
    expect((await calls.resend()).statusCode).toBe(202);
    const second = (await nextMail(auth, newEmail, mark)).subject.slice(-6);
    const again = await calls.resend();
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    if (first !== second) expect((await calls.confirm(first)).json().error.code).toBe('auth.code_invalid');
    expect((await calls.cancel()).statusCode).toBe(204);
    expect((await storedUser(auth, user.id)).pending_email).toBeNull();
    expect((await calls.confirm(second)).json().error.code).toBe('auth.code_invalid');
  });

  it('refuses an unconfirmed account and the address it already has', async () => {
    const pending = await signedInLearner(auth, { status: 'pendente' });
    const refused = await pending.calls.request({ new_email: uniqueEmail(), password: testPassword });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth.account_unconfirmed');
    const { user, calls } = await signedInLearner(auth);
    const same = await calls.request({ new_email: ` ${user.email.toUpperCase()} `, password: testPassword });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('auth.email_unchanged');
  });
});
