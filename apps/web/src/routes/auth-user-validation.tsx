import { useSearch } from '@tanstack/react-router';
import { UserValidationPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

/** /auth/user-validation?email=…: the code confirms the account, signs in (sign-up success) → /courses. */
export function UserValidationRoute() {
  const { email, sent } = useSearch({ strict: false });
  const signedIn = useSignedIn({ signUp: true });
  return <UserValidationPage email={email?.trim() ?? ''} codeJustSent={sent === 'yes'} onSignedIn={(response) => signedIn(response)} />;
}
