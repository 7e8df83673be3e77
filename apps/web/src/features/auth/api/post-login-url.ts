import type { LoginResponse } from '@members/contract';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';
import { loginResponse } from './load-schema.ts';

/** POST /api/auth/url: spends the e-mailed link's one-time token; token and e-mail trimmed (spec §5, §7). */
export function postLoginUrl({ token, email }: { token: string; email: string }): Promise<LoginResponse> {
  return apiRequest('/api/auth/url', {
    method: 'POST',
    body: { token: token.trim(), email: email.trim() },
    schema: loginResponse(),
  });
}

export function useLoginUrlMutation() {
  return useAction({ mutationFn: postLoginUrl });
}
