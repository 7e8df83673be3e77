import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import {
  expireTokens,
  foco,
  insertAccount,
  loginToken,
  post,
  statusCounts,
  testPassword,
  whoAmI,
  type Site,
} from './auth-test-support.ts';

const appId = 'scanner-app-0001';

/** A signed-in device's QR code. */
async function qrCode(ctx: TestApp, token: string) {
  const res = await post(ctx, '/api/auth/qr', undefined, { token });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; url: string; expireLinkTimestamp: number };
}

const redeem = (ctx: TestApp, code: string, site?: Site, id = appId) =>
  post(ctx, '/api/auth/qr/redeem', { code, app_id: id }, site ? { site } : {});

describe('QR-code login', () => {
  const ctx = useTestApp({ seed: true });

  /** A fresh account signed in on the showing device. */
  async function shownCode() {
    const user = await insertAccount(ctx);
    const token = await loginToken(ctx, user.email, testPassword);
    return { user, token, qr: await qrCode(ctx, token) };
  }

  it("gives the session's user a one-time code valid 10 seconds, on the producer's member-area URL", async () => {
    const before = Date.now();
    const { qr } = await shownCode();
    expect(qr.code).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(qr.url).toBe(`http://lumen-oftalmologia.oftalmologia.localhost:3000/auth/login?qr=${qr.code}`);
    expect(qr.expireLinkTimestamp).toBeGreaterThanOrEqual(before);
    expect(qr.expireLinkTimestamp).toBeLessThanOrEqual(Date.now());
    const anonymous = await post(ctx, '/api/auth/qr');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('auth.unauthenticated');
  });

  it("redeems for the scanning device: user, produtor, token and the code's issue time; the showing device is superseded", async () => {
    const { user, token, qr } = await shownCode();
    const res = await redeem(ctx, qr.code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expireLinkTimestamp', 'produtor', 'token', 'user']);
    expect(body.user.email).toBe(user.email);
    expect(body.produtor.nome).toBe('Lumen Oftalmologia');
    expect(body.expireLinkTimestamp).toBe(qr.expireLinkTimestamp);
    expect((await whoAmI(ctx, token)).json().error.code).toBe('auth.session_superseded');
  });

  it('binds the new session to the app id: refused without X-App-Id or with another one', async () => {
    const { qr } = await shownCode();
    const { token } = (await redeem(ctx, qr.code)).json();
    for (const header of [undefined, 'another-app-9999']) {
      const res = await whoAmI(ctx, token, header);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('auth.app_id_required');
    }
    expect((await whoAmI(ctx, token, appId)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { qr } = await shownCode();
    expect((await redeem(ctx, qr.code)).statusCode).toBe(200);
    const replay = await redeem(ctx, qr.code, undefined, 'other-device-0002');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('auth.token_invalid');
  });

  it('gives exactly one success to 20 concurrent redemptions of one code', async () => {
    const { qr } = await shownCode();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem(ctx, qr.code, undefined, `device-${i}-000`)),
    );
    expect(statusCounts(results)).toEqual({ 200: 1, 400: 19 });
  });

  it('refuses an expired code', async () => {
    const { user, qr } = await shownCode();
    await expireTokens(ctx, user.id, 'qr_login');
    expect((await redeem(ctx, qr.code)).json().error.code).toBe('auth.token_invalid');
  });

  it('only the newest code of a user works', async () => {
    const { token, qr } = await shownCode();
    const newer = await qrCode(ctx, token);
    expect((await redeem(ctx, qr.code)).json().error.code).toBe('auth.token_invalid');
    expect((await redeem(ctx, newer.code)).statusCode).toBe(200);
  });

  it("refuses this producer's code on another producer's site", async () => {
    const { qr } = await shownCode();
    expect((await redeem(ctx, qr.code, foco)).json().error.code).toBe('auth.token_invalid');
    expect((await redeem(ctx, qr.code)).statusCode).toBe(200);
  });
});

describe('QR-code login with QR_CODE_BASE_URL', () => {
  const ctx = useTestApp({ seed: true, env: { QR_CODE_BASE_URL: 'http://192.168.0.10:5173/' } });

  it('builds the link on the configured base URL', async () => {
    const qr = await qrCode(ctx, await loginToken(ctx, 'aluno@medmember.dev', demoPassword));
    expect(qr.url).toBe(`http://192.168.0.10:5173/auth/login?qr=${qr.code}`);
  });
});
