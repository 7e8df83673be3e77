import type { OrderView } from '@members/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner } from '../courses/course-test-support.ts';
import { buyerOf, cardTokenFor, createShop, shopRequest, type Shop } from './checkout-test-support.ts';

describe('checkout orders', () => {
  const ctx = useTestApp();
  let shop: Shop;
  let other: Shop;
  const order = (body: object, headers?: Record<string, string>, site: Shop = shop) =>
    shopRequest(ctx, site, '/api/checkout/orders', { body, ...(headers ? { headers } : {}) });
  const pixOrder = (overrides: object = {}) => ({
    offer_uuid: shop.interestFree.id,
    buyer: buyerOf(),
    method: 'pix',
    installments: 1,
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  });
  const ordersWithKey = async (key: string) =>
    (await ctx.database.db.select({ n: count() }).from(orders).where(eq(orders.idempotency_key, key)))[0]?.n;

  it('makes a pending PIX order with its copy-and-paste code and QR code', async () => {
    shop = await createShop(ctx.database.db);
    other = await createShop(ctx.database.db);
    const res = await order(pixOrder());
    expect(res.statusCode).toBe(201);
    const view = res.json<OrderView>();
    expect(view).toMatchObject({
      status: 'pending',
      offer_uuid: shop.interestFree.id,
      product_name: 'R1 Extensivo 2027',
      amount_cents: 199_990,
      payment: { method: 'pix', status: 'pending', installments: 1, amount_cents: 199_990, boleto: null },
      history: [{ status: 'pending' }],
      after_payment: null,
    });
    expect(view.payment.pix?.copy_paste).toMatch(/^000201.*54071999\.905802BR.*6304[0-9A-F]{4}$/);
    expect(view.payment.pix?.qr_code_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(new Date(view.payment.pix?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  it('R$ 1.999,90 in 12× by card: the order stores 199990; with interest the total grows', async () => {
    const token = await cardTokenFor(ctx, shop, '4111 1111 1111 1111');
    const free = await order(pixOrder({ method: 'card', installments: 12, card_token: token }));
    expect(free.statusCode).toBe(201);
    expect(free.json<OrderView>()).toMatchObject({
      status: 'paid',
      amount_cents: 199_990,
      payment: { installments: 12, amount_cents: 199_990, card: { brand: 'visa', last4: '1111' } },
    });
    const interest = await order(
      pixOrder({ offer_uuid: shop.withInterest.id, method: 'card', installments: 12, card_token: token }),
    );
    expect(interest.statusCode).toBe(201);
    const offer = (await shopRequest(ctx, shop, `/api/offers/${shop.withInterest.id}`)).json<{
      offer: { installments: { total_cents: number }[] };
    }>().offer;
    expect(interest.json<OrderView>().amount_cents).toBe(offer.installments[11]?.total_cents);
    expect(interest.json<OrderView>().amount_cents).toBeGreaterThan(199_990);
  });

  it('applies the coupon to the amount charged', async () => {
    const res = await order(pixOrder({ coupon: 'residente10' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<OrderView>().amount_cents).toBe(179_991);
    const wrong = await order(pixOrder({ coupon: 'OUTRO' }));
    expect(wrong.json()).toMatchObject({ error: { code: 'offers.coupon_invalid' } });
  });

  it('answers a replayed key with the same order (200), one order and one payment', async () => {
    const body = pixOrder();
    const first = await order(body);
    const again = await order(body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(again.json<OrderView>().payment.pix).toEqual(first.json<OrderView>().payment.pix);
    expect(await ordersWithKey(body.idempotency_key)).toBe(1);
  });

  it('10 concurrent identical submits make one order and one payment', async () => {
    const body = pixOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((res) => res.json<OrderView>().id));
    expect(ids.size).toBe(1);
    expect(answers.every((res) => res.json<OrderView>().payment.pix !== null)).toBe(true);
    expect(await ordersWithKey(body.idempotency_key)).toBe(1);
    const [orderId] = [...ids];
    const paymentRows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, orderId ?? ''));
    expect(paymentRows).toHaveLength(1);
  });

  it('refuses what the offer does not allow', async () => {
    const token = await cardTokenFor(ctx, shop, '4111 1111 1111 1111');
    const cases: [object, number, string][] = [
      [{ offer_uuid: shop.external.id }, 422, 'offers.sold_elsewhere'],
      [{ offer_uuid: shop.withInterest.id }, 422, 'checkout.method_not_accepted'],
      [{ installments: 2 }, 422, 'checkout.installments_invalid'],
      [{ method: 'boleto', installments: 3 }, 422, 'checkout.installments_invalid'],
      [{ method: 'card' }, 422, 'checkout.card_token_required'],
      [{ offer_uuid: shop.inactive.id }, 404, 'offers.offer_not_found'],
      [{ offer_uuid: other.interestFree.id }, 404, 'offers.offer_not_found'],
      [{ method: 'card', installments: 13, card_token: token }, 422, 'common.validation_failed'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await order(pixOrder(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json()).toMatchObject({ error: { code } });
    }
  });

  it('refuses a card token that is not one, leaving the order refused', async () => {
    const body = pixOrder({ method: 'card', card_token: 'tok_forged' });
    const res = await order(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'checkout.card_token_invalid' } });
    const replay = await order(body);
    expect(replay.json<OrderView>()).toMatchObject({ status: 'refused', payment: { refusal_reason: 'other' } });
  });

  it('answers bad bodies with 422 and the fields', async () => {
    const res = await order({ ...pixOrder(), buyer: { ...buyerOf(), cpf: '111.111.111-11', email: 'nope' } });
    expect(res.statusCode).toBe(422);
    const paths = res.json<{ error: { fields: { path: string }[] } }>().error.fields.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['buyer.cpf', 'buyer.email']));
    expect((await order({ ...pixOrder(), idempotency_key: 'x' })).statusCode).toBe(422);
  });

  it('gives a signed-in buyer the order, and refuses another e-mail than the session’s', async () => {
    const learner = await createLearner(ctx.database.db, shop.producer.id);
    const token = await cardTokenFor(ctx, shop, '4111 1111 1111 1111');
    const mine = pixOrder({ method: 'card', card_token: token, buyer: buyerOf(learner.user.email) });
    const res = await order(mine, learner.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json<OrderView>().after_payment).toEqual({ kind: 'course', course_uuid: shop.courseId });
    const elsewhere = await order(pixOrder({ buyer: buyerOf() }), learner.headers);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'checkout.signed_in_elsewhere' } });
    // Another producer's session counts as none: the purchase is anonymous there.
    const foreignOffer = pixOrder({ offer_uuid: other.interestFree.id, buyer: buyerOf(learner.user.email) });
    const foreign = await order(foreignOffer, learner.headers, other);
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json<OrderView>().payment.status).toBe('pending');
  });

  it("reads an order by id; another producer's site answers 404", async () => {
    const made = (await order(pixOrder())).json<OrderView>();
    const read = await shopRequest(ctx, shop, `/api/checkout/orders/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<OrderView>()).toEqual(made);
    const foreign = await shopRequest(ctx, other, `/api/checkout/orders/${made.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'checkout.order_not_found' } });
    expect((await shopRequest(ctx, shop, `/api/checkout/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
