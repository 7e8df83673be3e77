import type { OfferDetailResponse } from '@members/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { checkoutKeys } from './checkout-keys.ts';
import { checkoutSchemas } from './load-schemas.ts';

/** GET /api/offers/:uuid?coupon=: the offer with its product and gateway (404 offer_not_found, 422 coupon_invalid). */
function getOfferDetail(uuid: string, coupon: string | null, signal?: AbortSignal): Promise<OfferDetailResponse> {
  return apiRequest(`/api/offers/${encodeURIComponent(uuid)}`, {
    query: { coupon: coupon ?? undefined },
    schema: checkoutSchemas().then((module) => module.offerDetailResponseSchema),
    signal,
  });
}

/** A 4xx is the answer (no such offer, a bad coupon): asking again changes nothing. */
const retryUnlessClientError = (failures: number, error: unknown) =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const offerDetailOptions = (uuid: string, coupon: string | null) =>
  queryOptions({
    queryKey: checkoutKeys.offer(uuid, coupon),
    queryFn: ({ signal }) => getOfferDetail(uuid, coupon, signal),
    retry: retryUnlessClientError,
  });

/** The offer; with another coupon, the previous answer shows until the new one comes (the form stays). */
export const useOfferDetail = (uuid: string, coupon: string | null = null) =>
  useQuery({ ...offerDetailOptions(uuid, coupon), placeholderData: keepPreviousData });
