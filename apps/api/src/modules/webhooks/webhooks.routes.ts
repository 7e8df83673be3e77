import { webhookParamsSchema, webhookReceivedResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { eventIdOf, processWebhookEvent } from './webhook-process.ts';
import { receiveWebhook, webhookProcessJob, type ConfiguredSecrets } from './webhook-receive.ts';

/** Per client IP: generous (a platform replays a backlog in bursts), still a cap on a flood of forged calls. */
const webhookRateLimit = { max: 600, timeWindow: 60_000 } as const;

/**
 * POST /api/webhooks/:provider/:producer, in its own encapsulated plugin: its content-type parsers hand the body
 * through as the exact text received (JSON or form-encoded, whichever a platform sends), since signatures are
 * computed over those bytes; the rest of the API keeps its JSON-only parser. Also defines the processing job.
 * MERCADOPAGO_WEBHOOK_SECRET checks Mercado Pago's notifications of producers without a stored secret.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ config: Pick<ApiConfig, 'MERCADOPAGO_WEBHOOK_SECRET'> }> = async (
  app,
  { config },
) => {
  const configured: ConfiguredSecrets = { mercadopago: config.MERCADOPAGO_WEBHOOK_SECRET };
  app.jobs.define(webhookProcessJob, async (payload) => {
    const eventId = eventIdOf(payload);
    if (eventId) await processWebhookEvent(app, eventId);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/webhooks/:provider/:producer',
    {
      config: { rateLimit: webhookRateLimit },
      schema: {
        tags: ['webhooks'],
        summary: "A sales platform's event (Hotmart, Kiwify, Eduzz), checked against the producer's secret",
        params: webhookParamsSchema,
        response: { 200: webhookReceivedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const query = request.query as Record<string, string | undefined>;
      const parts = { rawBody, headers: request.headers, query };
      return receiveWebhook(app, request.params.provider, request.params.producer, parts, configured);
    },
  );
};
