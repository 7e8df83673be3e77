import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { kiwifyOrderApproved } from './providers/kiwify-samples.ts';
import {
  drainWebhookJobs,
  eventRows,
  findUser,
  platformProduct,
  producerId,
  saleAccessRows,
  sendWebhook,
  setSecret,
} from './webhooks-test-support.ts';

const token = 'kiwify-token-lumen-0a9f3e';
const graceMs = 3 * 24 * 60 * 60_000;
const sign = (body: string, key = token) => createHmac('sha1', key).update(body).digest('hex');

describe('Kiwify webhooks', () => {
  const ctx = useTestApp({ seed: true });
  let lumenId = '';
  let focoId = '';
  const send = (body: object | string, signature?: string | null, producer = lumenId) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const query = signature === null ? undefined : `signature=${signature ?? sign(text)}`;
    return sendWebhook(ctx, { provider: 'kiwify', producer, body: text, ...(query ? { query } : {}) });
  };
  const subscriptionId = kiwifyOrderApproved.subscription_id;

  beforeAll(async () => {
    lumenId = await producerId(ctx, 'lumen-oftalmologia');
    focoId = await producerId(ctx, 'foco-oftalmo');
    await setSecret(ctx, lumenId, 'kiwify', token);
    await setSecret(ctx, focoId, 'kiwify', 'kiwify-token-foco-other');
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'kiwify',
      externalProductId: kiwifyOrderApproved.Product.product_id,
      accessMode: 'subscription',
    });
  });

  it('grants the sample order_approved until the paid period ends (plus the grace), once for 10 copies', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(kiwifyOrderApproved)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    await drainWebhookJobs(ctx);
    const access = await saleAccessRows(ctx, lumenId, subscriptionId);
    expect(access).toHaveLength(1);
    expect(access[0]?.ends_at?.getTime()).toBe(Date.parse('2031-02-10T12:01:00.000Z') + graceMs);
    expect(access[0]?.source).toBe('kiwify');
    const buyer = await findUser(ctx, lumenId, 'johndoe@example.com');
    expect(buyer?.status).toBe('pendente');
    const rows = (await eventRows(ctx, lumenId)).filter((row) => row.event_type === 'order_approved');
    expect(rows.map((row) => [row.event_id, row.outcome])).toEqual([
      [`${kiwifyOrderApproved.order_id}:order_approved`, 'granted'],
    ]);
  });

  it('extends at subscription_renewed and ends at subscription_canceled', async () => {
    const renewedUntil = '2031-03-10T12:01:00.000Z';
    const renewal = {
      ...kiwifyOrderApproved,
      order_id: randomUUID(),
      webhook_event_type: 'subscription_renewed',
      Subscription: {
        ...kiwifyOrderApproved.Subscription,
        next_payment: renewedUntil,
        customer_access: { ...kiwifyOrderApproved.Subscription.customer_access, access_until: renewedUntil },
      },
    };
    expect((await send(renewal)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    expect((await saleAccessRows(ctx, lumenId, subscriptionId))[0]?.ends_at?.getTime()).toBe(
      Date.parse(renewedUntil) + graceMs,
    );
    const cancelled = {
      ...renewal,
      webhook_event_type: 'subscription_canceled',
      Subscription: { ...renewal.Subscription, status: 'canceled' },
    };
    expect((await send(cancelled)).statusCode).toBe(200);
    await drainWebhookJobs(ctx);
    const [ended] = await saleAccessRows(ctx, lumenId, subscriptionId);
    expect(ended?.ends_at?.getTime()).toBe(Date.parse(renewedUntil) + graceMs);
    expect(ended?.revoked_at).toBeNull();
  });

  it.each(['order_refunded', 'chargeback'])('revokes a one-off sale at %s', async (eventType) => {
    const product = randomUUID();
    await platformProduct(ctx, {
      producer: lumenId,
      channel: 'kiwify',
      externalProductId: product,
      accessMode: 'lifetime',
    });
    const order = {
      ...kiwifyOrderApproved,
      order_id: randomUUID(),
      Product: { product_id: product, product_name: 'Curso avulso' },
    };
    await send(order);
    await drainWebhookJobs(ctx);
    expect((await saleAccessRows(ctx, lumenId, order.order_id))[0]?.revoked_at).toBeNull();
    await send({
      ...order,
      webhook_event_type: eventType,
      order_status: eventType === 'chargeback' ? 'chargedback' : 'refunded',
    });
    await drainWebhookJobs(ctx);
    expect((await saleAccessRows(ctx, lumenId, order.order_id))[0]?.revoked_at).not.toBeNull();
  });

  describe('refusals: 401 and a rejected row only', () => {
    const body = JSON.stringify({ ...kiwifyOrderApproved, order_id: 'pedido-recusado' });
    const cases: [string, string, string | null, () => string][] = [
      ['a tampered body', body.replace('johndoe', 'janedoe'), sign(body), () => lumenId],
      ['a wrong signature', body, sign(body, 'outro-token'), () => lumenId],
      ['no signature', body, null, () => lumenId],
      ["another producer's path", body, sign(body), () => focoId],
    ];
    it.each(cases)('refuses %s', async (_name, sent, signature, producer) => {
      const before = (await eventRows(ctx, producer())).length;
      const res = await send(sent, signature, producer());
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('webhooks.signature_invalid');
      const added = (await eventRows(ctx, producer())).slice(before);
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ signature_valid: false, raw_body: null, event_id: null });
      expect(await saleAccessRows(ctx, producer(), 'pedido-recusado')).toEqual([]);
    });
  });
});
