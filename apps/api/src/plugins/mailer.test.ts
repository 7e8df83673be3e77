import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Mailer, MailMessage } from '../mail/mail-message.ts';
import { useTestApp, testConfig } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';

const message = (to: string, subject: string): MailMessage => ({ to, subject, text: `Texto de ${subject}`, html: '<p>Oi</p>' });

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
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
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

  it('serves the outbox to the local machine only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
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
