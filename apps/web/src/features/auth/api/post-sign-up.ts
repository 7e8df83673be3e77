import type { AcceptedResponse, signUpRequestSchema } from '@members/contract';
import type { output } from 'zod';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { acceptedResponse } from './load-schema.ts';

export type SignUpBody = output<typeof signUpRequestSchema>;

/** POST /api/auth/create: always 202 (no account enumeration); a 6-digit code goes to the e-mail. */
export function postSignUp(body: SignUpBody): Promise<AcceptedResponse> {
  return apiRequest('/api/auth/create', { method: 'POST', body, schema: acceptedResponse() });
}

export function useSignUpMutation() {
  return useAction({ mutationFn: postSignUp });
}
