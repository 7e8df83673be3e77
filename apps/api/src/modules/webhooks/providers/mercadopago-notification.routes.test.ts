import { createHmac } from 'node:crypto';
import type { OrderView } from '@members/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyerOf, createShop, shopRequest, type Shop } from '../../checkout/checkout-test-support.ts';
import { drainWebhookJobs, eventRows, sendWebhook, setSecret } from '../webhooks-test-support.ts';

const secret = 'mp-webhook-segredo-3b9e1d';
const requestId = 'c2f0e7a4-51d3-4b6e-9a8f-0d7c1e2b3a45';

function signatureOf(dataId: string, ts: string, key = secret): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', key).update(manifest).digest('hex')}`;
}

function notification(dataId: string, id: number) {
  return JSON.stringify({
    action: 'payment.updated',
    api_version: 'v1',
    data: { id: dataId },
    date_created: new Date().toISOString(),
    id,
    live_mode: false,
    type: 'payment',
    user_id: 2340000,
  });
}

describe('Mercado Pago: a PIX order paid, told by its signed notification', () => {
  let fake: FakeMercadoPago;
  beforeAll(async () => {
    fake = await startFakeMercadoPago();
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestApp({
    env: {
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-8812345678901234-112709-e2e',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-5d1c9a7e-0b2f-4c3d-9e8f-public',
      MERCADOPAGO_WEBHOOK_SECRET: secret,
    },
  });
  let shop: Shop;
  const send = (dataId: string, body: string, signature: string) =>
    sendWebhook(ctx, {
      provider: 'mercadopago',
      producer: shop.producer.id,
      body,
      query: `data.id=${dataId}&type=payment`,
      headers: { 'x-signature': signature, 'x-request-id': requestId },
    });

  it('charges through Mercado Pago, then settles what Mercado Pago reports, once', async () => {
    shop = await createShop(ctx.database.db);
    await setSecret(ctx, shop.producer.id, 'mercadopago', secret);
    const offer = await shopRequest(ctx, shop, `/api/offers/${shop.interestFree.id}`);
    expect(offer.json<{ gateway: unknown }>().gateway).toEqual({
      kind: 'mercadopago',
      public_key: 'TEST-5d1c9a7e-0b2f-4c3d-9e8f-public',
    });
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
    expect(order.status).toBe('pending');
    expect(order.payment.pix?.copy_paste).toMatch(/br\.gov\.bcb\.pix/);
    const charge = fake.requests.at(-1);
    expect(charge?.headers['x-idempotency-key']).toBe(order.payment.id);
    expect(charge?.body).toMatchObject({ transaction_amount: 1999.9, external_reference: order.payment.id });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, order.payment.id));
    const gatewayId = row?.gateway_payment_id ?? '';
    expect(gatewayId).toMatch(/^\d+$/);

    const ts = String(Math.floor(Date.now() / 1000));
    const forged = await send(gatewayId, notification(gatewayId, 9001), signatureOf(gatewayId, ts, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);

    fake.setStatus(gatewayId, 'approved', 'accredited');
    const body = notification(gatewayId, 9002);
    const answers = await Promise.all([1, 2, 3].map(() => send(gatewayId, body, signatureOf(gatewayId, ts))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await drainWebhookJobs(ctx);
    const paid = await shopRequest(ctx, shop, `/api/checkout/orders/${order.id}`);
    expect(paid.json<OrderView>().status).toBe('paid');
    const events = (await eventRows(ctx, shop.producer.id)).filter((event) => event.provider === 'mercadopago');
    expect(events.filter((event) => event.signature_valid).map((event) => event.outcome)).toEqual(['paid: paid']);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${gatewayId}`)).toHaveLength(1);
  });
});
