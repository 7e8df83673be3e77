import { orderParamsSchema, sandboxCardTokenRequestSchema, sandboxCardTokenResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { siteProducer } from '../auth/site-producer.ts';
import { sandboxBoletoPdf } from './sandbox-boleto-file.ts';
import { issueSandboxCardToken } from './sandbox-card-token.ts';

/** The sandbox gateway's own public routes (registered only while PAYMENT_GATEWAY=sandbox). */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sandbox-gateway/card-tokens',
    {
      schema: {
        tags: ['checkout'],
        summary: "The sandbox's stand-in for a gateway's card script: a token of a test card (stores nothing)",
        body: sandboxCardTokenRequestSchema,
        response: { 200: sandboxCardTokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => issueSandboxCardToken(request.body),
  );

  app.get(
    '/api/sandbox-gateway/boletos/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: "A sandbox boleto's PDF (a test boleto no bank takes), by its payment id",
        params: orderParamsSchema,
        response: {
          200: {
            description: 'The PDF',
            content: { 'application/pdf': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const producer = await siteProducer(app.db, request);
      const pdf = await sandboxBoletoPdf(app.db, producer.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="boleto-de-teste.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
