import { getUser } from './api/get-user.ts';
import { applyCurrentUser } from '../../lib/session/access-state.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

let refreshing: Promise<void> | null = null;

/**
 * GET /api/user once per app start while logged in, to refresh the stored user (terms acceptance, status,
 * profile changed elsewhere) and its access (a trial upgraded since the login). A 401 is handled by the API client
 * (modal); other failures keep the stored user.
 */
export function refreshUserOnce(): Promise<void> {
  // Logged out at app start: a later login stores a fresh user itself.
  if (!refreshing && !useSessionStore.getState().logged) refreshing = Promise.resolve();
  refreshing ??= getUser().then(
    (answer) => applyCurrentUser(answer),
    (error: unknown) => console.warn('[session] could not refresh the user', error),
  );
  return refreshing;
}

/** For tests: forget the refresh of this app start. */
export function resetUserRefresh(): void {
  refreshing = null;
}
