import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../lib/api/api-error.ts';

export const authErrorPath = '/erros/auth';

/**
 * Spec §8: a page whose own call throws a 401 sends the learner to /erros/auth. (The API client has already
 * saved the loggedOut marker, removed the user cookie and asked for the simultaneous-access modal.)
 */
export function useRedirectOnUnauthorized(error: unknown): void {
  const navigate = useNavigate();
  const unauthorized = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (unauthorized) void navigate({ to: authErrorPath, replace: true });
  }, [unauthorized, navigate]);
}
