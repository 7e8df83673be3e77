import { currentProducerQuerySchema, currentProducerResponseSchema, producerListSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedSerializer } from '../../cache/response-memo.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { originOf, requestOwnOrigin } from './origins.ts';
import { currentProducerBranding, producerListForHost } from './tenancy.service.ts';

/** Public producer calls (no token): the list of spec §7 and the current producer's branding. */
export const producersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/producers',
    {
      serializerCompiler: memoizedSerializer,
      schema: {
        tags: ['tenancy'],
        summary: "Producers of the request host's vertical (all producers when no vertical matches)",
        response: { 200: producerListSchema, ...errorResponses },
      },
    },
    async (request) => producerListForHost(app.db, request.host),
  );

  app.get(
    '/api/producers/current',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Branding of the producer whose medmember_url origin matches, else the first producer',
        description:
          'Origin compared: the `origin` query parameter, else the Origin header, else the origin the request was sent to.',
        querystring: currentProducerQuerySchema,
        response: { 200: currentProducerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const origin = request.query.origin ?? originOf(request.headers.origin) ?? requestOwnOrigin(request);
      return currentProducerBranding(app.db, request.host, origin);
    },
  );
};
