import { getRouteApi } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

const resetRoute = getRouteApi('/shell/auth/password-reset');
const selfcheckoutRoute = getRouteApi('/shell/auth/password-reset-selfcheckout');

function PasswordReset({ token, selfcheckout }: { token: string | undefined; selfcheckout: boolean }) {
  const signedIn = useSignedIn();
  return (
    <PasswordResetPage
      token={token?.trim() || undefined}
      selfcheckout={selfcheckout}
      onSignedIn={(response) => signedIn(response)}
    />
  );
}

/** /auth/password-reset(?token=…): ask for the link, then a new password → /courses. */
export function PasswordResetRoute() {
  return <PasswordReset token={resetRoute.useSearch().token} selfcheckout={false} />;
}

/** /auth/password-reset-selfcheckout(?token=…): the same, worded for a buyer's first password. */
export function PasswordResetSelfcheckoutRoute() {
  return <PasswordReset token={selfcheckoutRoute.useSearch().token} selfcheckout />;
}
