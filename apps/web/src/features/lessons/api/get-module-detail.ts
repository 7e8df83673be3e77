import { moduleDetailSchema, type ModuleDetail } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** The module page's data is the learner's: its key starts with 'user' (cleared on sign-in). */
export const moduleDetailKey = (courseUuid: string, moduleId: number) =>
  ['user', 'courses', courseUuid, 'modules', moduleId] as const;
export type ModuleDetailKey = ReturnType<typeof moduleDetailKey>;

/** GET /api/courses/:uuid/modules/:moduleId: the course, the module, its lessons with the learner's state. */
export function getModuleDetail(courseUuid: string, moduleId: number, signal?: AbortSignal): Promise<ModuleDetail> {
  const path = `/api/courses/${encodeURIComponent(courseUuid)}/modules/${moduleId}`;
  return apiRequest(path, { schema: moduleDetailSchema, signal });
}

export const moduleDetailQueryOptions = (courseUuid: string, moduleId: number) =>
  queryOptions({
    queryKey: moduleDetailKey(courseUuid, moduleId),
    queryFn: ({ signal }) => getModuleDetail(courseUuid, moduleId, signal),
  });

export function useModuleDetail(courseUuid: string, moduleId: number) {
  return useQuery(moduleDetailQueryOptions(courseUuid, moduleId));
}
