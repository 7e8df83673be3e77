import { sessionLifetimeDays } from '@members/contract';
import { isApiError } from '../../lib/api/api-error.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';
import { adoptRefreshedToken, followOtherTabsRefreshes } from '../../lib/session/session-sync.ts';
import { postRefresh } from './api/post-refresh.ts';

const dayMs = 24 * 60 * 60 * 1000;
/**
 * The token is refreshed once its session has less than this left (29 of its 30 days): about once a day of
 * use, so an active learner's session never comes near its end.
 */
const refreshWhenLeftMs = (sessionLifetimeDays - 1) * dayMs;
/** After a refresh that failed without ending the session (offline, a 5xx), the next try. */
export const refreshRetryMs = 5 * 60_000;
/** The longest wait between two looks: timers of a computer that slept run late. */
const longestWaitMs = 60 * 60_000;
/** The Web Locks name: one tab at a time refreshes. */
export const refreshLockName = 'members-session-refresh';

/** When a token got at `tokenIssuedAt` is due for refresh; now when unknown (stored by an older version). */
function refreshDueAt(tokenIssuedAt: number | null): number {
  return tokenIssuedAt === null ? 0 : tokenIssuedAt + sessionLifetimeDays * dayMs - refreshWhenLeftMs;
}

/** Refreshes the token when due. First takes a newer token another tab got: then nothing is due here. */
async function refreshIfDue(): Promise<void> {
  adoptRefreshedToken();
  const { logged, token, tokenIssuedAt } = useSessionStore.getState();
  if (!logged || !token || Date.now() < refreshDueAt(tokenIssuedAt)) return;
  const { token: next } = await postRefresh();
  const session = useSessionStore.getState();
  // A sign-in or a 401 meanwhile: the answer is for a session this tab no longer holds.
  if (session.token === token) session.update({ token: next, tokenIssuedAt: Date.now() });
}

/** Runs `work` while holding the tabs' refresh lock (Web Locks). */
function underTabLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (older browsers) two tabs may refresh at once: the API gives both the same new token.
  return locks ? locks.request(refreshLockName, work) : work();
}

let stopRunning: (() => void) | null = null;

/**
 * Keeps the session alive while the app is used (issue 13, sliding sessions): refreshes the token when the
 * session has less than 29 days left, on start, on a timer, when the window gets focus or the network comes
 * back; one tab at a time, the others take its new token. A login elsewhere still ends the session: the
 * refresh then answers 401 auth.session_superseded and the API client shows the modal. Started once.
 */
export function startSessionRefresh(): () => void {
  if (stopRunning) return stopRunning;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  const lookIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(look, Math.min(Math.max(ms, 1_000), longestWaitMs));
  };
  const lookWhenDue = () => {
    const { logged, tokenIssuedAt } = useSessionStore.getState();
    lookIn(logged ? refreshDueAt(tokenIssuedAt) - Date.now() : longestWaitMs);
  };
  function look() {
    running ??= underTabLock(refreshIfDue)
      .then(lookWhenDue, (error: unknown) => {
        // A 401 ended the session (the modal is up; a later sign-in schedules again); other failures retry.
        if (isApiError(error) && error.status === 401) return;
        console.warn('[session] refresh failed; trying again later', error);
        lookIn(refreshRetryMs);
      })
      .finally(() => {
        running = null;
      });
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') look();
  };
  const stopFollowing = followOtherTabsRefreshes();
  const stopWatching = useSessionStore.subscribe((state, previous) => {
    if (state.tokenIssuedAt !== previous.tokenIssuedAt) lookWhenDue();
  });
  window.addEventListener('focus', look);
  window.addEventListener('online', look);
  document.addEventListener('visibilitychange', onVisible);
  look();
  stopRunning = () => {
    clearTimeout(timer);
    stopFollowing();
    stopWatching();
    window.removeEventListener('focus', look);
    window.removeEventListener('online', look);
    document.removeEventListener('visibilitychange', onVisible);
    stopRunning = null;
  };
  return stopRunning;
}
