import { getRouteApi } from '@tanstack/react-router';
import { UserValidationPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

const route = getRouteApi('/shell/auth/user-validation');

/** /auth/user-validation?email=…: the code confirms the account, signs in (sign-up success) → /courses. */
export function UserValidationRoute() {
  const { email, sent } = route.useSearch();
  const signedIn = useSignedIn({ signUp: true });
  return (
    <UserValidationPage
      email={email?.trim() ?? ''}
      codeJustSent={sent === 'yes'}
      onSignedIn={(response) => signedIn(response)}
    />
  );
}
