import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import {
  insertAccount,
  linkIn,
  loginToken,
  mailMark,
  mailsSince,
  nextMail,
  ortopedia,
  post,
  testPassword,
  uniqueEmail,
  useAuthTestApp,
  whoAmI,
} from './auth-test-support.ts';

describe('accounts of the same e-mail (POST /api/user/verticais, POST /api/auth/alternateVertical)', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const verticais = (token?: string) => post(ctx, '/api/user/verticais', undefined, token ? { token } : {});
  const alternate = (body: object, token?: string) =>
    post(ctx, '/api/auth/alternateVertical', body, token ? { token } : {});
  const choose = (email: string, vertical: string, produtorSlug: string) => ({
    email,
    device_name: 'mobile',
    vertical,
    produtor_slug: produtorSlug,
  });
  const entries = (res: { json(): unknown }) =>
    (res.json() as { slug: string; produtor_slug: string; current: boolean }[]).map((entry) => [
      entry.slug,
      entry.produtor_slug,
      entry.current,
    ]);

  it("lists every producer's account, the session's own marked current, in display order", async () => {
    const res = await verticais(await loginToken(ctx, 'aluno@medmember.dev', demoPassword));
    expect(res.statusCode).toBe(200);
    expect(entries(res)).toEqual([
      ['oftalmologia', 'foco-oftalmo', false],
      ['oftalmologia', 'lumen-oftalmologia', true],
      ['anestesiologia', 'vigilia-anestesia', false],
      ['anestesiologia', 'plano-anestesico', false],
      ['cirurgia-vascular', 'fluxo-vascular', false],
      ['ortopedia', 'ortopedia-ativa', false],
    ]);
    expect(res.json()[5]).toEqual({
      slug: 'ortopedia',
      nome: { 'pt-BR': 'Ortopedia', en: 'Orthopedics' },
      produtor: 'Ortopedia Ativa',
      produtor_slug: 'ortopedia-ativa',
      medmember_url: 'http://ortopedia-ativa.ortopedia.localhost:3000',
      current: false,
    });
  });

  it('leaves out the producers where the e-mail has only an unconfirmed account', async () => {
    const email = uniqueEmail();
    await insertAccount(ctx, { email });
    await insertAccount(ctx, { email, producer: 'ortopedia-ativa', status: 'pendente' });
    await insertAccount(ctx, { email, producer: 'plano-anestesico' });
    const res = await verticais(await loginToken(ctx, email, testPassword));
    expect(entries(res)).toEqual([
      ['oftalmologia', 'lumen-oftalmologia', true],
      ['anestesiologia', 'plano-anestesico', false],
    ]);
  });

  it("signs a learner who owns both confirmed accounts into the other vertical's", async () => {
    const token = await loginToken(ctx, 'professor@medmember.dev', demoPassword);
    const res = await alternate(choose(' PROFESSOR@medmember.dev ', 'ortopedia', 'ortopedia-ativa'), token);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('signed_in');
    expect(res.json().produtor.nome).toBe('Ortopedia Ativa');
    expect(res.json().user).toMatchObject({ email: 'professor@medmember.dev', is_professor: true });
    expect((await whoAmI(ctx, res.json().token)).statusCode).toBe(200);
  });

  it("hands over with a one-time sign-in link on the other vertical's own site", async () => {
    const token = await loginToken(ctx, 'aluno@medmember.dev', demoPassword);
    const res = await alternate(choose('aluno@medmember.dev', 'cirurgia-vascular', 'fluxo-vascular'), token);
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

  it('signs into the producer the learner chose, never the first by position, also within its own vertical', async () => {
    const token = await loginToken(ctx, 'freemium@medmember.dev', demoPassword);
    const second = await alternate(choose('freemium@medmember.dev', 'anestesiologia', 'plano-anestesico'), token);
    expect(second.json().produtor.nome).toBe('Plano Anestésico');
    const sameVertical = await alternate(
      choose('aluno@medmember.dev', 'oftalmologia', 'foco-oftalmo'),
      await loginToken(ctx, 'aluno@medmember.dev', demoPassword),
    );
    expect(sameVertical.statusCode).toBe(200);
    expect(sameVertical.json().produtor.nome).toBe('Foco Oftalmo');
  });

  it('never lets an e-mail alone suffice: no session → 401, a session of another e-mail → refused', async () => {
    const body = choose('aluno@medmember.dev', 'ortopedia', 'ortopedia-ativa');
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
    const res = await alternate(choose(email, 'ortopedia', 'ortopedia-ativa'), token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth.account_unconfirmed');
  });

  it('answers 404 for a producer without a confirmed account of the e-mail, of another vertical, unknown, or its own', async () => {
    const user = await insertAccount(ctx);
    await insertAccount(ctx, { email: user.email, producer: 'ortopedia-ativa', status: 'pendente' });
    await insertAccount(ctx, { email: user.email, producer: 'fluxo-vascular' });
    const token = await loginToken(ctx, user.email, testPassword);
    const refused = [
      ['ortopedia', 'ortopedia-ativa'],
      ['ortopedia', 'fluxo-vascular'],
      ['cirurgia-vascular', 'fluxo'],
      ['cardiologia', 'fluxo-vascular'],
      ['oftalmologia', 'lumen-oftalmologia'],
    ] as const;
    for (const [vertical, producer] of refused) {
      const res = await alternate(choose(user.email, vertical, producer), token);
      expect(res.statusCode, `${vertical}/${producer}`).toBe(404);
      expect(res.json().error.code).toBe('auth.no_account_in_vertical');
    }
    expect(
      (await alternate({ email: user.email, device_name: 'mobile', vertical: 'cirurgia-vascular' }, token)).statusCode,
    ).toBe(422);
  });

  describe('when the address is not proven on both sides (changed after it was last confirmed)', () => {
    const changedAfterConfirmation = {
      email_confirmed_at: sql`now() - interval '1 hour'`,
      email_changed_at: sql`now()`,
    };

    async function pair(unproven: 'caller' | 'target') {
      const caller = await insertAccount(ctx, { nome: 'Quem Pede' });
      const target = await insertAccount(ctx, {
        email: caller.email,
        producer: 'ortopedia-ativa',
        nome: 'Dona da Conta',
        documento: '52998224725',
      });
      await ctx.database.db
        .update(users)
        .set(changedAfterConfirmation)
        .where(eq(users.id, unproven === 'caller' ? caller.id : target.id));
      const targetToken = await loginToken(ctx, target.email, testPassword, ortopedia);
      return { caller, target, targetToken, token: await loginToken(ctx, caller.email, testPassword) };
    }

    for (const unproven of ['caller', 'target'] as const) {
      it(`(${unproven}) hands over no session: a one-time link goes to the other account's address`, async () => {
        const { caller, target, targetToken, token } = await pair(unproven);
        const mark = mailMark(auth);
        const res = await alternate(choose(caller.email, 'ortopedia', 'ortopedia-ativa'), token);
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ outcome: 'link_sent', email: target.email });
        expect(res.headers['set-cookie']).toBeUndefined();
        expect(res.body).not.toContain('Dona da Conta');
        const stillThere = await ctx.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { ...ortopedia, authorization: `Bearer ${targetToken}` },
        });
        expect(stillThere.statusCode).toBe(200);

        const mail = await nextMail(auth, target.email, mark);
        expect(mail.subject).toBe('Seu link para entrar em Ortopedia Ativa');
        expect(mail.text).toContain('10 minutos');
        const link = linkIn(mail);
        expect(link.origin + link.pathname).toBe('http://ortopedia-ativa.ortopedia.localhost:3000/auth/login');
        const redeem = () =>
          post(
            ctx,
            '/api/auth/url',
            { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
            { site: ortopedia },
          );
        const first = await redeem();
        expect(first.statusCode).toBe(200);
        expect(first.json().user.id).toBe(target.id);
        expect((await redeem()).statusCode).toBe(400);
      });
    }

    it('e-mails at most one link a minute to the account, answering the same', async () => {
      const { caller, target, token } = await pair('caller');
      const mark = mailMark(auth);
      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await alternate(choose(caller.email, 'ortopedia', 'ortopedia-ativa'), token));
      expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 202]);
      expect(await mailsSince(auth, target.email, mark)).toHaveLength(1);
    });
  });
});
