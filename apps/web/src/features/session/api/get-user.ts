import type { UserResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/user: the session's user. */
export function getUser(signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/api/user', { signal });
}
