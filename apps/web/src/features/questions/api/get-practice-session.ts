import { practiceSessionSchema } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/questions/practice-sessions/:id: the session with every position's state. */
export function getPracticeSession(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/questions/practice-sessions/${id}`, { schema: practiceSessionSchema, signal });
}

export const practiceSessionQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionKeys.practiceSession(id), queryFn: ({ signal }) => getPracticeSession(id, signal) });
