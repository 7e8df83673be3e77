import type { OfferErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';

/** An offers or checkout error: its code must be one of the contract's (translated by the web app). */
export const offerError = (code: OfferErrorCode, statusCode: number, message: string) =>
  new AppError({ code, statusCode, message });

/** Missing, inactive or another producer's: the same answer. */
export const productNotFoundError = () => offerError('offers.product_not_found', 404, 'Product not found');
export const offerNotFoundError = () => offerError('offers.offer_not_found', 404, 'Offer not found');
export const couponInvalidError = () =>
  offerError('offers.coupon_invalid', 422, 'The coupon is not valid for this offer');
export const soldElsewhereError = () =>
  offerError('offers.sold_elsewhere', 422, 'This offer is sold on an external platform, not here');
