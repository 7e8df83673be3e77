import type { AcceptedResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';

/** POST /api/auth/password-reset/request: always 202; `selfcheckout` words the e-mail for a buyer. */
export function postPasswordResetRequest(body: { email: string; selfcheckout?: boolean }): Promise<AcceptedResponse> {
  return apiRequest<AcceptedResponse>('/api/auth/password-reset/request', { method: 'POST', body });
}

export function usePasswordResetRequestMutation() {
  return useAction({ mutationFn: postPasswordResetRequest });
}
