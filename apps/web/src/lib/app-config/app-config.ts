import type { AppConfig } from '@members/contract';
import { apiRequest } from '../api/api-request.ts';
import { useResource, type ResourceState } from '../async/use-resource.ts';

/**
 * First-paint call: typed by the contract but not parsed again here. The API validates this response against
 * the same contract schema before sending it, and skipping the second parse keeps zod out of the first paint.
 */
export function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiRequest<AppConfig>('/api/app-config', { signal });
}

/** Runtime configuration of the web app (GET /api/app-config): fetched once per page load and shared. */
export function useAppConfig(): ResourceState<AppConfig> {
  return useResource('app-config', () => fetchAppConfig());
}
