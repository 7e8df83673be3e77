import { caseCountsResponseSchema, type CaseCounts } from '@members/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys, type CaseFilterSelection } from './case-keys.ts';

/** POST /api/clinical-cases/counts: each subject node's count given the other facets, each facet's counts, the total. */
export function postCaseCounts(filter: CaseFilterSelection, signal?: AbortSignal): Promise<CaseCounts> {
  return apiRequest('/api/clinical-cases/counts', {
    method: 'POST',
    body: filter,
    schema: caseCountsResponseSchema,
    signal,
  });
}

/** The live counts of a (debounced) filter; the previous counts stay on screen while the new ones load. */
export function useCaseCounts(filter: CaseFilterSelection) {
  return useQuery({
    queryKey: caseKeys.counts(filter),
    queryFn: ({ signal }) => postCaseCounts(filter, signal),
    placeholderData: keepPreviousData,
  });
}
