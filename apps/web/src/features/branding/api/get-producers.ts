import type { ProducerListItem } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';

/**
 * First-paint call: typed by the contract but not parsed again here. The API validates this response against
 * the same contract schema before sending it, and skipping the second parse keeps zod out of the first paint.
 */
export function getProducers(signal?: AbortSignal): Promise<ProducerListItem[]> {
  return apiRequest<ProducerListItem[]>('/api/producers', { signal });
}
