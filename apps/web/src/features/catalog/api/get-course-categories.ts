import { categoryListResponseSchema, type ContentType, type CourseCategory } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { courseKeys } from '../../../lib/queries/courses.ts';

export type CategoryWithTotal = CourseCategory & { total: number };

/** GET /api/courses/categories?type=: the categories with at least one course of the kind. */
export async function getCourseCategories(type: ContentType, signal?: AbortSignal): Promise<CategoryWithTotal[]> {
  const { results } = await apiRequest('/api/courses/categories', {
    query: { type },
    schema: categoryListResponseSchema,
    signal,
  });
  return results;
}

export const courseCategoriesQueryOptions = (type: ContentType) =>
  queryOptions({
    queryKey: courseKeys.categories(type),
    queryFn: ({ signal }) => getCourseCategories(type, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCourseCategories(type: ContentType) {
  return useQuery(courseCategoriesQueryOptions(type));
}
