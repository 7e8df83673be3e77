import { redirect } from '@tanstack/react-router';
import { refreshUserOnce } from '../../features/session/refresh-user.ts';
import { startSessionRefresh } from '../../features/session/session-refresh.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { isPublicPath, loginPath } from './public-paths.ts';

/** Whether the session guard lets the app render `pathname`: a public page, or any page with a session token. */
export function sessionLetsIn(pathname: string): boolean {
  return isPublicPath(pathname) || Boolean(useSessionStore.getState().token);
}

/**
 * Root `beforeLoad`: without a session token, any route outside the public list goes to /auth/newLogin.
 * The persisted session store hydrates synchronously from localStorage, so the token is known here.
 */
export function requireSession({ location }: { location: { pathname: string } }): void {
  // First navigation of this app start: refresh the stored user in the background (when logged in).
  void refreshUserOnce();
  // Keeps the session sliding while the app is open (started once; refreshes only when due).
  startSessionRefresh();
  if (sessionLetsIn(location.pathname)) return;
  throw redirect({ to: loginPath, replace: true });
}
