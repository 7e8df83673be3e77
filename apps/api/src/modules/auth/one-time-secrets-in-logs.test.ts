import { describe, expect, it } from 'vitest';
import {
  codeIn,
  insertAccount,
  loginToken,
  mailMark,
  nextMail,
  post,
  signUpBody,
  testPassword,
  tokenIn,
  useAuthTestApp,
} from './auth-test-support.ts';

describe('logs of sign-up, password reset, login link and QR login', () => {
  const lines: string[] = [];
  const auth = useAuthTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
  const { ctx } = auth;

  it('never contain a password, a validation code or a one-time token', async () => {
    const body = signUpBody({ password: 'Senha-Do-Cadastro#1' });
    let mark = mailMark(auth);
    await post(ctx, '/api/auth/create', body);
    const code = codeIn(await nextMail(auth, body.email, mark));
    await post(ctx, '/api/auth/user-validation', { email: body.email, code: code === '000000' ? '111111' : '000000' });
    await post(ctx, '/api/auth/user-validation', { email: body.email, code });

    const user = await insertAccount(ctx);
    mark = mailMark(auth);
    await post(ctx, '/api/auth/password-reset/request', { email: user.email });
    const resetToken = tokenIn(await nextMail(auth, user.email, mark));
    await post(ctx, '/api/auth/password-reset', {
      token: resetToken,
      password: 'Senha-Nova#22',
      password_confirmation: 'Senha-Nova#22',
    });
    await post(ctx, '/api/auth/password-reset', {
      token: resetToken,
      password: 'Senha-Nova#22',
      password_confirmation: 'Senha-Nova#22',
    });

    mark = mailMark(auth);
    await post(ctx, '/api/auth/login-link', { email: user.email });
    const linkToken = tokenIn(await nextMail(auth, user.email, mark));
    await post(ctx, '/api/auth/url', { token: linkToken, email: user.email });

    const other = await insertAccount(ctx);
    const qr = (
      await post(ctx, '/api/auth/qr', undefined, { token: await loginToken(ctx, other.email, testPassword) })
    ).json();
    const redeemed = (await post(ctx, '/api/auth/qr/redeem', { code: qr.code, app_id: 'log-test-app-01' })).json();
    const secretOf = (token: string) => token.split(/[.|]/).at(-1) ?? token;
    const secrets = [
      'Senha-Do-Cadastro#1',
      'Senha-Nova#22',
      testPassword,
      ...[resetToken, linkToken, qr.code, redeemed.token].map(secretOf),
    ];

    const log = lines.join('\n');
    expect(log).toContain('/api/auth/qr/redeem');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?![\\d.])`));
  });
});
