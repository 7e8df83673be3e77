import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Mailer, MailMessage } from '../mail/mail-message.ts';
import { useTestApp, testConfig } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  text: `Texto de ${subject}`,
  html: '<p>Oi</p>',
});

describe('mailer plugin with SMTP_URL', () => {
  const env: Record<string, string> = {};
  let server: SmtpTestServer;
  // Registered before useTestApp: the server runs before the app is built and stops after it closed.
  beforeAll(async () => {
    server = await startSmtpTestServer();
    env['SMTP_URL'] = server.url;
  });
  afterAll(() => server.close());
  const ctx = useTestApp({ env });

  it('sends app.mailer messages through SMTP, From MAIL_FROM', async () => {
    await ctx.app.mailer.send(message('bia@example.com', 'Seu link de acesso'));
    const mail = await server.waitForMessage((received) => received.to === 'bia@example.com');
    expect(mail).toMatchObject({ from: ctx.config.MAIL_FROM, subject: 'Seu link de acesso', html: '<p>Oi</p>' });
    expect(mail.text.trim()).toBe('Texto de Seu link de acesso');
  });

  it('has no dev outbox route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'common.not_found', message: 'Route GET /api/dev/outbox not found' } });
  });
});

describe('mailer plugin without SMTP_URL', () => {
  const ctx = useTestApp();

  it('lists what app.mailer sent at GET /api/dev/outbox, newest first', async () => {
    await ctx.app.mailer.send(message('ana@example.com', 'Primeiro'));
    await ctx.app.mailer.send(message('ana@example.com', 'Segundo'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as { messages: Record<string, string>[] };
    expect(messages.map((entry) => entry['subject'])).toEqual(['Segundo', 'Primeiro']);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...message('ana@example.com', 'Segundo'),
    });
  });

  const outbox = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  const expectUnknownRoute = (res: Awaited<ReturnType<typeof outbox>>, label: string) => {
    expect(res.statusCode, label).toBe(404);
    expect(res.json(), label).toEqual({
      error: { code: 'common.not_found', message: 'Route GET /api/dev/outbox not found' },
    });
  };

  it('serves the outbox to a direct request from this machine with a localhost Host', async () => {
    for (const host of ['localhost:3000', 'localhost', 'oftalmologia.localhost:5173', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await outbox({ host })).statusCode, host).toBe(200);
    }
    expect((await outbox({ host: 'localhost:3000' }, '::1')).statusCode).toBe(200);
    expect((await outbox({ host: 'localhost:3000' }, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('answers 404 like an unknown route to another machine', async () => {
    expectUnknownRoute(await outbox({ host: 'localhost:3000' }, '203.0.113.9'), 'remote socket');
    expectUnknownRoute(await outbox({ host: 'localhost:3000' }, '10.0.0.2'), 'LAN socket');
  });

  it('answers 404 to anything that came through a proxy, even one on this machine', async () => {
    const forwarded = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'localhost:3000',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.9',
      'x-real-ip': '203.0.113.9',
    };
    for (const [name, value] of Object.entries(forwarded)) {
      expectUnknownRoute(await outbox({ host: 'localhost:3000', [name]: value }), name);
    }
  });

  it('answers 404 when the Host is not a localhost name (a proxy or DNS rebinding)', async () => {
    for (const host of [
      'members.example.com',
      'localhost.example.com',
      'evil.localhost.com:3000',
      '10.0.0.5:3000',
      'localhost:3000@evil',
    ]) {
      expectUnknownRoute(await outbox({ host }), host);
    }
  });

  it('documents the route under the dev tag', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/dev/outbox'].get.tags).toEqual(['dev']);
  });
});

describe('mailer plugin with a given mailer', () => {
  it('uses it, leaves it open on close and serves no outbox', async () => {
    const sent: MailMessage[] = [];
    let closed = false;
    const mailer: Mailer = {
      send: async (mail) => void sent.push(mail),
      close: async () => void (closed = true),
    };
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database, closeDatabase: false, mailer });
    try {
      await app.mailer.send(message('caio@example.com', 'Oi'));
      expect(sent.map((mail) => mail.to)).toEqual(['caio@example.com']);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
    expect(closed).toBe(false);
  });
});

describe('mailer plugin without SMTP_URL, listening beyond this machine', () => {
  const lines: string[] = [];
  useTestApp({ env: { LOG_LEVEL: 'info', HOST: '0.0.0.0' }, logStream: { write: (line) => void lines.push(line) } });

  it('warns in the log that e-mail is not being sent', () => {
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toContainEqual(expect.stringContaining('e-mail is NOT being sent'));
  });
});

describe('mailer plugin without SMTP_URL, listening on this machine only', () => {
  const lines: string[] = [];
  useTestApp({ env: { LOG_LEVEL: 'info', HOST: '127.0.0.1' }, logStream: { write: (line) => void lines.push(line) } });

  it('only informs where the e-mail goes', () => {
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(entries.map((entry) => entry.msg)).toContainEqual(expect.stringContaining('SMTP_URL unset'));
  });
});
