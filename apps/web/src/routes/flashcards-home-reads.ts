import type { QueryClient } from '@tanstack/react-query';
import { decksQueryOptions } from '../features/flashcards/api/get-decks.ts';
import { errorNotebookQueryOptions } from '../features/flashcards/api/get-errors.ts';
import { flashcardStatsQueryOptions } from '../features/flashcards/api/get-stats.ts';
import { flashcardSettingsQueryOptions } from '../features/flashcards/api/settings.ts';

/**
 * /flashcards' reads, all at once (app/route-tree/prefetch-reads.ts): the decks, and what the page asks for
 * only once the decks are in (the error notebook, the statistics, the settings).
 */
export function prefetch(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(decksQueryOptions());
  void queryClient.prefetchQuery(errorNotebookQueryOptions());
  void queryClient.prefetchQuery(flashcardStatsQueryOptions());
  void queryClient.prefetchQuery(flashcardSettingsQueryOptions());
}
