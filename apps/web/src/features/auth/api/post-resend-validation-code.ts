import type { AcceptedResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { acceptedResponse } from './load-schema.ts';

/** POST /api/auth/user-validation/resend: 202; 429 when asked again within 60 s. */
export function postResendValidationCode(body: { email: string }): Promise<AcceptedResponse> {
  return apiRequest('/api/auth/user-validation/resend', { method: 'POST', body, schema: acceptedResponse() });
}

export function useResendValidationCodeMutation() {
  return useAction({ mutationFn: postResendValidationCode });
}
