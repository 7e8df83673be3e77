import { describe, expect, it } from 'vitest';
import {
  accountOf,
  insertAccount,
  loginToken,
  mailMark,
  nextMail,
  post,
  signUpBody,
  tokenIn,
  useAuthTestApp,
} from './auth-test-support.ts';

const password = 'primeira-senha-1';

describe("a buyer's first access (selfcheckout link, POST /api/auth/new-client)", () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const body = (token: string) => ({ token, password, password_confirmation: password, aceite_termo: true });

  /** A purchase-created account (no password, unconfirmed, terms not accepted) and its first-access link. */
  async function buyerWithLink() {
    const buyer = await insertAccount(ctx, { password: null, status: 'pendente' });
    const mark = mailMark(auth);
    const res = await post(ctx, '/api/auth/password-reset/request', { email: buyer.email, selfcheckout: true });
    expect(res.statusCode).toBe(202);
    const mail = await nextMail(auth, buyer.email, mark);
    return { buyer, mail, token: tokenIn(mail) };
  }

  it('e-mails a first-access link to /auth/password-reset-selfcheckout', async () => {
    const { mail, token } = await buyerWithLink();
    expect(mail.subject).toBe('Crie sua senha de acesso – Lumen Oftalmologia');
    expect(mail.text).toContain(
      `http://lumen-oftalmologia.oftalmologia.localhost:3000/auth/password-reset-selfcheckout?token=${token}`,
    );
  });

  it('sets the first password, accepts the current terms, confirms the account and signs in', async () => {
    const { buyer, token } = await buyerWithLink();
    const res = await post(ctx, '/api/auth/new-client', body(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: buyer.email, aceite_termo: true, status: 'ativo' });
    const account = await accountOf(ctx, buyer.email);
    expect(account.terms_version_accepted).toBe(1);
    expect(account.email_confirmed_at).toBeInstanceOf(Date);
    await expect(loginToken(ctx, buyer.email, password)).resolves.toEqual(expect.any(String));
    const replay = await post(ctx, '/api/auth/new-client', body(token));
    expect(replay.json().error.code).toBe('auth.token_invalid');
  });

  it('the selfcheckout page sets the first password through the reset call, leaving the terms for /terms', async () => {
    const { buyer, token } = await buyerWithLink();
    const res = await post(ctx, '/api/auth/password-reset', { token, password, password_confirmation: password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: buyer.email, aceite_termo: false, status: 'ativo' });
    expect((await post(ctx, '/api/auth/new-client', body(token))).json().error.code).toBe('auth.token_invalid');
  });

  it('new-client takes only first-access links', async () => {
    const user = await insertAccount(ctx);
    const mark = mailMark(auth);
    await post(ctx, '/api/auth/password-reset/request', { email: user.email });
    const resetToken = tokenIn(await nextMail(auth, user.email, mark));
    expect((await post(ctx, '/api/auth/new-client', body(resetToken))).json().error.code).toBe('auth.token_invalid');
  });

  it('requires the terms to be accepted', async () => {
    const res = await post(ctx, '/api/auth/new-client', { ...body('x'), aceite_termo: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual([{ path: 'aceite_termo', message: 'field.terms_required' }]);
  });

  it("answers a sign-up with a buyer's e-mail with a first-access link, never taking the account over", async () => {
    const buyer = await insertAccount(ctx, { password: null, status: 'pendente', nome: 'Comprador Original' });
    const mark = mailMark(auth);
    const res = await post(ctx, '/api/auth/create', signUpBody({ email: buyer.email, nome: 'Outra Pessoa' }));
    expect(res.statusCode).toBe(202);
    const mail = await nextMail(auth, buyer.email, mark);
    expect(mail.subject).toBe('Crie sua senha de acesso – Lumen Oftalmologia');
    expect(await accountOf(ctx, buyer.email)).toEqual(buyer);
  });
});
