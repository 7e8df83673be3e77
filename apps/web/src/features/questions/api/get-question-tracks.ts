import { questionTrackListSchema } from '@members/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/question-tracks: the producer's tracks with the learner's progress. */
export function getQuestionTracks(signal?: AbortSignal) {
  return apiRequest('/api/question-tracks', { schema: questionTrackListSchema, signal });
}

export function useQuestionTracks() {
  return useQuery({ queryKey: questionKeys.tracks(), queryFn: ({ signal }) => getQuestionTracks(signal) });
}
