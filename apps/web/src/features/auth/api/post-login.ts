import type { LoginRequest, LoginResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { loginResponse } from './load-schema.ts';

/** POST /api/auth/login: 401 auth.invalid_credentials, 429 auth.too_many_attempts (Retry-After). */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: loginResponse() });
}

export function useLoginMutation() {
  return useAction({ mutationFn: postLogin });
}
