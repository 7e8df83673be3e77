import type { AcceptedResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { acceptedResponse } from './load-schema.ts';

/** POST /api/auth/password-reset/request: always 202; `selfcheckout` words the e-mail for a buyer. */
export function postPasswordResetRequest(body: { email: string; selfcheckout?: boolean }): Promise<AcceptedResponse> {
  return apiRequest('/api/auth/password-reset/request', { method: 'POST', body, schema: acceptedResponse() });
}

export function usePasswordResetRequestMutation() {
  return useAction({ mutationFn: postPasswordResetRequest });
}
