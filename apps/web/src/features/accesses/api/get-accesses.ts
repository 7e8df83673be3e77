import { accessListResponseSchema, type AccessItem } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/user/acessos: the learner's purchases, grants and freemium, with their dates. */
export async function getAccesses(signal?: AbortSignal): Promise<AccessItem[]> {
  const { acessos } = await apiRequest('/api/user/acessos', { schema: accessListResponseSchema, signal });
  return acessos;
}

export const accessesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'acessos'], queryFn: ({ signal }) => getAccesses(signal) });

export function useAccesses() {
  return useQuery(accessesQueryOptions());
}
