import { searchResponseSchema, type SearchResponse } from '@members/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { lessonsPerPage } from '../search-terms.ts';

/** GET /api/search: the courses (up to 10) and one page of lessons matching `q` (2–120 characters). */
export function getSearch(q: string, page: number, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest('/api/search', {
    query: { q, page, per_page: lessonsPerPage },
    schema: searchResponseSchema,
    signal,
  });
}

/** Pages of lessons appended by "Carregar mais"; the courses come with the first page. */
export const searchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['user', 'search', 'all', q],
    queryFn: ({ pageParam, signal }) => getSearch(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ lessons }) => (lessons.page < lessons.total_pages ? lessons.page + 1 : undefined),
    // Coming back from a lesson shows the pages already loaded, without fetching them all again.
    staleTime: 5 * 60_000,
  });

/** The results for `q` (null: nothing to search); the previous query's stay on screen while the next loads. */
export function useSearchResults(q: string | null) {
  return useInfiniteQuery({ ...searchQueryOptions(q ?? ''), enabled: q !== null, placeholderData: keepPreviousData });
}
