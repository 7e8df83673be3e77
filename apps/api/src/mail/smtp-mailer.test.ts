import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const from = 'Área de membros <nao-responda@medmember.dev>';

describe('createSmtpMailer', () => {
  let server: SmtpTestServer;
  beforeAll(async () => {
    server = await startSmtpTestServer();
  });
  afterAll(() => server.close());

  it('delivers subject, recipient and both bodies with the configured From', async () => {
    const mailer = createSmtpMailer({ url: server.url, from });
    try {
      await mailer.send({
        to: 'ana@example.com',
        subject: 'Seu código de confirmação: 123456',
        text: 'Olá, Ana!\n\n123456',
        html: '<p>Olá, Ana!</p><p><strong>123456</strong></p>',
      });
    } finally {
      await mailer.close();
    }
    const mail = await server.waitForMessage((received) => received.to === 'ana@example.com');
    expect(mail.from).toBe(from);
    expect(mail.subject).toBe('Seu código de confirmação: 123456');
    expect(mail.text.trim()).toBe('Olá, Ana!\n\n123456');
    expect(mail.html).toContain('<p><strong>123456</strong></p>');
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const closed = await startSmtpTestServer();
    await closed.close();
    const mailer = createSmtpMailer({ url: closed.url, from });
    try {
      await expect(
        mailer.send({ to: 'ana@example.com', subject: 'Oi', text: 'Oi', html: '<p>Oi</p>' }),
      ).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});
