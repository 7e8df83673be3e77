import { queueResponseSchema } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import type { StudyFilter } from './study-filter.ts';

/** Items asked for at a time: the session asks again as it runs low. */
export const queueBatchSize = 20;

/** GET /api/flashcards/queue: the next items due (cards and missed questions mixed), with each rating's interval. */
export function getQueue(filter: StudyFilter, signal?: AbortSignal) {
  return apiRequest('/api/flashcards/queue', {
    query: { deck: filter.deck, trilha: filter.trilha, erros: filter.erros, limit: queueBatchSize },
    schema: queueResponseSchema,
    signal,
  });
}

/** The session's first batch: read once per visit (the session then keeps its own list). */
export const queueQueryOptions = (filter: StudyFilter) =>
  queryOptions({
    queryKey: ['user', 'flashcards', 'queue', filter] as const,
    queryFn: ({ signal }) => getQueue(filter, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
