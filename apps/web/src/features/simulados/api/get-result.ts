import { simuladoResultSchema, type SimuladoResult } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export const resultKey = (id: number) => ['user', 'simulados', id, 'result'] as const;

/** GET /api/simulados/:id/result: score, ranking among the takers, by subject, every question (409 before submission). */
export function getResult(id: number, signal?: AbortSignal): Promise<SimuladoResult> {
  return apiRequest(`/api/simulados/${id}/result`, { schema: simuladoResultSchema, signal });
}

/**
 * How long a result is shown without asking for it again. Once handed in, only the other takers' hand-ins (the
 * ranking) and the key's release change it: the result the submission answered opens the result page as it is,
 * rather than with a second request at the moment a whole simulado's takers hand in (issue 19's night).
 */
export const resultFreshMs = 30_000;

export const resultQueryOptions = (id: number) =>
  queryOptions({ queryKey: resultKey(id), queryFn: ({ signal }) => getResult(id, signal), staleTime: resultFreshMs });

export function useResult(id: number, enabled: boolean) {
  return useQuery({ ...resultQueryOptions(id), enabled });
}
