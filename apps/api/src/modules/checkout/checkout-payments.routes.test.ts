import type { OrderView } from '@members/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, payments, userAccesses, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startSession } from '../auth/sessions.service.ts';
import { buyerOf, cardTokenFor, createShop, devPay, shopRequest, type Shop } from './checkout-test-support.ts';

describe('checkout payments: PIX paid, cards refused and retried, expiry', () => {
  const ctx = useTestApp();
  let shop: Shop;
  const order = (body: object) => shopRequest(ctx, shop, '/api/checkout/orders', { body });
  const read = (id: string) => shopRequest(ctx, shop, `/api/checkout/orders/${id}`);
  const retry = (id: string, body: object) => shopRequest(ctx, shop, `/api/checkout/orders/${id}/payments`, { body });
  const newOrder = (overrides: object = {}) => ({
    offer_uuid: shop.interestFree.id,
    buyer: buyerOf(),
    method: 'pix',
    installments: 1,
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  });
  const mailsTo = (email: string) => (ctx.app.devOutbox?.messages() ?? []).filter((mail) => mail.to === email);
  const accessesOf = (orderId: string) =>
    ctx.database.db.select().from(userAccesses).where(eq(userAccesses.order_id, orderId));

  it('PIX pending → the dev route pays it → paid, the access opens the course, the first-access e-mail goes', async () => {
    shop = await createShop(ctx.database.db);
    const buyer = buyerOf();
    const made = (await order(newOrder({ buyer }))).json<OrderView>();
    expect(made.status).toBe('pending');

    const paid = await devPay(ctx, made.payment.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ outcome: 'paid' });
    expect((await devPay(ctx, made.payment.id)).json()).toEqual({ outcome: 'unchanged' });

    const view = (await read(made.id)).json<OrderView>();
    expect(view).toMatchObject({
      status: 'paid',
      payment: { status: 'paid' },
      after_payment: { kind: 'check_email', email: buyer.email },
    });
    expect(view.history.map((event) => event.status)).toEqual(['pending', 'paid']);
    const [access, ...more] = await accessesOf(made.id);
    expect(more).toEqual([]);
    expect(access).toMatchObject({ source: 'offer', external_ref: made.id, product_code: shop.product.code });
    const days = ((access?.ends_at?.getTime() ?? 0) - (access?.starts_at.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, buyer.email));
    expect(account).toMatchObject({ status: 'pendente', password_hash: null, producer_id: shop.producer.id });
    const { token } = await startSession(ctx.database.db, account?.id ?? '');
    const courses = await ctx.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { authorization: `Bearer ${token}` },
    });
    const course = courses
      .json<{ results: { uuid: string; access: boolean }[] }>()
      .results.find((item) => item.uuid === shop.courseId);
    expect(course?.access).toBe(true);

    await vi.waitFor(() => expect(mailsTo(buyer.email)).toHaveLength(1));
    const [mail] = mailsTo(buyer.email);
    expect(mail?.text).toContain('/auth/password-reset-selfcheckout?token=');
  });

  it('a refused card says why; a retry with the good card pays once', async () => {
    const declined = await cardTokenFor(ctx, shop, '4000 0000 0000 0002');
    const made = await order(newOrder({ method: 'card', installments: 12, card_token: declined }));
    expect(made.statusCode).toBe(201);
    const refused = made.json<OrderView>();
    expect(refused).toMatchObject({
      status: 'refused',
      payment: { status: 'refused', refusal_reason: 'card_declined', card: { last4: '0002' } },
      after_payment: null,
    });
    const good = await cardTokenFor(ctx, shop, '4111 1111 1111 1111');
    const body = { method: 'card', installments: 12, card_token: good, idempotency_key: crypto.randomUUID() };
    const [first, second] = await Promise.all([retry(refused.id, body), retry(refused.id, body)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    const view = first?.json<OrderView>();
    expect(view).toMatchObject({
      status: 'paid',
      amount_cents: 199_990,
      payment: { status: 'paid', installments: 12 },
    });
    expect(view?.history.map((event) => event.status)).toEqual(['pending', 'refused', 'pending', 'paid']);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.order_id, refused.id))).toHaveLength(2);
    expect(await accessesOf(refused.id)).toHaveLength(1);

    const again = await retry(refused.id, { ...body, idempotency_key: crypto.randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'checkout.already_paid' } });
  });

  it('insufficient funds is its own reason', async () => {
    const token = await cardTokenFor(ctx, shop, '4000 0000 0000 9995');
    const made = await order(newOrder({ method: 'card', card_token: token }));
    expect(made.json<OrderView>().payment.refusal_reason).toBe('insufficient_funds');
  });

  it('an expired PIX shows expired at once, and a retry makes a new PIX', async () => {
    const made = (await order(newOrder())).json<OrderView>();
    const early = await retry(made.id, { method: 'pix', installments: 1, idempotency_key: crypto.randomUUID() });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'checkout.not_retryable' } });

    const past = new Date(Date.now() - 60_000);
    await ctx.database.db.update(payments).set({ expires_at: past }).where(eq(payments.id, made.payment.id));
    const expired = (await read(made.id)).json<OrderView>();
    expect(expired).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
    // A late dev payment of the expired code still counts: the money came.
    const again = await retry(made.id, { method: 'boleto', installments: 1, idempotency_key: crypto.randomUUID() });
    expect(again.statusCode).toBe(201);
    const boleto = again.json<OrderView>();
    expect(boleto).toMatchObject({ status: 'pending', payment: { method: 'boleto', status: 'pending', pix: null } });
    expect(boleto.payment.boleto?.digitable_line).toMatch(/^\d{47}$/);
    expect(boleto.history.map((event) => event.status)).toEqual(['pending', 'expired', 'pending']);

    const pdf = await shopRequest(ctx, shop, boleto.payment.boleto?.pdf_url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('the sweeper expires pending payments past their time', async () => {
    const made = (await order(newOrder())).json<OrderView>();
    await ctx.database.db
      .update(payments)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(payments.id, made.payment.id));
    const { expireDuePayments } = await import('./payment-expiry.ts');
    expect(await expireDuePayments(ctx.database.db, ctx.app.payments)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row?.status).toBe('expired');
  });

  it('a refund of a paid order revokes its access; a second refund changes nothing', async () => {
    const made = (await order(newOrder())).json<OrderView>();
    await devPay(ctx, made.payment.id);
    const state = {
      gatewayPaymentId: `sbx_${made.payment.id}`,
      paymentId: made.payment.id,
      status: 'refunded' as const,
    };
    expect(await ctx.app.payments.settle(state, 'test')).toBe('changed');
    expect(await ctx.app.payments.settle(state, 'test')).toBe('unchanged');
    const [access] = await accessesOf(made.id);
    expect(access?.revoked_at).not.toBeNull();
    expect((await read(made.id)).json<OrderView>().status).toBe('refunded');
  });

  it("the retry route refuses another producer's order and bad bodies", async () => {
    const other = await createShop(ctx.database.db);
    const made = (await order(newOrder())).json<OrderView>();
    const foreign = await shopRequest(ctx, other, `/api/checkout/orders/${made.id}/payments`, {
      body: { method: 'pix', installments: 1, idempotency_key: crypto.randomUUID() },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await retry(made.id, { method: 'cheque', installments: 1 })).statusCode).toBe(422);
  });
});
