import { useSearch } from '@tanstack/react-router';
import { NewClientPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

/** /auth/newClient and /newClient?token=…: a buyer's first access → /courses. */
export function NewClientRoute() {
  const { token } = useSearch({ strict: false });
  const signedIn = useSignedIn();
  return <NewClientPage token={token?.trim() || undefined} onSignedIn={(response) => signedIn(response)} />;
}
