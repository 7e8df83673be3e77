import { caseOverviewSchema, type CaseOverview } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys } from './case-keys.ts';

/** GET /api/clinical-cases/overview: in progress, suggested (with the reason), finished, and the totals. */
export function getCaseOverview(signal?: AbortSignal): Promise<CaseOverview> {
  return apiRequest('/api/clinical-cases/overview', { schema: caseOverviewSchema, signal });
}

export const caseOverviewQueryOptions = () =>
  queryOptions({
    queryKey: caseKeys.overview(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getCaseOverview(signal),
  });

export const useCaseOverview = () => useQuery(caseOverviewQueryOptions());
