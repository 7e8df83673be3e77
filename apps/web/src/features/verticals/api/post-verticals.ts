import { userVerticalListSchema, type UserVertical } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** POST /api/user/verticais: the verticals where the learner's e-mail has an account; empty on failure (spec §7). */
export async function postVerticals(signal?: AbortSignal): Promise<UserVertical[]> {
  try {
    return await apiRequest('/api/user/verticais', { method: 'POST', schema: userVerticalListSchema, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[verticals] could not list the other verticals', error);
    return [];
  }
}

export const verticalsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['user', 'verticais'],
    queryFn: ({ signal }) => postVerticals(signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });

export function useVerticals(enabled: boolean) {
  return useQuery(verticalsQueryOptions(enabled));
}
