import type { LoginResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { loginResponse } from './load-schema.ts';

export interface PasswordResetBody {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/auth/password-reset: the e-mailed one-time token and the new password twice → signed in. */
export function postPasswordReset(body: PasswordResetBody): Promise<LoginResponse> {
  return apiRequest('/api/auth/password-reset', { method: 'POST', body, schema: loginResponse() });
}

export function usePasswordResetMutation() {
  return useAction({ mutationFn: postPasswordReset });
}
