import {
  checkUserRequestSchema,
  checkUserResponseSchema,
  createOrderRequestSchema,
  orderParamsSchema,
  orderViewSchema,
  retryPaymentRequestSchema,
} from '@members/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config/index.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { afterReplyQueue } from '../auth/after-reply.ts';
import { backgroundMailer } from '../auth/background-mail.ts';
import { memberAreaBase } from '../auth/member-area-links.ts';
import { mailRequestRateLimit } from '../auth/rate-limits.ts';
import { siteProducer } from '../auth/site-producer.ts';
import { optionalBuyerSession } from './checkout-session.ts';
import { checkUser } from './check-user.ts';
import { createOrder, type Purchaser } from './order-create.ts';
import { orderForBuyer } from './order-read.ts';
import { autopayAfterPending } from './sandbox-autopay.ts';
import { retryPayment } from './payment-retry.ts';

interface CheckoutRoutesOptions {
  config: Pick<ApiConfig, 'SANDBOX_PIX_AUTOPAY_SECONDS'>;
}

async function purchaserOf(app: FastifyInstance, request: FastifyRequest): Promise<Purchaser> {
  const producer = await siteProducer(app.db, request);
  const signedIn = await optionalBuyerSession(app, request, producer.id);
  return { producerId: producer.id, signedIn, linkBase: await memberAreaBase(app.db, request, producer) };
}

/** The public checkout (issue 17): the e-mail first, orders and their payments; a session is optional. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { config }) => {
  const mail = { send: backgroundMailer(app), afterReply: afterReplyQueue(app) };
  const deps = () => ({
    db: app.db,
    payments: app.payments,
    afterPending: autopayAfterPending(app, config.SANDBOX_PIX_AUTOPAY_SECONDS),
  });
  const orderResponse = { 200: orderViewSchema, 201: orderViewSchema, ...errorResponses };

  app.post(
    '/api/checkout/check-user',
    {
      config: { rateLimit: mailRequestRateLimit },
      schema: {
        tags: ['checkout'],
        summary: 'The e-mail first: the same answer whether an account exists (one that does gets a sign-in link)',
        body: checkUserRequestSchema,
        response: { 200: checkUserResponseSchema, ...errorResponses },
      },
    },
    async (request) => checkUser(app.db, mail, request, request.body),
  );

  app.post(
    '/api/checkout/orders',
    {
      schema: {
        tags: ['checkout'],
        summary: 'A purchase: 201 the new order; the same idempotency_key answers 200 with the same order',
        body: createOrderRequestSchema,
        response: orderResponse,
      },
    },
    async (request, reply) => {
      const { created, order } = await createOrder(deps(), await purchaserOf(app, request), request.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/checkout/orders/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'An order as its buyer sees it (the id is the capability); polled while a PIX or boleto is pending',
        params: orderParamsSchema,
        response: { 200: orderViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const producer = await siteProducer(app.db, request);
      return orderForBuyer(app.db, app.payments, producer.id, request.params.id);
    },
  );

  app.post(
    '/api/checkout/orders/:id/payments',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Another payment of a refused or expired order: 201; the same idempotency_key answers 200',
        params: orderParamsSchema,
        body: retryPaymentRequestSchema,
        response: orderResponse,
      },
    },
    async (request, reply) => {
      const producer = await siteProducer(app.db, request);
      const { created, order } = await retryPayment(deps(), producer.id, request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(order);
    },
  );
};
