import { decksResponseSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/decks: today's counts, the streak, the subject decks and the lessons' tracks. */
export function getDecks(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/decks', { schema: decksResponseSchema, signal });
}

export const decksQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.decks(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getDecks(signal),
  });

export function useDecks() {
  return useQuery(decksQueryOptions());
}
