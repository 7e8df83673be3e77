import type { UserCourseProgressItem } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/user/courses: the courses the learner started, the most recent first. */
export async function getUserCourses(signal?: AbortSignal): Promise<UserCourseProgressItem[]> {
  const { results } = await apiRequest<{ results: UserCourseProgressItem[] }>('/api/user/courses', { signal });
  return results;
}

/** Same key as the home page's call: one request serves both. */
export const userCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'courses', 'progress'], queryFn: ({ signal }) => getUserCourses(signal) });

export function useUserCourses() {
  return useQuery(userCoursesQueryOptions());
}
