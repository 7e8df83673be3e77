import { questionCountsResponseSchema, type QuestionCounts, type QuestionStatusFilter } from '@members/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { questionKeys } from './query-keys.ts';

export interface FilterSelection {
  /** The top-most ticked category ids, of every type. */
  categories: number[];
  status: QuestionStatusFilter[];
}

/** POST /api/questions/counts: every node's count given the other ticks, the status counts and the total. */
export function postQuestionCounts(filter: FilterSelection, signal?: AbortSignal): Promise<QuestionCounts> {
  return apiRequest('/api/questions/counts', {
    method: 'POST',
    body: filter,
    schema: questionCountsResponseSchema,
    signal,
  });
}

/**
 * The live counts of a (debounced) filter. A new filter makes the previous request's query unused, so TanStack
 * Query aborts it (its signal was passed on); an answer that still arrives lands under its own key and is
 * never shown for the new filter. The previous counts stay on screen while the new ones load.
 */
export function useQuestionCounts(filter: FilterSelection) {
  return useQuery({
    queryKey: questionKeys.counts(filter.categories, filter.status),
    queryFn: ({ signal }) => postQuestionCounts(filter, signal),
    placeholderData: keepPreviousData,
  });
}
