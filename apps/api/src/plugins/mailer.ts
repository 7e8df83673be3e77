import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config/index.ts';
import type { Mailer } from '../mail/mail-message.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import { devOutboxPath, registerDevOutboxRoute } from './dev-outbox.ts';
import { listensOnLoopbackOnly } from './local-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail: SMTP when SMTP_URL is set, else the dev outbox. */
    mailer: Mailer;
  }
}

interface MailerPluginOptions {
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'LOG_LEVEL' | 'HOST'>;
  /** Use this mailer (tests); the plugin neither creates nor closes one then. */
  mailer?: Mailer | undefined;
}

/**
 * Decorates `app.mailer`: the given one, SMTP when configured, else the dev outbox, served at GET /api/dev/outbox
 * and printed to stdout (not with LOG_LEVEL=silent, which keeps tests quiet).
 */
async function mailerPlugin(app: FastifyInstance, { config, mailer }: MailerPluginOptions): Promise<void> {
  if (mailer) {
    app.decorate('mailer', mailer);
    return;
  }
  if (config.SMTP_URL) {
    const smtp = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
    app.decorate('mailer', smtp);
    app.addHook('onClose', () => smtp.close());
    return;
  }
  const outbox = createOutboxMailer(config.LOG_LEVEL === 'silent' ? { print: () => undefined } : {});
  app.decorate('mailer', outbox);
  registerDevOutboxRoute(app, outbox);
  if (listensOnLoopbackOnly(config.HOST)) {
    app.log.info(`SMTP_URL unset: e-mail is printed to stdout and listed at GET ${devOutboxPath} (this machine only)`);
  } else {
    app.log.warn(
      { host: config.HOST },
      `SMTP_URL unset: e-mail is NOT being sent (printed to stdout and listed at GET ${devOutboxPath} for this machine only), while the server listens beyond this machine`,
    );
  }
}

export default fp(mailerPlugin, { name: 'mailer' });
