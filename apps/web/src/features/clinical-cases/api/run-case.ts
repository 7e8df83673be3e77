import { caseDetailSchema, type CaseDetail } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

/** GET /api/clinical-cases/:id: the case as shown before starting (404 clinical_cases.not_found). */
export function getRunCase(caseId: number, signal?: AbortSignal): Promise<CaseDetail> {
  return apiRequest(`/api/clinical-cases/${caseId}`, { schema: caseDetailSchema, signal });
}

/** For the run's start panel; a 4xx is the answer (no such case for this learner). */
export const runCaseQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: ['user', 'clinical-cases', caseId, 'detail'] as const,
    queryFn: ({ signal }) => getRunCase(caseId, signal),
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
