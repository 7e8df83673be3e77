import { attemptSchema, type Attempt } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

export const attemptKey = (id: number) => ['user', 'simulados', id, 'attempt'] as const;

/** GET /api/simulados/:id/attempt: the attempt with its deadline and the server's clock (404 attempt_not_started). */
export function getAttempt(id: number, signal?: AbortSignal): Promise<Attempt> {
  return apiRequest(`/api/simulados/${id}/attempt`, { schema: attemptSchema, signal });
}

/** Never served from cache: the countdown needs a fresh `server_now`. A 4xx is the answer, not worth a retry. */
export const attemptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: attemptKey(id),
    queryFn: ({ signal }) => getAttempt(id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });

export function useAttempt(id: number) {
  return useQuery(attemptQueryOptions(id));
}
