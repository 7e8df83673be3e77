import { subscriptionPeriodMonths } from '@members/contract';
import type { OfferRow, ProductRow } from '../../db/schema/index.ts';

/** Days a subscription's access outlives the paid period the platform names (a late charge, a slow webhook). */
export const subscriptionGraceDays = 3;

const dayMs = 24 * 60 * 60_000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * When a paid sale's access ends (null: never). `days`: the paid date + the product's days; `lifetime`: never;
 * `subscription`: the platform's paid period end + the grace, else the offer's period from now.
 */
export function paidAccessEnd(
  product: Pick<ProductRow, 'access_mode' | 'access_days'>,
  offer: Pick<OfferRow, 'subscription_period'>,
  paidAt: Date,
  periodEnd: Date | null,
  now: Date,
): Date | null {
  if (product.access_mode === 'lifetime') return null;
  if (product.access_mode === 'days') return product.access_days === null ? null : addDays(paidAt, product.access_days);
  if (periodEnd) return withGrace(periodEnd);
  return addMonths(now, subscriptionPeriodMonths[offer.subscription_period ?? 'monthly']);
}

/**
 * A cancelled subscription's end: the paid period's end with the same grace a payment gives it, so a cancellation
 * never cuts the period a renewal paid for, whichever of the two arrives first.
 */
export function withGrace(periodEnd: Date): Date {
  return addDays(periodEnd, subscriptionGraceDays);
}
