import type { AppConfig } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request.ts';

export const appConfigQueryKey = ['app-config'] as const;

/**
 * First-paint call: typed by the contract but not parsed again here. The API validates this response against
 * the same contract schema before sending it, and skipping the second parse keeps zod out of the first paint.
 */
export function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiRequest<AppConfig>('/api/app-config', { signal });
}

/** Runtime configuration of the web app (GET /api/app-config); fetched once per page load. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigQueryKey,
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: Infinity,
  });
}
