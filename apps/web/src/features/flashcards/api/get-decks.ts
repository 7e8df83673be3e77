import { decksResponseSchema } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/decks: today's counts, the streak, the subject decks and the lessons' tracks. */
export function getDecks(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/decks', { schema: decksResponseSchema, signal });
}

export function useDecks() {
  return useQuery({ queryKey: homeKeys.decks(), queryFn: ({ signal }) => getDecks(signal) });
}
