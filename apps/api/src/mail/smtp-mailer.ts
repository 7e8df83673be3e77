import { createTransport } from 'nodemailer';
import type { Mailer } from './mail-message.ts';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL, credentials and nodemailer options (e.g. `?pool=true`) included. */
  url: string;
  /** From header of every message: an address or `Name <address>`. */
  from: string;
}

export interface SmtpMailer extends Mailer {
  /** Closes the transport's connections. */
  close(): Promise<void>;
}

/** Sends through an SMTP server with nodemailer; `send` resolves when the server accepted the message. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): SmtpMailer {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    async close() {
      transport.close();
    },
  };
}
