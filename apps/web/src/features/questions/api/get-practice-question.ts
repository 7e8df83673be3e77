import { sessionQuestionSchema } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/questions/practice-sessions/:id/questions/:position: the question there and the learner's answer. */
export function getPracticeQuestion(id: number, position: number, signal?: AbortSignal) {
  return apiRequest(`/api/questions/practice-sessions/${id}/questions/${position}`, {
    schema: sessionQuestionSchema,
    signal,
  });
}

export const practiceQuestionQueryOptions = (id: number, position: number) =>
  queryOptions({
    queryKey: questionKeys.practiceQuestion(id, position),
    queryFn: ({ signal }) => getPracticeQuestion(id, position, signal),
  });
