import { courseSearchResponseSchema, type CourseSearchResponse } from '@members/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { lessonsPerPage } from '../search-terms.ts';

/** GET /api/courses/:uuid/search: one page of the course's lessons matching `q`. */
export function getCourseSearch(
  courseUuid: string,
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<CourseSearchResponse> {
  return apiRequest(`/api/courses/${encodeURIComponent(courseUuid)}/search`, {
    query: { q, page, per_page: lessonsPerPage },
    schema: courseSearchResponseSchema,
    signal,
  });
}

export const courseSearchQueryOptions = (courseUuid: string, q: string) =>
  infiniteQueryOptions({
    queryKey: ['user', 'search', 'course', courseUuid, q],
    queryFn: ({ pageParam, signal }) => getCourseSearch(courseUuid, q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ lessons }) => (lessons.page < lessons.total_pages ? lessons.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export function useCourseSearchResults(courseUuid: string, q: string | null) {
  return useInfiniteQuery({
    ...courseSearchQueryOptions(courseUuid, q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
