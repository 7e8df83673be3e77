import type { AcceptedResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { acceptedResponse } from './load-schema.ts';

/** POST /api/auth/login-link: always 202; the e-mail links to /auth/login?token=…&email=…. */
export function postLoginLink(body: { email: string }): Promise<AcceptedResponse> {
  return apiRequest('/api/auth/login-link', { method: 'POST', body, schema: acceptedResponse() });
}

export function useLoginLinkMutation() {
  return useAction({ mutationFn: postLoginLink });
}
