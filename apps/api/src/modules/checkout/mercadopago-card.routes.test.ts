import type { OrderView } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyerOf, createShop, shopRequest, type Shop } from './checkout-test-support.ts';

const mercadoPagoEnv = {
  PAYMENT_GATEWAY: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-8812345678901234-112709-card',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-5d1c9a7e-0b2f-4c3d-9e8f-cardkey',
  MERCADOPAGO_WEBHOOK_SECRET: 'mp-card-segredo-0e4b',
};

describe('Mercado Pago card payments: the payment method and issuer MercadoPago.js found', () => {
  let fake: FakeMercadoPago;
  beforeAll(async () => {
    fake = await startFakeMercadoPago();
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestApp({ env: mercadoPagoEnv });
  let shop: Shop;
  const order = (body: object) => shopRequest(ctx, shop, '/api/checkout/orders', { body });
  const retry = (id: string, body: object) => shopRequest(ctx, shop, `/api/checkout/orders/${id}/payments`, { body });
  const cardOrder = (overrides: object = {}) => ({
    offer_uuid: shop.interestFree.id,
    buyer: buyerOf(),
    method: 'card',
    installments: 3,
    card_token: 'ff8080814c11e237014c1ff593b57b4d',
    card_payment_method_id: 'visa',
    card_issuer_id: '25',
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  });
  const charges = () => fake.requests.filter((request) => request.method === 'POST');

  it('sends payment_method_id and issuer_id with the token, and the card pays', async () => {
    shop = await createShop(ctx.database.db);
    const res = await order(cardOrder());
    expect(res.statusCode).toBe(201);
    expect(res.json<OrderView>()).toMatchObject({ status: 'paid', payment: { card: { last4: '6351' } } });
    expect(charges().at(-1)?.body).toMatchObject({
      token: 'ff8080814c11e237014c1ff593b57b4d',
      installments: 3,
      payment_method_id: 'visa',
      issuer_id: 25,
    });
    const master = await order(cardOrder({ card_payment_method_id: 'master', card_issuer_id: undefined }));
    expect(master.statusCode).toBe(201);
    const body = charges().at(-1)?.body ?? {};
    expect(body.payment_method_id).toBe('master');
    expect(body).not.toHaveProperty('issuer_id');
  });

  it('refuses a card without its payment method before charging anything', async () => {
    const before = charges().length;
    const res = await order(cardOrder({ card_payment_method_id: undefined }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'checkout.card_method_required' } });
    expect(charges()).toHaveLength(before);
  });

  it('answers malformed method and issuer ids with 422 and their fields', async () => {
    const cases: [object, string][] = [
      [{ card_payment_method_id: 'Visa' }, 'card_payment_method_id'],
      [{ card_payment_method_id: 'visa;drop' }, 'card_payment_method_id'],
      [{ card_payment_method_id: 'a'.repeat(41) }, 'card_payment_method_id'],
      [{ card_issuer_id: '25a' }, 'card_issuer_id'],
      [{ card_issuer_id: '1'.repeat(21) }, 'card_issuer_id'],
      [{ card_issuer_id: 25 }, 'card_issuer_id'],
    ];
    for (const [overrides, path] of cases) {
      const res = await order(cardOrder(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      const fields = res.json<{ error: { fields: { path: string }[] } }>().error.fields;
      expect(fields.map((field) => field.path)).toEqual([path]);
    }
  });

  it('retries a refused card with another card: its method and issuer reach Mercado Pago', async () => {
    const refused = await order(cardOrder({ card_token: 'rejected:cc_rejected_insufficient_amount' }));
    const made = refused.json<OrderView>();
    expect(made).toMatchObject({ status: 'refused', payment: { refusal_reason: 'insufficient_funds' } });
    const again = { method: 'card', installments: 1, card_token: 'ff8080814c11e237014c1ff5aaaa0001' };
    const missing = await retry(made.id, { ...again, idempotency_key: crypto.randomUUID() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: { code: 'checkout.card_method_required' } });
    const paid = await retry(made.id, {
      ...again,
      card_payment_method_id: 'elo',
      card_issuer_id: '1049',
      idempotency_key: crypto.randomUUID(),
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json<OrderView>().status).toBe('paid');
    expect(charges().at(-1)?.body).toMatchObject({ payment_method_id: 'elo', issuer_id: 1049, installments: 1 });
  });
});
