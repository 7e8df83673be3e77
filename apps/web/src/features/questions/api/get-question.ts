import { questionDetailSchema, type SessionQuestion } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** GET /api/questions/:id: one question of the bank and the learner's latest answer to it (or null). */
function getQuestion(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/questions/${id}`, { schema: questionDetailSchema, signal });
}

/** The question as the player's one and only position (1 of 1), so the player's stage shows it unchanged. */
export async function getQuestionAsPosition(id: number, signal?: AbortSignal): Promise<SessionQuestion> {
  return { position: 1, total: 1, ...(await getQuestion(id, signal)) };
}
