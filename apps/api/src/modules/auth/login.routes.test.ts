import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import { useTestApp } from '../../test/test-app.ts';

const host = 'oftalmologia.localhost:3000';
const origin = 'http://lumen-oftalmologia.oftalmologia.localhost:3000';

describe('POST /api/auth/login', () => {
  const ctx = useTestApp({ seed: true });
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host, origin, ...headers },
      payload: body as object,
    });

  it("signs in on the origin's producer with the whole login response of spec §7", async () => {
    const res = await login({ email: '  ALUNO@medmember.dev ', password: demoPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.produtor.nome).toBe('Lumen Oftalmologia');
    expect(body.user).toMatchObject({
      email: 'aluno@medmember.dev',
      login: 'aluno@medmember.dev',
      aceite_termo: true,
      is_professor: false,
      status: 'ativo',
    });
    expect(Object.keys(body).sort()).toEqual([
      'data_acesso',
      'freemium',
      'permissions',
      'produtor',
      'roles',
      'token',
      'user',
    ]);
    expect(body.token).toMatch(/^[0-9a-f-]{36}\|[\w-]{43}$/);
    expect(body.roles).toEqual(['aluno']);
    expect(body.freemium).toBeNull();
    expect(body.data_acesso.data_fim_acesso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const cookies = res.cookies.map((cookie) => cookie.name).sort();
    expect(cookies).toEqual(['XSRF-TOKEN', 'session']);
    expect(res.cookies.find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);
  });

  it('answers freemium with its end date and the upgrade link, and marks professors', async () => {
    const freemium = (await login({ email: 'freemium@medmember.dev', password: demoPassword })).json();
    const days = (Date.parse(freemium.freemium.data_fim_acesso) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(freemium.freemium.fremiumUrl).toMatch(/^\/page\/offers\/[0-9a-f-]{36}$/);
    const professor = (await login({ email: 'professor@medmember.dev', password: demoPassword })).json();
    expect(professor.user.is_professor).toBe(true);
    expect(professor.data_acesso).toEqual({ data_fim_acesso: null, produto_url: expect.any(String) });
  });

  it('says the same for a wrong password and an unknown e-mail (no enumeration)', async () => {
    const wrong = await login({ email: 'novo@medmember.dev', password: 'errada123' });
    const unknown = await login({ email: 'ninguem@medmember.dev', password: 'errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().error.code).toBe('auth.invalid_credentials');
  });

  it('names the fields of an invalid body with 422 codes', async () => {
    const res = await login({ email: 'não é e-mail', password: '' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it("another producer's account does not sign in on this origin", async () => {
    const res = await login(
      { email: 'aluno@medmember.dev', password: demoPassword },
      { host: 'ortopedia.localhost:3000', origin: 'http://ortopedia.localhost:3000' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().produtor.nome).toBe('Ortopedia Ativa');
  });
});
