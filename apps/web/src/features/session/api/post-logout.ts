import { apiRequest } from '../../../lib/api/api-request.ts';

/** POST /api/auth/logout (no body, 204): revokes this session on the server. */
export function postLogout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}
