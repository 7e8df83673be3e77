import { simuladoListSchema, type SimuladoSummary } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export const simuladosKey = () => ['user', 'simulados'] as const;

/** GET /api/simulados: the producer's simulados with their state and the learner's attempt. */
export function getSimulados(signal?: AbortSignal): Promise<SimuladoSummary[]> {
  return apiRequest('/api/simulados', { schema: simuladoListSchema, signal });
}

export const simuladosQueryOptions = () =>
  queryOptions({
    queryKey: simuladosKey(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getSimulados(signal),
  });

export function useSimulados() {
  return useQuery(simuladosQueryOptions());
}
