import { redirect } from '@tanstack/react-router';
import { useSessionStore } from '../../lib/session/session-store.ts';

export const termsPath = '/terms';

/**
 * `beforeLoad` of /, /{type} and the module search routes (spec §2, §6: "requires terms acceptance first"):
 * a signed-in learner whose stored user has not accepted the producer's terms goes to /terms first, with
 * the path they wanted in `redirect` (the terms page sends them back there after accepting). Without a
 * stored user (nothing to go on yet) the learner passes; GET /api/user refreshes it on app start.
 */
export function requireTermsAccepted({ location }: { location: { href: string } }): void {
  const { token, user } = useSessionStore.getState();
  if (!token || !user || user.aceite_termo) return;
  throw redirect({ href: `${termsPath}?redirect=${encodeURIComponent(location.href)}`, replace: true });
}
