import { flashcardSettingsSchema, type FlashcardSettingsInput } from '@members/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/settings: retention, daily limits, days off, and whether FSRS is personalised. */
export function getSettings(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/settings', { schema: flashcardSettingsSchema, signal });
}

export const flashcardSettingsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.settings(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useFlashcardSettings() {
  return useQuery(flashcardSettingsQueryOptions());
}

/** PUT /api/flashcards/settings: the whole form; the answer is the stored settings. */
export function putSettings(input: FlashcardSettingsInput) {
  return apiRequest('/api/flashcards/settings', { method: 'PUT', body: input, schema: flashcardSettingsSchema });
}

/** Saves the settings; the new limits and days off change today's counts and the forecast, so those refetch. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (saved) => {
      client.setQueryData(homeKeys.settings(), saved);
      void client.invalidateQueries({ queryKey: homeKeys.all });
    },
  });
}
