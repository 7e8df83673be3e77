import {
  offerDetailResponseSchema,
  offerParamsSchema,
  offerQuerySchema,
  productOffersResponseSchema,
  productParamsSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { siteProducer } from '../auth/site-producer.ts';
import { offerDetail, productOffers } from './offers.service.ts';

/** The public offers catalog (no session): the site's producer's products and offers (issue 17). */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers/products/:productId',
    {
      schema: {
        tags: ['offers'],
        summary: "A product of the site's producer and its active offers, by position",
        params: productParamsSchema,
        response: { 200: productOffersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const producer = await siteProducer(app.db, request);
      return productOffers(app.db, producer.id, request.params.productId);
    },
  );

  app.get(
    '/api/offers/:uuid',
    {
      schema: {
        tags: ['offers'],
        summary: 'One active offer (price after the coupon, when given), its product and how the checkout pays',
        params: offerParamsSchema,
        querystring: offerQuerySchema,
        response: { 200: offerDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const producer = await siteProducer(app.db, request);
      const input = {
        offerId: request.params.uuid,
        coupon: request.query.coupon,
        gateway: app.payments.gateway.publicConfig(),
      };
      return offerDetail(app.db, producer.id, input);
    },
  );
};
