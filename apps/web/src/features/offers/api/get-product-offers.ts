import type { ProductOffersResponse } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** Public data (not the learner's): outside the 'user' keys, so a sign-in keeps it. */
export const productOffersKey = (productId: string) => ['offers', 'product', productId] as const;

/** GET /api/offers/products/:productId: the product and its offers (404 offers.product_not_found). */
export function getProductOffers(productId: string, signal?: AbortSignal): Promise<ProductOffersResponse> {
  return apiRequest(`/api/offers/products/${encodeURIComponent(productId)}`, {
    schema: import('./response-schemas.ts').then((module) => module.productOffersResponseSchema),
    signal,
  });
}

/** A 4xx is the answer (no such product here): asking again changes nothing. */
const retryUnlessClientError = (failures: number, error: unknown) =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const useProductOffers = (productId: string) =>
  useQuery({
    queryKey: productOffersKey(productId),
    queryFn: ({ signal }) => getProductOffers(productId, signal),
    retry: retryUnlessClientError,
  });
