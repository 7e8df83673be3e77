import type { Institution } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/instituicoes: Brazilian medical schools for the sign-up form (public). */
export function getInstitutions(signal?: AbortSignal): Promise<Institution[]> {
  return apiRequest<Institution[]>('/api/instituicoes', { signal });
}

export const institutionsQueryOptions = () =>
  queryOptions({ queryKey: ['instituicoes'], queryFn: ({ signal }) => getInstitutions(signal), staleTime: 60 * 60 * 1000 });

export function useInstitutions() {
  return useQuery(institutionsQueryOptions());
}
