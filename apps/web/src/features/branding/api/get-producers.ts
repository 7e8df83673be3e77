import { producerListSchema, type ProducerListItem } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export function getProducers(signal?: AbortSignal): Promise<ProducerListItem[]> {
  return apiRequest('/api/producers', { schema: producerListSchema, signal });
}

/** GET /api/producers (no token): the producers of this vertical. */
export function producersQueryOptions() {
  return queryOptions({
    queryKey: ['producers'],
    queryFn: ({ signal }) => getProducers(signal),
    staleTime: 5 * 60_000,
  });
}
