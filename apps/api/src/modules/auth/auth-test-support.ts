import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  oneTimeTokens,
  producers,
  users,
  type NewUserRow,
  type OneTimeTokenPurpose,
  type UserRow,
} from '../../db/schema/index.ts';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test/smtp-test-server.ts';
import { useTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';

/** Helpers of the auth route tests (not a test file): demo sites, requests, mail, one-time tokens. */

export interface Site {
  host: string;
  origin: string;
}
/** Two producers of one vertical, and one of another vertical (demo seed, port 3000). */
export const lumen: Site = {
  host: 'oftalmologia.localhost:3000',
  origin: 'http://lumen-oftalmologia.oftalmologia.localhost:3000',
};
export const foco: Site = {
  host: 'oftalmologia.localhost:3000',
  origin: 'http://foco-oftalmo.oftalmologia.localhost:3000',
};
export const ortopedia: Site = {
  host: 'ortopedia.localhost:3000',
  origin: 'http://ortopedia-ativa.ortopedia.localhost:3000',
};

export interface AuthTestApp {
  ctx: TestApp;
  /** The SMTP server the app sends to (set in beforeAll). */
  mail: { server: SmtpTestServer };
}

/** The seeded app sending e-mail through an in-process SMTP server. Call at the top of a describe block. */
export function useAuthTestApp(
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'logStream' | 'register'> = {},
): AuthTestApp {
  const appEnv: Record<string, string> = { ...env };
  const mail = {} as { server: SmtpTestServer };
  // Registered before useTestApp: the server starts before the app is built and stops after it closed.
  beforeAll(async () => {
    mail.server = await startSmtpTestServer();
    appEnv['SMTP_URL'] = mail.server.url;
  });
  afterAll(() => mail.server.close());
  return { ctx: useTestApp({ seed: true, env: appEnv, ...options }), mail };
}

let lastIp = 0;
/** A client address of its own, so per-IP rate limits of one test do not leak into another. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface PostOptions {
  site?: Site;
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** POST with a JSON body on a demo site (Lumen by default), from a fresh client address unless `ip` is given. */
export function post(ctx: TestApp, url: string, body?: object, options: PostOptions = {}) {
  const site = options.site ?? lumen;
  const headers: Record<string, string> = { host: site.host, origin: site.origin, ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: options.ip ?? freshIp(),
    ...(body ? { payload: body } : {}),
  });
}

/** GET /api/user with a bearer token (and X-App-Id when given): 200 while the session lives. */
export function whoAmI(ctx: TestApp, token: string, appId?: string) {
  const headers: Record<string, string> = { host: lumen.host, authorization: `Bearer ${token}` };
  if (appId) headers['x-app-id'] = appId;
  return ctx.app.inject({ method: 'GET', url: '/api/user', headers });
}

/** Signs in with e-mail and password; returns the bearer token (throws unless 200). */
export async function loginToken(ctx: TestApp, email: string, password: string, site: Site = lumen): Promise<string> {
  const res = await post(ctx, '/api/auth/login', { email, password }, { site });
  if (res.statusCode !== 200) throw new Error(`login of ${email} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const testPassword = 'senha-forte-123';
let accounts = 0;
/** A unique e-mail address for one test. */
export function uniqueEmail(name = 'conta'): string {
  accounts += 1;
  return `${name}.${accounts}.${Date.now()}@example.com`;
}

/** A valid sign-up body with a unique e-mail. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Helena Prado',
    email: uniqueEmail('helena'),
    password: testPassword,
    documento: '529.982.247-25',
    whatsapp: '(11) 98765-4321',
    instituicao_ensino: 'Faculdade de Medicina da USP',
    anoResidencia: new Date().getFullYear() + 1,
    periodo: '6º ano',
    ...overrides,
  };
}

/** Inserts an account in a demo producer (by slug); password null = created by a purchase. */
export async function insertAccount(
  ctx: TestApp,
  values: {
    email?: string;
    producer?: string;
    password?: string | null;
    status?: 'ativo' | 'pendente';
  } & Partial<NewUserRow> = {},
): Promise<UserRow> {
  const { producer = 'lumen-oftalmologia', password = testPassword, status = 'ativo', ...rest } = values;
  const db = ctx.database.db;
  const [owner] = await db.select({ id: producers.id }).from(producers).where(eq(producers.slug, producer));
  if (!owner) throw new Error(`no demo producer ${producer}`);
  const row = firstOrThrow(
    await db
      .insert(users)
      .values({
        nome: 'Conta de Teste',
        ...rest,
        email: values.email ?? uniqueEmail(),
        producer_id: owner.id,
        status,
        email_confirmed_at: status === 'ativo' ? new Date() : null,
        password_hash: password === null ? null : await hashPassword(password),
      })
      .returning(),
    'insert',
  );
  return row;
}

/** Where received mail stands now; pass it to `nextMail` to wait only for what arrives after. */
export const mailMark = (app: AuthTestApp): number => app.mail.server.messages.length;

/** The first message to `to` received at or after `mark`. */
export function nextMail(app: AuthTestApp, to: string, mark: number): Promise<ReceivedMail> {
  const { server } = app.mail;
  return server.waitForMessage((mail) => server.messages.indexOf(mail) >= mark && mail.to.includes(to));
}

/** Messages to `to` received at or after `mark` (after a pause that lets background sending finish). */
export async function mailsSince(app: AuthTestApp, to: string, mark: number, settleMs = 300): Promise<ReceivedMail[]> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return app.mail.server.messages.slice(mark).filter((mail) => mail.to.includes(to));
}

/** The link of a message's plain-text body. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return new URL(match[0]);
}

/** The one-time token in a message's link. */
export function tokenIn(mail: ReceivedMail): string {
  const token = linkIn(mail).searchParams.get('token');
  if (!token) throw new Error(`no token in the link of "${mail.subject}"`);
  return token;
}

/** The 6-digit code of a validation message (it is in the subject). */
export function codeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

const userTokens = (userId: string, purpose?: OneTimeTokenPurpose) =>
  purpose
    ? and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose))
    : eq(oneTimeTokens.user_id, userId);

/** Moves the user's one-time tokens' expiry into the past (expiry without sleeping). */
export async function expireTokens(ctx: TestApp, userId: string, purpose?: OneTimeTokenPurpose): Promise<void> {
  await ctx.database.db
    .update(oneTimeTokens)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(userTokens(userId, purpose));
}

/** Makes the user's tokens look issued two minutes earlier (past the one-a-minute mail limit). */
export async function ageTokens(ctx: TestApp, userId: string): Promise<void> {
  await ctx.database.db
    .update(oneTimeTokens)
    .set({ created_at: sql`${oneTimeTokens.created_at} - interval '2 minutes'` })
    .where(userTokens(userId));
}

/** The account of an e-mail in a demo producer (Lumen by default). */
export async function accountOf(ctx: TestApp, email: string, producer = 'lumen-oftalmologia'): Promise<UserRow> {
  const [row] = await ctx.database.db
    .select({ user: users })
    .from(users)
    .innerJoin(producers, eq(users.producer_id, producers.id))
    .where(and(eq(users.email, email), eq(producers.slug, producer)));
  if (!row) throw new Error(`no account ${email} in ${producer}`);
  return row.user;
}

/** Status codes of a batch of responses, counted: { 200: 1, 400: 19 }. */
export function statusCounts(responses: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}
