import type { ContentType, CourseListResponse } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** The parameters of GET /api/courses (contract: courseListQuerySchema). */
export interface CourseListParams {
  type?: ContentType;
  /** A category slug, or its number. */
  category?: string;
  q?: string;
  page: number;
  per_page: number;
}

/** GET /api/courses: a page of courses (kind, category, text filters), accessible ones first. */
export function getCourses(query: CourseListParams, signal?: AbortSignal): Promise<CourseListResponse> {
  return apiRequest<CourseListResponse>('/api/courses', { query: { ...query }, signal });
}

const sameFilters = (a: CourseListParams, b: unknown) => {
  const other = b as CourseListParams | undefined;
  return other !== undefined && a.type === other.type && a.category === other.category && a.q === other.q;
};

/** Learner data (access, progress): the key starts with 'user', cleared on sign-in. */
export const coursesQueryOptions = (query: CourseListParams) =>
  queryOptions({
    queryKey: ['user', 'courses', 'list', query],
    queryFn: ({ signal }) => getCourses(query, signal),
    // Paging keeps the previous page on screen until the next arrives; other filters start over.
    placeholderData: (previous, previousQuery) => (previous && sameFilters(query, previousQuery?.queryKey[3]) ? previous : undefined),
  });

export function useCourses(query: CourseListParams) {
  return useQuery(coursesQueryOptions(query));
}
