import { sessionQuestionSchema } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/questions/practice-sessions/:id/questions/:position: the question there and the learner's answer. */
export function getPracticeQuestion(id: number, position: number, signal?: AbortSignal) {
  return apiRequest(`/api/questions/practice-sessions/${id}/questions/${position}`, {
    schema: sessionQuestionSchema,
    signal,
  });
}
