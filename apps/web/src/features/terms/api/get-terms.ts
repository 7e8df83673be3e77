import { termsResponseSchema, type TermsResponse } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/terms: the producer's current terms and whether the learner accepted them. */
export function getTerms(signal?: AbortSignal): Promise<TermsResponse> {
  return apiRequest('/api/terms', { schema: termsResponseSchema, signal });
}

export const termsQueryOptions = () =>
  queryOptions({ queryKey: ['terms'], queryFn: ({ signal }) => getTerms(signal), retry: false });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
