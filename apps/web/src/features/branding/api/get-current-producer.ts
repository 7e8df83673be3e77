import type { CurrentProducerResponse, ProducerBranding } from '@members/contract';
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
