import { userCookieName } from '../../lib/api/unauthorized.ts';
import { removeCookie } from '../../lib/cookies/cookies.ts';
import { postLogout } from './api/post-logout.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

/**
 * Logout (spec §4): removes the `user` cookie, posts the logout call (its failure is ignored: the session
 * is dropped here either way) and empties the session. The caller then goes to /auth/newLogin.
 */
export async function signOut(): Promise<void> {
  removeCookie(userCookieName);
  try {
    await postLogout();
  } catch (error) {
    console.warn('[session] logout call failed; signing out locally', error);
  }
  useSessionStore.getState().clear();
}
