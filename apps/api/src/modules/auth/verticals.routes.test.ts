import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertAccount, loginToken, post, testPassword, uniqueEmail, whoAmI } from './auth-test-support.ts';

describe('verticals of the same e-mail (POST /api/user/verticais, POST /api/auth/alternateVertical)', () => {
  const ctx = useTestApp({ seed: true });
  const verticais = (token?: string) => post(ctx, '/api/user/verticais', undefined, token ? { token } : {});
  const alternate = (body: object, token?: string) => post(ctx, '/api/auth/alternateVertical', body, token ? { token } : {});

  it('lists one entry per vertical with a confirmed account: here the current producer, elsewhere the first one', async () => {
    const res = await verticais(await loginToken(ctx, 'aluno@medmember.dev', demoPassword));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        slug: 'oftalmologia',
        nome: { 'pt-BR': 'Oftalmologia', en: 'Ophthalmology' },
        produtor: 'Lumen Oftalmologia',
        medmember_url: 'http://lumen-oftalmologia.oftalmologia.localhost:3000',
        current: true,
      },
      expect.objectContaining({ slug: 'anestesiologia', produtor: 'Vigília Anestesiologia', current: false }),
      expect.objectContaining({ slug: 'cirurgia-vascular', produtor: 'Fluxo Vascular', current: false }),
      {
        slug: 'ortopedia',
        nome: { 'pt-BR': 'Ortopedia', en: 'Orthopedics' },
        produtor: 'Ortopedia Ativa',
        medmember_url: 'http://ortopedia-ativa.ortopedia.localhost:3000',
        current: false,
      },
    ]);
  });

  it('leaves out verticals where the e-mail has only an unconfirmed account', async () => {
    const email = uniqueEmail();
    await insertAccount(ctx, { email });
    await insertAccount(ctx, { email, producer: 'ortopedia-ativa', status: 'pendente' });
    await insertAccount(ctx, { email, producer: 'plano-anestesico' });
    const res = await verticais(await loginToken(ctx, email, testPassword));
    expect(res.json().map((entry: { slug: string; produtor: string }) => [entry.slug, entry.produtor])).toEqual([
      ['oftalmologia', 'Lumen Oftalmologia'],
      ['anestesiologia', 'Plano Anestésico'],
    ]);
  });

  it("signs into the same e-mail's account in another vertical", async () => {
    const token = await loginToken(ctx, 'professor@medmember.dev', demoPassword);
    const res = await alternate({ email: ' PROFESSOR@medmember.dev ', device_name: 'mobile', vertical: 'ortopedia' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().produtor.nome).toBe('Ortopedia Ativa');
    expect(res.json().user).toMatchObject({ email: 'professor@medmember.dev', is_professor: true });
    expect((await whoAmI(ctx, res.json().token)).statusCode).toBe(200);
  });

  it("hands over with a one-time sign-in link on the other vertical's own site", async () => {
    const token = await loginToken(ctx, 'aluno@medmember.dev', demoPassword);
    const res = await alternate({ email: 'aluno@medmember.dev', device_name: 'mobile', vertical: 'cirurgia-vascular' }, token);
    const handoff = new URL(res.json().handoff_url as string);
    expect(handoff.origin).toBe('http://fluxo-vascular.cirurgia-vascular.localhost:3000');
    expect(handoff.pathname).toBe('/auth/login');
    const body = { token: handoff.searchParams.get('token'), email: handoff.searchParams.get('email') };
    const there = { host: handoff.host, origin: handoff.origin };
    const redeem = () => ctx.app.inject({ method: 'POST', url: '/api/auth/url', headers: there, payload: body });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json().produtor.nome).toBe('Fluxo Vascular');
    expect((await redeem()).statusCode).toBe(400);
  });

  it('picks the first producer by position when the vertical has several', async () => {
    const token = await loginToken(ctx, 'freemium@medmember.dev', demoPassword);
    const res = await alternate({ email: 'freemium@medmember.dev', device_name: 'mobile', vertical: 'anestesiologia' }, token);
    expect(res.json().produtor.nome).toBe('Vigília Anestesiologia');
  });

  it('never lets an e-mail alone suffice: no session → 401, a session of another e-mail → refused', async () => {
    const body = { email: 'aluno@medmember.dev', device_name: 'mobile', vertical: 'ortopedia' };
    const anonymous = await alternate(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('auth.unauthenticated');
    expect((await verticais()).statusCode).toBe(401);
    const other = await insertAccount(ctx);
    const res = await alternate(body, await loginToken(ctx, other.email, testPassword));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('auth.no_account_in_vertical');
  });

  it('refuses an unconfirmed session: it may be a squatter of the address', async () => {
    const email = uniqueEmail();
    await insertAccount(ctx, { email, status: 'pendente' });
    await insertAccount(ctx, { email, producer: 'ortopedia-ativa' });
    const token = await loginToken(ctx, email, testPassword);
    const list = await verticais(token);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe('auth.account_unconfirmed');
    const res = await alternate({ email, device_name: 'mobile', vertical: 'ortopedia' }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth.account_unconfirmed');
  });

  it('answers 404 for a vertical without a confirmed account of the e-mail, or an unknown vertical', async () => {
    const user = await insertAccount(ctx);
    await insertAccount(ctx, { email: user.email, producer: 'ortopedia-ativa', status: 'pendente' });
    const token = await loginToken(ctx, user.email, testPassword);
    for (const vertical of ['ortopedia', 'cardiologia']) {
      const res = await alternate({ email: user.email, device_name: 'mobile', vertical }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('auth.no_account_in_vertical');
    }
  });
});
