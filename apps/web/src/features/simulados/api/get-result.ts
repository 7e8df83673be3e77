import { simuladoResultSchema, type SimuladoResult } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export const resultKey = (id: number) => ['user', 'simulados', id, 'result'] as const;

/** GET /api/simulados/:id/result: score, ranking among the takers, by subject, every question (409 before submission). */
export function getResult(id: number, signal?: AbortSignal): Promise<SimuladoResult> {
  return apiRequest(`/api/simulados/${id}/result`, { schema: simuladoResultSchema, signal });
}

export const resultQueryOptions = (id: number) =>
  queryOptions({ queryKey: resultKey(id), queryFn: ({ signal }) => getResult(id, signal) });

export function useResult(id: number, enabled: boolean) {
  return useQuery({ ...resultQueryOptions(id), enabled });
}
