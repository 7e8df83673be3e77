import type { CurrentProducerResponse, ProducerBranding } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/**
 * First-paint call (branding): typed by the contract but not parsed again here. The API validates this response against
 * the same contract schema before sending it, and skipping the second parse keeps zod out of the first paint.
 */
export async function getCurrentProducer(origin: string, signal?: AbortSignal): Promise<ProducerBranding | null> {
  const response = await apiRequest<CurrentProducerResponse>('/api/producers/current', {
    query: { origin },
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
