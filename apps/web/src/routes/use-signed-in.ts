import type { LoginResponse } from '@members/contract';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { applyLoginResponse } from '../features/session/apply-login-response.ts';

/** Where every way in lands (spec §4, §7). */
export const afterLoginPath = '/courses';

/**
 * A successful password, link, reset, first-access or sign-up login: store the session (security false),
 * then go to `to` (default /courses). Sign-up also clears the loggedOut marker (spec §4).
 */
export function useSignedIn(options: { signUp?: boolean } = {}) {
  const navigate = useNavigate();
  const signUp = options.signUp ?? false;
  return useCallback(
    (response: LoginResponse, to: string = afterLoginPath) => {
      applyLoginResponse(response, { security: false, clearLoggedOutMarker: signUp });
      void navigate({ href: to, replace: true });
    },
    [navigate, signUp],
  );
}
