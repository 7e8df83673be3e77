import { createHmac } from 'node:crypto';
import type { OrderView } from '@members/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { buyerOf, createShop, shopRequest, type Shop } from '../../checkout/checkout-test-support.ts';
import { drainWebhookJobs, eventRows, sendWebhook, setSecret } from '../webhooks-test-support.ts';

const configSecret = 'mp-config-segredo-51c0e9';
const requestId = '7a0d2c4e-93b1-4f58-8e6a-1b2c3d4e5f60';
const credentials = {
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-8812345678901234-112709-cfg',
  MERCADOPAGO_PUBLIC_KEY: 'TEST-5d1c9a7e-0b2f-4c3d-9e8f-cfgkey',
};

/** A payment notification of `dataId`, signed as Mercado Pago signs it (x-signature over the manifest). */
function notify(ctx: TestApp, producer: string, dataId: string, key: string) {
  const ts = String(Math.floor(Date.now() / 1000));
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', key).update(manifest).digest('hex');
  const body = { action: 'payment.updated', data: { id: dataId }, id: Date.now(), type: 'payment' };
  return sendWebhook(ctx, {
    provider: 'mercadopago',
    producer,
    body: JSON.stringify(body),
    query: `data.id=${dataId}&type=payment`,
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
  });
}

let fake: FakeMercadoPago;
beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterAll(async () => {
  await fake.close();
});

/** A PIX order charged at the fake Mercado Pago: our order id and Mercado Pago's payment id. */
async function pixOrder(ctx: TestApp, shop: Shop) {
  const created = await shopRequest(ctx, shop, '/api/checkout/orders', {
    body: {
      offer_uuid: shop.interestFree.id,
      buyer: buyerOf(),
      method: 'pix',
      installments: 1,
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(created.statusCode).toBe(201);
  const order = created.json<OrderView>();
  const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, order.payment.id));
  return { orderId: order.id, gatewayId: row?.gateway_payment_id ?? '' };
}

describe('Mercado Pago notifications checked with MERCADOPAGO_WEBHOOK_SECRET', () => {
  const ctx = useTestApp({
    env: { PAYMENT_GATEWAY: 'mercadopago', ...credentials, MERCADOPAGO_WEBHOOK_SECRET: configSecret },
  });

  it("verifies a notification signed with the config's secret when the producer stored none", async () => {
    const shop = await createShop(ctx.database.db);
    const { orderId, gatewayId: paymentId } = await pixOrder(ctx, shop);
    expect(paymentId).toMatch(/^\d+$/);
    fake.setStatus(paymentId, 'approved', 'accredited');
    expect((await notify(ctx, shop.producer.id, paymentId, 'another-secret')).statusCode).toBe(401);
    expect((await notify(ctx, shop.producer.id, paymentId, configSecret)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    const order = await shopRequest(ctx, shop, `/api/checkout/orders/${orderId}`);
    expect(order.json<OrderView>().status).toBe('paid');
    const rows = await eventRows(ctx, shop.producer.id);
    expect(rows.map((row) => row.signature_valid).sort()).toEqual([false, true]);
  });

  it("keeps the producer's stored secret first: the config's secret does not open its door", async () => {
    const shop = await createShop(ctx.database.db);
    await setSecret(ctx, shop.producer.id, 'mercadopago', 'segredo-do-produtor-a81f');
    expect((await notify(ctx, shop.producer.id, '1325614871', configSecret)).statusCode).toBe(401);
    expect((await notify(ctx, shop.producer.id, '1325614871', 'segredo-do-produtor-a81f')).statusCode).toBe(200);
  });
});

describe('Mercado Pago notifications with neither a stored nor a configured secret', () => {
  const ctx = useTestApp();

  it('answers 401 and keeps only a rejected row', async () => {
    const shop = await createShop(ctx.database.db);
    expect((await notify(ctx, shop.producer.id, '1325614871', configSecret)).statusCode).toBe(401);
    expect((await notify(ctx, shop.producer.id, '1325614871', '')).statusCode).toBe(401);
    const rows = await eventRows(ctx, shop.producer.id);
    expect(rows.map((row) => [row.signature_valid, row.raw_body])).toEqual([
      [false, null],
      [false, null],
    ]);
  });
});
