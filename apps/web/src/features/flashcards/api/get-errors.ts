import { errorNotebookSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { homeKeys } from './home-keys.ts';

/** GET /api/flashcards/errors: the error notebook, newest miss first. */
export function getErrorNotebook(signal?: AbortSignal) {
  return apiRequest('/api/flashcards/errors', { schema: errorNotebookSchema, signal });
}

export const errorNotebookQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.errors(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getErrorNotebook(signal),
  });

export function useErrorNotebook() {
  return useQuery(errorNotebookQueryOptions());
}
