import type { LoginResponse, User } from '@members/contract';
import { loggedOutMarkerKey, userCookieName } from '../../lib/api/unauthorized.ts';
import { removeCookie, writeCookie } from '../../lib/cookies/cookies.ts';
import { accessStateOf } from '../../lib/session/access-state.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

export interface ApplyLoginOptions {
  /** True only for a QR-code login (requests then carry the app id); false for password, link and sign-up. */
  security: boolean;
  /** Sign-up (code confirmed): the loggedOut marker of an earlier 401 is cleared (spec §4). */
  clearLoggedOutMarker?: boolean;
}

/** The `user` cookie: who is signed in, for the server-rendered side; never the CPF, e-mail or token. */
export function writeUserCookie(user: Pick<User, 'id' | 'nome'>): void {
  writeCookie(userCookieName, JSON.stringify({ id: user.id, nome: user.nome }));
}

/**
 * A login response that came back ok (spec §4, §7): user, producer, token, roles, permissions, freemium and
 * access data are stored, logged becomes true, and the `user` cookie is set.
 */
export function applyLoginResponse(response: LoginResponse, options: ApplyLoginOptions): void {
  useSessionStore.getState().signIn({
    token: response.token,
    roles: response.roles,
    permissions: response.permissions,
    security: options.security,
    ...accessStateOf(response),
    user: response.user,
    produtor: response.produtor,
  });
  writeUserCookie(response.user);
  if (options.clearLoggedOutMarker) localStorage.removeItem(loggedOutMarkerKey);
}

/** A failed login (spec §4): logged becomes false and the `user` cookie is removed. */
export function applyFailedLogin(): void {
  useSessionStore.getState().update({ logged: false });
  removeCookie(userCookieName);
}
