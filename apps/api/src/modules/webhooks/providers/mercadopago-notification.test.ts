import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProducerRow, WebhookEventRow } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/database.ts';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercadopago.ts';
import { createMercadoPagoGateway } from '../../checkout/gateways/mercadopago-gateway.ts';
import type { PaymentGateway } from '../../checkout/gateways/payment-gateway.ts';
import { mercadoPagoNotificationAdapter as adapter } from './mercadopago-notification.ts';
import type { WebhookRequestParts } from './provider-adapter.ts';

const secret = 'mp-segredo-de-teste-7f3a9c';
const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
/** HMAC-SHA256 of `id:123456;request-id:<requestId>;ts:1742505638;` with the secret (computed with openssl). */
const v1 = '95ac93d51f76080027ef4997d4b387fd8a7bac8ef283707cfc43e3123418add0';

/** Mercado Pago's documented sample of a payment notification. */
function notificationBody(dataId: string, id: string | number = '123456') {
  return JSON.stringify({
    action: 'payment.updated',
    api_version: 'v1',
    data: { id: dataId },
    date_created: '2026-11-27T02:02:02Z',
    id,
    live_mode: false,
    type: 'payment',
    user_id: 2340000,
  });
}

function partsOf(overrides: { signature?: string; queryId?: string; bodyId?: string; requestId?: string } = {}) {
  const queryId = overrides.queryId ?? '123456';
  return {
    rawBody: notificationBody(overrides.bodyId ?? '123456'),
    headers: {
      'x-signature': overrides.signature ?? `ts=1742505638,v1=${v1}`,
      'x-request-id': overrides.requestId ?? requestId,
      'content-type': 'application/json',
    },
    query: { 'data.id': queryId, type: 'payment' },
  } satisfies WebhookRequestParts;
}

describe('Mercado Pago notification: signature', () => {
  it('verifies the documented sample signed with the secret', () => {
    expect(adapter.verify(partsOf(), secret)).toBe(true);
    expect(adapter.verify(partsOf({ signature: ` ts=1742505638 , v1=${v1.toUpperCase()}` }), secret)).toBe(true);
  });

  it('refuses a tampered ts, v1, data.id, request id or secret', () => {
    expect(adapter.verify(partsOf({ signature: `ts=1742505639,v1=${v1}` }), secret)).toBe(false);
    expect(adapter.verify(partsOf({ signature: `ts=1742505638,v1=${v1.slice(0, -1)}1` }), secret)).toBe(false);
    expect(adapter.verify(partsOf({ queryId: '123457', bodyId: '123457' }), secret)).toBe(false);
    expect(adapter.verify(partsOf({ requestId: 'bb56a2f1-6aae-46ac-982e-9dcd3581d08f' }), secret)).toBe(false);
    expect(adapter.verify(partsOf(), 'another-secret')).toBe(false);
    expect(adapter.verify(partsOf(), '')).toBe(false);
  });

  it('refuses a body naming another payment than the signed one, and a missing or malformed header', () => {
    expect(adapter.verify(partsOf({ bodyId: '999999' }), secret)).toBe(false);
    expect(adapter.verify({ ...partsOf(), headers: { 'x-request-id': requestId } }, secret)).toBe(false);
    expect(adapter.verify(partsOf({ signature: v1 }), secret)).toBe(false);
    expect(adapter.verify(partsOf({ signature: `ts=abc,v1=${v1}` }), secret)).toBe(false);
    expect(adapter.verify(partsOf({ signature: 'ts=1742505638,v1=zz' }), secret)).toBe(false);
  });

  it('lower-cases an alphanumeric data.id in the manifest, as documented', () => {
    const signature = 'ts=1742505638,v1=c733fc204f1216f2c304d28f5a26eb3ff408a9a43785984ecadaa605db909f37';
    expect(adapter.verify(partsOf({ signature, queryId: 'ABC123DEF', bodyId: 'abc123def' }), secret)).toBe(true);
  });
});

describe('Mercado Pago notification: identify', () => {
  it("names the event by the notification's own id and its topic", () => {
    expect(adapter.identify(partsOf())).toEqual({ eventId: '123456', eventType: 'payment' });
    const numeric = { ...partsOf(), rawBody: notificationBody('123456', 9876) };
    expect(adapter.identify(numeric)?.eventId).toBe('9876');
  });

  it('answers null for a body that is not a notification', () => {
    expect(adapter.identify({ ...partsOf(), rawBody: 'not json' })).toBeNull();
    expect(adapter.identify({ ...partsOf(), rawBody: '{"type":"payment","data":{}}' })).toBeNull();
    expect(adapter.identify({ ...partsOf(), rawBody: '[1,2]' })).toBeNull();
  });
});

describe('Mercado Pago notification: process', () => {
  let fake: FakeMercadoPago;
  beforeAll(async () => {
    fake = await startFakeMercadoPago();
  });
  afterAll(async () => {
    await fake.close();
  });

  function contextOf(gateway: PaymentGateway) {
    const afterSettle = vi.fn();
    const settle = vi.fn(async () => ({ outcome: 'paid' as const, afterCommit: afterSettle }));
    const app = { payments: { gateway, settleWithin: settle } } as unknown as FastifyInstance;
    const db = {} as Database;
    const committed: (() => unknown)[] = [];
    const afterCommit = (effect: () => unknown) => committed.push(effect);
    const context = { app, db, producer: {} as ProducerRow, now: new Date(), afterCommit };
    return { context, settle, db, committed, afterSettle };
  }
  const eventOf = (rawBody: string) => ({ raw_body: rawBody }) as WebhookEventRow;
  const gateway = () =>
    createMercadoPagoGateway({ MERCADOPAGO_ACCESS_TOKEN: 'TEST-1', MERCADOPAGO_PUBLIC_KEY: 'TEST-2' });

  it("settles the payment's state as Mercado Pago reports it, never the body's word", async () => {
    const paymentId = crypto.randomUUID();
    const charged = await gateway().charge({
      paymentId,
      amountCents: 199990,
      method: 'pix',
      installments: 1,
      description: 'Extensivo R1 Clínica Médica 2027',
      buyer: { nome: 'Ana Lima', email: 'ana.lima@example.com.br', cpf: '52998224725', phone: '11987654321' },
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    fake.setStatus(charged.gatewayPaymentId, 'approved', 'accredited');
    const { context, settle, db, committed, afterSettle } = contextOf(gateway());
    const body = notificationBody(charged.gatewayPaymentId).replace(
      '"action":"payment.updated"',
      '"action":"x","status":"rejected"',
    );
    const outcome = await adapter.process(context, eventOf(body));
    expect(settle).toHaveBeenCalledWith(
      db,
      { gatewayPaymentId: charged.gatewayPaymentId, paymentId, status: 'paid' },
      'mercadopago-webhook',
    );
    expect(outcome).toBe('paid: paid');
    expect(afterSettle).not.toHaveBeenCalled();
    for (const effect of committed) effect();
    expect(afterSettle).toHaveBeenCalledOnce();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${charged.gatewayPaymentId}` });
  });

  it('ignores other topics, another gateway and payments without our reference', async () => {
    const other = contextOf(gateway());
    const merchantOrder = notificationBody('55').replace('"type":"payment"', '"type":"merchant_order"');
    expect(await adapter.process(other.context, eventOf(merchantOrder))).toBe('ignored: merchant_order notification');
    const sandbox = contextOf({ ...gateway(), kind: 'sandbox' });
    expect(await adapter.process(sandbox.context, eventOf(notificationBody('55')))).toMatch(/^ignored: /);
    const stranger = contextOf({
      ...gateway(),
      fetchPayment: async (id) => ({ gatewayPaymentId: id, paymentId: null, status: 'paid' }),
    });
    expect(await adapter.process(stranger.context, eventOf(notificationBody('55')))).toMatch(/^ignored: /);
    expect(await adapter.process(other.context, eventOf('garbage'))).toMatch(/^ignored: /);
    for (const { settle } of [other, sandbox, stranger]) expect(settle).not.toHaveBeenCalled();
  });

  it('fails (so the job retries) when Mercado Pago does not know the payment yet', async () => {
    const { context, settle } = contextOf(gateway());
    await expect(adapter.process(context, eventOf(notificationBody('404404')))).rejects.toMatchObject({
      code: 'checkout.gateway_unavailable',
    });
    expect(settle).not.toHaveBeenCalled();
  });
});
