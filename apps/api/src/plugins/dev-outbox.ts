import { devOutboxSchema } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeNotFoundError } from '../errors/common.errors.ts';
import { errorResponses } from '../errors/error-responses.ts';
import type { OutboxMailer } from '../mail/outbox-mailer.ts';
import { isDirectLocalRequest } from './local-requests.ts';

export const devOutboxPath = '/api/dev/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dev outbox, while SMTP_URL is unset (the dev page lists its messages); absent otherwise. */
    devOutbox?: OutboxMailer;
  }
}

/**
 * GET /api/dev/outbox: what the dev outbox kept (reset links, login links, codes), newest first; the developer's
 * mailbox. Registered only while SMTP_URL is unset, and answered only to a request straight from this machine
 * (loopback socket, localhost Host, no forwarding headers): anything else, a proxy on this machine included,
 * gets the 404 of an unknown route.
 */
export function registerDevOutboxRoute(app: FastifyInstance, outbox: OutboxMailer): void {
  app.decorate('devOutbox', outbox);
  app.withTypeProvider<ZodTypeProvider>().get(
    devOutboxPath,
    {
      schema: {
        tags: ['dev'],
        summary:
          'E-mail kept by the dev outbox (only while SMTP_URL is unset, only to requests from this machine), newest first',
        response: { 200: devOutboxSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!isDirectLocalRequest(request)) throw routeNotFoundError(request.method, devOutboxPath);
      return {
        messages: outbox
          .messages()
          .toReversed()
          .map(({ sentAt, ...message }) => ({ ...message, sent_at: sentAt })),
      };
    },
  );
}
