import { caseDetailSchema, type CaseDetail } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { caseKeys } from './case-keys.ts';

/** A 4xx is the answer (no such case for this learner): asking again changes nothing. */
export const retryUnlessClientError = (failures: number, error: unknown) =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** GET /api/clinical-cases/:id: the case before starting, with the learner's attempts (404 clinical_cases.not_found). */
export function getCaseDetail(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  return apiRequest(`/api/clinical-cases/${id}`, { schema: caseDetailSchema, signal });
}

export const useCaseDetail = (id: number) =>
  useQuery({
    queryKey: caseKeys.detail(id),
    queryFn: ({ signal }) => getCaseDetail(id, signal),
    retry: retryUnlessClientError,
  });
