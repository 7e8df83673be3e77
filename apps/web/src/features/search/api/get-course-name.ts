import type { CourseDetail } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/courses/:uuid, for the module search's title ("Buscar em {curso}"). */
export async function getCourseName(courseUuid: string, signal?: AbortSignal): Promise<string> {
  const course = await apiRequest<Pick<CourseDetail, 'name'>>(`/api/courses/${encodeURIComponent(courseUuid)}`, { signal });
  return course.name;
}

export const courseNameQueryOptions = (courseUuid: string) =>
  queryOptions({
    queryKey: ['user', 'search', 'course-name', courseUuid],
    queryFn: ({ signal }) => getCourseName(courseUuid, signal),
    staleTime: 10 * 60_000,
  });

export function useCourseName(courseUuid: string) {
  return useQuery(courseNameQueryOptions(courseUuid));
}
