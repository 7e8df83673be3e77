import { caseOverviewSchema, type CaseOverview } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys } from './case-keys.ts';

/** GET /api/clinical-cases/overview: in progress, suggested (with the reason), finished, and the totals. */
export function getCaseOverview(signal?: AbortSignal): Promise<CaseOverview> {
  return apiRequest('/api/clinical-cases/overview', { schema: caseOverviewSchema, signal });
}

export const caseOverviewQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.overview(), queryFn: ({ signal }) => getCaseOverview(signal) });

export const useCaseOverview = () => useQuery(caseOverviewQueryOptions());
