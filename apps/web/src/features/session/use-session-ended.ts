import { useSessionStore } from '../../lib/session/session-store.ts';

/** The login screen: the unauthorized modal never opens there (spec §2, §4). */
export const loginPath = '/auth/newLogin';

/** True while the unauthorized modal is open on `pathname` (a 401 ended the session; not on the login). */
export function useSessionEnded(pathname: string): boolean {
  const show = useSessionStore((state) => state.showUnauthorizedModal);
  return show && pathname !== loginPath;
}
