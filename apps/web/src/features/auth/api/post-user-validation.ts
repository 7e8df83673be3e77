import type { LoginResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { loginResponse } from './load-schema.ts';

/** POST /api/auth/user-validation: the e-mailed 6-digit code confirms the account and signs in. */
export function postUserValidation(body: { email: string; code: string }): Promise<LoginResponse> {
  return apiRequest('/api/auth/user-validation', { method: 'POST', body, schema: loginResponse() });
}

export function useUserValidationMutation() {
  return useAction({ mutationFn: postUserValidation });
}
