import { moduleDetailSchema, type ModuleDetail } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { courseKeys } from '../../../lib/queries/courses.ts';

/** GET /api/courses/:uuid/modules/:moduleId: the course, the module, its lessons with the learner's state. */
export function getModuleDetail(courseUuid: string, moduleId: number, signal?: AbortSignal): Promise<ModuleDetail> {
  const path = `/api/courses/${encodeURIComponent(courseUuid)}/modules/${moduleId}`;
  return apiRequest(path, { schema: moduleDetailSchema, signal });
}

export const moduleDetailQueryOptions = (courseUuid: string, moduleId: number) =>
  queryOptions({
    // The learner's data: under courseKeys, whose keys start with 'user' (cleared on sign-in).
    queryKey: courseKeys.module(courseUuid, moduleId),
    queryFn: ({ signal }) => getModuleDetail(courseUuid, moduleId, signal),
  });

export function useModuleDetail(courseUuid: string, moduleId: number) {
  return useQuery(moduleDetailQueryOptions(courseUuid, moduleId));
}
