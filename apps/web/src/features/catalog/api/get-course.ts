import type { CourseDetail } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/courses/:uuid: the course with its modules, handouts and the learner's progress. */
export function getCourse(uuid: string, signal?: AbortSignal): Promise<CourseDetail> {
  return apiRequest<CourseDetail>(`/api/courses/${encodeURIComponent(uuid)}`, { signal });
}

/** 404 (or a malformed id: 400, 422) means "no such course": not worth a retry. */
export function isMissingCourse(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 422);
}

export const courseQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['user', 'courses', 'detail', uuid],
    queryFn: ({ signal }) => getCourse(uuid, signal),
    retry: (failures, error) => !isMissingCourse(error) && failures < 1,
  });

export function useCourse(uuid: string) {
  return useQuery(courseQueryOptions(uuid));
}
