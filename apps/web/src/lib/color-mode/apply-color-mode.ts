import { useColorModeStore, type ColorModeState, type ResolvedColorMode } from './color-mode-store.ts';

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export function systemColorMode(): ResolvedColorMode {
  return window.matchMedia(darkSchemeQuery).matches ? 'dark' : 'light';
}

export function resolveColorMode({
  preference,
  forced,
}: Pick<ColorModeState, 'preference' | 'forced'>): ResolvedColorMode {
  if (forced) return forced;
  return preference === 'system' ? systemColorMode() : preference;
}

/** Puts the `dark` class (and the matching color-scheme) on <html>. */
export function applyColorMode(mode: ResolvedColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

let dispose: (() => void) | null = null;

/**
 * Applies the colour mode now and keeps it applied: on every store change and, for `system`, on every
 * change of the OS preference. Idempotent; returns a function that stops the syncing.
 */
export function initColorMode(): () => void {
  if (dispose) return dispose;
  const sync = () => applyColorMode(resolveColorMode(useColorModeStore.getState()));
  const media = window.matchMedia(darkSchemeQuery);
  const unsubscribe = useColorModeStore.subscribe(sync);
  media.addEventListener('change', sync);
  sync();
  dispose = () => {
    unsubscribe();
    media.removeEventListener('change', sync);
    dispose = null;
  };
  return dispose;
}
