import { getRouteApi } from '@tanstack/react-router';
import { NewClientPage } from '../features/auth/index.ts';
import { useSignedIn } from './use-signed-in.ts';

const authRoute = getRouteApi('/shell/auth/newClient');
const landingRoute = getRouteApi('/shell/newClient');

function NewClient({ token }: { token: string | undefined }) {
  const signedIn = useSignedIn();
  return <NewClientPage token={token?.trim() || undefined} onSignedIn={(response) => signedIn(response)} />;
}

/** /auth/newClient?token=…: a buyer's first access → /courses. */
export function NewClientRoute() {
  return <NewClient token={authRoute.useSearch().token} />;
}

/** /newClient?token=…: the purchase flow's landing point of the same page (spec §2). */
export function LandingNewClientRoute() {
  return <NewClient token={landingRoute.useSearch().token} />;
}
