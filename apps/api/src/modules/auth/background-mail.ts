import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mail-message.ts';

/** Hands a message to the mailer without waiting for it; `kind` names it in the log (never its content). */
export type SendInBackground = (message: MailMessage, kind: string) => void;

/**
 * Account e-mail goes out after the answer: whether a message is sent (and how long or whether SMTP takes it)
 * must not show in the response of calls that answer the same for every e-mail. Failures are logged
 * without the message (it carries codes and links); closing the app waits for messages still on their way.
 */
export function backgroundMailer(app: FastifyInstance): SendInBackground {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (message, kind) => {
    const sending: Promise<void> = app.mailer
      .send(message)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        app.log.error({ mail: kind, reason }, 'account e-mail not sent');
      })
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
}
