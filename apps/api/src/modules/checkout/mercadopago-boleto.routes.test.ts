import type { OrderView } from '@members/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyerOf, createShop, shopRequest, type Shop } from './checkout-test-support.ts';

const mercadoPagoEnv = {
  PAYMENT_GATEWAY: 'mercadopago',
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-8812345678901234-112709-boleto',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-5d1c9a7e-0b2f-4c3d-9e8f-boletokey',
  MERCADOPAGO_WEBHOOK_SECRET: 'mp-boleto-segredo-77c2',
};

const endereco = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1578',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'sp',
};
const payerAddress = {
  zip_code: '01310100',
  street_name: 'Avenida Paulista',
  street_number: '1578',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  federal_unit: 'SP',
};
const addressPaths = ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'].map((key) => `buyer.endereco.${key}`);

type FieldsBody = { error: { code: string; fields: { path: string; message: string }[] } };

describe("Mercado Pago boleto: the payer's address", () => {
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
  const boletoOrder = (buyer: object = { ...buyerOf(), endereco }) => ({
    offer_uuid: shop.interestFree.id,
    buyer,
    method: 'boleto',
    installments: 1,
    idempotency_key: crypto.randomUUID(),
  });
  const charges = () => fake.requests.filter((request) => request.method === 'POST');
  const lastPayer = () => (charges().at(-1)?.body?.payer ?? {}) as Record<string, unknown>;

  it('sends payer.address with the boleto, the CEP as digits and the UF upper-case', async () => {
    shop = await createShop(ctx.database.db);
    const res = await order(boletoOrder());
    expect(res.statusCode).toBe(201);
    expect(res.json<OrderView>()).toMatchObject({ status: 'pending', payment: { method: 'boleto' } });
    expect(res.json<OrderView>().payment.boleto?.digitable_line).toMatch(/^\d{47}$/);
    expect(charges().at(-1)?.body).toMatchObject({ payment_method_id: 'bolbradesco' });
    expect(lastPayer().address).toEqual(payerAddress);
  });

  it('refuses a boleto without the address, naming every buyer.endereco field, before charging', async () => {
    const before = charges().length;
    const res = await order(boletoOrder(buyerOf()));
    expect(res.statusCode).toBe(422);
    const body = res.json<FieldsBody>();
    expect(body.error.code).toBe('common.validation_failed');
    expect(body.error.fields).toEqual(addressPaths.map((path) => ({ path, message: 'field.required' })));
    expect(charges()).toHaveLength(before);
  });

  it('answers a malformed address with 422 and its field codes', async () => {
    const cases: [object, string, string][] = [
      [{ cep: '0131-0100' }, 'buyer.endereco.cep', 'field.cep_invalid'],
      [{ cep: '013101000' }, 'buyer.endereco.cep', 'field.cep_invalid'],
      [{ cep: '' }, 'buyer.endereco.cep', 'field.required'],
      [{ uf: 'XX' }, 'buyer.endereco.uf', 'field.uf_invalid'],
      [{ uf: 'São Paulo' }, 'buyer.endereco.uf', 'field.uf_invalid'],
      [{ numero: '  ' }, 'buyer.endereco.numero', 'field.required'],
      [{ bairro: 'B'.repeat(81) }, 'buyer.endereco.bairro', 'field.too_long'],
    ];
    for (const [change, path, message] of cases) {
      const res = await order(boletoOrder({ ...buyerOf(), endereco: { ...endereco, ...change } }));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json<FieldsBody>().error.fields).toEqual([{ path, message }]);
    }
    const { cidade: _cidade, ...withoutCity } = endereco;
    const res = await order(boletoOrder({ ...buyerOf(), endereco: withoutCity }));
    expect(res.json<FieldsBody>().error.fields.map((field) => field.path)).toEqual(['buyer.endereco.cidade']);
  });

  it('a PIX needs no address, and keeps none it was given', async () => {
    const pix = { ...boletoOrder(), method: 'pix' };
    expect((await order({ ...pix, buyer: buyerOf() })).statusCode).toBe(201);
    expect(lastPayer()).not.toHaveProperty('address');
    const res = await order({ ...pix, idempotency_key: crypto.randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(lastPayer()).not.toHaveProperty('address');
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.json<OrderView>().payment.id));
    expect(row?.details).not.toHaveProperty('payer_address');
  });

  it('a retry by boleto takes buyer.endereco, or the address the last boleto was given', async () => {
    const refused = await order({
      ...boletoOrder(buyerOf()),
      method: 'card',
      card_token: 'rejected:cc_rejected_other_reason',
      card_payment_method_id: 'visa',
    });
    const made = refused.json<OrderView>();
    expect(made.status).toBe('refused');
    const boleto = { method: 'boleto', installments: 1 };
    const missing = await retry(made.id, { ...boleto, idempotency_key: crypto.randomUUID() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<FieldsBody>().error.fields.map((field) => field.path)).toEqual(addressPaths);
    const given = await retry(made.id, { ...boleto, buyer: { endereco }, idempotency_key: crypto.randomUUID() });
    expect(given.statusCode).toBe(201);
    expect(lastPayer().address).toEqual(payerAddress);

    const paymentId = given.json<OrderView>().payment.id;
    await ctx.database.db
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    const again = await retry(made.id, { ...boleto, idempotency_key: crypto.randomUUID() });
    expect(again.statusCode).toBe(201);
    expect(again.json<OrderView>().payment.id).not.toBe(paymentId);
    expect(lastPayer().address).toEqual(payerAddress);
  });
});
