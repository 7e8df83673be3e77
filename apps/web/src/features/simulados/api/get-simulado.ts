import { simuladoDetailSchema, type SimuladoDetail } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export const simuladoKey = (id: number) => ['user', 'simulados', id] as const;

/** GET /api/simulados/:id: the rules, window, subjects and the learner's attempt. */
export function getSimulado(id: number, signal?: AbortSignal): Promise<SimuladoDetail> {
  return apiRequest(`/api/simulados/${id}`, { schema: simuladoDetailSchema, signal });
}

export const simuladoQueryOptions = (id: number) =>
  queryOptions({ queryKey: simuladoKey(id), queryFn: ({ signal }) => getSimulado(id, signal) });

export function useSimulado(id: number) {
  return useQuery(simuladoQueryOptions(id));
}
