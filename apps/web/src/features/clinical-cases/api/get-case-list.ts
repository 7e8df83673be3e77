import { caseListResponseSchema, type CaseListResponse } from '@members/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys, type CaseListParams } from './case-keys.ts';

/** Cases per page of a search or filter result. */
export const casesPerPage = 10;

/** GET /api/clinical-cases: the producer's published cases matching the title search and the filter, one page. */
export function getCaseList(params: CaseListParams, signal?: AbortSignal): Promise<CaseListResponse> {
  const { q, page, ...filter } = params;
  return apiRequest('/api/clinical-cases', {
    query: { ...(q ? { q } : {}), ...filter, page, per_page: casesPerPage },
    schema: caseListResponseSchema,
    signal,
  });
}

/**
 * A page of cases. The previous page stays on screen while the next one loads (no jump); a new search aborts the
 * old request (its signal was passed on). `enabled: false` keeps it idle (an empty search on /casos-clinicos).
 */
export function useCaseList(params: CaseListParams, enabled = true) {
  return useQuery({
    queryKey: caseKeys.list(params),
    queryFn: ({ signal }) => getCaseList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
