import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors/app-error.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import { createMercadoPagoGateway } from './mercadopago-gateway.ts';
import { reaisOf } from './mercadopago-payment-body.ts';
import type { ChargeRequest } from './payment-gateway.ts';

const config = { MERCADOPAGO_ACCESS_TOKEN: 'TEST-1234567890-112709-abc', MERCADOPAGO_PUBLIC_KEY: 'TEST-pk-5f1c' };
const expiresAt = new Date('2026-11-27T13:30:00.000Z');

function chargeOf(overrides: Partial<ChargeRequest>): ChargeRequest {
  return {
    paymentId: crypto.randomUUID(),
    amountCents: 199990,
    method: 'pix',
    installments: 1,
    description: 'Extensivo R1 Clínica Médica 2027',
    buyer: {
      nome: 'Ana Beatriz Souza Lima',
      email: 'ana.lima@example.com.br',
      cpf: '52998224725',
      phone: '11987654321',
    },
    notificationUrl: 'https://membros.example.com.br/api/webhooks/mercadopago/p-1',
    expiresAt,
    ...overrides,
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

let fake: FakeMercadoPago;
beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterAll(async () => {
  await fake.close();
});

const gateway = () => createMercadoPagoGateway(config);
const lastRequest = () => {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request reached the fake');
  return request;
};

describe('centavos to reais', () => {
  it('is the decimal amount, from the integer, for every amount up to R$ 5.000,00', () => {
    expect(reaisOf(199990)).toBe(1999.9);
    expect(reaisOf(1)).toBe(0.01);
    expect(reaisOf(0)).toBe(0);
    const drifted: number[] = [];
    for (let cents = 0; cents <= 500_000; cents += 1) {
      const reais = reaisOf(cents);
      const decimal = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      if (Math.round(reais * 100) !== cents || reais.toFixed(2) !== decimal) drifted.push(cents);
    }
    expect(drifted).toEqual([]);
  });

  it('refuses what is not a whole number of centavos', () => {
    expect(() => reaisOf(10.5)).toThrow(RangeError);
    expect(() => reaisOf(-1)).toThrow(RangeError);
  });
});

describe('Mercado Pago gateway (official SDK against a local Mercado Pago)', () => {
  it('tells the checkout page its public key', () => {
    expect(gateway().kind).toBe('mercadopago');
    expect(gateway().publicConfig()).toEqual({ kind: 'mercadopago', public_key: 'TEST-pk-5f1c' });
  });

  it('refuses to start without its credentials', () => {
    expect(() => createMercadoPagoGateway({ ...config, MERCADOPAGO_ACCESS_TOKEN: undefined })).toThrow(/ACCESS_TOKEN/);
  });

  it('charges a PIX: reais of the centavos, our id as idempotency key and reference, the buyer as payer', async () => {
    const request = chargeOf({ method: 'pix' });
    const result = await gateway().charge(request);
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payments');
    expect(sent.headers.authorization).toBe(`Bearer ${config.MERCADOPAGO_ACCESS_TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe(request.paymentId);
    expect(sent.body).toMatchObject({
      transaction_amount: 1999.9,
      payment_method_id: 'pix',
      external_reference: request.paymentId,
      description: 'Extensivo R1 Clínica Médica 2027',
      notification_url: request.notificationUrl,
      date_of_expiration: '2026-11-27T10:30:00.000-03:00',
      payer: {
        email: 'ana.lima@example.com.br',
        first_name: 'Ana',
        last_name: 'Beatriz Souza Lima',
        identification: { type: 'CPF', number: '52998224725' },
        phone: { area_code: '11', number: '987654321' },
      },
    });
    expect(sent.body).not.toHaveProperty('token');
    expect(result.status).toBe('pending');
    expect(result.gatewayPaymentId).toMatch(/^\d+$/);
    expect(result.pix?.copy_paste).toMatch(/^00020126.*br\.gov\.bcb\.pix.*1999\.90/);
    expect(result.pix?.qr_code_svg).toMatch(/^<svg [^>]*><image href="data:image\/png;base64,iVBORw0KGgo/);
    expect(result.pix?.expires_at).toBe(expiresAt.toISOString());
    expect(result.card).toBeUndefined();
  });

  it('charges a boleto: its digitable line and PDF', async () => {
    const result = await gateway().charge(chargeOf({ method: 'boleto', amountCents: 49700 }));
    expect(lastRequest().body).toMatchObject({ payment_method_id: 'bolbradesco', transaction_amount: 497 });
    expect(result.status).toBe('pending');
    expect(result.boleto?.digitable_line).toMatch(/^\d{47}$/);
    expect(result.boleto?.pdf_url).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/);
  });

  it('charges a card in installments: approved is paid, with the brand and last digits', async () => {
    const request = chargeOf({
      method: 'card',
      installments: 12,
      cardToken: 'ff8080814c11e237014c1ff593b57b4d',
      cardPaymentMethodId: 'master',
      cardIssuerId: '24',
    });
    const result = await gateway().charge(request);
    expect(lastRequest().body).toMatchObject({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      installments: 12,
      payment_method_id: 'master',
      issuer_id: 24,
      transaction_amount: 1999.9,
      external_reference: request.paymentId,
    });
    expect(lastRequest().body).not.toHaveProperty('date_of_expiration');
    expect(result).toEqual({
      gatewayPaymentId: expect.stringMatching(/^\d+$/),
      status: 'paid',
      card: { brand: 'master', last4: '6351' },
    });
  });

  it('maps a rejected card to refused with the reason of its status_detail', async () => {
    const result = await gateway().charge(
      chargeOf({ method: 'card', cardToken: 'rejected:cc_rejected_insufficient_amount', installments: 3 }),
    );
    expect(lastRequest().body).toMatchObject({ installments: 3 });
    expect(result.status).toBe('refused');
    expect(result.refusalReason).toBe('insufficient_funds');
  });

  it('charges once when asked twice for the same payment', async () => {
    const request = chargeOf({ method: 'card', cardToken: 'tok-twice' });
    const first = await gateway().charge(request);
    const second = await gateway().charge(request);
    expect(second.gatewayPaymentId).toBe(first.gatewayPaymentId);
    const posts = fake.requests.filter((r) => r.headers['x-idempotency-key'] === request.paymentId);
    expect(posts).toHaveLength(2);
  });

  it('answers a card token Mercado Pago does not know with checkout.card_token_invalid', async () => {
    const error = await rejectionOf(gateway().charge(chargeOf({ method: 'card', cardToken: 'unknown-token' })));
    expect(error.code).toBe('checkout.card_token_invalid');
    expect(error.statusCode).toBe(422);
  });

  it('fetches a payment as Mercado Pago reports it now, with our payment id', async () => {
    const request = chargeOf({ method: 'pix' });
    const { gatewayPaymentId } = await gateway().charge(request);
    expect(await gateway().fetchPayment(gatewayPaymentId)).toEqual({
      gatewayPaymentId,
      paymentId: request.paymentId,
      status: 'pending',
    });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payments/${gatewayPaymentId}` });
    fake.setStatus(gatewayPaymentId, 'approved', 'accredited');
    expect((await gateway().fetchPayment(gatewayPaymentId)).status).toBe('paid');
    fake.setStatus(gatewayPaymentId, 'cancelled', 'expired');
    expect((await gateway().fetchPayment(gatewayPaymentId)).status).toBe('expired');
  });

  it('answers checkout.gateway_unavailable for an unknown payment or an unreachable Mercado Pago', async () => {
    expect((await rejectionOf(gateway().fetchPayment('999'))).code).toBe('checkout.gateway_unavailable');
    const closed = await startFakeMercadoPago();
    await closed.close();
    const { AppConfig } = await import('mercadopago/dist/utils/config/index.js');
    const previous = AppConfig.BASE_URL;
    Object.assign(AppConfig, { BASE_URL: closed.url });
    try {
      const error = await rejectionOf(gateway().charge(chargeOf({ method: 'pix' })));
      expect(error.code).toBe('checkout.gateway_unavailable');
      expect(error.statusCode).toBe(503);
    } finally {
      Object.assign(AppConfig, { BASE_URL: previous });
    }
  });
});
