import { sessionQuestionSchema } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/question-tracks/:id/questions/:position: the question there and the learner's answer. */
export function getTrackQuestion(id: number, position: number, signal?: AbortSignal) {
  return apiRequest(`/api/question-tracks/${id}/questions/${position}`, { schema: sessionQuestionSchema, signal });
}

export const trackQuestionQueryOptions = (id: number, position: number) =>
  queryOptions({
    queryKey: questionKeys.trackQuestion(id, position),
    queryFn: ({ signal }) => getTrackQuestion(id, position, signal),
  });
