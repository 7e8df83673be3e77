import type { OfferRow } from '../../db/schema/index.ts';

/** The coupon as the buyer typed it, compared without case or surrounding spaces. */
export function couponMatches(offer: Pick<OfferRow, 'coupon_code' | 'coupon_percent_off'>, typed: string): boolean {
  const code = offer.coupon_code?.trim().toUpperCase();
  return Boolean(code) && offer.coupon_percent_off !== null && code === typed.trim().toUpperCase();
}

/**
 * The price after `percentOff` percent, in centavos: price × (100 − percent) / 100, rounded half up to the centavo
 * with integer math (no float reaches an amount).
 */
export function discountedCents(priceCents: number, percentOff: number): number {
  const percent = Math.min(100, Math.max(0, Math.trunc(percentOff)));
  return Math.floor((priceCents * (100 - percent) + 50) / 100);
}
