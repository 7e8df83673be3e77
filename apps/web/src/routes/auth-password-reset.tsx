import { useSearch } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

function PasswordReset({ selfcheckout }: { selfcheckout: boolean }) {
  const { token } = useSearch({ strict: false });
  const signedIn = useSignedIn();
  return <PasswordResetPage token={token?.trim() || undefined} selfcheckout={selfcheckout} onSignedIn={(response) => signedIn(response)} />;
}

/** /auth/password-reset(?token=…): ask for the link, then a new password → /courses. */
export function PasswordResetRoute() {
  return <PasswordReset selfcheckout={false} />;
}

/** /auth/password-reset-selfcheckout(?token=…): the same, worded for a buyer's first password. */
export function PasswordResetSelfcheckoutRoute() {
  return <PasswordReset selfcheckout />;
}
