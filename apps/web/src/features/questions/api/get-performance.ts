import { performanceSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

export const performanceDays = 30;

/** GET /api/questions/performance?days=N: answered, correct, by subject and by day. */
export function getPerformance(days: number, signal?: AbortSignal) {
  return apiRequest('/api/questions/performance', { query: { days }, schema: performanceSchema, signal });
}

export const performanceQueryOptions = (days = performanceDays) =>
  queryOptions({
    queryKey: questionKeys.performance(days),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getPerformance(days, signal),
  });

export function usePerformance(days = performanceDays) {
  return useQuery(performanceQueryOptions(days));
}
