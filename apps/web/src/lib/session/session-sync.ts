import { type SessionState, sessionStoreId, useSessionStore } from './session-store.ts';

/** The session id part of a token `<id>|<secret>`: the same for every token a refresh gives that session. */
function sessionIdOf(token: string): string {
  return token.split('|')[0] ?? '';
}

/** The token the tabs of this browser stored last (localStorage `session`), when there is a readable one. */
function storedToken(): { token: string; tokenIssuedAt: number } | null {
  try {
    const raw = localStorage.getItem(sessionStoreId);
    const state = raw ? (JSON.parse(raw) as { state?: Partial<SessionState> }).state : undefined;
    if (typeof state?.token === 'string' && typeof state.tokenIssuedAt === 'number')
      return { token: state.token, tokenIssuedAt: state.tokenIssuedAt };
  } catch {
    // Storage refused or damaged: this tab keeps its own token.
  }
  return null;
}

/**
 * Takes the token another tab got by refreshing this same session (a newer one), so this tab does not go on
 * with the old token past its 30-second grace. Anything else stored there (another session, a sign-out) is
 * left alone: this tab's own next call finds out, with the modal it calls for.
 */
export function adoptRefreshedToken(): void {
  const stored = storedToken();
  const { token, tokenIssuedAt, update } = useSessionStore.getState();
  if (!stored || !token || stored.token === token || sessionIdOf(stored.token) !== sessionIdOf(token)) return;
  if (tokenIssuedAt !== null && stored.tokenIssuedAt <= tokenIssuedAt) return;
  update({ token: stored.token, tokenIssuedAt: stored.tokenIssuedAt });
}

/** Follows the refreshes other tabs store (the storage event). Returns the function that stops following. */
export function followOtherTabsRefreshes(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStoreId) adoptRefreshedToken();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
