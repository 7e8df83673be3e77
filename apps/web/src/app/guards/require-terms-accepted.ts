import { useSessionStore } from '../../features/session/session-store.ts';

/**
 * `beforeLoad` of /, /{type} and the module search routes (spec §2, §6: "requires terms acceptance first").
 * The terms state (the user's aceite_termo) and the /terms page arrive with the accounts issue; the session
 * holds no terms state yet, so this guard lets every signed-in user through. When it exists, redirect to
 * /terms here when the user has not accepted them.
 */
export function requireTermsAccepted(): void {
  const { token } = useSessionStore.getState();
  if (!token) return; // requireSession (root) already sent this visitor to the login screen.
}
