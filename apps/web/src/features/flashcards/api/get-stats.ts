import { flashcardStatsSchema } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/stats: the 30-day forecast, the heatmap, the retention by subject and overall. */
export function getStats(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/stats', { schema: flashcardStatsSchema, signal });
}

export function useFlashcardStats() {
  return useQuery({ queryKey: homeKeys.stats(), queryFn: ({ signal }) => getStats(signal) });
}
