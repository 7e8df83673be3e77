import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

const headers = {
  host: 'cirurgia-vascular.localhost:3000',
  origin: 'http://fluxo-vascular.cirurgia-vascular.localhost:3000',
};

describe('profile, accesses and institutions', () => {
  const ctx = useTestApp({ seed: true });
  const signIn = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email, password: demoPassword },
    });
    return { ...headers, authorization: `Bearer ${res.json().token as string}` };
  };
  const profile = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/profile', headers: auth, payload });

  it('keeps every field not sent, clears a blank optional one, normalises CPF, phone and Instagram', async () => {
    const auth = await signIn('aluno@medmember.dev');
    const first = await profile(auth, {
      documento: '529.982.247-25',
      whatsapp: '+55 (11) 98765-4321',
      instagram: '@ana.med',
      instituicao_ensino: 'UFMG',
      anoResidencia: new Date().getFullYear() + 1,
      periodo: '6º ano',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      documento: '52998224725',
      whatsapp: '11987654321',
      instagram: 'ana.med',
      nome: 'Ana Beatriz Souza',
    });

    const second = await profile(auth, { apelido: 'Bia', instagram: '  ' });
    expect(second.json().user).toMatchObject({
      apelido: 'Bia',
      instagram: null,
      documento: '52998224725',
      periodo: '6º ano',
      instituicao_ensino: 'UFMG',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json().user.apelido).toBe('Bia');
  });

  it('refuses invalid values with 422 naming each field, and changes nothing', async () => {
    const auth = await signIn('professor@medmember.dev');
    const res = await profile(auth, {
      documento: '111.111.111-11',
      whatsapp: '123',
      anoResidencia: 1990,
      nome: 'A',
      apelido: 'x'.repeat(41),
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toMatchObject({
      documento: 'field.cpf_invalid',
      whatsapp: 'field.phone_invalid',
      anoResidencia: 'field.year_invalid',
      nome: 'field.name_too_short',
      apelido: 'field.too_long',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json().user.nome).toBe(
      'Dr. Daniel Moreira',
    );
  });

  it('never changes the e-mail: a new one is refused the same whether or not it is taken (e-mail change flow)', async () => {
    const auth = await signIn('novo@medmember.dev');
    const taken = await profile(auth, { email: 'aluno@medmember.dev' });
    const free = await profile(auth, { email: 'bruno.novo@medmember.dev' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.code).toBe('profile.email_change_needs_confirmation');
    expect(free.body).toBe(taken.body);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: auth });
    expect(me.json().user).toMatchObject({ email: 'novo@medmember.dev', login: 'novo@medmember.dev' });
  });

  it("lists the learner's accesses with end dates and purchase links", async () => {
    const auth = await signIn('freemium@medmember.dev');
    const { acessos } = (await ctx.app.inject({ method: 'GET', url: '/api/user/acessos', headers: auth })).json();
    expect(acessos).toEqual([
      expect.objectContaining({
        produto: 'Degustação Fluxo Vascular',
        tipo: 'freemium',
        ativo: true,
        purchase_url: expect.stringMatching(/^\/page\/offers\/[0-9a-f-]{36}$/),
        origem: 'freemium',
        revogado_em: null,
      }),
    ]);
  });

  it('lists Brazilian medical schools without a session, sorted by name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/instituicoes', headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { nome: string; sigla: string; uf: string }[];
    expect(list.length).toBeGreaterThan(70);
    expect(list).toContainEqual(
      expect.objectContaining({ sigla: 'UFMG', uf: 'MG', nome: 'Universidade Federal de Minas Gerais' }),
    );
  });

  it('every call of this module needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['POST', '/api/user/profile'],
      ['GET', '/api/user/acessos'],
      ['GET', '/api/terms'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('terms', () => {
  const ctx = useTestApp({ seed: true });

  it('a learner who has not accepted reads the current version and accepts it; aceite_termo follows', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'novo@medmember.dev', password: demoPassword },
    });
    expect(login.json().user.aceite_termo).toBe(false);
    const auth = { ...headers, authorization: `Bearer ${login.json().token as string}` };
    const terms = (await ctx.app.inject({ method: 'GET', url: '/api/terms', headers: auth })).json();
    expect(terms).toMatchObject({ version: 1, accepted: false, title: 'Termos de Uso — Fluxo Vascular' });
    expect(terms.body).toContain('Lei Geral de Proteção de Dados');
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: auth,
      payload: { version: 2 },
    });
    expect(stale.statusCode).toBe(409);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: auth,
      payload: { version: 1 },
    });
    expect(accepted.json().user.aceite_termo).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/terms', headers: auth })).json().accepted).toBe(true);
  });
});
