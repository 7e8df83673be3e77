import { getRouteApi } from '@tanstack/react-router';
import { useShell } from '../app/shell-context.ts';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { applyFailedLogin } from '../features/session/apply-login-response.ts';
import { safeRedirect } from './safe-redirect.ts';
import { afterLoginPath, useSignedIn } from './use-signed-in.ts';

const route = getRouteApi('/shell/auth/newLogin');

/** /auth/newLogin: the login screen; success goes to `redirect` (an internal path) or /courses. */
export function NewLoginRoute() {
  const { producer } = useShell();
  const { redirect } = route.useSearch();
  const signedIn = useSignedIn();
  return (
    <LoginPage
      titleHome={producer?.app_title_home}
      onSignedIn={(response) => signedIn(response, safeRedirect(redirect, afterLoginPath))}
      onFailed={applyFailedLogin}
    />
  );
}
