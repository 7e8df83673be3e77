export { initColorMode } from './apply-color-mode.ts';
export { useColorModeStore, type ColorMode } from './color-mode-store.ts';
export { useForcedColorMode } from './use-forced-color-mode.ts';
