import { useSessionStore } from '../../lib/session/session-store.ts';
import { keepsLastScreen, keptScreens, lastScreensKey, maxScreenChars, type SavedScreen } from './last-screen-paths.ts';
import { pageIsDrawn } from './page-drawn.ts';
import { trimBelowFold } from './trim-below-fold.ts';

function savedScreens(): Record<string, SavedScreen> {
  try {
    const screens: unknown = JSON.parse(localStorage.getItem(lastScreensKey) ?? '{}');
    return screens && typeof screens === 'object' ? (screens as Record<string, SavedScreen>) : {};
  } catch {
    return {};
  }
}

/**
 * The app's markup as it should paint again: its first screen only, without the enter animation, which would fade
 * it in from nothing, and without a toast of the visit before.
 */
function screenMarkup(mount: HTMLElement): string {
  const copy = mount.cloneNode(true) as HTMLElement;
  trimBelowFold(mount, copy);
  for (const toasts of copy.querySelectorAll('[data-sonner-toaster]')) toasts.remove();
  for (const element of copy.querySelectorAll('[class*="page-transition-"]'))
    for (const name of [...element.classList]) if (name.startsWith('page-transition-')) element.classList.remove(name);
  return copy.innerHTML;
}

/**
 * Keeps what the app shows under `mount` as the learner's last screen of this path, when it is one of the kept pages
 * (last-screen-paths.ts), fully drawn, for a signed-in learner, in a built app (the dev server has no stylesheet).
 */
export function saveLastScreen(mount: HTMLElement, pathname = window.location.pathname): void {
  const { token, user } = useSessionStore.getState();
  const stylesheet = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  if (!token || !user || !stylesheet || !keepsLastScreen(pathname) || !pageIsDrawn(mount, pathname)) return;
  if (mount.querySelector('[data-session-ended]')) return;
  const html = screenMarkup(mount);
  if (html.length > maxScreenChars) return;
  const dark = document.documentElement.classList.contains('dark');
  const screens = savedScreens();
  const known = screens[pathname];
  if (known?.html === html && known.user === user.id && known.stylesheet === stylesheet && known.dark === dark) return;
  screens[pathname] = { user: user.id, stylesheet, dark, html, savedAt: Date.now() };
  const kept = Object.entries(screens)
    .filter(([, screen]) => screen.user === user.id)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, keptScreens);
  try {
    localStorage.setItem(lastScreensKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the next visit starts as it would without.
  }
}

/** Signed out, or another learner: no screen of the one before may be painted. */
export const forgetLastScreens = () => localStorage.removeItem(lastScreensKey);

/** A burst of changes is saved once, this long after its first change. */
const saveAfterMs = 1_000;

/**
 * Saves the learner's last screen after the app's changes settle and when the page is hidden (another tab or app,
 * closed), and forgets every saved screen at sign-out or a change of learner. Returns a function that stops it.
 */
export function startSavingLastScreens(mount: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    saveLastScreen(mount);
  };
  const schedule = () => {
    if (timer === undefined && keepsLastScreen(window.location.pathname)) timer = setTimeout(save, saveAfterMs);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(mount, { childList: true, subtree: true, characterData: true, attributes: true });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveLastScreen(mount);
  };
  document.addEventListener('visibilitychange', onHidden);
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (!state.token || state.user?.id !== previous.user?.id) forgetLastScreens();
  });
  schedule(); // the page may already be drawn, with nothing left to change
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHidden);
    unsubscribe();
  };
}
