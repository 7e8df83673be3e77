import { flashcardStatsSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/stats: the 30-day forecast, the heatmap, the retention by subject and overall. */
export function getStats(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/stats', { schema: flashcardStatsSchema, signal });
}

export const flashcardStatsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.stats(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getStats(signal),
  });

export function useFlashcardStats() {
  return useQuery(flashcardStatsQueryOptions());
}
