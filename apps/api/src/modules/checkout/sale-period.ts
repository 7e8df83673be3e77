import { subscriptionPeriodMonths } from '@members/contract';
import type { OfferRow, ProductRow } from '../../db/schema/index.ts';

/** Days a subscription's access outlasts its paid period, while the next charge is retried. */
export const subscriptionGraceDays = 3;
const dayMs = 86_400_000;

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * When an access bought now ends: `days` → now + access_days; `lifetime` → never (null); `subscription` → now + the
 * offer's period (a month when the offer names none) + the grace days.
 */
export function saleAccessEnd(
  product: Pick<ProductRow, 'access_mode' | 'access_days'>,
  offer: Pick<OfferRow, 'subscription_period'>,
  now: Date,
): Date | null {
  if (product.access_mode === 'lifetime') return null;
  if (product.access_mode === 'days') return new Date(now.getTime() + (product.access_days ?? 1) * dayMs);
  const months = subscriptionPeriodMonths[offer.subscription_period ?? 'monthly'];
  return new Date(addMonths(now, months).getTime() + subscriptionGraceDays * dayMs);
}
