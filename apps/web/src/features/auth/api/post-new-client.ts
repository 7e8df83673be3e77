import type { LoginResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { loginResponse } from './load-schema.ts';
import type { PasswordResetBody } from './post-password-reset.ts';

/** POST /api/auth/new-client: a buyer's first access (password twice, terms accepted) → signed in. */
export function postNewClient(body: PasswordResetBody & { aceite_termo: true }): Promise<LoginResponse> {
  return apiRequest('/api/auth/new-client', { method: 'POST', body, schema: loginResponse() });
}

export function useNewClientMutation() {
  return useAction({ mutationFn: postNewClient });
}
