import { devOutboxSchema } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config/index.ts';
import { notFoundError } from '../errors/common.errors.ts';
import { errorResponses } from '../errors/error-responses.ts';
import type { Mailer } from '../mail/mail-message.ts';
import { createOutboxMailer, type OutboxMailer } from '../mail/outbox-mailer.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail: SMTP when SMTP_URL is set, else the dev outbox. */
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_FROM' | 'LOG_LEVEL'>;
  /** Use this mailer (tests); the plugin neither creates nor closes one then. */
  mailer?: Mailer | undefined;
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** GET /api/dev/outbox: what the dev outbox kept, newest first; the developer's mailbox. */
function registerOutboxRoute(app: FastifyInstance, outbox: OutboxMailer): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mail kept by the dev outbox (only while SMTP_URL is unset), newest first',
        response: { 200: devOutboxSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Reset links and codes are in there: only the developer's own machine may read them.
      if (!isLoopback(request.ip)) throw notFoundError();
      return {
      messages: outbox
        .messages()
        .toReversed()
        .map(({ sentAt, ...message }) => ({ ...message, sent_at: sentAt })),
      };
    },
  );
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
  registerOutboxRoute(app, outbox);
  app.log.info('SMTP_URL unset: e-mail is printed to stdout and listed at GET /api/dev/outbox');
}

export default fp(mailerPlugin, { name: 'mailer' });
