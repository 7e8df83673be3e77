import { MercadoPagoConfig, MercadoPagoError, Payment } from 'mercadopago';
import type { ApiConfig } from '../../../config/index.ts';
import { cardTokenInvalidError, gatewayUnavailableError } from '../checkout.errors.ts';
import { chargeResultOf, paymentStateOf } from './mercadopago-charge-result.ts';
import { paymentBodyOf } from './mercadopago-payment-body.ts';
import type { PaymentGateway } from './payment-gateway.ts';

type MercadoPagoGatewayConfig = Pick<ApiConfig, 'MERCADOPAGO_ACCESS_TOKEN' | 'MERCADOPAGO_PUBLIC_KEY'>;

/** Mercado Pago's error causes that mean the card token is unknown, used or expired: tokenise again. */
const cardTokenCauses = new Set([2006, 3003, 2062]);

function isCardTokenError(error: MercadoPagoError): boolean {
  if (error.status !== 400) return false;
  return error.causes.some((cause) => {
    const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
    return cardTokenCauses.has(Number(code));
  });
}

/** A buyer's request never answers 500 because of the gateway: a refused token is 422, anything else 503. */
function gatewayError(error: unknown): Error {
  if (error instanceof MercadoPagoError && isCardTokenError(error)) return cardTokenInvalidError();
  return gatewayUnavailableError(error);
}

/**
 * The Mercado Pago gateway over the official SDK (Payments API). A charge's X-Idempotency-Key is our payment id,
 * so asking twice charges once. Each call gets its own SDK client: the SDK keeps per-call options (the
 * idempotency key) on the config object it was given, and calls of different buyers must not share one.
 */
export function createMercadoPagoGateway(config: MercadoPagoGatewayConfig): PaymentGateway {
  const accessToken = config.MERCADOPAGO_ACCESS_TOKEN;
  const publicKey = config.MERCADOPAGO_PUBLIC_KEY;
  if (!accessToken || !publicKey) {
    throw new Error('MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_PUBLIC_KEY must be set for the Mercado Pago gateway');
  }
  const client = () =>
    new Payment(new MercadoPagoConfig({ accessToken, options: { timeout: 10_000, maxRetries: 2, initialDelay: 200 } }));
  return {
    kind: 'mercadopago',
    publicConfig: () => ({ kind: 'mercadopago', public_key: publicKey }),
    async charge(request) {
      const body = paymentBodyOf(request);
      const payment = await client()
        .create({ body, requestOptions: { idempotencyKey: request.paymentId } })
        .catch((error: unknown) => {
          throw gatewayError(error);
        });
      return chargeResultOf(payment, request);
    },
    async fetchPayment(gatewayPaymentId) {
      const payment = await client()
        .get({ id: gatewayPaymentId })
        .catch((error: unknown) => {
          throw gatewayUnavailableError(error);
        });
      return paymentStateOf(payment);
    },
  };
}
