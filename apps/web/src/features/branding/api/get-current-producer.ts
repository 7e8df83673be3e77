import { currentProducerResponseSchema, type ProducerBranding } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

export async function getCurrentProducer(origin: string, signal?: AbortSignal): Promise<ProducerBranding | null> {
  const response = await apiRequest('/api/producers/current', {
    query: { origin },
    schema: currentProducerResponseSchema,
    signal,
  });
  return response.produtor;
}

/** GET /api/producers/current?origin=: full branding of the producer whose member-area URL has that origin. */
export function currentProducerQueryOptions(origin: string) {
  return queryOptions({
    queryKey: ['producers', 'current', origin],
    queryFn: ({ signal }) => getCurrentProducer(origin, signal),
    staleTime: 5 * 60_000,
  });
}
