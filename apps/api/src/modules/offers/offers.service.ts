import type { GatewayPublicConfig, OfferDetailResponse, ProductOffersResponse } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { OfferRow, ProductRow } from '../../db/schema/index.ts';
import { couponInvalidError, offerNotFoundError, productNotFoundError } from './offers.errors.ts';
import { activeOffersOfProduct, coursesOfProduct, findActiveOffer, findProduct } from './offers.repository.ts';
import { toOfferView, toProductView, type OfferPrice } from './offer-mappers.ts';
import { couponMatches, discountedCents } from './offer-pricing.ts';

/** The price of an offer with the typed coupon (none or blank: the list price); a wrong coupon is a 422. */
export function priceWithCoupon(offer: OfferRow, coupon: string | undefined): OfferPrice {
  if (!coupon?.trim()) return { priceCents: offer.price_cents, couponApplied: null };
  if (!couponMatches(offer, coupon)) throw couponInvalidError();
  return {
    priceCents: discountedCents(offer.price_cents, offer.coupon_percent_off ?? 0),
    couponApplied: offer.coupon_code?.trim().toUpperCase() ?? null,
  };
}

/** An active offer of the site's producer with its product; 404 offers.offer_not_found otherwise. */
export async function loadOffer(
  db: Database,
  producerId: string,
  offerId: string,
): Promise<{ offer: OfferRow; product: ProductRow }> {
  const found = await findActiveOffer(db, producerId, offerId);
  if (!found) throw offerNotFoundError();
  return found;
}

/** GET /api/offers/products/:productId: the product and its active offers at their list prices. */
export async function productOffers(
  db: Database,
  producerId: string,
  productId: string,
): Promise<ProductOffersResponse> {
  const product = await findProduct(db, producerId, productId);
  if (!product) throw productNotFoundError();
  const [offers, courses] = await Promise.all([
    activeOffersOfProduct(db, producerId, productId),
    coursesOfProduct(db, producerId, product.code),
  ]);
  return {
    product: toProductView(product, courses),
    offers: offers.map((offer) => toOfferView(offer, priceWithCoupon(offer, undefined))),
  };
}

/** GET /api/offers/:uuid: one offer (after the typed coupon), its product and how the checkout pays. */
export async function offerDetail(
  db: Database,
  producerId: string,
  input: { offerId: string; coupon: string | undefined; gateway: GatewayPublicConfig },
): Promise<OfferDetailResponse> {
  const { offer, product } = await loadOffer(db, producerId, input.offerId);
  const price = priceWithCoupon(offer, input.coupon);
  const courses = await coursesOfProduct(db, producerId, product.code);
  return { offer: toOfferView(offer, price), product: toProductView(product, courses), gateway: input.gateway };
}
