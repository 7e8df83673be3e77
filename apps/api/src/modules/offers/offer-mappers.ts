import { installmentOptions, type Offer, type ProductOffersResponse } from '@members/contract';
import type { OfferRow, ProductRow } from '../../db/schema/index.ts';
import type { ProductCourseRow } from './offers.repository.ts';

type ProductView = ProductOffersResponse['product'];

/** What the buyer pays for an offer: the list price, or the price after the coupon they typed. */
export interface OfferPrice {
  priceCents: number;
  /** The offer's coupon code when the typed one matched. */
  couponApplied: string | null;
}

export function toProductView(product: ProductRow, courses: readonly ProductCourseRow[]): ProductView {
  const access: ProductView['access'] =
    product.access_mode === 'days' ? { kind: 'days', days: product.access_days ?? 1 } : { kind: product.access_mode };
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    courses: courses.map((course) => ({ uuid: course.id, name: course.name })),
    areas: [...product.areas],
    access,
  };
}

/** The offer's installment table at a price (after a coupon, when one applied). */
export function offerInstallments(offer: OfferRow, priceCents: number) {
  return installmentOptions(
    priceCents,
    offer.max_installments,
    offer.interest_free_installments,
    offer.monthly_interest_bp,
  );
}

function saleOf(offer: OfferRow): Offer['sale'] {
  if (offer.channel === 'here') return { channel: 'here' };
  return { channel: offer.channel, checkout_url: offer.external_checkout_url ?? '' };
}

export function toOfferView(offer: OfferRow, price: OfferPrice): Offer {
  return {
    uuid: offer.id,
    name: offer.name,
    product_id: offer.product_id,
    list_price_cents: offer.price_cents,
    price_cents: price.priceCents,
    coupon_applied: price.couponApplied,
    installments: offerInstallments(offer, price.priceCents),
    payment_methods: [...offer.payment_methods],
    guarantee_days: offer.guarantee_days,
    subscription_period: offer.subscription_period,
    highlights: [...offer.highlights],
    sale: saleOf(offer),
  };
}
