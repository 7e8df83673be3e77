import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config/index.ts';
import { backgroundMailer } from '../auth/background-mail.ts';
import { mailAfterPayment } from './after-payment-mail.ts';
import type { PaymentGateway } from './gateways/payment-gateway.ts';
import { createSandboxGateway, sandboxPaymentId } from './gateways/sandbox-gateway.ts';
import { settlePayment, settleWithin } from './payment-settle.ts';
import { expireDuePayments } from './payment-expiry.ts';
import type { Payments } from './payments.ts';
import { findPaymentByGatewayId } from './payments.repository.ts';
import { sandboxBoletoPath } from './sandbox-boleto-file.ts';

interface PaymentsPluginOptions {
  config: Pick<
    ApiConfig,
    'PAYMENT_GATEWAY' | 'SANDBOX_PIX_AUTOPAY_SECONDS' | 'MERCADOPAGO_ACCESS_TOKEN' | 'MERCADOPAGO_PUBLIC_KEY'
  >;
}

/** The sweeper's period: a PIX code lives 30 minutes, so a minute late is soon enough (GET of an order is exact). */
const expirySweepMs = 60_000;
export const sandboxAutopayJob = 'checkout.sandbox-autopay';

function sandboxGateway(app: FastifyInstance): PaymentGateway {
  return createSandboxGateway({
    boletoPdfUrl: sandboxBoletoPath,
    async lookup(gatewayPaymentId) {
      const payment = await findPaymentByGatewayId(app.db, 'sandbox', gatewayPaymentId);
      return { gatewayPaymentId, paymentId: payment?.id ?? null, status: payment?.status ?? 'pending' };
    },
  });
}

/** The switch point of PAYMENT_GATEWAY. */
/** Mercado Pago's SDK loads only when it is the gateway (it cost about a tenth of `npm start`'s start-up). */
async function createGateway(app: FastifyInstance, config: PaymentsPluginOptions['config']): Promise<PaymentGateway> {
  if (config.PAYMENT_GATEWAY === 'sandbox') return sandboxGateway(app);
  const { createMercadoPagoGateway } = await import('./gateways/mercadopago-gateway.ts');
  return createMercadoPagoGateway(config);
}

/**
 * Decorates `app.payments` (the gateway PAYMENT_GATEWAY names, and `settle`), runs the expiry sweeper on the job
 * queue and, with the sandbox and SANDBOX_PIX_AUTOPAY_SECONDS, the job that pays a pending PIX by itself.
 */
async function paymentsPlugin(app: FastifyInstance, { config }: PaymentsPluginOptions): Promise<void> {
  const gateway = await createGateway(app, config);
  const send = backgroundMailer(app);
  const onPaid: Parameters<typeof settlePayment>[0]['onPaid'] = (order) => {
    mailAfterPayment({ db: app.db, send, log: app.log }, order).catch((error: unknown) => {
      app.log.error(
        { order: order.id, reason: error instanceof Error ? error.name : typeof error },
        'paid mail failed',
      );
    });
  };
  const settleDeps = { db: app.db, gateway, onPaid };
  const payments: Payments = {
    gateway,
    settle: (state, source) => settlePayment(settleDeps, state, source),
    settleWithin: (tx, state, source) => settleWithin(tx, settleDeps, state, source),
  };
  app.decorate('payments', payments);
  app.jobs.recurring(
    'checkout.expire-payments',
    async () => {
      await expireDuePayments(app.db, payments);
    },
    { everyMs: expirySweepMs, maxAttempts: 1 },
  );
  if (gateway.kind === 'sandbox') {
    app.jobs.define(sandboxAutopayJob, async (payload) => {
      const { paymentId } = payload as { paymentId: string };
      const gatewayPaymentId = sandboxPaymentId(paymentId);
      const current = await gateway.fetchPayment(gatewayPaymentId);
      if (current.status === 'pending')
        await payments.settle({ gatewayPaymentId, paymentId, status: 'paid' }, 'sandbox.autopay');
    });
  }
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['jobs', 'mailer', 'database'] });
