import type { OrderView } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buyerOf, createShop, devPay, shopRequest, type Shop } from './checkout-test-support.ts';

describe('sandbox gateway routes', () => {
  const ctx = useTestApp();
  let shop: Shop;
  const tokenOf = (number: string, expiry = '12/39') =>
    shopRequest(ctx, shop, '/api/sandbox-gateway/card-tokens', {
      body: { number, holder: 'Ana Beatriz Souza', expiry, cvv: '123' },
    });

  it('tokenises test cards, refuses a number with a wrong check digit and an expired card', async () => {
    shop = await createShop(ctx.database.db);
    const good = await tokenOf('4111 1111 1111 1111');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ brand: 'visa', last4: '1111', token: expect.stringMatching(/^sbx_card\./) });
    expect((await tokenOf('5555 5555 5555 4444')).json()).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const twice = [(await tokenOf('4111111111111111')).json(), (await tokenOf('4111111111111111')).json()];
    expect(twice[0]?.token).not.toBe(twice[1]?.token);
    const luhn = await tokenOf('4111 1111 1111 1112');
    expect(luhn.statusCode).toBe(422);
    expect(luhn.json()).toMatchObject({
      error: { fields: [{ path: 'number', message: 'field.card_number_invalid' }] },
    });
    const expired = await tokenOf('4111 1111 1111 1111', '01/20');
    expect(expired.json()).toMatchObject({
      error: { fields: [{ path: 'expiry', message: 'field.card_expiry_invalid' }] },
    });
    const shape = await tokenOf('abc');
    expect(shape.statusCode).toBe(422);
  });

  it('answers the dev routes only to requests straight from this machine', async () => {
    const order = await shopRequest(ctx, shop, '/api/checkout/orders', {
      body: {
        offer_uuid: shop.interestFree.id,
        buyer: buyerOf(),
        method: 'pix',
        installments: 1,
        idempotency_key: crypto.randomUUID(),
      },
    });
    const { payment, id } = order.json<OrderView>();
    const url = `/api/dev/sandbox/payments/${payment.id}/pay`;
    const remote = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost' },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const proxied = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(proxied.statusCode).toBe(404);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', origin: 'https://evil.example' },
      remoteAddress: '127.0.0.1',
    });
    expect(crossSite.statusCode).toBe(404);
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'localhost' },
      remoteAddress: '127.0.0.1',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Not helmet's no-referrer: with it a browser sends the form's POST with `Origin: null` (refused as cross-site).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(`action="/api/dev/sandbox/payments/${payment.id}/pay"`);
    const remotePage = await ctx.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'localhost' },
      remoteAddress: '198.51.100.7',
    });
    expect(remotePage.statusCode).toBe(404);

    const form = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      payload: '',
      remoteAddress: '127.0.0.1',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/dev/outbox');
    expect((await shopRequest(ctx, shop, `/api/checkout/orders/${id}`)).json<OrderView>().status).toBe('paid');
    expect((await devPay(ctx, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('escapes what the dev page shows', async () => {
    const hostile = '<script>alert(1)</script>';
    await ctx.app.devOutbox?.send({
      to: 'x@example.com',
      subject: hostile,
      text: `Oi ${hostile} https://a.example/?q="><b>`,
      html: '',
    });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'localhost' },
      remoteAddress: '127.0.0.1',
    });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('<a href="https://a.example/?q=">https://a.example/?q=</a>&quot;&gt;&lt;b&gt;');
    expect(page.body).not.toContain('<b>');
  });

  it("serves a boleto's PDF only on its producer's site", async () => {
    const other = await createShop(ctx.database.db);
    const order = await shopRequest(ctx, shop, '/api/checkout/orders', {
      body: {
        offer_uuid: shop.interestFree.id,
        buyer: buyerOf(),
        method: 'boleto',
        installments: 1,
        idempotency_key: crypto.randomUUID(),
      },
    });
    const { boleto } = order.json<OrderView>().payment;
    expect(boleto?.digitable_line).toMatch(/^\d{47}$/);
    expect((await shopRequest(ctx, shop, boleto?.pdf_url ?? '')).statusCode).toBe(200);
    expect((await shopRequest(ctx, other, boleto?.pdf_url ?? '')).statusCode).toBe(404);
  });
});

describe('sandbox autopay (SANDBOX_PIX_AUTOPAY_SECONDS)', () => {
  const ctx = useTestApp({ env: { SANDBOX_PIX_AUTOPAY_SECONDS: '1' } });

  it('pays a pending PIX by itself after the delay', async () => {
    const shop = await createShop(ctx.database.db);
    const made = await shopRequest(ctx, shop, '/api/checkout/orders', {
      body: {
        offer_uuid: shop.interestFree.id,
        buyer: buyerOf(),
        method: 'pix',
        installments: 1,
        idempotency_key: crypto.randomUUID(),
      },
    });
    const { id } = made.json<OrderView>();
    await ctx.app.jobs.poll();
    expect((await shopRequest(ctx, shop, `/api/checkout/orders/${id}`)).json<OrderView>().status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ctx.app.jobs.poll();
    expect((await shopRequest(ctx, shop, `/api/checkout/orders/${id}`)).json<OrderView>().status).toBe('paid');
  });
});

describe('PAYMENT_GATEWAY', () => {
  it('takes only the gateways the API has (sandbox, mercadopago)', async () => {
    const { testConfig } = await import('../../test/test-app.ts');
    expect(() => testConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY/);
  });
});
