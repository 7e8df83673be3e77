import { describe, expect, it } from 'vitest';
import { userAccesses } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed/accounts/demo-accounts.ts';
import {
  accountOf,
  codeIn,
  freshIp,
  insertAccount,
  loginToken,
  mailMark,
  mailsSince,
  nextMail,
  post,
  signUpBody,
  testPassword,
  tokenIn,
  useAuthTestApp,
  whoAmI,
} from './auth-test-support.ts';
import { mailRequestRateLimit } from './rate-limits.ts';

describe('POST /api/auth/create (sign-up)', () => {
  const auth = useAuthTestApp();
  const { ctx } = auth;
  const signUp = (body: object, ip?: string) => post(ctx, '/api/auth/create', body, ip ? { ip } : {});
  const validate = (email: string, code: string) => post(ctx, '/api/auth/user-validation', { email, code });

  it('registers a new e-mail as pendente and e-mails a 6-digit code that confirms it and signs in', async () => {
    const body = signUpBody();
    const mark = mailMark(auth);
    const res = await signUp(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });
    const account = await accountOf(ctx, body.email);
    expect(account).toMatchObject({
      status: 'pendente',
      documento: '52998224725',
      whatsapp: '11987654321',
      email_confirmed_at: null,
    });
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await nextMail(auth, body.email, mark);
    expect(mail.subject).toMatch(/^Seu código de confirmação: \d{6}$/);
    const confirmed = await validate(` ${body.email.toUpperCase()} `, codeIn(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: body.email, status: 'ativo', nome: body.nome });
    expect(confirmed.json().produtor.nome).toBe('Lumen Oftalmologia');
    expect((await accountOf(ctx, body.email)).email_confirmed_at).toBeInstanceOf(Date);
    expect((await whoAmI(ctx, confirmed.json().token)).statusCode).toBe(200);
  });

  it('answers the same for a new and an existing e-mail; the existing owner gets a password link and keeps everything', async () => {
    const before = await accountOf(ctx, 'aluno@medmember.dev');
    const mark = mailMark(auth);
    const fresh = await signUp(signUpBody());
    const existing = await signUp(
      signUpBody({ email: 'aluno@medmember.dev', nome: 'Intruso', password: 'outra-senha-9' }),
    );
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    const notice = await nextMail(auth, 'aluno@medmember.dev', mark);
    expect(notice.subject).toBe('Redefina sua senha – Lumen Oftalmologia');
    expect(notice.text).toContain('http://lumen-oftalmologia.oftalmologia.localhost:3000/auth/password-reset?token=');
    expect(tokenIn(notice)).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(await accountOf(ctx, 'aluno@medmember.dev')).toEqual(before);
    await expect(loginToken(ctx, 'aluno@medmember.dev', demoPassword)).resolves.toEqual(expect.any(String));
  });

  it('lets a new sign-up take over an unconfirmed address: new data and password, a new code, old sessions ended', async () => {
    const squat = signUpBody({ nome: 'Quem Chegou Antes', password: 'senha-do-intruso' });
    const mark = mailMark(auth);
    await signUp(squat);
    const firstCode = codeIn(await nextMail(auth, squat.email, mark));
    const squatterToken = await loginToken(ctx, squat.email, 'senha-do-intruso');

    const ownerMark = mailMark(auth);
    const owner = { ...signUpBody(), email: squat.email, nome: 'Dona do Endereço' };
    expect((await signUp(owner)).statusCode).toBe(202);
    const secondCode = codeIn(await nextMail(auth, squat.email, ownerMark));
    expect((await whoAmI(ctx, squatterToken)).statusCode).toBe(401);
    expect((await post(ctx, '/api/auth/login', { email: squat.email, password: 'senha-do-intruso' })).statusCode).toBe(
      401,
    );
    if (firstCode !== secondCode)
      expect((await validate(squat.email, firstCode)).json().error.code).toBe('auth.code_invalid');
    const confirmed = await validate(squat.email, secondCode);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.nome).toBe('Dona do Endereço');
    await expect(loginToken(ctx, squat.email, testPassword)).resolves.toEqual(expect.any(String));
  });

  it('sends a code for each sign-up of an unconfirmed address; only the last one confirms (its data)', async () => {
    const body = signUpBody();
    const mark = mailMark(auth);
    await signUp({ ...body, nome: 'Primeira Tentativa' });
    const first = codeIn(await nextMail(auth, body.email, mark));
    const secondMark = mailMark(auth);
    await signUp({ ...body, nome: 'Segunda Tentativa' });
    const second = codeIn(await nextMail(auth, body.email, secondMark));
    expect(await mailsSince(auth, body.email, mark, 0)).toHaveLength(2);
    if (first !== second) expect((await validate(body.email, first)).json().error.code).toBe('auth.code_invalid');
    expect((await validate(body.email, second)).json().user.nome).toBe('Segunda Tentativa');
  });

  it('never takes over an unconfirmed account that holds an access (say, one confirming a new e-mail)', async () => {
    const holder = await insertAccount(ctx, { status: 'pendente', nome: 'Titular da Compra' });
    await ctx.database.db.insert(userAccesses).values({
      producer_id: holder.producer_id,
      user_id: holder.id,
      product_code: 'extensivo',
      product_name: 'Extensivo',
      kind: 'compra',
    });
    const mark = mailMark(auth);
    expect((await signUp(signUpBody({ email: holder.email }))).statusCode).toBe(202);
    expect((await nextMail(auth, holder.email, mark)).subject).toBe('Redefina sua senha – Lumen Oftalmologia');
    expect(await accountOf(ctx, holder.email)).toEqual(holder);
  });

  it('limits sign-ups per client address (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < mailRequestRateLimit.max; i += 1) expect((await signUp(signUpBody(), ip)).statusCode).toBe(202);
    const limited = await signUp(signUpBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(signUpBody(), freshIp())).statusCode).toBe(202);
  });

  it('names invalid fields (422) and creates nothing', async () => {
    const body = signUpBody({ documento: '123.456.789-00', password: 'curta' });
    const res = await signUp(body);
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .error.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['documento', 'password']);
    await expect(accountOf(ctx, body.email)).rejects.toThrow();
  });

  it('takes the CPF as optional (as the profile does): none, or blank, is stored as null', async () => {
    for (const documento of [undefined, '', '   ']) {
      const body = signUpBody({ documento });
      expect((await signUp(body)).statusCode).toBe(202);
      expect((await accountOf(ctx, body.email)).documento).toBeNull();
    }
    // Taking over an unconfirmed address without a CPF leaves none of the earlier sign-up's.
    const squat = signUpBody();
    await signUp(squat);
    expect((await signUp(signUpBody({ email: squat.email, documento: undefined }))).statusCode).toBe(202);
    expect((await accountOf(ctx, squat.email)).documento).toBeNull();
  });

  it('says field.required for each empty required field, never a format code', async () => {
    const res = await signUp({ nome: '', email: ' ', password: '', documento: '' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(Object.fromEntries(fields.map((field) => [field.path, field.message]))).toEqual({
      nome: 'field.required',
      email: 'field.required',
      password: 'field.required',
    });
  });

  it('refuses an exam year already past (the forms start at the current year)', async () => {
    const res = await signUp(signUpBody({ anoResidencia: new Date().getFullYear() - 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual([{ path: 'anoResidencia', message: 'field.year_invalid' }]);
    expect((await signUp(signUpBody({ anoResidencia: new Date().getFullYear() }))).statusCode).toBe(202);
  });
});
