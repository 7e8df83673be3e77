import { appConfigSchema, type AppConfig } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request.ts';

export const appConfigQueryKey = ['app-config'] as const;

export function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiRequest('/api/app-config', { schema: appConfigSchema, signal });
}

/** Runtime configuration of the web app (GET /api/app-config); fetched once per page load. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigQueryKey,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: Infinity,
  });
}
