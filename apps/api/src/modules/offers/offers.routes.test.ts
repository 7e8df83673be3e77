import type { OfferDetailResponse, ProductOffersResponse } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createShop, shopRequest, type Shop } from '../checkout/checkout-test-support.ts';

describe('offers catalog', () => {
  const ctx = useTestApp();
  let shop: Shop;
  let other: Shop;
  const get = (url: string, site: Shop = shop) => shopRequest(ctx, site, url);

  it('lists the active offers of a product by position, with its courses and installments', async () => {
    shop = await createShop(ctx.database.db);
    other = await createShop(ctx.database.db);
    const res = await get(`/api/offers/products/${shop.product.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductOffersResponse>();
    expect(body.product).toMatchObject({
      id: shop.product.id,
      name: 'R1 Extensivo 2027',
      access: { kind: 'days', days: 365 },
      courses: [{ uuid: shop.courseId, name: 'Clínica Médica para R1' }],
    });
    expect(body.offers.map((offer) => offer.uuid)).toEqual([
      shop.interestFree.id,
      shop.withInterest.id,
      shop.external.id,
    ]);
    const [free, interest, external] = body.offers;
    // R$ 1.999,90 in 12× without interest: 12 × 16666 shown, 199990 in all.
    expect(free?.installments.at(-1)).toEqual({
      count: 12,
      installment_cents: 16_666,
      total_cents: 199_990,
      interest_free: true,
    });
    expect(free?.installments).toHaveLength(12);
    // With interest above 3×: the total grows (Price table at 1.99% a month).
    const twelve = interest?.installments.at(-1);
    expect(twelve?.interest_free).toBe(false);
    expect(twelve?.total_cents).toBe((twelve?.installment_cents ?? 0) * 12);
    expect(twelve?.total_cents).toBeGreaterThan(199_990);
    expect(interest?.installments[2]).toMatchObject({ count: 3, total_cents: 199_990, interest_free: true });
    expect(external?.sale).toEqual({ channel: 'hotmart', checkout_url: 'https://pay.hotmart.com/R1EXT2027' });
    expect(free?.sale).toEqual({ channel: 'here' });
    expect(free?.coupon_applied).toBeNull();
  });

  it('shows one offer with the sandbox gateway, and the coupon applied without regard to case', async () => {
    const plain = await get(`/api/offers/${shop.interestFree.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json<OfferDetailResponse>()).toMatchObject({
      gateway: { kind: 'sandbox' },
      offer: { price_cents: 199_990, list_price_cents: 199_990 },
    });
    const coupon = await get(`/api/offers/${shop.interestFree.id}?coupon=%20residente10%20`);
    expect(coupon.statusCode).toBe(200);
    const { offer } = coupon.json<OfferDetailResponse>();
    // 199990 × 90 / 100 = 179991.
    expect(offer).toMatchObject({ price_cents: 179_991, list_price_cents: 199_990, coupon_applied: 'RESIDENTE10' });
    expect(offer.installments.at(-1)).toMatchObject({ count: 12, total_cents: 179_991 });
  });

  it('refuses a wrong coupon, and one on an offer without coupons', async () => {
    for (const url of [
      `/api/offers/${shop.interestFree.id}?coupon=RESIDENTE20`,
      `/api/offers/${shop.withInterest.id}?coupon=RESIDENTE10`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'offers.coupon_invalid' } });
    }
  });

  it("answers 404 for another producer's product or offer, an inactive offer, and unknown ids", async () => {
    const cases: [string, string][] = [
      [`/api/offers/products/${other.product.id}`, 'offers.product_not_found'],
      [`/api/offers/${other.interestFree.id}`, 'offers.offer_not_found'],
      [`/api/offers/${shop.inactive.id}`, 'offers.offer_not_found'],
      [`/api/offers/${crypto.randomUUID()}`, 'offers.offer_not_found'],
    ];
    for (const [url, code] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code } });
    }
    // The other producer's own site shows them.
    expect((await get(`/api/offers/${other.interestFree.id}`, other)).statusCode).toBe(200);
  });

  it('answers 422 for ids that are not uuids and a coupon too long', async () => {
    expect((await get('/api/offers/products/12')).statusCode).toBe(422);
    expect((await get('/api/offers/abc')).statusCode).toBe(422);
    expect((await get(`/api/offers/${shop.interestFree.id}?coupon=${'X'.repeat(41)}`)).statusCode).toBe(422);
  });
});
