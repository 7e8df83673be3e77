import { useEffect } from 'react';
import { initColorMode } from './apply-color-mode.ts';
import { useColorModeStore, type ResolvedColorMode } from './color-mode-store.ts';

/** Forces a colour mode while the calling page is mounted (/terms: dark) and restores the previous one after. */
export function useForcedColorMode(mode: ResolvedColorMode): void {
  useEffect(() => {
    initColorMode();
    const { forced: previous, setForced } = useColorModeStore.getState();
    setForced(mode);
    return () => setForced(previous);
  }, [mode]);
}
