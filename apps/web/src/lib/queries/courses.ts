import type { ContentType, CourseDetail, CourseListResponse, UserCourseProgressItem } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { apiRequest } from '../api/api-request.ts';

/**
 * The one home of course reads (catalog, home, search share them): one key factory, so one request and one
 * cache entry serve every page that shows the same course. Learner data (access, progress): every key starts
 * with 'user', cleared on sign-in.
 *
 * Answers not parsed with the contract's schemas (courseListResponseSchema, courseDetailSchema,
 * userCourseProgressResponseSchema) on purpose, for now: /courses and the home are first-paint pages (140 KB of
 * gzip JS) and these reads sit in their chunks, which zod would join; parsing them with `zod/mini` (or a schema
 * loaded after the first paint, as lib/forms/form-schemas does) is the next step.
 */
export const courseKeys = {
  all: ['user', 'courses'] as const,
  list: (params: CourseListParams) => [...courseKeys.all, 'list', params] as const,
  detail: (uuid: string) => [...courseKeys.all, 'detail', uuid] as const,
  progress: () => [...courseKeys.all, 'progress'] as const,
  categories: (type: ContentType) => [...courseKeys.all, 'categories', type] as const,
  /** A module page's data (features/lessons): the course, the module, its lessons with the learner's state. */
  module: (courseUuid: string, moduleId: number) => [...courseKeys.all, 'module', courseUuid, moduleId] as const,
};

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

export const coursesQueryOptions = (query: CourseListParams) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    // Paging keeps the previous page on screen until the next arrives; other filters start over.
    placeholderData: (previous, previousQuery) =>
      previous && sameFilters(query, previousQuery?.queryKey[3]) ? previous : undefined,
  });

export function useCourses(query: CourseListParams) {
  return useQuery(coursesQueryOptions(query));
}

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
    queryKey: courseKeys.detail(uuid),
    queryFn: ({ signal }) => getCourse(uuid, signal),
    retry: (failures, error) => !isMissingCourse(error) && failures < 1,
  });

export function useCourse(uuid: string) {
  return useQuery(courseQueryOptions(uuid));
}

/** The course's name alone (the module search's "Buscar em {curso}"), from the same cache entry as its page. */
export function useCourseName(uuid: string) {
  return useQuery({ ...courseQueryOptions(uuid), select: (course) => course.name });
}

/** GET /api/user/courses: the courses the learner started, the most recent first. */
export async function getUserCourses(signal?: AbortSignal): Promise<UserCourseProgressItem[]> {
  const { results } = await apiRequest<{ results: UserCourseProgressItem[] }>('/api/user/courses', { signal });
  return results;
}

export const userCoursesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.progress(), queryFn: ({ signal }) => getUserCourses(signal) });

export function useUserCourses() {
  return useQuery(userCoursesQueryOptions());
}
