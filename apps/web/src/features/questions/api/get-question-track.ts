import { questionTrackSchema } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/question-tracks/:id: the track, the learner's progress and every position's state. */
export function getQuestionTrack(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/question-tracks/${id}`, { schema: questionTrackSchema, signal });
}

export const questionTrackQueryOptions = (id: number) =>
  queryOptions({ queryKey: questionKeys.track(id), queryFn: ({ signal }) => getQuestionTrack(id, signal) });
