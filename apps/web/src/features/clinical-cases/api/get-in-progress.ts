import { casesInProgressSchema, type CasesInProgress } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys } from './case-keys.ts';

/** GET /api/clinical-cases/in-progress: the cases to continue (home and /questoes link to them). */
export function getCasesInProgress(signal?: AbortSignal): Promise<CasesInProgress> {
  return apiRequest('/api/clinical-cases/in-progress', { schema: casesInProgressSchema, signal });
}

export const casesInProgressQueryOptions = () =>
  queryOptions({
    queryKey: caseKeys.inProgress(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getCasesInProgress(signal),
  });

export function useCasesInProgress() {
  return useQuery(casesInProgressQueryOptions());
}
