import { practiceSessionSchema } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/questions/practice-sessions/:id: the session with every position's state. */
export function getPracticeSession(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/questions/practice-sessions/${id}`, { schema: practiceSessionSchema, signal });
}
