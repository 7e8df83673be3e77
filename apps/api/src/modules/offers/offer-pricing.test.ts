import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponMatches, discountedCents } from './offer-pricing.ts';

describe('offer pricing', () => {
  it('takes the percent off in whole centavos, rounding half up', () => {
    expect(discountedCents(199_990, 10)).toBe(179_991);
    expect(discountedCents(999, 15)).toBe(849); // 849.15
    expect(discountedCents(1_001, 50)).toBe(501); // 500.5
    expect(discountedCents(199_990, 100)).toBe(0);
    expect(discountedCents(199_990, 0)).toBe(199_990);
  });

  it('always gives an integer between 0 and the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (price, percent) => {
        const result = discountedCents(price, percent);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
        expect(Math.abs(result - (price * (100 - percent)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('compares coupons without case or surrounding spaces, never an empty one', () => {
    const offer = { coupon_code: 'RESIDENTE10', coupon_percent_off: 10 };
    expect(couponMatches(offer, ' residente10 ')).toBe(true);
    expect(couponMatches(offer, 'RESIDENTE1')).toBe(false);
    expect(couponMatches({ coupon_code: null, coupon_percent_off: null }, '')).toBe(false);
    expect(couponMatches({ coupon_code: 'X', coupon_percent_off: null }, 'x')).toBe(false);
  });
});
