import { sessionQuestionSchema } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/question-tracks/:id/questions/:position: the question there and the learner's answer. */
export function getTrackQuestion(id: number, position: number, signal?: AbortSignal) {
  return apiRequest(`/api/question-tracks/${id}/questions/${position}`, { schema: sessionQuestionSchema, signal });
}
