import { questionTrackListSchema } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

/** GET /api/question-tracks: the producer's tracks with the learner's progress. */
export function getQuestionTracks(signal?: AbortSignal) {
  return apiRequest('/api/question-tracks', { schema: questionTrackListSchema, signal });
}

export const questionTracksQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.tracks(),
    // Read by the route's loader just before the page mounts (app/route-tree/prefetch-reads.ts): not again.
    staleTime: 5_000,
    queryFn: ({ signal }) => getQuestionTracks(signal),
  });

export function useQuestionTracks() {
  return useQuery(questionTracksQueryOptions());
}
