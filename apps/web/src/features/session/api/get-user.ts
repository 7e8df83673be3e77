import type { CurrentUserResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/**
 * GET /api/user: the session's user, with its freemium and paid access as they are now. Not parsed again here: every signed-in first paint refreshes the user, and
 * zod would join the entry chunk; the API validates this answer with userResponseSchema before sending it.
 */
export function getUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return apiRequest<CurrentUserResponse>('/api/user', { signal });
}
