import type { User } from '@members/contract';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSessionStore } from '../lib/session/session-store.ts';
import { TermsPage, useTerms } from '../features/terms/index.ts';
import { useForcedColorMode } from '../lib/color-mode/index.ts';
import { safeRedirect } from './safe-redirect.ts';
import { useRedirectOnUnauthorized } from './use-redirect-on-unauthorized.ts';

const route = getRouteApi('/shell/terms');

/** /terms: always dark (spec §2); after acceptance, back to where the learner was going (`redirect`) or /. */
export function TermsRoute() {
  useForcedColorMode('dark');
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const terms = useTerms();
  useRedirectOnUnauthorized(terms.error);
  const accepted = (user: User | null) => {
    if (user) useSessionStore.getState().update({ user });
    void navigate({ href: safeRedirect(redirect, '/'), replace: true });
  };
  return <TermsPage terms={terms} onAccepted={accepted} />;
}
