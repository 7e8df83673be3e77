import { runStateSchema, type RunState } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

/** The run of a case (the attempt in progress), under the learner's cases. */
export const runKey = (caseId: number) => ['user', 'clinical-cases', caseId, 'run'] as const;

/** GET /api/clinical-cases/:id/run: the attempt in progress (404 clinical_cases.attempt_not_found: none). */
export function getRun(caseId: number, signal?: AbortSignal): Promise<RunState> {
  return apiRequest(`/api/clinical-cases/${caseId}/run`, { schema: runStateSchema, signal });
}

/**
 * Always asked again on opening (another device may have moved on), never retried on a 4xx (the answer: no
 * attempt, or no such case).
 */
export const runQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: runKey(caseId),
    queryFn: ({ signal }) => getRun(caseId, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

/**
 * POST /api/clinical-cases/:id/attempts: resumes the attempt in progress (200) or starts one (201). Sent directly,
 * not through the outbox: it has no key to deduplicate by, and a start queued offline and sent later (after a
 * finish, say) would open a practice attempt nobody asked for; the learner clicks "Começar" again instead.
 */
export function startRun(caseId: number): Promise<RunState> {
  return apiRequest(`/api/clinical-cases/${caseId}/attempts`, { method: 'POST', schema: runStateSchema });
}
