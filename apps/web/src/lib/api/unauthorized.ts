import { useSessionStore } from '../../lib/session/session-store.ts';
import { removeCookie } from '../cookies/cookies.ts';
import type { ApiError } from './api-error.ts';

export const loggedOutMarkerKey = 'loggedOut';
export const userCookieName = 'user';

/**
 * A 401 while logged in (spec §4): save the loggedOut marker, remove the user cookie, follow the API's
 * redirect address when given, and ask for the unauthorized modal: the simultaneous-access one when a login
 * elsewhere superseded the session, a plain "session ended" otherwise. Runs once per session.
 */
export function handleUnauthorized(error: ApiError): void {
  const session = useSessionStore.getState();
  const loggedIn = session.logged || session.token !== null;
  if (!loggedIn || session.showUnauthorizedModal) return;
  localStorage.setItem(loggedOutMarkerKey, String(Date.now()));
  removeCookie(userCookieName);
  if (error.redirect) window.location.assign(error.redirect);
  session.markUnauthorized(error.code === 'auth.session_superseded' ? 'superseded' : 'ended');
}
