import { debriefSchema, type Debrief } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { caseKeys } from './case-keys.ts';
import { retryUnlessClientError } from './get-case-detail.ts';

/** GET /api/clinical-cases/:id/debrief: the latest finished attempt's debrief, or the one named by `attempt`. */
export function getDebrief(id: number, attempt: number | undefined, signal?: AbortSignal): Promise<Debrief> {
  return apiRequest(`/api/clinical-cases/${id}/debrief`, {
    query: attempt === undefined ? {} : { attempt },
    schema: debriefSchema,
    signal,
  });
}

/** Asked only once the case has a finished attempt (`enabled`). */
export const useDebrief = (id: number, attempt: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: caseKeys.debrief(id, attempt),
    queryFn: ({ signal }) => getDebrief(id, attempt, signal),
    retry: retryUnlessClientError,
    enabled,
  });
