import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import type { Mailer, MailMessage } from '../mail/mail-message.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { devOutboxPath, registerDevOutboxRoute } from './dev-outbox.ts';
import { listensOnLoopbackOnly } from './local-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends e-mail (SMTP when SMTP_URL is set, else the dev outbox) through the job queue: `send` stores the
     * message, tries it at once, and resolves once it is handed over or stored for its retries.
     */
    mailer: Mailer;
  }
}

interface MailerPluginOptions {
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'LOG_LEVEL' | 'HOST'>;
  /** Use this mailer (tests); the plugin neither creates nor closes one then. */
  mailer?: Mailer | undefined;
}

/**
 * Decorates `app.mailer` over a transport: the given one, SMTP when configured, else the dev outbox, served at
 * GET /api/dev/outbox and printed to stdout (not with LOG_LEVEL=silent, which keeps tests quiet). A message the
 * transport refuses (SMTP down) stays in the jobs table and is retried, from whichever process polls first.
 */
async function mailerPlugin(app: FastifyInstance, { config, mailer }: MailerPluginOptions): Promise<void> {
  const transport = mailer ?? (await createTransport(app, config));
  app.jobs.define(sendMailJob, (payload) => transport.send(payload as MailMessage), { maxAttempts: 10 });
  app.decorate('mailer', { send: (message: MailMessage) => app.jobs.runNow(sendMailJob, message) });
}

/** The job that hands one message to the transport: retried with a doubling delay (30 s to an hour), 10 times. */
export const sendMailJob = 'mail.send';

/** nodemailer loads only when SMTP_URL is set: the laptop's `npm start` never sends real e-mail. */
async function createTransport(app: FastifyInstance, config: MailerPluginOptions['config']): Promise<Mailer> {
  if (config.SMTP_URL) {
    const { createSmtpMailer } = await import('../mail/smtp-mailer.ts');
    const smtp = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
    app.addHook('onClose', () => smtp.close());
    return smtp;
  }
  const outbox = createOutboxMailer(config.LOG_LEVEL === 'silent' ? { print: () => undefined } : {});
  registerDevOutboxRoute(app, outbox);
  if (listensOnLoopbackOnly(config.HOST)) {
    app.log.info(`SMTP_URL unset: e-mail is printed to stdout and listed at GET ${devOutboxPath} (this machine only)`);
  } else {
    app.log.warn(
      { host: config.HOST },
      `SMTP_URL unset: e-mail is NOT being sent (printed to stdout and listed at GET ${devOutboxPath} for this machine only), while the server listens beyond this machine`,
    );
  }
  return outbox;
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['jobs'] });
